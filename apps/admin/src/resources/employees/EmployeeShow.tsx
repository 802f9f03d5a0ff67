import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { P, SALARY_TYPE } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { hasPermission } from '../../permissions';
import { AccrueDialog } from './AccrueDialog';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { BackToList, EmployeeHeader } from './EmployeeHeader';
import { MonthsTable, OperationsTable, Section } from './EmployeeHistory';
import { HoursCalendar } from './HoursCalendar';
import { useEmployee } from './hooks';
import { PayDialog } from './PayDialog';
import { employeeDetailPath, hourlyEmployeeDetailPath } from './paths';
import { HistorySection } from '../../components/history/HistorySection';

/**
 * An employee's page. A monthly employee's: accruals and payments by month, the history, accrue and
 * pay. An hourly one's: hours on a month calendar, totals per month, the history, pay. An employee of
 * the other kind is sent to their own page.
 */
function EmployeePage({ hourly }: { hourly: boolean }) {
  const { id = '' } = useParams();
  const { permissions } = usePermissions<string[]>();
  const { data: employee, isPending, isError } = useEmployee(id);
  const [dialog, setDialog] = useState<'accrue' | 'pay' | 'edit' | null>(null);
  if (isPending) return <ShowSkeleton heights={[160, 240]} />;
  if (isError || !employee) return <ShowNotFound icon={<BadgeOutlinedIcon />} title="resources.employees.page.not_found" back={<BackToList />} />;
  if (hourly && employee.salary_type === SALARY_TYPE.MONTHLY) return <Navigate to={employeeDetailPath(employee.id)} replace />;
  if (!hourly && employee.salary_type === SALARY_TYPE.HOURLY) return <Navigate to={hourlyEmployeeDetailPath(employee.id)} replace />;
  const canPay = hasPermission(permissions, P.WALLET_READ);
  const pay = canPay ? <ActionButton label="resources.employees.action.pay" icon={<PaymentsOutlinedIcon />} onClick={() => setDialog('pay')} variant="contained" color="warning" /> : null;

  return (
    <Box sx={{ pb: 4 }}>
      <EmployeeHeader
        employee={employee}
        onEdit={() => setDialog('edit')}
        actions={
          hourly ? (
            pay
          ) : (
            <>
              {employee.is_active ? <ActionButton label="resources.employees.action.accrue" icon={<EventAvailableOutlinedIcon />} onClick={() => setDialog('accrue')} variant="outlined" /> : null}
              {pay}
            </>
          )
        }
      />
      {hourly ? (
        <Section title="resources.employees.hours.calendar">
          <HoursCalendar employee={employee} />
        </Section>
      ) : null}
      <Section title="resources.employees.months.title">
        <MonthsTable employee={employee} hourly={hourly} />
      </Section>
      <Section title="resources.employees.operations.title">
        <OperationsTable employee={employee} />
      </Section>
      <HistorySection entity="employee" id={employee.id} />
      {dialog === 'accrue' ? <AccrueDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
      {dialog === 'pay' ? <PayDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
      {dialog === 'edit' ? <EmployeeFormDialog open onClose={() => setDialog(null)} employee={employee} /> : null}
    </Box>
  );
}

/** /employees/employeeDetail/{id} (EMPLOYEE_READ): a monthly employee. */
export function EmployeeShow() {
  return <EmployeePage hourly={false} />;
}

/** /employees/hourlyEmployeeDetail/{id} (EMPLOYEE_READ): an hourly employee. */
export function HourlyEmployeeShow() {
  return <EmployeePage hourly />;
}
