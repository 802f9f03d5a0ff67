import AddIcon from '@mui/icons-material/Add';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../components/ActionButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CurrencyTotalsFooter } from '../../components/CurrencyTotalsFooter';
import { DownloadButton } from '../../components/DownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { NO_SORT, usePageSizeFromUrl } from '../../components/listHooks';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatMoney, formatPhoneNumber, todayInTashkent } from '../../format/format';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { toFilterQuery, toOrdering, type ApiDataProvider } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { CURRENCY_CHOICES, codeOf } from '../wallets/currency';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { SALARY_TYPE_HOURLY, monthOf } from './employeeMoney';
import { useSalaryTypes } from './hooks';
import { ACCRUE_MONTH_API, EMPLOYEES_EXPORT_API, employeeApi, employeePagePath } from './paths';
import { BalanceText, useMonthLabel } from './parts';
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

type Pending = { kind: 'delete' | 'toggle'; employee: Employee } | null;

function RowActions({ employee, onEdit, onAsk }: { employee: Employee; onEdit: (e: Employee) => void; onAsk: (p: Pending) => void }) {
  const translate = useTranslate();
  const toggle = employee.is_active ? 'resources.employees.action.deactivate' : 'resources.employees.action.activate';
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('resources.employees.action.edit')}>
        <IconButton size="small" onClick={() => onEdit(employee)} aria-label={translate('resources.employees.action.edit')}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate(toggle)}>
        <IconButton size="small" onClick={() => onAsk({ kind: 'toggle', employee })} aria-label={translate(toggle)}>
          {employee.is_active ? <PauseCircleOutlineIcon fontSize="small" /> : <PlayCircleOutlineIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('resources.employees.action.delete')}>
        <IconButton size="small" color="error" onClick={() => onAsk({ kind: 'delete', employee })} aria-label={translate('resources.employees.action.delete')}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function payText(employee: Employee, translate: ReturnType<typeof useTranslate>) {
  const code = codeOf({ currency: employee.salary_currency, currency_code: employee.salary_currency_code });
  return employee.salary_type === SALARY_TYPE_HOURLY
    ? translate('resources.employees.fields.per_hour', { amount: formatMoney(employee.hourly_rate, { currency: code }) })
    : formatMoney(employee.salary, { currency: code });
}

const Column = DataTable.Col<Employee>;

function EmployeesTable({ onEdit, onAsk }: { onEdit: (e: Employee) => void; onAsk: (p: Pending) => void }) {
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
      <Column source="actions" label="" disableSort render={(e) => <RowActions employee={e} onEdit={onEdit} onAsk={onAsk} />} />
    </AppDataTable>
  );
}

/** "Accrue this month for everyone": confirmed, then the created/skipped counts. */
function AccrueAllButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const monthLabel = useMonthLabel();
  const month = monthOf(todayInTashkent());
  const run = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.request<{ created: number; skipped: number }>(ACCRUE_MONTH_API, { method: 'POST', body: { salaryMonth: month }, idempotencyKey: key });
      renew();
      notify('resources.employees.notifications.accrued_all', { type: 'success', messageArgs: { month: monthLabel(month), created: answer.created, skipped: answer.skipped }, autoHideDuration: 8000 });
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <ActionButton label="resources.employees.action.accrue_all" icon={<EventRepeatOutlinedIcon />} onClick={() => setOpen(true)} variant="outlined" />
      <ConfirmDialog
        open={open}
        title="resources.employees.confirm.accrue_all_title"
        content={translate('resources.employees.confirm.accrue_all', { month: monthLabel(month) })}
        loading={busy}
        onConfirm={() => void run()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

function ListActions({ onCreate }: { onCreate: () => void }) {
  const { filterValues, sort } = useListContext();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <DownloadButton label="ra.action.export" path={EMPLOYEES_EXPORT_API} fileName="employees.xlsx" query={{ ...toFilterQuery(filterValues), ordering: toOrdering(sort) }} transfer={files} />
      <AccrueAllButton />
      <ActionButton label="resources.employees.action.create" icon={<AddIcon />} onClick={onCreate} variant="contained" />
    </TopToolbar>
  );
}

function Empty({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<BadgeOutlinedIcon />}
      title={translate('resources.employees.page.empty')}
      text={translate('resources.employees.page.invite')}
      action={
        <Button label="resources.employees.action.create" onClick={onCreate} variant="contained">
          <AddIcon />
        </Button>
      }
    />
  );
}

function usePendingActions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'delete') {
        await dataProvider.request(employeeApi(pending.employee.id), { method: 'DELETE' });
        notify('resources.employees.notifications.deleted', { type: 'success' });
      } else {
        await dataProvider.request(employeeApi(pending.employee.id), { method: 'PUT', body: { is_active: !pending.employee.is_active } });
        notify(pending.employee.is_active ? 'resources.employees.notifications.deactivated' : 'resources.employees.notifications.activated', { type: 'success' });
      }
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return { pending, setPending, busy, run };
}

/** /employees/employeesList (EMPLOYEE_READ): balances per row, filters, totals per currency, create/edit, (de)activate, export, bulk accrual. */
export function EmployeeList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const perPage = usePageSizeFromUrl();
  const filters = useFilters();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [form, setForm] = useState<{ employee: Employee | null } | null>(null);
  const { pending, setPending, busy, run } = usePendingActions();
  const onCreate = () => setForm({ employee: null });
  const onEdit = (employee: Employee) => setForm({ employee });
  const name = pending?.employee.full_name ?? '';

  return (
    <>
      <List
        resource="employees"
        title="app.menu.employees"
        filters={filters}
        actions={<ListActions onCreate={onCreate} />}
        perPage={perPage}
        sort={NO_SORT}
        pagination={
          <>
            <CurrencyTotalsFooter label="resources.employees.totals.title" countLabel="resources.employees.totals.count" columns={[{ key: 'balance', label: 'resources.employees.totals.balance' }]} />
            <ListPagination />
          </>
        }
        empty={<Empty onCreate={onCreate} />}
      >
        {isPhone ? (
          <SimpleList<Employee>
            rowClick={(_id, _resource, record) => employeePagePath(record as Employee)}
            primaryText={(e) => e.full_name}
            secondaryText={(e) => `${e.position} · ${e.salary_type_name}${e.is_active ? '' : ` · ${translate('app.common.inactive')}`}`}
            tertiaryText={(e) => <BalanceText employee={e} testId={`employee-row-balance-${e.id}`} />}
          />
        ) : (
          <EmployeesTable onEdit={onEdit} onAsk={setPending} />
        )}
      </List>
      {form ? <EmployeeFormDialog open onClose={() => setForm(null)} employee={form.employee} onSaved={(saved) => (form.employee ? undefined : navigate(employeePagePath(saved)))} /> : null}
      <ConfirmDialog
        open={!!pending}
        title={pending?.kind === 'delete' ? 'resources.employees.confirm.delete_title' : pending?.employee.is_active ? 'resources.employees.confirm.deactivate_title' : 'resources.employees.confirm.activate_title'}
        content={pending ? translate(`resources.employees.confirm.${pending.kind === 'delete' ? 'delete' : pending.employee.is_active ? 'deactivate' : 'activate'}`, { name }) : ''}
        confirmLabel={pending?.kind === 'delete' ? 'ra.action.delete' : 'ra.action.confirm'}
        confirmColor={pending?.kind === 'delete' ? 'error' : pending?.employee.is_active ? 'warning' : 'primary'}
        loading={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
