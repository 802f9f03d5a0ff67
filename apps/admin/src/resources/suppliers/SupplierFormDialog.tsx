import { DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, minLength, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { PhoneInput } from '../../components/PhoneInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useSubmissionErrors } from '../wallets/submission';
import type { Supplier } from './types';

const requiredField = required('app.validation.required');

interface SupplierValues {
  name: string;
  material: number | null;
  phone_number: string | null;
}

/** Create or edit a supplier: name, material (from the materials list) and phone. */
export function SupplierFormDialog({ open, onClose, supplier, onSaved }: { open: boolean; onClose: () => void; supplier?: Supplier | null; onSaved?: (supplier: Supplier) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const toErrors = useSubmissionErrors();
  const editing = !!supplier;

  const onSubmit = async (values: SupplierValues) => {
    try {
      const data = { name: values.name.trim(), material: Number(values.material), phone_number: values.phone_number || null };
      const saved = editing
        ? (await dataProvider.update<Supplier>('suppliers', { id: supplier.id, data, previousData: supplier })).data
        : (await dataProvider.create<Supplier>('suppliers', { data })).data;
      notify(editing ? 'resources.suppliers.notifications.updated' : 'resources.suppliers.notifications.created', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['suppliers'] });
      refresh();
      onSaved?.(saved);
      onClose();
      return undefined;
    } catch (error) {
      return toErrors(error);
    }
  };

  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="xs" fullWidth aria-labelledby="supplier-form-title">
      {open ? (
        <Form
          defaultValues={{ name: supplier?.name ?? '', material: supplier?.material ?? null, phone_number: supplier?.phone_number ?? '' }}
          onSubmit={asFormSubmit(onSubmit)}
          noValidate
        >
          <DialogTitle id="supplier-form-title">{translate(editing ? 'resources.suppliers.form.edit' : 'resources.suppliers.form.create')}</DialogTitle>
          <DialogContent dividers>
            <TextInput source="name" label="resources.suppliers.fields.name" validate={[requiredField, minLength(2)]} autoFocus />
            <ReferenceSelectInput source="material" reference="supplier-materials" label="resources.suppliers.fields.material" validate={requiredField} />
            <PhoneInput source="phone_number" label="resources.suppliers.fields.phone_number" />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <MuiButton onClick={onClose} color="inherit">
              {translate('ra.action.cancel')}
            </MuiButton>
            <SubmitButton label="ra.action.save" />
          </DialogActions>
        </Form>
      ) : null}
    </StaticDialog>
  );
}
