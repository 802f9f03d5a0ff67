import { Grid } from '@mui/material';
import { NumberInput, TextInput, maxLength, maxValue, minValue, number, useDataProvider } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { requiredField } from '../wallets/MoneyFields';
import { CONSTRUCTION_API, constructionApi } from './paths';
import type { ConstructionProject } from './types';

export interface ProjectFormValues {
  name: string;
  floor_count: number | null;
  room_count: number | null;
  entrance_count: number | null;
}

/** Bounds as the API checks them. */
export const COUNT_LIMITS = { floor_count: 200, room_count: 100000, entrance_count: 100 } as const;

const whole = (value: unknown) => (value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'resources.construction.validation.whole');
const countValidators = (max: number) => [requiredField, number(), whole, minValue(0), maxValue(max)];

export function toProjectValues(project: ConstructionProject | null | undefined): ProjectFormValues {
  return project
    ? { name: project.name, floor_count: project.floor_count, room_count: project.room_count, entrance_count: project.entrance_count }
    : { name: '', floor_count: null, room_count: null, entrance_count: null };
}

export function toProjectPayload(values: ProjectFormValues) {
  return {
    name: values.name.trim(),
    floor_count: Number(values.floor_count),
    room_count: Number(values.room_count),
    entrance_count: Number(values.entrance_count),
  };
}

/** Create or edit a construction project (name and its planned counts). */
export function ProjectFormDialog({
  open,
  onClose,
  project,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  project?: ConstructionProject | null;
  onSaved?: (project: ConstructionProject) => void;
}) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const editing = !!project;

  return (
    <FormDialog<ProjectFormValues, ConstructionProject>
      open={open}
      onClose={onClose}
      id="construction-form"
      title={editing ? 'resources.construction.form.edit_title' : 'resources.construction.form.create_title'}
      defaultValues={toProjectValues(project)}
      submit={(values) =>
        dataProvider.request<ConstructionProject>(editing ? constructionApi(project.id) : CONSTRUCTION_API, {
          method: editing ? 'PUT' : 'POST',
          body: toProjectPayload(values),
        })
      }
      successMessage={editing ? 'resources.construction.notifications.updated' : 'resources.construction.notifications.created'}
      invalidate={[['construction']]}
      refresh
      onSaved={onSaved}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <TextInput source="name" label="resources.construction.fields.name" validate={[requiredField, maxLength(200)]} autoComplete="off" autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="floor_count" label="resources.construction.fields.floor_count" validate={countValidators(COUNT_LIMITS.floor_count)} min={0} step={1} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="room_count" label="resources.construction.fields.room_count" validate={countValidators(COUNT_LIMITS.room_count)} min={0} step={1} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="entrance_count" label="resources.construction.fields.entrance_count" validate={countValidators(COUNT_LIMITS.entrance_count)} min={0} step={1} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
