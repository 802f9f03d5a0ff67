import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../format/format';
import { isNonZeroAmount } from '../../format/decimal';
import type { Spent } from './types';

/** Currencies where anything was spent, UZS first. */
export function spentLines(spent: readonly Spent[] | undefined): Spent[] {
  return [...(spent ?? [])]
    .filter((line) => isNonZeroAmount(line.amount) || isNonZeroAmount(line.operations) || isNonZeroAmount(line.deliveries))
    .sort((a, b) => a.currency - b.currency);
}

/** One amount per currency, one line each; "—" when nothing was spent. */
export function SpentLines({ spent, field = 'amount', strong = false }: { spent: Spent[]; field?: 'amount' | 'operations' | 'deliveries'; strong?: boolean }) {
  const lines = spentLines(spent).filter((line) => field === 'amount' || isNonZeroAmount(line[field]));
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
          data-testid={`spent-${field}-${line.currency_code}`}
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong ? 700 : 400 }}
        >
          {formatMoney(line[field], { currency: line.currency_code })}
        </Typography>
      ))}
    </Stack>
  );
}

/** Spent per currency as chips (the project header, a phone row). */
export function SpentChips({ spent, size = 'medium' }: { spent: Spent[]; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const lines = spentLines(spent);
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('resources.construction.page.no_spending')}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {lines.map((line) => (
        <Chip
          key={line.currency}
          size={size}
          color="warning"
          variant="outlined"
          data-testid={`spent-chip-${line.currency_code}`}
          label={formatMoney(line.amount, { currency: line.currency_code })}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
        />
      ))}
    </Box>
  );
}
