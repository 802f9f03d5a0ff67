import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Chip, Skeleton, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmedRowAction } from '../../components/RowActions';
import { PAGE_SIZE_OPTIONS } from '../../components/ListPagination';
import { ScrollX } from '../../components/ScrollX';
import { compareAmounts } from '../../format/decimal';
import { formatDate, formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { useEmployeeMonths, useEmployeeOperations } from './hooks';
import { balanceEntryApi } from './paths';
import { employeeCode, useMonthLabel } from './EmployeeFields';
import type { BalanceEntry, Employee } from './types';
import { visuallyHidden } from '../../components/visuallyHidden';

/** "7.50" → "7,5", "8.00" → "8". */
export const hoursText = (hours: string | null | undefined) => (hours ? formatMoney(hours).replace(/,00$/, '').replace(/(,\d)0$/, '$1') : '');

const KIND_COLOR = { accrual: 'info', hours: 'secondary', payment: 'success' } as const;
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Details({ entry }: { entry: BalanceEntry }) {
  const translate = useTranslate();
  const monthLabel = useMonthLabel();
  const parts: string[] = [];
  if (entry.kind === 'hours' && entry.hours) {
    parts.push(translate('resources.employees.operations.hours_detail', { hours: hoursText(entry.hours), rate: formatMoney(entry.hourly_rate, { currency: codeOf(entry) }) }));
  }
  if (entry.kind !== 'hours' && entry.salary_month) parts.push(translate('resources.employees.operations.for_month', { month: monthLabel(entry.salary_month.slice(0, 7)) }));
  if (entry.payment) {
    parts.push(translate('resources.employees.operations.paid_from', { wallet: entry.payment.wallet_name, amount: formatMoney(entry.payment.wallet_amount, { currency: codeOf({ currency: entry.payment.wallet_currency }) }) }));
  }
  if (entry.comment) parts.push(entry.comment);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
      {parts.join(' · ')}
    </Typography>
  );
}

/** Delete an accrual or hours entry, confirmed first. */
function DeleteEntryAction({ entry }: { entry: BalanceEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const remove = async () => {
    await dataProvider.request(balanceEntryApi(entry.id), { method: 'DELETE' });
    notify('resources.employees.notifications.entry_deleted', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['employees'] });
  };
  return (
    <ConfirmedRowAction
      label="resources.employees.action.delete_entry"
      icon={<DeleteOutlineIcon fontSize="small" />}
      confirm={{
        title: 'resources.employees.confirm.delete_entry_title',
        content: translate('resources.employees.confirm.delete_entry', { amount: formatMoney(entry.amount, { currency: codeOf(entry) }) }),
        confirmLabel: 'ra.action.delete',
        confirmColor: 'error',
      }}
      onConfirm={remove}
    />
  );
}

