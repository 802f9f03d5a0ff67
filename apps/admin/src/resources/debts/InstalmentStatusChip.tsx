import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InstalmentStatus } from './types';

const COLORS: Record<InstalmentStatus, 'default' | 'warning' | 'success'> = {
  not_paid: 'default',
  partially_paid: 'warning',
  paid: 'success',
};

/** An instalment's status, translated; `overdue` paints an unpaid one red. */
export function InstalmentStatusChip({ status, overdue = false }: { status: InstalmentStatus; overdue?: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'paid' ? 'filled' : 'outlined'}
      color={overdue && status !== 'paid' ? 'error' : (COLORS[status] ?? 'default')}
      label={translate(`resources.debts.instalment.statuses.${status}`, { _: status })}
    />
  );
}
