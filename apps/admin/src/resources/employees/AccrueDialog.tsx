import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { DialogActions, DialogContent, DialogTitle, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoneyInput, positiveAmount } from '../../components/MoneyInput';
import { StaticDialog } from '../../components/StaticDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { addAmounts } from '../../format/decimal';
import { formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { SubmitButton } from '../wallets/SubmitButton';
import { asFormSubmit, useConfirmedSubmit } from '../wallets/submission';
import { monthOf } from './employeeMoney';
import { BALANCE_API } from './paths';
import { MonthSelectInput, employeeCode, useMonthLabel } from './parts';
import type { Employee } from './types';

const requiredField = required('app.validation.required');

interface AccrueValues {
  salaryMonth: string;
  amount: string;
  comment: string;
}

/** "Accrue": a month's salary owed to a monthly employee (amount defaults to the salary), confirmed. */
export function AccrueDialog({ open, onClose, employee }: { open: boolean; onClose: () => void; employee: Employee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const monthLabel = useMonthLabel();
  const { key, renew } = useIdempotencyKey();
  const code = employeeCode(employee);

  const { onSubmit, confirm } = useConfirmedSubmit<AccrueValues>(async (values) => {
    await dataProvider.request(BALANCE_API, {
      method: 'POST',
      body: { employee_id: employee.id, salaryMonth: values.salaryMonth, amount: values.amount, ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}) },
      idempotencyKey: key,
    });
    renew();
    notify('resources.employees.notifications.accrued', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
    onClose();
  });

  return (
    <>
      <StaticDialog open={open} onDismiss={onClose} maxWidth="xs" fullWidth aria-labelledby="accrue-dialog-title">
        {open ? (
          <Form defaultValues={{ salaryMonth: monthOf(todayInTashkent()), amount: employee.salary ?? '', comment: '' }} onSubmit={asFormSubmit(onSubmit)} noValidate>
            <DialogTitle id="accrue-dialog-title">{translate('resources.employees.accrue.title')}</DialogTitle>
            <DialogContent dividers>
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
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
              <MuiButton onClick={onClose} color="inherit" disabled={confirm.open}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <SubmitButton label="resources.employees.action.accrue" icon={<EventAvailableOutlinedIcon />} />
            </DialogActions>
          </Form>
        ) : null}
      </StaticDialog>
      <ConfirmDialog
        open={confirm.open}
        title="resources.employees.confirm.accrue_title"
        loading={confirm.loading}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
        content={
          confirm.values ? (
            <Stack spacing={1}>
              <Typography>
                {translate('resources.employees.confirm.accrue', {
                  name: employee.full_name,
                  month: monthLabel(confirm.values.salaryMonth),
                  amount: formatMoney(confirm.values.amount, { currency: code }),
                })}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {translate('resources.employees.confirm.balance_after_accrual', { amount: formatMoney(addAmounts(employee.balance, confirm.values.amount), { currency: code }) })}
              </Typography>
            </Stack>
          ) : null
        }
      />
    </>
  );
}
