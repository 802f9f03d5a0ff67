import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, NumberInput, SelectInput, TextInput, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatMoney, todayInTashkent } from '../../format/format';
import { CURRENCY_CHOICES, currencyCode } from '../wallets/currency';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useSubmissionErrors } from '../wallets/submission';
import { ConstructionSelect } from './ConstructionSelect';
import { defaultCurrency, deliveryPrice } from './supplierMoney';
import type { Supplier, SupplierOperation } from './types';

const requiredField = required('app.validation.required');

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
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const toErrors = useSubmissionErrors();
  const { key, renew } = useIdempotencyKey();
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

  const onSubmit = async (values: DeliveryValues) => {
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
    try {
      if (editing) {
        await dataProvider.update('supplier-operations', { id: operation.id, data, previousData: operation, meta: { idempotencyKey: key } });
      } else {
        await dataProvider.create('supplier-operations', { data: { kind: 'delivery', ...data }, meta: { idempotencyKey: key } });
      }
      renew();
      notify('resources.suppliers.notifications.delivery_saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['suppliers'] });
      await queryClient.invalidateQueries({ queryKey: ['supplier', supplier.id] });
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      return toErrors(error);
    }
  };

  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="delivery-dialog-title">
      {open ? (
        <Form defaultValues={initial} onSubmit={asFormSubmit(onSubmit)} noValidate>
          <DialogTitle id="delivery-dialog-title">{translate(editing ? 'resources.suppliers.form.delivery_edit' : 'resources.suppliers.form.delivery_create')}</DialogTitle>
          <DialogContent dividers>
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
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <MuiButton onClick={onClose} color="inherit">
              {translate('ra.action.cancel')}
            </MuiButton>
            <SubmitButton label="ra.action.save" icon={<LocalShippingOutlinedIcon />} />
          </DialogActions>
        </Form>
      ) : null}
    </StaticDialog>
  );
}
