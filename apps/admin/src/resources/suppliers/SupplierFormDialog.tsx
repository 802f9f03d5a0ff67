import { TextInput, minLength, useDataProvider } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { PhoneInput } from '../../components/PhoneInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { requiredField } from '../wallets/MoneyFields';
import type { Supplier } from './types';

interface SupplierValues {
  name: string;
  material: number | null;
  phone_number: string | null;
}

/** Create or edit a supplier: name, material (from the materials list) and phone. */
export function SupplierFormDialog({ open, onClose, supplier, onSaved }: { open: boolean; onClose: () => void; supplier?: Supplier | null; onSaved?: (supplier: Supplier) => void }) {
  const dataProvider = useDataProvider();
  const editing = !!supplier;

  return (
    <FormDialog<SupplierValues, Supplier>
      open={open}
      onClose={onClose}
      id="supplier-form"
      title={editing ? 'resources.suppliers.form.edit' : 'resources.suppliers.form.create'}
      maxWidth="xs"
      defaultValues={{ name: supplier?.name ?? '', material: supplier?.material ?? null, phone_number: supplier?.phone_number ?? '' }}
      submit={async (values) => {
        const data = { name: values.name.trim(), material: Number(values.material), phone_number: values.phone_number || null };
        return editing
          ? (await dataProvider.update<Supplier>('suppliers', { id: supplier.id, data, previousData: supplier })).data
          : (await dataProvider.create<Supplier>('suppliers', { data })).data;
      }}
      successMessage={editing ? 'resources.suppliers.notifications.updated' : 'resources.suppliers.notifications.created'}
      invalidate={[['suppliers']]}
      refresh
      onSaved={onSaved}
    >
      <TextInput source="name" label="resources.suppliers.fields.name" validate={[requiredField, minLength(2)]} autoFocus />
      <ReferenceSelectInput source="material" reference="supplier-materials" label="resources.suppliers.fields.material" validate={requiredField} />
      <PhoneInput source="phone_number" label="resources.suppliers.fields.phone_number" />
    </FormDialog>
  );
}