/** The employee's entries, newest first, with the running balance after each; accruals and hours can be deleted (confirmed). */
export function OperationsTable({ employee }: { employee: Employee }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, isPending, isError } = useEmployeeOperations(employee.id, page + 1, pageSize);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const code = employeeCode(employee);

  if (isPending) return <Skeleton variant="rounded" height={160} />;
  if (isError || !data) return <Alert severity="warning">{translate('app.errors.generic')}</Alert>;
  if (data.count === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.employees.operations.empty')}
      </Typography>
    );
  }
  const signed = (entry: BalanceEntry) => `${entry.kind === 'payment' ? '−' : '+'}${formatMoney(entry.amount, { currency: codeOf(entry) || code })}`;
  const deleteButton = (entry: BalanceEntry) => (entry.kind !== 'payment' ? <DeleteEntryAction entry={entry} /> : null);
  return (
    <>
      {isPhone ? (
        <Box data-testid="employee-operations">
          {data.results.map((entry) => (
            <Box key={entry.id} data-entry-id={entry.id} data-kind={entry.kind} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={num}>
                    {formatDate(entry.date)}
                  </Typography>
                  <Chip size="small" variant="outlined" color={KIND_COLOR[entry.kind]} label={translate(`resources.employees.operations.kinds.${entry.kind}`)} />
                </Box>
                <Details entry={entry} />
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="body2" sx={{ ...num, fontWeight: 700, color: entry.kind === 'payment' ? 'success.main' : 'text.primary' }}>
                  {signed(entry)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={num}>
                  {formatMoney(entry.running_balance, { currency: codeOf(entry) || code })}
                </Typography>
                <Box>{deleteButton(entry)}</Box>
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
      <ScrollX>
        <Table size="small" aria-label={translate('resources.employees.operations.title')} data-testid="employee-operations">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.employees.operations.date')}</TableCell>
              <TableCell>{translate('resources.employees.operations.kind')}</TableCell>
              <TableCell>{translate('resources.employees.operations.details')}</TableCell>
              <TableCell align="right">{translate('resources.employees.operations.amount')}</TableCell>
              <TableCell align="right">{translate('resources.employees.operations.running_balance')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.results.map((entry) => (
              <TableRow key={entry.id} data-entry-id={entry.id} data-kind={entry.kind}>
                <TableCell sx={num}>{formatDate(entry.date)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={KIND_COLOR[entry.kind]} label={translate(`resources.employees.operations.kinds.${entry.kind}`)} />
                </TableCell>
                <TableCell>
                  <Details entry={entry} />
                </TableCell>
                <TableCell align="right" sx={{ ...num, fontWeight: 600, color: entry.kind === 'payment' ? 'success.main' : 'text.primary' }}>
                  {signed(entry)}
                </TableCell>
                <TableCell align="right" sx={{ ...num, fontWeight: 700, color: compareAmounts(entry.running_balance, '0') < 0 ? 'success.main' : 'text.primary' }}>
                  {formatMoney(entry.running_balance, { currency: codeOf(entry) || code })}
                </TableCell>
                <TableCell align="right" sx={{ width: 48 }}>
                  {deleteButton(entry)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollX>
      )}
      <TablePagination
        component="div"
        count={data.count}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        // On a phone the label is not drawn, but it still names the page-size select.
        labelRowsPerPage={<Box component="span" sx={isPhone ? visuallyHidden : undefined}>{translate('ra.navigation.page_rows_per_page')}</Box>}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
    </>
  );
}

/** Per month: accrued (or hours and their amount), paid, and what is still owed for the month. */
export function MonthsTable({ employee, hourly = false }: { employee: Employee; hourly?: boolean }) {
  const translate = useTranslate();
  const monthLabel = useMonthLabel();
  const { data, isPending } = useEmployeeMonths(employee.id);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const code = employeeCode(employee);
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  const rows = data?.results ?? [];
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.employees.months.empty')}
      </Typography>
    );
  }
  if (isPhone) {
    return (
      <Box data-testid="employee-months">
        {rows.map((row) => (
          <Box key={row.month} data-month={row.month} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {monthLabel(row.month)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" sx={num}>
                {hourly ? `${translate('resources.employees.months.hours')}: ${hoursText(row.hours)} · ` : ''}
                {translate(hourly ? 'resources.employees.months.hours_amount' : 'resources.employees.months.accrued')}: {formatMoney(hourly ? row.hours_amount : row.accrued, { currency: code })}
              </Typography>
              <Typography variant="caption" color="success.main" component="div" sx={num}>
                {translate('resources.employees.months.paid')}: {formatMoney(row.paid, { currency: code })}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.employees.months.balance')}
              </Typography>
              <Typography variant="body2" sx={{ ...num, fontWeight: 700, color: compareAmounts(row.balance, '0') > 0 ? 'warning.main' : 'text.primary' }}>
                {formatMoney(row.balance, { currency: code })}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <ScrollX>
      <Table size="small" aria-label={translate('resources.employees.months.title')} data-testid="employee-months">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.employees.months.month')}</TableCell>
            {hourly ? <TableCell align="right">{translate('resources.employees.months.hours')}</TableCell> : null}
            <TableCell align="right">{translate(hourly ? 'resources.employees.months.hours_amount' : 'resources.employees.months.accrued')}</TableCell>
            <TableCell align="right">{translate('resources.employees.months.paid')}</TableCell>
            <TableCell align="right">{translate('resources.employees.months.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.month} data-month={row.month}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{monthLabel(row.month)}</TableCell>
              {hourly ? <TableCell align="right" sx={num}>{hoursText(row.hours)}</TableCell> : null}
              <TableCell align="right" sx={num}>
                {formatMoney(hourly ? row.hours_amount : row.accrued, { currency: code })}
              </TableCell>
              <TableCell align="right" sx={{ ...num, color: 'success.main' }}>
                {formatMoney(row.paid, { currency: code })}
              </TableCell>
              <TableCell align="right" sx={{ ...num, fontWeight: 700, color: compareAmounts(row.balance, '0') > 0 ? 'warning.main' : 'text.primary' }}>
                {formatMoney(row.balance, { currency: code })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

export function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
