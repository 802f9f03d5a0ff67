import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { SALARY_TYPE } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { BackToListButton, Figure } from '../../components/RecordPage';
import { compareAmounts } from '../../format/decimal';
import { formatMoney, formatPhoneNumber } from '../../format/format';
import { EMPLOYEES_LIST_PATH } from './paths';
import { employeeCode } from './EmployeeFields';
import type { Employee } from './types';

export function BackToList() {
  return <BackToListButton to={EMPLOYEES_LIST_PATH} label="resources.employees.action.back_to_list" />;
}

/** Name, position, phone, pay, and what is owed, with the page's actions. */
export function EmployeeHeader({ employee, actions, onEdit }: { employee: Employee; actions: ReactNode; onEdit: () => void }) {
  const translate = useTranslate();
  const code = employeeCode(employee);
  const hourly = employee.salary_type === SALARY_TYPE.HOURLY;
  const sign = compareAmounts(employee.balance, '0');
  return (
    <>
      <Title title={employee.full_name} />
      <Box sx={{ py: 1 }}>
        <BackToList />
      </Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  {employee.full_name}
                </Typography>
                <Chip size="small" variant="outlined" label={employee.salary_type_name} />
                {!employee.is_active ? <Chip size="small" label={translate('resources.employees.header.inactive')} /> : null}
              </Stack>
              <Typography color="text.secondary">{[employee.position, formatPhoneNumber(employee.phone_number)].filter(Boolean).join(' · ')}</Typography>
            </Box>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <ActionButton label="resources.employees.action.edit" icon={<EditOutlinedIcon />} onClick={onEdit} variant="outlined" />
              {actions}
            </Stack>
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Figure
                label={hourly ? 'resources.employees.header.hourly_rate' : 'resources.employees.header.salary'}
                value={hourly ? translate('resources.employees.fields.per_hour', { amount: formatMoney(employee.hourly_rate, { currency: code }) }) : formatMoney(employee.salary, { currency: code })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Figure
                label={sign < 0 ? 'resources.employees.header.advance' : 'resources.employees.header.balance_owed'}
                value={formatMoney(employee.balance, { currency: code })}
                color={sign > 0 ? 'warning.main' : sign < 0 ? 'success.main' : undefined}
                testId="employee-balance"
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </>
  );
}
