import { Box, type SxProps, type Theme } from '@mui/material';
import { formatMoney } from '../format/format';

export interface MoneyProps {
  /** A decimal string ("150000000.00") or a number; empty or invalid shows nothing. */
  value: string | number | null | undefined;
  /** "UZS", "USD", "$"…: after the amount. */
  currency?: string;
  fractionDigits?: number;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/**
 * An amount and its currency as text that never breaks inside either ("150 000 000,00 UZS" never
 * becomes "150 000 000, / 00 UZS" or "69 000,00 U / SD"): each is a no-wrap span, and a line may
 * break only between them, where a narrow box (a card, a phone row) needs it.
 */
export function Money({ value, currency, fractionDigits, sx, 'data-testid': testId }: MoneyProps) {
  const amount = formatMoney(value, { fractionDigits });
  if (!amount) return null;
  return (
    <Box component="span" className="app-money" data-testid={testId} sx={[{ fontVariantNumeric: 'tabular-nums' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <span className="app-money-amount" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </span>
      {currency ? (
        <>
          {' '}
          <span className="app-money-currency" style={{ whiteSpace: 'nowrap' }}>
            {currency}
          </span>
        </>
      ) : null}
    </Box>
  );
}
