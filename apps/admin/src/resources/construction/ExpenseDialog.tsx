import { Alert, Button as MuiButton, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, TextInput, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { compareAmounts, convertAmount, subtractAmounts } from '../../format/decimal';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../wallets/currency';
import { useTodayRate, useWallets } from '../wallets/hooks';
import { emptyOperationValues, toOperationPayload, type OperationFormValues } from '../wallets/operationForm';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useConfirmedSubmit } from '../wallets/submission';
import type { Wallet } from '../wallets/types';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { WALLET_OPERATIONS_API } from './paths';
import type { ConstructionProject } from './types';

const requiredField = required('app.validation.required');

/** The body of POST /api/wallet-operations/ for a construction expense of `projectId`. */
export function toExpensePayload(values: OperationFormValues, walletCurrency: number | null, projectId: number) {
  return { ...toOperationPayload(values, 'withdraw', walletCurrency), construction_building_id: projectId };
}

function ExpenseInputs({ wallets }: { wallets: Wallet[] }) {
  const translate = useTranslate();
  const walletId = useWatch<OperationFormValues, 'wallet'>({ name: 'wallet' });
  const amount = useWatch<OperationFormValues, 'amount'>({ name: 'amount' });
  const rate = useWatch<OperationFormValues, 'exchange_rate'>({ name: 'exchange_rate' });
  const wallet = wallets.find((item) => item.id === Number(walletId)) ?? null;
  const code = codeOf(wallet);
  const isUzs = wallet?.currency === CURRENCY_UZS;
  const usd = isUzs ? convertAmount(amount ?? '', CURRENCY_UZS, CURRENCY_USD, rate) : null;
  const after = wallet && amount ? subtractAmounts(wallet.balance, amount) : null;
  const short = after !== null && compareAmounts(after, '0') < 0;
  return (
    <Stack spacing={0.5}>
      <WalletSelectInput source="wallet" label="resources.construction.fields.wallet" validate={requiredField} />
      <MoneyInput
        source="amount"
        label="resources.construction.fields.amount"
        currency={code || undefined}
        validate={[requiredField, positiveAmount()]}
        helperText={
          wallet
            ? translate(after !== null ? 'resources.construction.expense.balance_after' : 'resources.construction.expense.balance', {
                balance: formatMoney(wallet.balance, { currency: code }),
                after: after !== null ? formatMoney(after, { currency: code }) : '',
              })
            : false
        }
      />
      {short ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="expense-short">
          {translate('resources.construction.expense.short')}
        </Alert>
      ) : null}
      {isUzs ? (
        <MoneyInput
          source="exchange_rate"
          label="resources.construction.fields.exchange_rate"
          fractionDigits={6}
          currency="UZS"
          validate={positiveAmount()}
          helperText={usd ? translate('resources.construction.expense.usd_value', { amount: formatMoney(usd, { currency: 'USD' }) }) : 'resources.construction.expense.rate_hint'}
        />
      ) : null}
      <ReferenceSelectInput source="method" reference="payment-methods" label="resources.construction.fields.method" validate={requiredField} />
      <DateTextInput source="date" label="resources.construction.fields.date" validate={requiredField} />
      <TextInput source="comment" label="resources.construction.fields.comment" validate={requiredField} multiline minRows={2} />
    </Stack>
  );
}

/** A construction expense: a withdrawal from a wallet tied to the project, confirmed before it is sent. */
export function ExpenseDialog({ open, onClose, project }: { open: boolean; onClose: () => void; project: ConstructionProject }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const { data: wallets = [] } = useWallets({ activeOnly: true });
  const { data: today } = useTodayRate();
  const initial = useMemo(() => emptyOperationValues(todayInTashkent(), today?.rate), [today?.rate]);
  const walletOf = (values: OperationFormValues | null) => wallets.find((item) => item.id === Number(values?.wallet)) ?? null;

  const { onSubmit, confirm } = useConfirmedSubmit<OperationFormValues>(async (values) => {
    await dataProvider.request(WALLET_OPERATIONS_API, {
      method: 'POST',
      body: toExpensePayload(values, walletOf(values)?.currency ?? null, project.id),
      idempotencyKey: key,
    });
    renew();
    notify('resources.construction.notifications.expense_created', { type: 'success' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['construction'] }),
      queryClient.invalidateQueries({ queryKey: ['construction-operations'] }),
      queryClient.invalidateQueries({ queryKey: ['wallets'] }),
    ]);
    refresh();
    onClose();
  });
  const confirmWallet = walletOf(confirm.values);

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="expense-dialog-title">
        {open ? (
          <Form defaultValues={initial} onSubmit={asFormSubmit(onSubmit)} noValidate>
            <DialogTitle id="expense-dialog-title">{translate('resources.construction.expense.title')}</DialogTitle>
            <DialogContent dividers>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('resources.construction.expense.hint', { name: project.name })}
              </Typography>
              <ExpenseInputs wallets={wallets} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton label="resources.construction.expense.save" color="warning" />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title="resources.construction.confirm.expense_title"
        confirmColor="warning"
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values ? (
            <Stack spacing={0.5}>
              <Typography>
                {translate('resources.construction.confirm.expense', {
                  amount: formatMoney(confirm.values.amount, { currency: codeOf(confirmWallet) }),
                  wallet: confirmWallet?.name ?? '',
                  name: project.name,
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(confirm.values.date)} · {confirm.values.comment}
              </Typography>
            </Stack>
          ) : null
        }
      />
    </>
  );
}
