import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, todayInTashkent } from '../../format/format';
import { orderInstalments } from './allocation';
import { InstalmentStatusChip } from './InstalmentStatusChip';
import { subtractAmounts } from '../../format/decimal';
import type { Instalment } from './types';
import { ScrollX } from '../../components/ScrollX';

/** A debt's schedule with what was paid on each instalment and its status (overdue in red). */
export function InstalmentTable({ instalments, currency }: { instalments: readonly Instalment[]; currency: string }) {
  const translate = useTranslate();
  const today = todayInTashkent();
  return (
    <ScrollX>
      <Table size="small" aria-label={translate('resources.debts.client_tab.schedule')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.debts.instalment.month')}</TableCell>
            <TableCell>{translate('resources.debts.instalment.date')}</TableCell>
            <TableCell align="right">{translate('resources.debts.instalment.amount')}</TableCell>
            <TableCell align="right">{translate('resources.debts.instalment.paid')}</TableCell>
            <TableCell align="right">{translate('resources.debts.instalment.remaining')}</TableCell>
            <TableCell>{translate('resources.debts.instalment.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orderInstalments(instalments).map((item) => {
            const overdue = item.status !== 'paid' && item.paymentDate.slice(0, 10) < today;
            return (
              <TableRow key={item.id} sx={overdue ? { backgroundColor: (theme) => `color-mix(in srgb, ${theme.palette.error.main} 8%, transparent)` } : undefined}>
                <TableCell>{item.month}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: overdue ? 'error.main' : undefined }}>{formatDate(item.paymentDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(item.amount, { currency })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(item.paidAmount, { currency })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                  {formatMoney(subtractAmounts(item.amount, item.paidAmount) ?? '0', { currency })}
                </TableCell>
                <TableCell>
                  <InstalmentStatusChip status={item.status} overdue={overdue} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollX>
  );
}
