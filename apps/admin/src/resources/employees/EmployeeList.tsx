import AddIcon from '@mui/icons-material/Add';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, SearchInput, SelectInput, SimpleList, TopToolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SALARY_TYPE } from '@mijozlar/shared';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../components/ActionButton';
import { ActivateDeleteActions, RowAction, RowActions, useConfirmation } from '../../components/RowActions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListEmptyState, ListExportButton, ResourceList, TotalsPagination } from '../../components/ResourceList';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatMoney, formatPhoneNumber, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { CURRENCY_CHOICES, codeOf } from '../../format/currency';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { monthOf } from './employeeMoney';
import { useSalaryTypes } from './hooks';
import { ACCRUE_MONTH_API, EMPLOYEES_EXPORT_API, employeeApi, employeePagePath } from './paths';
import { BalanceText, useMonthLabel } from './EmployeeFields';
import type { Employee } from './types';

const STATUS_CHOICES = [
  { id: 'true', name: 'app.common.active' },
  { id: 'false', name: 'app.common.inactive' },
];

function useFilters() {
  const { data } = useSalaryTypes();
  const types = (data?.results ?? []).map((type) => ({ id: type.id, name: type.name }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="salary_type" source="salary_type" label="resources.employees.filters.salary_type" choices={types} translateChoice={false} alwaysOn helperText={false} />,
    <SelectInput key="is_active" source="is_active" label="resources.employees.filters.status" choices={STATUS_CHOICES} alwaysOn helperText={false} />,
    <SelectInput key="salary_currency" source="salary_currency" label="resources.employees.filters.currency" choices={CURRENCY_CHOICES} translateChoice={false} alwaysOn helperText={false} />,
  ];
}

const EMPLOYEE_TEXTS = {
  activate: 'resources.employees.action.activate',
  deactivate: 'resources.employees.action.deactivate',
  delete: 'resources.employees.action.delete',
  confirm: 'resources.employees.confirm',
  activated: 'resources.employees.notifications.activated',
  deactivated: 'resources.employees.notifications.deactivated',
  deleted: 'resources.employees.notifications.deleted',
};

function EmployeeActions({ employee, onEdit }: { employee: Employee; onEdit: (e: Employee) => void }) {
  return (
    <RowActions>
      <RowAction label="resources.employees.action.edit" icon={<EditOutlinedIcon fontSize="small" />} onClick={() => onEdit(employee)} />
      <ActivateDeleteActions
        record={employee}
        name={employee.full_name}
        path={employeeApi(employee.id)}
        texts={EMPLOYEE_TEXTS}
        deactivateColor="warning"
        invalidate={['employees']}
      />
    </RowActions>
  );
}

function payText(employee: Employee, translate: ReturnType<typeof useTranslate>) {
  const code = codeOf({ currency: employee.salary_currency, currency_code: employee.salary_currency_code });
  return employee.salary_type === SALARY_TYPE.HOURLY
    ? translate('resources.employees.fields.per_hour', { amount: formatMoney(employee.hourly_rate, { currency: code }) })
    : formatMoney(employee.salary, { currency: code });
}

const Column = DataTable.Col<Employee>;

function EmployeesTable({ onEdit }: { onEdit: (e: Employee) => void }) {
  const translate = useTranslate();
  return (
    <AppDataTable<Employee> rowClick={(_id, _resource, record) => employeePagePath(record as Employee)} bulkActionButtons={false} hover hideBelow={{ lg: ['phone_number'] }}>
      <Column
        source="last_name"
        label="resources.employees.fields.full_name"
        render={(e) => (
          <Stack spacing={0}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {e.full_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {e.position}
            </Typography>
          </Stack>
        )}
      />
      <Column source="phone_number" label="resources.employees.fields.phone_number" disableSort render={(e) => <span style={{ whiteSpace: 'nowrap' }}>{e.phone_number ? formatPhoneNumber(e.phone_number) : '—'}</span>} />
      <Column source="salary_type" label="resources.employees.fields.salary_type" disableSort render={(e) => <Chip size="small" variant="outlined" label={e.salary_type_name} />} />
      <Column source="salary" label="resources.employees.fields.pay" disableSort align="right" render={(e) => <span style={{ whiteSpace: 'nowrap' }}>{payText(e, translate)}</span>} />
      <Column source="balance" label="resources.employees.fields.balance" disableSort align="right" render={(e) => <BalanceText employee={e} testId={`employee-row-balance-${e.id}`} />} />
      <Column
        source="is_active"
        label="resources.employees.fields.is_active"
        disableSort
        render={(e) => <Chip size="small" color={e.is_active ? 'success' : 'default'} variant={e.is_active ? 'filled' : 'outlined'} label={translate(e.is_active ? 'app.common.active' : 'app.common.inactive')} />}
      />
      <Column source="actions" label="" disableSort render={(e) => <EmployeeActions employee={e} onEdit={onEdit} />} />
    </AppDataTable>
  );
}

/** "Accrue this month for everyone": confirmed, then the created/skipped counts. */
function AccrueAllButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const { open, setOpen, busy, run } = useConfirmation();
  const monthLabel = useMonthLabel();
  const month = monthOf(todayInTashkent());
  const accrue = async () => {
    const answer = await dataProvider.request<{ created: number; skipped: number }>(ACCRUE_MONTH_API, { method: 'POST', body: { salaryMonth: month }, idempotencyKey: key });
    renew();
    notify('resources.employees.notifications.accrued_all', { type: 'success', messageArgs: { month: monthLabel(month), created: answer.created, skipped: answer.skipped }, autoHideDuration: 8000 });
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
  };
  return (
    <>
      <ActionButton label="resources.employees.action.accrue_all" icon={<EventRepeatOutlinedIcon />} onClick={() => setOpen(true)} variant="outlined" />
      <ConfirmDialog
        open={open}
        title="resources.employees.confirm.accrue_all_title"
        content={translate('resources.employees.confirm.accrue_all', { month: monthLabel(month) })}
        loading={busy}
        onConfirm={() => void run(accrue)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

function ListActions({ onCreate }: { onCreate: () => void }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListExportButton path={EMPLOYEES_EXPORT_API} fileName="employees.xlsx" />
      <AccrueAllButton />
      <ActionButton label="resources.employees.action.create" icon={<AddIcon />} onClick={onCreate} variant="contained" />
    </TopToolbar>
  );
}

/** /employees/employeesList (EMPLOYEE_READ): balances per row, filters, totals per currency, create/edit, (de)activate, export, bulk accrual. */
export function EmployeeList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const filters = useFilters();
  const [form, setForm] = useState<{ employee: Employee | null } | null>(null);
  const onCreate = () => setForm({ employee: null });
  const onEdit = (employee: Employee) => setForm({ employee });

  return (
    <>
      <ResourceList
        resource="employees"
        title="app.menu.employees"
        filters={filters}
        actions={<ListActions onCreate={onCreate} />}
        pagination={
          <TotalsPagination label="resources.employees.totals.title" countLabel="resources.employees.totals.count" columns={[{ key: 'balance', label: 'resources.employees.totals.balance' }]} />
        }
        empty={<ListEmptyState icon={<BadgeOutlinedIcon />} resource="employees" onCreate={onCreate} />}
        phone={
          <SimpleList<Employee>
            rowClick={(_id, _resource, record) => employeePagePath(record as Employee)}
            primaryText={(e) => e.full_name}
            secondaryText={(e) => `${e.position} · ${e.salary_type_name}${e.is_active ? '' : ` · ${translate('app.common.inactive')}`}`}
            tertiaryText={(e) => <BalanceText employee={e} testId={`employee-row-balance-${e.id}`} />}
          />
        }
      >
        <EmployeesTable onEdit={onEdit} />
      </ResourceList>
      {form ? <EmployeeFormDialog open onClose={() => setForm(null)} employee={form.employee} onSaved={(saved) => (form.employee ? undefined : navigate(employeePagePath(saved)))} /> : null}
    </>
  );
}
