import { Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useState } from 'react';
import { Form, NumberInput, ResourceContextProvider, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { StaticDialog } from '../../components/StaticDialog';
import type { Building, BuildingPayload } from './types';
import { errorMessage, submissionErrors, validateBuildingName, validateCount } from './validation';

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
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Building>();
  const [update] = useUpdate<Building>();
  const [saving, setSaving] = useState(false);
  const isEdit = !!record;

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const data = toBuildingPayload(values);
      const saved = isEdit
        ? await update('buildings', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
        : await create('buildings', { data }, { returnPromise: true });
      notify(isEdit ? 'resources.buildings.notifications.updated' : 'resources.buildings.notifications.created', { type: 'success' });
      onSaved?.(saved as Building);
      onClose();
      return undefined;
    } catch (error) {
      const fields = submissionErrors(error);
      if (!fields) notify(errorMessage(error), { type: 'error' });
      return fields;
    } finally {
      setSaving(false);
    }
  };

  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="building-form-title">
      <ResourceContextProvider value="buildings">
      <Form
        key={record?.id ?? 'new'}
        record={record ?? { floor_count: undefined, room_count: undefined, entrance_count: undefined }}
        onSubmit={submit}
        noValidate
      >
        <DialogTitle id="building-form-title">
          {translate(isEdit ? 'resources.buildings.page.edit' : 'resources.buildings.page.create')}
        </DialogTitle>
        <DialogContent dividers>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} color="inherit" disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : null}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
      </ResourceContextProvider>
    </StaticDialog>
  );
}
