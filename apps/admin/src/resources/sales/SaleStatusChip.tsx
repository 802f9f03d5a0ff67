import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleStatus } from './types';

const COLORS: Record<SaleStatus, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  declined: 'default',
  refused: 'error',
};

/** A sale's status, translated (never the raw code). */
export function SaleStatusChip({ status }: { status: SaleStatus | string }) {
  const translate = useTranslate();
  const known = status in COLORS;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known ? COLORS[status as SaleStatus] : 'default'}
      label={known ? translate(`resources.sales.status.${status}`) : translate('app.common.not_set')}
    />
  );
}
