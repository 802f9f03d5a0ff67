import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { CURRENCY_USD } from '@mijozlar/shared';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReasonInput } from '../../components/ReasonDialog';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { addAmounts, compareAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import { CURRENCY_CHOICES, currencyCode } from '../../format/currency';
import { useTodayRate, useWalletChoices } from '../wallets/hooks';
import { RateMissingNote, useRateNote, withRateLine } from '../wallets/RateNote';
import { UzsRateInput, requiredField } from '../wallets/MoneyFields';
import type { WalletChoice } from '../wallets/types';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { ConstructionSelect } from './ConstructionSelect';
import { debtAfter, debtIn, defaultCurrency, paymentPreview, type PaymentPreview } from './supplierMoney';
import type { Supplier, SupplierOperation } from './types';

const percentRange = (value: unknown) => (value && compareAmounts(String(value), '100') > 0 ? 'resources.suppliers.form.fee_range' : undefined);

export interface PaymentValues {
  date: string;
  wallet: number | null;
  wallet_payment: string;
  fee_percentage: string;
  currency: number | null;
  exchange_rate: string;
  method: number | null;
  construction: number | null;
  comment: string;
}

/** Everything the preview and the confirmation show, from the form's values. */
export function previewOf(values: Partial<PaymentValues>, wallets: WalletChoice[], supplier: Supplier, operation?: SupplierOperation | null) {
  const wallet = wallets.find((w) => w.id === Number(values.wallet)) ?? null;
  const currency = values.currency ? Number(values.currency) : null;
  const preview: PaymentPreview = paymentPreview({
    walletPayment: values.wallet_payment,
    fee: values.fee_percentage,
    walletCurrency: wallet?.currency,
    currency,
    rate: values.exchange_rate,
  });
  // Editing: the debt before this payment is today's debt plus what the payment brought so far.
  let debtNow = debtIn(supplier.debt, currency);
  if (operation && operation.currency === currency && operation.actual_payment) debtNow = addAmounts(debtNow, operation.actual_payment) ?? debtNow;
  return { wallet, currency, preview, debtNow, debtAfter: debtAfter(debtNow, preview.actual) };
}

/** What the supplier receives after the fee, in the debt's currency, and the debt after: live, as the API computes it. */
function PaymentPreviewBox({ wallets, supplier, operation }: { wallets: WalletChoice[]; supplier: Supplier; operation?: SupplierOperation | null }) {
  const translate = useTranslate();
  const values = useWatch<PaymentValues>() as Partial<PaymentValues>;
  const { wallet, currency, preview, debtNow, debtAfter: after } = previewOf(values, wallets, supplier, operation);
  const code = currencyCode(currency);
  return (
    <Box role="status" aria-live="polite" sx={(theme) => ({ mt: 1, p: 2, borderRadius: 2, border: `1px dashed ${theme.palette.divider}`, bgcolor: 'action.hover' })}>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.suppliers.form.arrives')}
      </Typography>
      <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="payment-arrives">
        {preview.actual && code ? formatMoney(preview.actual, { currency: code }) : '—'}
      </Typography>
      {wallet && preview.net ? (
        <Typography variant="body2" color="text.secondary" data-testid="payment-after-fee">
          {translate('resources.suppliers.form.after_fee', { amount: formatMoney(preview.net, { currency: currencyCode(wallet.currency) }) })}
          {preview.actualUsd && currency !== CURRENCY_USD ? ` · ${translate('resources.suppliers.form.in_usd', { amount: formatMoney(preview.actualUsd, { currency: 'USD' }) })}` : ''}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.suppliers.form.pick')}
        </Typography>
      )}
      {code ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ mt: 1 }}>
          <Typography variant="body2">{translate('resources.suppliers.form.debt_now', { amount: formatMoney(debtNow, { currency: code }) })}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="payment-debt-after">
            {translate('resources.suppliers.form.debt_after', { amount: after ? formatMoney(after, { currency: code }) : '—' })}
          </Typography>
        </Stack>
      ) : null}
    </Box>
  );
}

function PaymentInputs({ wallets, supplier, operation }: { wallets: WalletChoice[]; supplier: Supplier; operation?: SupplierOperation | null }) {
  // A correction keeps the operation's payment method (the API keeps it when none is sent).
  const values = useWatch<PaymentValues>() as Partial<PaymentValues>;
  const { wallet, preview } = previewOf(values, wallets, supplier, operation);
  const translate = useTranslate();
  const rateNote = useRateNote(values.exchange_rate);
  return (
    <Stack spacing={0}>
      <WalletSelectInput source="wallet" label="resources.suppliers.fields.wallet" validate={requiredField} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <MoneyInput source="wallet_payment" label="resources.suppliers.fields.wallet_payment" currency={currencyCode(wallet?.currency) || undefined} validate={[requiredField, positiveAmount()]} />
        <MoneyInput source="fee_percentage" label="resources.suppliers.fields.fee_percentage" currency="%" validate={percentRange} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <SelectInput
          source="currency"
          label="resources.suppliers.fields.currency"
          choices={CURRENCY_CHOICES}
          translateChoice={false}
          validate={requiredField}
          helperText="resources.suppliers.form.currency_hint"
        />
        {preview.needsRate ? (
          <UzsRateInput
            label="resources.suppliers.fields.exchange_rate"
            helperText={withRateLine(translate('resources.suppliers.form.rate_hint'), rateNote.line)}
          />
        ) : null}
        {preview.needsRate ? <RateMissingNote missing={rateNote.missing} /> : null}
      </Stack>
      <PaymentPreviewBox wallets={wallets} supplier={supplier} operation={operation} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ mt: 2 }}>
        <DateTextInput source="date" label="resources.suppliers.fields.date" validate={requiredField} />
        {operation ? null : <ReferenceSelectInput source="method" reference="payment-methods" label="resources.suppliers.fields.method" validate={requiredField} />}
      </Stack>
      <ConstructionSelect />
      <TextInput source="comment" label="resources.suppliers.fields.comment" multiline minRows={2} />
    </Stack>
  );
}

