import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isPositiveAmount } from '../../format/decimal';
import { remainingOf } from './refusalMoney';
import type { Refusal } from './types';

/** Paid back in full, partly, or not yet. */
export function RefusalStatusChip({ refusal }: { refusal: Refusal }) {
  const translate = useTranslate();
  const remaining = remainingOf(refusal);
  const status = !isPositiveAmount(remaining) ? 'paid' : isPositiveAmount(refusal.refunded_amount) ? 'partial' : 'unpaid';
  const color = status === 'paid' ? 'success' : status === 'partial' ? 'warning' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={translate(`resources.refusals.status.${status}`)} />;
}
