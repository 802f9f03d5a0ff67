// Amounts on the screen: one amount with its currency (Money), or one per currency as lines or chips.
import { Box, Chip, Stack, Typography, type ChipProps, type SxProps, type Theme } from '@mui/material';
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

/** One currency's amount of a record (a total, a balance), its test id and an optional colour. */
export interface CurrencyAmount {
  currency: number;
  currency_code: string;
  /** Decimal text ("1500.00"). */
  amount: string;
  testId: string;
  /** The text's colour (a line) or the chip's colour. */
  color?: string;
}

/** One amount per currency, one line each, right-aligned (a table cell); "—" when there is none. */
export function MoneyLinesByCurrency({ lines, strong = false }: { lines: CurrencyAmount[]; strong?: boolean }) {
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25} alignItems="flex-end">
      {lines.map((line) => (
        <Typography
          key={line.currency}
          variant="body2"
          data-testid={line.testId}
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong ? 700 : 400, color: line.color }}
        >
          {formatMoney(line.amount, { currency: line.currency_code })}
        </Typography>
      ))}
    </Stack>
  );
}

/** One amount per currency as chips (a header, a phone row); `empty` (a text) when there is none. */
export function MoneyChipsByCurrency({ lines, size = 'medium', empty }: { lines: CurrencyAmount[]; size?: 'small' | 'medium'; empty: string }) {
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {lines.map((line) => (
        <Chip
          key={line.currency}
          size={size}
          color={(line.color ?? 'default') as ChipProps['color']}
          variant="outlined"
          data-testid={line.testId}
          label={formatMoney(line.amount, { currency: line.currency_code })}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
        />
      ))}
    </Box>
  );
}
