import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { formatMoney } from '../format/format';

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
