import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { hasPermission } from '../../permissions';
import { AccrueDialog } from './AccrueDialog';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { EmployeeHeader, EmployeeLoading, EmployeeNotFound } from './EmployeeHeader';
import { MonthsTable, OperationsTable, Section } from './EmployeeHistory';
import { SALARY_TYPE_HOURLY } from './employeeMoney';
import { useEmployee } from './hooks';
import { PayDialog } from './PayDialog';
import { hourlyEmployeeDetailPath } from './paths';

/** /employees/employeeDetail/{id} (EMPLOYEE_READ): a monthly employee, accruals and payments by month, the history, accrue and pay. */
export function EmployeeShow() {
  const { id = '' } = useParams();
  const { permissions } = usePermissions<string[]>();
  const { data: employee, isPending, isError } = useEmployee(id);
  const [dialog, setDialog] = useState<'accrue' | 'pay' | 'edit' | null>(null);
  if (isPending) return <EmployeeLoading />;
  if (isError || !employee) return <EmployeeNotFound />;
  if (employee.salary_type === SALARY_TYPE_HOURLY) return <Navigate to={hourlyEmployeeDetailPath(employee.id)} replace />;
  const canPay = hasPermission(permissions, P.WALLET_READ);

  return (
    <Box sx={{ pb: 4 }}>
      <EmployeeHeader
        employee={employee}
        onEdit={() => setDialog('edit')}
        actions={
          <>
            {employee.is_active ? <ActionButton label="resources.employees.action.accrue" icon={<EventAvailableOutlinedIcon />} onClick={() => setDialog('accrue')} variant="outlined" /> : null}
            {canPay ? <ActionButton label="resources.employees.action.pay" icon={<PaymentsOutlinedIcon />} onClick={() => setDialog('pay')} variant="contained" color="warning" /> : null}
          </>
        }
      />
      <Section title="resources.employees.months.title">
        <MonthsTable employee={employee} />
      </Section>
      <Section title="resources.employees.operations.title">
        <OperationsTable employee={employee} />
      </Section>
      {dialog === 'accrue' ? <AccrueDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
      {dialog === 'pay' ? <PayDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
      {dialog === 'edit' ? <EmployeeFormDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
    </Box>
  );
}
