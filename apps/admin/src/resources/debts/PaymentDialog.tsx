import { Alert, Box, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, required, useDataProvider, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { NumCell } from '../../components/table/NumCell';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { CURRENCY_CHOICES, currencyCodeOf, currencyId as currencyIdOf } from '../../format/currency';
import { useWalletChoices } from '../wallets/hooks';
import { previewAllocation } from './allocation';
import { debtClientName, debtCurrency, debtMoney, debtRoomLabel } from './debtLabels';
import { InstalmentStatusChip } from './InstalmentStatusChip';
import { PAYMENT_REPORT_PATH, clientDebtPath } from './paths';
import { appliedAmount, buildPaymentPayload, debtCurrencyId, type PaymentFormValues } from './paymentPayload';
import type { ClientDebt, PaymentReport } from './types';
import { RateMissingNote, useRateNote } from '../wallets/RateNote';
import { ScrollX } from '../../components/ScrollX';
import { LazyPrintDialog } from '../../components/documents/PrintButton';

export interface PaymentDialogProps {
  /** The debt to pay (a list row is enough: its instalments are read again here). */
  debt: ClientDebt | null;
  onClose: () => void;
  onPaid?: (payment: PaymentReport) => void;
}

function AllocationPreviewTable({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  const values = useWatch() as PaymentFormValues;
  const applied = appliedAmount(values, debt);
  const preview = previewAllocation(debt.instalments ?? [], applied);
  const code = debtCurrency(debt);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {translate('resources.debts.payment.preview')}
      </Typography>
      {applied && Number(values.currency) !== debtCurrencyId(debt) ? (
        <Typography variant="body2" data-testid="applied-amount">
          {translate('resources.debts.payment.applied', { amount: formatMoney(applied, { currency: code }) })}
        </Typography>
      ) : null}
      {preview.tooMuch ? (
        <Alert severity="error" data-testid="payment-too-much">
          {translate('resources.debts.payment.too_much', {
            excess: formatMoney(preview.excess, { currency: code }),
            owed: formatMoney(preview.owed, { currency: code }),
          })}
        </Alert>
      ) : null}
      {preview.lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.debts.payment.preview_empty')}
        </Typography>
      ) : (
        <ScrollX>
          <Table size="small" data-testid="allocation-preview">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.debts.instalment.month')}</TableCell>
                <TableCell>{translate('resources.debts.instalment.date')}</TableCell>
                <TableCell align="right">{translate('resources.debts.instalment.share')}</TableCell>
                <TableCell align="right">{translate('resources.debts.instalment.remaining')}</TableCell>
                <TableCell>{translate('resources.debts.instalment.status_after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.lines.map((line) => (
                <TableRow key={line.instalment.id}>
                  <TableCell>{line.instalment.month}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.instalment.paymentDate)}</TableCell>
                  <NumCell sx={{ fontWeight: 600 }}>{formatMoney(line.share, { currency: code })}</NumCell>
                  <NumCell>{formatMoney(line.remaining, { currency: code })}</NumCell>
                  <TableCell>
                    <InstalmentStatusChip status={line.statusAfter} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
    </Stack>
  );
}

function PaymentFields({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  const wallets = useWalletChoices();
  const { setValue } = useFormContext<PaymentFormValues>();
  const values = useWatch() as PaymentFormValues;
  const walletList = wallets.data ?? [];
  const needsRate = !!values.currency && Number(values.currency) !== debtCurrencyId(debt);
  const rateNote = useRateNote(values.exchange_rate);
  const preview = previewAllocation(debt.instalments ?? [], appliedAmount(values, debt));
  const code = currencyCodeOf(values.currency);

  // The payment's currency follows the chosen wallet's.
  useEffect(() => {
    const wallet = walletList.find((item) => item.id === Number(values.wallet));
    const currency = wallet ? currencyIdOf(wallet.currency) : null;
    if (currency && currency !== Number(values.currency)) setValue('currency', currency, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.wallet, walletList.length]);

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <SelectInput
          source="wallet"
          label="resources.debts.payment.wallet"
          choices={walletList.map((wallet) => ({
            id: wallet.id,
            name: `${wallet.name} (${currencyCodeOf(wallet.currency, wallet.currency_code)})`,
          }))}
          isPending={wallets.isPending}
          validate={required()}
          translateChoice={false}
        />
        <Stack direction="row" spacing={2}>
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <MoneyInput source="amount" label="resources.debts.payment.amount" currency={code} validate={[required(), positiveAmount()]} autoFocus />
          </Box>
          <Box sx={{ flex: 1, minWidth: 96 }}>
            <SelectInput source="currency" label="resources.debts.payment.currency" choices={CURRENCY_CHOICES} validate={required()} translateChoice={false} />
          </Box>
        </Stack>
        {needsRate ? (
          <MoneyInput
            source="exchange_rate"
            label="resources.debts.payment.exchange_rate"
            fractionDigits={6}
            validate={[required('resources.debts.payment.rate_required'), positiveAmount()]}
            helperText={rateNote.line ?? false}
          />
        ) : null}
        {needsRate ? <RateMissingNote missing={rateNote.missing} /> : null}
        <ReferenceSelectInput source="method" reference="payment-methods" label="resources.debts.payment.method" />
        <DateTextInput source="payment_date" label="resources.debts.payment.payment_date" validate={required()} />
        <TextInput source="description" label="resources.debts.payment.description" multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box sx={{ p: 1.5, mb: 2, borderRadius: 1, backgroundColor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.debts.payment.owed')}
          </Typography>
          <Typography variant="h6" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="payment-owed">
            {debtMoney(debt, preview.owed)}
          </Typography>
        </Box>
        <AllocationPreviewTable debt={debt} />
      </Grid>
    </Grid>
  );
}

/**
 * A payment towards a client's debt: wallet, amount, currency (and rate when it differs from the
 * debt's), method, date, description; shows how it will pay the instalments before saving, refuses
 * more than is owed, confirms, then posts it once (idempotency key).
 */
export function PaymentDialog({ debt, onClose, onPaid }: PaymentDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const wallets = useWalletChoices();
  const full = useQuery({
    queryKey: ['client-debts', 'detail', debt?.id],
    queryFn: ({ signal }) => dataProvider.request<ClientDebt>(clientDebtPath(debt!.id), { signal }),
    enabled: !!debt,
  });
  const current = full.data ?? null;
  // After a save: the receipt of the payment just made is offered at once.
  const [receipt, setReceipt] = useState<PaymentReport | null>(null);
  const defaults = useMemo<PaymentFormValues>(
    () => ({ currency: debt ? debtCurrencyId(debt) : 1, payment_date: todayInTashkent(), description: '' }),
    [debt],
  );

  return (
    <>
      <MoneyOperationDialog<PaymentFormValues, PaymentReport>
        open={!!debt}
        onClose={onClose}
        id="payment-dialog"
        title="resources.debts.payment.title"
        subtitle={debt ? translate('resources.debts.payment.subtitle', { client: debtClientName(debt), room: debtRoomLabel(debt) }) : null}
        maxWidth="lg"
        loading={!current}
        loadFailed={full.isError}
        defaultValues={defaults}
        submit={(values, { idempotencyKey }) =>
          dataProvider.request<PaymentReport>(PAYMENT_REPORT_PATH, {
            method: 'POST',
            body: buildPaymentPayload(values, current!),
            idempotencyKey,
          })
        }
        successMessage="resources.debts.payment.saved"
        onSaved={(payment) => {
          setReceipt(payment);
          onPaid?.(payment);
        }}
        submitLabel="resources.debts.payment.save"
        canSubmit={(values) => !!current && !previewAllocation(current.instalments ?? [], appliedAmount(values, current)).tooMuch}
        confirm={{
          title: 'resources.debts.payment.confirm_title',
          content: (values) =>
            current
              ? translate('resources.debts.payment.confirm_content', {
                  amount: formatMoney(values.amount ?? '0', { currency: currencyCodeOf(values.currency) }),
                  wallet: wallets.data?.find((item) => item.id === Number(values.wallet))?.name ?? '',
                  applied: debtMoney(current, appliedAmount(values, current)),
                })
              : '',
        }}
      >
        {current ? <PaymentFields key={String(current.id)} debt={current} /> : null}
      </MoneyOperationDialog>
      {receipt ? (
        <LazyPrintDialog
          open
          onClose={() => setReceipt(null)}
          kind="receipt"
          id={receipt.id}
          title="resources.documents.print.receipt"
          intro="resources.documents.payment_saved.text"
        />
      ) : null}
    </>
  );
}
