import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../format/format';
import { compareAmounts } from '../../format/decimal';
import { movedTotals } from './investorMoney';
import type { InvestorTotal } from './types';

type Field = 'invested' | 'withdrawn' | 'balance';

/** One figure (invested, withdrawn or balance) per currency where anything moved, one line each; "—" when nothing did. */
export function MoneyLines({ totals, field, strong = false }: { totals: InvestorTotal[]; field: Field; strong?: boolean }) {
  const lines = movedTotals(totals);
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
          data-testid={`investor-${field}-${line.currency_code}`}
          sx={{
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
            fontWeight: strong ? 700 : 400,
            color: strong && compareAmounts(line.balance, '0') < 0 ? 'error.main' : undefined,
          }}
        >
          {formatMoney(line[field], { currency: line.currency_code })}
        </Typography>
      ))}
    </Stack>
  );
}

/** The balance per currency as chips (a header, a phone row); a quiet note when nothing moved yet. */
export function BalanceChips({ totals, size = 'medium' }: { totals: InvestorTotal[]; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const lines = movedTotals(totals);
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('resources.investors.page.no_money')}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {lines.map((line) => (
        <Chip
          key={line.currency}
          size={size}
          color={compareAmounts(line.balance, '0') > 0 ? 'success' : compareAmounts(line.balance, '0') < 0 ? 'error' : 'default'}
          variant="outlined"
          data-testid={`investor-balance-chip-${line.currency_code}`}
          label={formatMoney(line.balance, { currency: line.currency_code })}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
        />
      ))}
    </Box>
  );
}
