import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, ButtonBase, IconButton, Button as MuiButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { sumAmounts } from '../../format/decimal';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { hoursAmount, monthGrid, monthOf, normaliseHours, shiftMonth } from './employeeMoney';
import { hoursText } from './EmployeeHistory';
import { useEmployeeMonths, useHoursOfMonth } from './hooks';
import { BALANCE_API, balanceEntryApi } from './paths';
import { employeeCode, useMonthLabel } from './employeeFields';
import type { BalanceEntry, Employee } from './types';


interface HoursValues {
  hours: string;
}

const validHours = (value: unknown) => (normaliseHours(value as string) ? undefined : 'resources.employees.validation.hours');

function HoursAmount({ employee }: { employee: Employee }) {
  const translate = useTranslate();
  const text = useWatch<HoursValues, 'hours'>({ name: 'hours' });
  const code = employeeCode(employee);
  const amount = hoursAmount(normaliseHours(text), employee.hourly_rate);
  return (
    <>
      <Typography sx={{ mt: 2, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="hours-amount">
        {translate('resources.employees.hours.amount', { amount: formatMoney(amount ?? '0', { currency: code }) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.employees.fields.per_hour', { amount: formatMoney(employee.hourly_rate, { currency: code }) })}
      </Typography>
    </>
  );
}

/** One day's hours: enter (or replace) them, the amount shown live; or delete the day's entry. */
function HoursDialog({ employee, day, entry, onClose }: { employee: Employee; day: string; entry: BalanceEntry | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [removing, setRemoving] = useState(false);
  const code = employeeCode(employee);

  const remove = async () => {
    if (!entry) return;
    setRemoving(true);
    try {
      await dataProvider.request(balanceEntryApi(entry.id), { method: 'DELETE' });
      notify('resources.employees.notifications.entry_deleted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <FormDialog<HoursValues>
      open
      onClose={onClose}
      id="hours-dialog"
      title="resources.employees.hours.title"
      titleArgs={{ date: formatDate(day) }}
      maxWidth="xs"
      defaultValues={{ hours: entry?.hours ? hoursText(entry.hours) : '' }}
      submit={async (values, { idempotencyKey }) => {
        // One entry a day: a new value replaces the old entry.
        if (entry) await dataProvider.request(balanceEntryApi(entry.id), { method: 'DELETE' });
        await dataProvider.request(BALANCE_API, {
          method: 'POST',
          body: { employee_id: employee.id, hoursWorked: normaliseHours(values.hours), workDate: day },
          idempotencyKey,
        });
      }}
      successMessage="resources.employees.notifications.hours_saved"
      invalidate={[['employees']]}
      submitLabel="resources.employees.action.save_hours"
      canSubmit={() => !removing}
      secondaryAction={
        entry
          ? ({ disabled }) => (
              <MuiButton color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()} disabled={disabled || removing}>
                {translate('resources.employees.action.remove_hours')}
              </MuiButton>
            )
          : undefined
      }
    >
      {entry ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.employees.hours.existing', { hours: hoursText(entry.hours), amount: formatMoney(entry.amount, { currency: code }) })}
        </Alert>
      ) : null}
      <TextInput
        source="hours"
        label="resources.employees.hours.hours"
        validate={validHours}
        helperText="resources.employees.hours.hours_hint"
        autoFocus
        autoComplete="off"
        inputProps={{ inputMode: 'decimal', 'aria-label': translate('resources.employees.hours.hours') }}
      />
      <HoursAmount employee={employee} />
    </FormDialog>
  );
}

/** A month calendar of the hours worked: click a day to enter its hours; totals of the month below. */
export function HoursCalendar({ employee }: { employee: Employee }) {
  const translate = useTranslate();
  const monthLabel = useMonthLabel();
  const today = todayInTashkent();
  const [month, setMonth] = useState(monthOf(today));
  const [open, setOpen] = useState<string | null>(null);
  const { data: entries, isPending } = useHoursOfMonth(employee.id, month);
  const { data: months } = useEmployeeMonths(employee.id);
  const code = employeeCode(employee);
  const byDay = new Map((entries ?? []).map((entry) => [entry.work_date!, entry]));
  const totalHours = sumAmounts((entries ?? []).map((entry) => entry.hours));
  const totalAmount = sumAmounts((entries ?? []).map((entry) => entry.amount));
  const paid = months?.results.find((line) => line.month === month)?.paid ?? '0.00';
  const weekdays = translate('resources.employees.hours.weekdays').split(',');
  const canEdit = employee.is_active;

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Tooltip title={translate('resources.employees.hours.prev')}>
          <IconButton onClick={() => setMonth(shiftMonth(month, -1))} aria-label={translate('resources.employees.hours.prev')}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="calendar-month">
          {monthLabel(month)}
        </Typography>
        <Tooltip title={translate('resources.employees.hours.next')}>
          <span>
            <IconButton onClick={() => setMonth(shiftMonth(month, 1))} disabled={month >= monthOf(today)} aria-label={translate('resources.employees.hours.next')}>
              <ChevronRightIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {isPending ? (
        <Skeleton variant="rounded" height={280} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 } }} role="grid" aria-label={translate('resources.employees.hours.calendar')}>
          {weekdays.map((name) => (
            <Typography key={name} variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 600 }}>
              {name}
            </Typography>
          ))}
          {monthGrid(month).map((day, index) => {
            if (!day) return <Box key={`empty-${index}`} />;
            const entry = byDay.get(day) ?? null;
            const future = day > today;
            const weekend = index % 7 >= 5;
            return (
              <ButtonBase
                key={day}
                disabled={future || !canEdit}
                onClick={() => setOpen(day)}
                data-day={day}
                aria-label={`${formatDate(day)}${entry ? `: ${hoursText(entry.hours)}` : ''}`}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                  minHeight: { xs: 52, sm: 68 },
                  p: { xs: 0.5, sm: 1 },
                  borderRadius: 1.5,
                  border: 1,
                  borderColor: day === today ? 'primary.main' : 'divider',
                  bgcolor: entry ? 'action.selected' : weekend ? 'action.hover' : 'transparent',
                  opacity: future ? 0.4 : 1,
                  textAlign: 'left',
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {Number(day.slice(8))}
                </Typography>
                {entry ? (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid={`day-hours-${day}`}>
                      {hoursText(entry.hours)}
                      <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                        {` ${translate('resources.employees.hours.unit')}`}
                      </Box>
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {formatMoney(entry.amount)}
                    </Typography>
                  </>
                ) : null}
              </ButtonBase>
            );
          })}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 2 }} data-testid="calendar-totals">
        <Typography sx={{ fontWeight: 600 }}>
          {translate('resources.employees.hours.month_total', { hours: hoursText(totalHours), amount: formatMoney(totalAmount, { currency: code }) })}
        </Typography>
        <Typography color="success.main">{translate('resources.employees.hours.paid', { amount: formatMoney(paid, { currency: code }) })}</Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.employees.hours.calendar_hint')}
      </Typography>
      {open ? <HoursDialog employee={employee} day={open} entry={byDay.get(open) ?? null} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
