import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { hasPermission } from '../../permissions';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { EmployeeHeader, EmployeeLoading, EmployeeNotFound } from './EmployeeHeader';
import { MonthsTable, OperationsTable, Section } from './EmployeeHistory';
import { SALARY_TYPE_MONTHLY } from './employeeMoney';
import { HoursCalendar } from './HoursCalendar';
import { useEmployee } from './hooks';
import { PayDialog } from './PayDialog';
import { employeeDetailPath } from './paths';

/** /employees/hourlyEmployeeDetail/{id} (EMPLOYEE_READ): hours on a month calendar, totals per month, the history, pay. */
export function HourlyEmployeeShow() {
  const { id = '' } = useParams();
  const { permissions } = usePermissions<string[]>();
  const { data: employee, isPending, isError } = useEmployee(id);
  const [dialog, setDialog] = useState<'pay' | 'edit' | null>(null);
  if (isPending) return <EmployeeLoading />;
  if (isError || !employee) return <EmployeeNotFound />;
  if (employee.salary_type === SALARY_TYPE_MONTHLY) return <Navigate to={employeeDetailPath(employee.id)} replace />;
  const canPay = hasPermission(permissions, P.WALLET_READ);

  return (
    <Box sx={{ pb: 4 }}>
      <EmployeeHeader
        employee={employee}
        onEdit={() => setDialog('edit')}
        actions={canPay ? <ActionButton label="resources.employees.action.pay" icon={<PaymentsOutlinedIcon />} onClick={() => setDialog('pay')} variant="contained" color="warning" /> : null}
      />
      <Section title="resources.employees.hours.calendar">
        <HoursCalendar employee={employee} />
      </Section>
      <Section title="resources.employees.months.title">
        <MonthsTable employee={employee} hourly />
      </Section>
      <Section title="resources.employees.operations.title">
        <OperationsTable employee={employee} />
      </Section>
      {dialog === 'pay' ? <PayDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
      {dialog === 'edit' ? <EmployeeFormDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
    </Box>
  );
}
