import { Grid } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useRecordForm } from '../../components/useRecordForm';
import type { Building, BuildingPayload } from './types';
import { validateBuildingName, validateCount } from './validation';
import { HistorySection } from '../../components/history/HistorySection';

export interface BuildingFormDialogProps {
  open: boolean;
  /** The building to edit; none to create one. */
  record?: Building | null;
  onClose: () => void;
  onSaved?: (building: Building) => void;
}

export function toBuildingPayload(values: Record<string, unknown>): BuildingPayload & { address: string | null } {
  const address = typeof values.address === 'string' ? values.address.trim() : '';
  return {
    name: String(values.name ?? '').trim(),
    floor_count: Number(values.floor_count),
    room_count: Number(values.room_count),
    entrance_count: Number(values.entrance_count),
    address: address || null,
  };
}

/** Create or edit a building: name and the three counts are required, counts are whole numbers above zero. */
export function BuildingFormDialog({ open, record, onClose, onSaved }: BuildingFormDialogProps) {
  const { editing: isEdit, save } = useRecordForm<Building>('buildings', { existing: record, open });

  return (
    <FormDialog<Record<string, unknown>, Building>
      open={open}
      onClose={onClose}
      id="building-form"
      resource="buildings"
      title={isEdit ? 'resources.buildings.page.edit' : 'resources.buildings.page.create'}
      defaultValues={record ? { ...record } : { floor_count: undefined, room_count: undefined, entrance_count: undefined }}
      submit={(values) => save(toBuildingPayload(values))}
      successMessage={isEdit ? 'resources.buildings.notifications.updated' : 'resources.buildings.notifications.created'}
      onSaved={onSaved}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <TextInput source="name" validate={validateBuildingName} autoFocus autoComplete="off" />
        </Grid>
        <Grid size={12}>
          <TextInput source="address" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="floor_count" validate={validateCount} min={1} step={1} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="entrance_count" validate={validateCount} min={1} step={1} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="room_count" validate={validateCount} min={1} step={1} />
        </Grid>
      </Grid>
      {isEdit && record ? <HistorySection entity="building" id={Number(record.id)} /> : null}
    </FormDialog>
  );
}
