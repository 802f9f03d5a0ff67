import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../format/format';
import type { ScheduleRow } from './schedule';
import { ScrollX } from '../../components/ScrollX';

/** A read-only schedule: month, date, amount; `limit` rows then "n more". */
export function SchedulePreview({ rows, currency, limit }: { rows: ScheduleRow[]; currency: string; limit?: number }) {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.sales.schedule.empty')}
      </Typography>
    );
  }
  const shown = limit ? rows.slice(0, limit) : rows;
  return (
    <ScrollX>
      <Table size="small" aria-label={translate('resources.sales.schedule.preview')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.sales.schedule.month')}</TableCell>
            <TableCell>{translate('resources.sales.schedule.date')}</TableCell>
            <TableCell align="right">{translate('resources.sales.schedule.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.month}>
              <TableCell>{row.month}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.paymentDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.amount, { currency })}
              </TableCell>
            </TableRow>
          ))}
          {limit && rows.length > limit ? (
            <TableRow>
              <TableCell colSpan={3}>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.sales.schedule.more', { count: rows.length - limit })}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </ScrollX>
  );
}
