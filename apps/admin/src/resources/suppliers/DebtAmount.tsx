import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { compareAmounts } from '../../format/decimal';
import { formatMoney } from '../../format/format';

/** A debt in one currency: owed (warning colour), nothing, or an advance (negative, shown as such). */
export function DebtAmount({ amount, currency, strong = false }: { amount: string; currency: string; strong?: boolean }) {
  const translate = useTranslate();
  const sign = compareAmounts(amount, '0');
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong || sign > 0 ? 600 : 400, color: sign > 0 ? 'warning.main' : sign < 0 ? 'success.main' : 'text.secondary' }}
    >
      {formatMoney(sign < 0 ? amount.replace('-', '') : amount, { currency })}
      {sign < 0 ? ` (${translate('resources.suppliers.page.advance')})` : ''}
    </Typography>
  );
}

/** One chip per currency with the supplier's debt in it. */
export function DebtChip({ amount, currency }: { amount: string; currency: string }) {
  const translate = useTranslate();
  const sign = compareAmounts(amount, '0');
  return (
    <Chip
      data-testid={`supplier-debt-${currency}`}
      color={sign > 0 ? 'warning' : sign < 0 ? 'success' : 'default'}
      variant={sign === 0 ? 'outlined' : 'filled'}
      label={`${translate('resources.suppliers.fields.debt')}: ${formatMoney(sign < 0 ? amount.replace('-', '') : amount, { currency })}${sign < 0 ? ` (${translate('resources.suppliers.page.advance')})` : ''}`}
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
