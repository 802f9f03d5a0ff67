import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { ReasonInput } from '../../components/ReasonDialog';
import { FormDialog } from '../../components/FormDialog';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { formatMoney, todayInTashkent } from '../../format/format';
import { CURRENCY_CHOICES, currencyCode } from '../../format/currency';
import { requiredField } from '../wallets/MoneyFields';
import { ConstructionSelect } from './ConstructionSelect';
import { defaultCurrency, deliveryPrice } from './supplierMoney';
import type { Supplier, SupplierOperation } from './types';

interface DeliveryValues {
  date: string;
  floor: number | null;
  material: number | null;
  model: string;
  unit: string;
  unit_amount: string;
  unit_price: string;
  currency: number | null;
  construction: number | null;
  machine_number: string;
  comment: string;
}

/** The price (unit amount × unit price) as the API will compute it, while the user types. */
function PricePreview() {
  const translate = useTranslate();
  const values = useWatch<DeliveryValues>() as Partial<DeliveryValues>;
  const price = deliveryPrice(values.unit_amount, values.unit_price);
  return (
    <Box role="status" aria-live="polite" sx={(theme) => ({ mt: 1, p: 2, borderRadius: 2, border: `1px dashed ${theme.palette.divider}`, bgcolor: 'action.hover' })}>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.suppliers.form.price')} · {translate('resources.suppliers.form.price_hint')}
      </Typography>
      <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="delivery-price">
        {price ? formatMoney(price, { currency: currencyCode(values.currency) }) : '—'}
      </Typography>
    </Box>
  );
}

function UnitPriceInput() {
  const currency = useWatch<DeliveryValues, 'currency'>({ name: 'currency' });
  return <MoneyInput source="unit_price" label="resources.suppliers.fields.unit_price" currency={currencyCode(currency) || undefined} validate={[requiredField, positiveAmount()]} />;
}

/** Add or edit a delivery: what arrived, how much, at what price; the price is computed live. */
export function DeliveryDialog({ open, onClose, supplier, operation }: { open: boolean; onClose: () => void; supplier: Supplier; operation?: SupplierOperation | null }) {
  const dataProvider = useDataProvider();
  const editing = !!operation;

  const initial = useMemo<DeliveryValues>(
    () => ({
      date: operation?.date ?? todayInTashkent(),
      floor: operation?.floor ?? null,
      material: operation?.material ?? supplier.material,
      model: operation?.model ?? '',
      unit: operation?.unit ?? '',
      unit_amount: operation?.unit_amount ?? '',
      unit_price: operation?.unit_price ?? '',
      currency: operation?.currency ?? defaultCurrency(supplier),
      construction: operation?.construction ?? null,
      machine_number: operation?.machine_number ?? '',
      comment: operation?.comment ?? '',
    }),
    [operation, supplier],
  );

  const send = async (values: DeliveryValues, idempotencyKey: string) => {
    const data = {
      supplier: supplier.id,
      date: values.date,
      floor: values.floor === null || (values.floor as unknown) === '' ? null : Number(values.floor),
      material: values.material ? Number(values.material) : null,
      model: values.model?.trim() || null,
      unit: values.unit.trim(),
      unit_amount: values.unit_amount,
      unit_price: values.unit_price,
      currency: Number(values.currency),
      construction: values.construction ? Number(values.construction) : null,
      machine_number: values.machine_number?.trim() || null,
      comment: values.comment?.trim() || null,
    };
    if (editing) {
      const reason = ((values as DeliveryValues & { reason?: string }).reason ?? '').trim();
      await dataProvider.update('supplier-operations', { id: operation.id, data: { ...data, reason }, previousData: operation, meta: { idempotencyKey } });
    } else {
      await dataProvider.create('supplier-operations', { data: { kind: 'delivery', ...data }, meta: { idempotencyKey } });
    }
  };

  return (
    <FormDialog<DeliveryValues>
      open={open}
      onClose={onClose}
      id="delivery-dialog"
      title={editing ? 'resources.suppliers.form.delivery_edit' : 'resources.suppliers.form.delivery_create'}
      defaultValues={initial}
      submit={(values, { idempotencyKey }) => send(values, idempotencyKey)}
      successMessage="resources.suppliers.notifications.delivery_saved"
      invalidate={[['suppliers'], ['supplier', supplier.id]]}
      refresh
      submitIcon={<LocalShippingOutlinedIcon />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <DateTextInput source="date" label="resources.suppliers.fields.date" validate={requiredField} />
        <SelectInput source="currency" label="resources.suppliers.fields.currency" choices={CURRENCY_CHOICES} translateChoice={false} validate={requiredField} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <ReferenceSelectInput source="material" reference="supplier-materials" label="resources.suppliers.fields.material" />
        <TextInput source="model" label="resources.suppliers.fields.model" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="unit" label="resources.suppliers.fields.unit" validate={requiredField} helperText="resources.suppliers.form.unit_hint" />
        <MoneyInput source="unit_amount" label="resources.suppliers.fields.unit_amount" fractionDigits={3} validate={[requiredField, positiveAmount()]} />
      </Stack>
      <UnitPriceInput />
      <PricePreview />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ mt: 2 }}>
        <NumberInput source="floor" label="resources.suppliers.fields.floor" step={1} />
        <TextInput source="machine_number" label="resources.suppliers.fields.machine_number" />
      </Stack>
      <ConstructionSelect />
      <TextInput source="comment" label="resources.suppliers.fields.comment" multiline minRows={2} />
      {editing ? <ReasonInput /> : null}
    </FormDialog>
  );
}
