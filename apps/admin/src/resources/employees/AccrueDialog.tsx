import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Stack, Typography } from '@mui/material';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { MoneyOperationDialog } from '../../components/MoneyOperationDialog';
import { addAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { requiredField } from '../wallets/MoneyFields';
import { monthOf } from './employeeMoney';
import { BALANCE_API } from './paths';
import { MonthSelectInput, employeeCode, useMonthLabel } from './employeeFields';
import type { Employee } from './types';

interface AccrueValues {
  salaryMonth: string;
  amount: string;
  comment: string;
}

/** "Accrue": a month's salary owed to a monthly employee (amount defaults to the salary), confirmed. */
export function AccrueDialog({ open, onClose, employee }: { open: boolean; onClose: () => void; employee: Employee }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const monthLabel = useMonthLabel();
  const code = employeeCode(employee);

  return (
    <MoneyOperationDialog<AccrueValues>
      open={open}
      onClose={onClose}
      id="accrue-dialog"
      title="resources.employees.accrue.title"
      maxWidth="xs"
      defaultValues={{ salaryMonth: monthOf(todayInTashkent()), amount: employee.salary ?? '', comment: '' }}
      submit={(values, { idempotencyKey }) =>
        dataProvider.request(BALANCE_API, {
          method: 'POST',
          body: { employee_id: employee.id, salaryMonth: values.salaryMonth, amount: values.amount, ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}) },
          idempotencyKey,
        })
      }
      successMessage="resources.employees.notifications.accrued"
      invalidate={[['employees']]}
      submitLabel="resources.employees.action.accrue"
      submitIcon={<EventAvailableOutlinedIcon />}
      confirm={{
        title: 'resources.employees.confirm.accrue_title',
        content: (values) => (
          <Stack spacing={1}>
            <Typography>
              {translate('resources.employees.confirm.accrue', {
                name: employee.full_name,
                month: monthLabel(values.salaryMonth),
                amount: formatMoney(values.amount, { currency: code }),
              })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {translate('resources.employees.confirm.balance_after_accrual', { amount: formatMoney(addAmounts(employee.balance, values.amount), { currency: code }) })}
            </Typography>
          </Stack>
        ),
      }}
    >
      <Stack spacing={0.5}>
        <MonthSelectInput source="salaryMonth" label="resources.employees.accrue.month" validate={requiredField} />
        <MoneyInput
          source="amount"
          label="resources.employees.accrue.amount"
          currency={code}
          validate={[requiredField, positiveAmount()]}
          helperText={translate('resources.employees.accrue.amount_hint', { amount: formatMoney(employee.salary, { currency: code }) })}
        />
        <TextInput source="comment" label="resources.employees.accrue.comment" multiline minRows={2} />
      </Stack>
    </MoneyOperationDialog>
  );
}
