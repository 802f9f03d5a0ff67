import { Box, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { currencyCode } from '../format/currency';
import { formatMoney } from '../format/format';

/** One money field of the `totals` lines: its key in the answer ("sold_amount") and its label (a translation key). */
export interface TotalsColumn {
  key: string;
  label: string;
}

/** One currency's totals: the shown fields' decimal texts by key, and the line's count if sent. */
export interface TotalsLine {
  currency: string;
  values: Record<string, string>;
  count?: number;
}

const MONEY = /^-?\d+(\.\d+)?$/;
const NOT_MONEY = new Set(['currency', 'currency_code', 'count']);

/** A line's currency (`currency_code`, or `currency` as an id, code or object) -> "UZS" / "USD". */
const currencyOf = (item: Record<string, unknown>): string => currencyCode(item.currency_code ?? item.currency, { keepUnknown: true });

/** UZS first, then USD, then any other code. */
function currencyOrder(a: string, b: string): number {
  const rank = (code: string) => {
    const index = ['UZS', 'USD'].indexOf(code);
    return index === -1 ? 2 : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The list answer's `totals: [{currency, <field>: "1500.00", count?}]` -> one line per currency, UZS
 * first. `keys` picks the fields in their order (numbers accepted too); without it, every decimal-text
 * field of the line. Lines without any of them, and unknown shapes, give nothing.
 */
export function readTotals(meta: unknown, keys?: readonly string[]): TotalsLine[] {
  const totals = (meta as { totals?: unknown } | undefined)?.totals;
  if (!Array.isArray(totals)) return [];
  return totals
    .flatMap((raw) => {
      if (!raw || typeof raw !== 'object') return [];
      const item = raw as Record<string, unknown>;
      const values: Record<string, string> = {};
      for (const key of keys ?? Object.keys(item).filter((name) => !NOT_MONEY.has(name))) {
        const value = item[key];
        if ((typeof value === 'string' && MONEY.test(value)) || (keys && typeof value === 'number')) values[key] = String(value);
      }
      if (Object.keys(values).length === 0) return [];
      return [{ currency: currencyOf(item), values, count: typeof item.count === 'number' ? item.count : undefined }];
    })
    .sort((a, b) => currencyOrder(a.currency, b.currency));
}

export interface CurrencyTotalsFooterProps {
  /** The footer's title (a translation key). */
  label: string;
  /** The fields to show, in order; without it, every money field the answer sends, labelled `${labelPrefix}.<key>`. */
  columns?: readonly TotalsColumn[];
  labelPrefix?: string;
  /** A translation key with %{smart_count}: the list's total count next to the title. */
  countLabel?: string;
}

/**
 * Totals per currency under a list (never UZS added to USD), from the list answer's `totals`: the
 * one footer of the sales, debts, wallets, operations and refusals lists.
 */
export function CurrencyTotalsFooter({ label, columns, labelPrefix, countLabel }: CurrencyTotalsFooterProps) {
  const translate = useTranslate();
  const { meta, total } = useListContext() as { meta?: unknown; total?: number };
  const lines = readTotals(meta, columns?.map((column) => column.key));
  if (lines.length === 0) return null;
  const labelOf = (key: string) =>
    columns?.find((column) => column.key === key)?.label ?? (labelPrefix ? `${labelPrefix}.${key}` : key);
  const title = translate(label);
  return (
    <Box
      component="footer"
      aria-label={title}
      data-testid="list-totals"
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {title}
        {countLabel && typeof total === 'number' ? ` · ${translate(countLabel, { smart_count: total })}` : ''}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 0.5 }}>
        {lines.map((line) => (
          <Stack
            key={line.currency}
            direction="row"
            spacing={{ xs: 1.5, sm: 3 }}
            flexWrap="wrap"
            useFlexGap
            alignItems="baseline"
            data-testid={`totals-${line.currency}`}
          >
            <Typography sx={{ fontWeight: 700, minWidth: 40 }}>{line.currency}</Typography>
            {Object.entries(line.values).map(([key, amount]) => (
              <Box key={key}>
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate(labelOf(key), { _: key })}:{' '}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  data-testid={`total-${line.currency}-${key}`}
                >
                  {formatMoney(amount, { currency: line.currency })}
                </Typography>
              </Box>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
