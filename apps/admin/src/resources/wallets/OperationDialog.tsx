import { Alert, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
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
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from './currency';
import { convertAmount } from '../../format/decimal';
import { useTodayRate, useWallets } from './hooks';
import { emptyOperationValues, operationToValues, toOperationPayload, type OperationFormValues } from './operationForm';
import { OPERATIONS_API, operationApi } from './paths';
import { asFormSubmit, useConfirmedSubmit } from './submission';
import type { OperationType, Wallet, WalletOperation } from './types';
import { SubmitButton } from './SubmitButton';
import { WalletSelectInput } from './WalletSelectInput';

export interface OperationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Income (replenish) or expense (withdraw). */
  operationType: OperationType;
  /** Edit this operation (PUT: the API reverses it and writes the new one). */
  operation?: WalletOperation | null;
}

const requiredField = required('app.validation.required');

/** Amount, rate and the USD value while typing (a UZS wallet). */
function OperationInputs({ wallets }: { wallets: Wallet[] }) {
  const translate = useTranslate();
  const walletId = useWatch<OperationFormValues, 'wallet'>({ name: 'wallet' });
  const amount = useWatch<OperationFormValues, 'amount'>({ name: 'amount' });
  const rate = useWatch<OperationFormValues, 'exchange_rate'>({ name: 'exchange_rate' });
  const wallet = wallets.find((item) => item.id === Number(walletId)) ?? null;
  const code = codeOf(wallet);
  const isUzs = wallet?.currency === CURRENCY_UZS;
  const usd = isUzs ? convertAmount(amount ?? '', CURRENCY_UZS, CURRENCY_USD, rate) : null;
  return (
    <Stack spacing={0.5}>
      <WalletSelectInput source="wallet" label="resources.wallets.operation.wallet" validate={requiredField} />
      <MoneyInput
        source="amount"
        label="resources.wallets.operation.amount"
        currency={code || undefined}
        validate={[requiredField, positiveAmount()]}
        helperText={wallet ? translate('resources.wallets.operation.balance_hint', { balance: formatMoney(wallet.balance, { currency: code }) }) : false}
      />
      {isUzs ? (
        <MoneyInput
          source="exchange_rate"
          label="resources.wallets.operation.exchange_rate"
          fractionDigits={6}
          currency="UZS"
          validate={positiveAmount()}
          helperText={usd ? translate('resources.wallets.operation.usd_value', { amount: formatMoney(usd, { currency: 'USD' }) }) : 'resources.wallets.operation.rate_hint'}
        />
      ) : null}
      <ReferenceSelectInput source="method" reference="payment-methods" label="resources.wallets.operation.method" validate={requiredField} />
      <DateTextInput source="date" label="resources.wallets.operation.date" validate={requiredField} />
      <TextInput source="comment" label="resources.wallets.operation.comment" validate={requiredField} multiline minRows={2} />
    </Stack>
  );
}

/** Income or expense (a new operation or an edit), confirmed before it is sent. */
export function OperationDialog({ open, onClose, operationType, operation }: OperationDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const { data: wallets = [] } = useWallets();
  const { data: today } = useTodayRate();
  const editing = !!operation;

  const initial = useMemo(
    () => (operation ? operationToValues(operation) : emptyOperationValues(todayInTashkent(), today?.rate)),
    [operation, today?.rate],
  );

  const walletOf = (values: OperationFormValues | null) => wallets.find((item) => item.id === Number(values?.wallet)) ?? null;

  const { onSubmit, confirm } = useConfirmedSubmit<OperationFormValues>(async (values) => {
    const payload = toOperationPayload(values, operationType, walletOf(values)?.currency ?? null);
    await dataProvider.request(editing ? operationApi(operation.id) : OPERATIONS_API, {
      method: editing ? 'PUT' : 'POST',
      body: payload,
      idempotencyKey: key,
    });
    renew();
    notify(editing ? 'resources.wallets.notifications.operation_updated' : 'resources.wallets.notifications.operation_created', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['wallets'] });
    await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
    refresh();
    onClose();
  });

  const title = editing
    ? 'resources.wallets.operation.edit_title'
    : operationType === 'replenish'
      ? 'resources.wallets.operation.income_title'
      : 'resources.wallets.operation.expense_title';
  const confirmWallet = walletOf(confirm.values);

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="operation-dialog-title">
        {open ? (
          <Form defaultValues={initial} onSubmit={asFormSubmit(onSubmit)} noValidate>
            <DialogTitle id="operation-dialog-title">{translate(title)}</DialogTitle>
            <DialogContent dividers>
              {editing ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate('resources.wallets.operation.edit_hint', { id: operation.id })}
                </Alert>
              ) : null}
              <OperationInputs wallets={wallets} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton
                label={editing ? 'ra.action.save' : 'resources.wallets.action.save_operation'}
                color={operationType === 'replenish' ? 'success' : 'warning'}
              />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title={editing ? 'resources.wallets.confirm.edit_title' : 'resources.wallets.confirm.operation_title'}
        confirmColor={operationType === 'replenish' ? 'success' : 'warning'}
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values ? (
            <Stack spacing={0.5}>
              <Typography>
                {translate(operationType === 'replenish' ? 'resources.wallets.confirm.income' : 'resources.wallets.confirm.expense', {
                  amount: formatMoney(confirm.values.amount, { currency: codeOf(confirmWallet) }),
                  wallet: confirmWallet?.name ?? '',
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(confirm.values.date)} · {confirm.values.comment}
              </Typography>
              {editing ? (
                <Typography variant="body2" color="warning.main">
                  {translate('resources.wallets.confirm.edit_note')}
                </Typography>
              ) : null}
            </Stack>
          ) : null
        }
      />
    </>
  );
}
