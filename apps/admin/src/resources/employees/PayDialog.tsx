import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { compareAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../wallets/currency';
import { useTodayRate, useWalletChoices } from '../wallets/hooks';
import { RateMissingNote, useRateNote, withRateLine } from '../wallets/RateNote';
import { OPERATIONS_API } from '../wallets/paths';
import { MethodDateCommentFields, requiredField, useChosenWallet, walletOf } from '../wallets/MoneyFields';
import type { WalletChoice } from '../wallets/types';
import { WalletSelectInput } from '../wallets/WalletSelectInput';
import { monthOf, paymentEffect } from './employeeMoney';
import { MonthSelectInput, employeeCode, useMonthLabel } from './employeeFields';
import type { Employee } from './types';

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

function PayInputs({ employee, wallets }: { employee: Employee; wallets: WalletChoice[] }) {
  const translate = useTranslate();
  const amount = useWatch<PayValues, 'amount'>({ name: 'amount' });
  const rate = useWatch<PayValues, 'exchange_rate'>({ name: 'exchange_rate' });
  const note = useRateNote(rate);
  const wallet = useChosenWallet(wallets);
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
        helperText={wallet?.balance !== undefined ? translate('resources.wallets.operation.balance_hint', { balance: formatMoney(wallet.balance, { currency: code }) }) : false}
      />
      {converted ? (
        <MoneyInput
          source="exchange_rate"
          label="resources.employees.pay.exchange_rate"
          fractionDigits={6}
          currency="UZS"
          validate={[requiredField, positiveAmount('resources.employees.validation.rate')]}
          helperText={withRateLine(
            effect ? translate('resources.employees.pay.converted', { amount: formatMoney(effect.credited, { currency: salaryCode }) }) : note.line ? false : translate('resources.employees.pay.rate_hint'),
            note.line,
          )}
        />
      ) : null}
      {converted ? <RateMissingNote missing={note.missing} /> : null}
      <MonthSelectInput source="salary_date" label="resources.employees.pay.salary_month" validate={requiredField} />
      <MethodDateCommentFields labels={{ method: 'resources.employees.pay.method', comment: 'resources.employees.pay.comment' }} />
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
  const dataProvider = useDataProvider<ApiDataProvider>();
  const monthLabel = useMonthLabel();
  const { data: wallets = [] } = useWalletChoices();
  const { data: today } = useTodayRate();
  const salaryCode = employeeCode(employee);

  return (
    <MoneyOperationDialog<PayValues>
      open={open}
      onClose={onClose}
      id="pay-dialog"
      title={
        <>
          {translate('resources.employees.pay.title')} · {employee.full_name}
        </>
      }
      defaultValues={{ wallet: null, amount: '', salary_date: monthOf(todayInTashkent()), exchange_rate: today?.rate ?? '', method: CASH, comment: translate('resources.employees.pay.comment_default') }}
      submit={(values, { idempotencyKey }) =>
        dataProvider.request(OPERATIONS_API, { method: 'POST', body: toPayPayload(values, employee, walletOf(wallets, values)?.currency), idempotencyKey })
      }
      successMessage="resources.employees.notifications.paid"
      invalidate={[['employees']]}
      submitLabel="resources.employees.action.pay"
      submitIcon={<PaymentsOutlinedIcon />}
      submitColor="warning"
      confirm={{
        title: 'resources.employees.confirm.pay_title',
        content: (values) => {
          const wallet = walletOf(wallets, values);
          const converted = wallet != null && wallet.currency !== employee.salary_currency;
          const effect = paymentEffect(values.amount, wallet?.currency, employee.salary_currency, converted ? values.exchange_rate : null, employee.balance);
          return (
            <Stack spacing={1}>
              <Typography>
                {translate('resources.employees.confirm.pay', {
                  amount: formatMoney(values.amount, { currency: codeOf(wallet) }),
                  wallet: wallet?.name ?? '',
                  name: employee.full_name,
                  month: monthLabel(values.salary_date),
                })}
              </Typography>
              {converted && effect ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.employees.confirm.pay_converted', {
                    amount: formatMoney(effect.credited, { currency: salaryCode }),
                    rate: formatMoney(values.exchange_rate, { fractionDigits: 2 }),
                  })}
                </Typography>
              ) : null}
              {effect ? (
                <Typography sx={{ fontWeight: 700 }} data-testid="pay-confirm-balance-after">
                  {translate('resources.employees.confirm.balance_after', { amount: formatMoney(effect.after, { currency: salaryCode }) })}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      }}
    >
      <PayInputs employee={employee} wallets={wallets} />
    </MoneyOperationDialog>
  );
}
