import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { MoneyInput } from '../../components/MoneyInput';
import { formatMoney } from '../../format/format';
import { checkSchedule, type ScheduleRow } from './schedule';

export interface ScheduleEditorProps {
  debt: string;
  currency: string;
  onRegenerate: () => void;
}

/**
 * The generated schedule, editable per row (amount and date), with its sum checked live against
 * the debt. The rows live in the form under `schedule`.
 */
export function ScheduleEditor({ debt, currency, onRegenerate }: ScheduleEditorProps) {
  const translate = useTranslate();
  const rows = (useWatch({ name: 'schedule' }) as ScheduleRow[] | undefined) ?? [];
  const check = checkSchedule(rows, debt);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
          {translate('resources.sales.schedule.hint')}
        </Typography>
        <Button onClick={onRegenerate} startIcon={<AutorenewIcon />} size="small" sx={{ flex: 'none' }}>
          {translate('resources.sales.schedule.regenerate')}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto', maxHeight: { md: 440 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('resources.sales.steps.schedule')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 56 }}>{translate('resources.sales.schedule.month')}</TableCell>
              <TableCell sx={{ minWidth: 170 }}>{translate('resources.sales.schedule.date')}</TableCell>
              <TableCell sx={{ minWidth: 190 }}>{translate('resources.sales.schedule.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((_row, index) => (
              <TableRow key={index} data-testid={`schedule-row-${index + 1}`}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{index + 1}</TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <DateTextInput
                    source={`schedule.${index}.paymentDate`}
                    label={false}
                    helperText={false}
                  />
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <MoneyInput source={`schedule.${index}.amount`} label={false} helperText={false} currency={currency} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                {translate('resources.sales.schedule.sum')}
              </TableCell>
              <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="schedule-sum">
                {formatMoney(check.sum, { currency })}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      {check.matches ? (
        <Alert severity="success" icon={<CheckCircleOutlineIcon />} data-testid="schedule-check">
          {translate('resources.sales.schedule.matches')} · {formatMoney(debt, { currency })}
        </Alert>
      ) : (
        <Alert severity="error" icon={<ErrorOutlineIcon />} data-testid="schedule-check">
          {translate('resources.sales.schedule.mismatch', { difference: formatMoney(check.difference, { currency }) })}
        </Alert>
      )}
    </Stack>
  );
}
