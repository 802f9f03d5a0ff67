import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Form, TextInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { compareAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../wallets/currency';
import { useTodayRate, useWallets } from '../wallets/hooks';
import { OPERATIONS_API } from '../wallets/paths';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useConfirmedSubmit } from '../wallets/submission';
import type { Wallet } from '../wallets/types';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { monthOf, paymentEffect } from './employeeMoney';
import { MonthSelectInput, employeeCode, useMonthLabel } from './parts';
import type { Employee } from './types';

const requiredField = required('app.validation.required');
const CASH = 1;

export interface PayValues {
  wallet: number | null;
  amount: string;
  salary_date: string;
  exchange_rate: string;
  method: number | null;
  comment: string;
}

/** POST /api/wallet-operations/ body of a salary payment: the rate only when the wallet's currency differs. */
export function toPayPayload(values: PayValues, employee: Employee, walletCurrency: number | null | undefined) {
  return {
    wallet: Number(values.wallet),
    operation_type: 'withdraw' as const,
    amount: values.amount,
    method: Number(values.method),
    comment: values.comment.trim(),
    employee_id: employee.id,
    salary_date: values.salary_date,
    ...(walletCurrency != null && walletCurrency !== employee.salary_currency ? { exchange_rate: values.exchange_rate } : {}),
  };
}

function PayInputs({ employee, wallets }: { employee: Employee; wallets: Wallet[] }) {
  const translate = useTranslate();
  const walletId = useWatch<PayValues, 'wallet'>({ name: 'wallet' });
  const amount = useWatch<PayValues, 'amount'>({ name: 'amount' });
  const rate = useWatch<PayValues, 'exchange_rate'>({ name: 'exchange_rate' });
  const wallet = wallets.find((w) => w.id === Number(walletId)) ?? null;
  const code = codeOf(wallet);
  const salaryCode = employeeCode(employee);
  const converted = wallet != null && wallet.currency !== employee.salary_currency;
  const effect = paymentEffect(amount, wallet?.currency, employee.salary_currency, converted ? rate : null, employee.balance);
  return (
    <Stack spacing={0.5}>
      <Alert severity="info" icon={<PaymentsOutlinedIcon />} sx={{ mb: 1 }}>
        {translate('resources.employees.pay.owed_now', { amount: formatMoney(employee.balance, { currency: salaryCode }) })}
      </Alert>
      <WalletSelectInput source="wallet" label="resources.employees.pay.wallet" validate={requiredField} />
      <MoneyInput
        source="amount"
        label="resources.employees.pay.amount"
        currency={code || undefined}
        validate={[requiredField, positiveAmount()]}
        helperText={wallet ? translate('resources.wallets.operation.balance_hint', { balance: formatMoney(wallet.balance, { currency: code }) }) : false}
      />
      {converted ? (
        <MoneyInput
          source="exchange_rate"
          label="resources.employees.pay.exchange_rate"
          fractionDigits={6}
          currency="UZS"
          validate={[requiredField, positiveAmount('resources.employees.validation.rate')]}
          helperText={effect ? translate('resources.employees.pay.converted', { amount: formatMoney(effect.credited, { currency: salaryCode }) }) : 'resources.employees.pay.rate_hint'}
        />
      ) : null}
      <MonthSelectInput source="salary_date" label="resources.employees.pay.salary_month" validate={requiredField} />
      <ReferenceSelectInput source="method" reference="payment-methods" label="resources.employees.pay.method" validate={requiredField} />
      <TextInput source="comment" label="resources.employees.pay.comment" validate={requiredField} multiline minRows={2} />
      {effect ? (
        <Alert severity={compareAmounts(effect.after, '0') < 0 ? 'warning' : 'success'} data-testid="pay-balance-after">
          {translate('resources.employees.pay.balance_after', { amount: formatMoney(effect.after, { currency: salaryCode }) })}
          {compareAmounts(effect.after, '0') < 0 ? ` · ${translate('resources.employees.pay.advance_note')}` : ''}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** "Pay salary": a `salary` withdrawal from a wallet (converted when the currencies differ), confirmed with the balance after. */
export function PayDialog({ open, onClose, employee }: { open: boolean; onClose: () => void; employee: Employee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const monthLabel = useMonthLabel();
  const { key, renew } = useIdempotencyKey();
  const { data: wallets = [] } = useWallets();
  const { data: today } = useTodayRate();
  const walletOf = (values: PayValues | null) => wallets.find((w) => w.id === Number(values?.wallet)) ?? null;

  const { onSubmit, confirm } = useConfirmedSubmit<PayValues>(async (values) => {
    await dataProvider.request(OPERATIONS_API, { method: 'POST', body: toPayPayload(values, employee, walletOf(values)?.currency), idempotencyKey: key });
    renew();
    notify('resources.employees.notifications.paid', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
    await queryClient.invalidateQueries({ queryKey: ['wallets'] });
    await queryClient.invalidateQueries({ queryKey: ['wallet-overview'] });
    onClose();
  });

  const wallet = walletOf(confirm.values);
  const salaryCode = employeeCode(employee);
  const converted = wallet != null && wallet.currency !== employee.salary_currency;
  const effect = confirm.values ? paymentEffect(confirm.values.amount, wallet?.currency, employee.salary_currency, converted ? confirm.values.exchange_rate : null, employee.balance) : null;

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby="pay-dialog-title">
        {open ? (
          <Form
            defaultValues={{ wallet: null, amount: '', salary_date: monthOf(todayInTashkent()), exchange_rate: today?.rate ?? '', method: CASH, comment: translate('resources.employees.pay.comment_default') }}
            onSubmit={asFormSubmit(onSubmit)}
            noValidate
          >
            <DialogTitle id="pay-dialog-title">
              {translate('resources.employees.pay.title')} · {employee.full_name}
            </DialogTitle>
            <DialogContent dividers>
              <PayInputs employee={employee} wallets={wallets} />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton label="resources.employees.action.pay" icon={<PaymentsOutlinedIcon />} color="warning" />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title="resources.employees.confirm.pay_title"
        confirmColor="warning"
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values ? (
            <Stack spacing={1}>
              <Typography>
                {translate('resources.employees.confirm.pay', {
                  amount: formatMoney(confirm.values.amount, { currency: codeOf(wallet) }),
                  wallet: wallet?.name ?? '',
                  name: employee.full_name,
                  month: monthLabel(confirm.values.salary_date),
                })}
              </Typography>
              {converted && effect ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.employees.confirm.pay_converted', {
                    amount: formatMoney(effect.credited, { currency: salaryCode }),
                    rate: formatMoney(confirm.values.exchange_rate, { fractionDigits: 2 }),
                  })}
                </Typography>
              ) : null}
              {effect ? (
                <Typography sx={{ fontWeight: 700 }} data-testid="pay-confirm-balance-after">
                  {translate('resources.employees.confirm.balance_after', { amount: formatMoney(effect.after, { currency: salaryCode }) })}
                </Typography>
              ) : null}
            </Stack>
          ) : null
        }
      />
    </>
  );
}