/** Pay a supplier from a wallet (or correct a payment): the fee, what arrives and the debt after are shown live and confirmed before any money moves. */
export function PaymentDialog({ open, onClose, supplier, operation }: { open: boolean; onClose: () => void; supplier: Supplier; operation?: SupplierOperation | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data: wallets = [] } = useWalletChoices();
  const { data: today } = useTodayRate();
  const editing = !!operation;

  const initial = useMemo<PaymentValues>(
    () => ({
      date: operation?.date ?? todayInTashkent(),
      wallet: operation?.wallet ?? null,
      wallet_payment: operation?.wallet_payment ?? '',
      fee_percentage: operation?.fee_percentage && operation.fee_percentage !== '0.00' ? operation.fee_percentage : '',
      currency: operation?.currency ?? defaultCurrency(supplier),
      exchange_rate: operation && operation.wallet_currency !== operation.currency ? (operation.exchange_rate ?? '') : (today?.rate ?? ''),
      method: 1,
      construction: operation?.construction ?? null,
      comment: operation?.comment ?? '',
    }),
    [operation, supplier, today?.rate],
  );

  const send = async (values: PaymentValues, idempotencyKey: string) => {
    const { preview } = previewOf(values, wallets, supplier, operation);
    const data = {
      supplier: supplier.id,
      date: values.date,
      wallet: Number(values.wallet),
      wallet_payment: values.wallet_payment,
      fee_percentage: values.fee_percentage || '0',
      currency: Number(values.currency),
      exchange_rate: preview.needsRate ? values.exchange_rate : null,
      method: !editing && values.method ? Number(values.method) : undefined,
      construction: values.construction ? Number(values.construction) : null,
      comment: values.comment?.trim() || null,
    };
    const reason = ((values as PaymentValues & { reason?: string }).reason ?? '').trim();
    if (editing) await dataProvider.update('supplier-operations', { id: operation.id, data: { ...data, reason }, previousData: operation, meta: { idempotencyKey } });
    else await dataProvider.create('supplier-operations', { data: { kind: 'payment', ...data }, meta: { idempotencyKey } });
  };

  return (
    <MoneyOperationDialog<PaymentValues>
      open={open}
      onClose={onClose}
      id="payment-dialog"
      title={editing ? 'resources.suppliers.form.payment_edit' : 'resources.suppliers.form.payment_create'}
      subtitle={supplier.name}
      defaultValues={initial}
      submit={(values, { idempotencyKey }) => send(values, idempotencyKey)}
      successMessage="resources.suppliers.notifications.payment_saved"
      invalidate={[['suppliers'], ['supplier', supplier.id]]}
      refresh
      submitLabel="resources.suppliers.action.pay"
      submitIcon={<PaymentsOutlinedIcon />}
      confirm={{
        title: editing ? 'resources.suppliers.confirm.edit_title' : 'resources.suppliers.confirm.pay_title',
        content: (values) => {
          const shown = previewOf(values, wallets, supplier, operation);
          const code = currencyCode(shown.currency);
          return (
            <Stack spacing={0.5}>
              {editing ? <Typography variant="body2">{translate('resources.suppliers.confirm.edit')}</Typography> : null}
              <Typography>
                {translate('resources.suppliers.confirm.pay', {
                  wallet: shown.wallet?.name ?? '',
                  amount: formatMoney(values.wallet_payment, { currency: currencyCode(shown.wallet?.currency) }),
                })}
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="confirm-arrives">
                {translate('resources.suppliers.confirm.arrives', { amount: shown.preview.actual ? formatMoney(shown.preview.actual, { currency: code }) : '—' })}
              </Typography>
              <Typography variant="body2" data-testid="confirm-debt-after">
                {translate('resources.suppliers.confirm.debt_after', { amount: shown.debtAfter ? formatMoney(shown.debtAfter, { currency: code }) : '—' })}
              </Typography>
            </Stack>
          );
        },
      }}
    >
      <PaymentInputs wallets={wallets} supplier={supplier} operation={operation} />
      {editing ? <ReasonInput /> : null}
    </MoneyOperationDialog>
  );
}
