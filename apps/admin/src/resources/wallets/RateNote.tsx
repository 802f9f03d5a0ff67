import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExchangeRateSource } from '@mijozlar/shared';
import { toMicros } from '../../format/decimal';
import { formatDate } from '../../format/format';
import { useTodayRate } from './hooks';
import './texts'; // used by the money dialogs of other screens too

type Translate = ReturnType<typeof useTranslate>;

/** "MB kursi, 27.11.2026" / "qoʻlda kiritilgan, 27.11.2026": where a stored rate comes from and its day. */
export function rateSourceLine(translate: Translate, rate: { source: ExchangeRateSource | null; rate_date: string | null }): string {
  return translate('resources.wallets.rate.source_line', {
    source: translate(rate.source === 'cbu' ? 'resources.wallets.rate.source_cbu' : 'resources.wallets.rate.source_manual'),
    date: formatDate(rate.rate_date),
  });
}

const sameRate = (a: string | null | undefined, b: string | null | undefined) => {
  const left = toMicros(a);
  return left !== null && left === toMicros(b);
};

/**
 * For a form's rate field holding `value`: `line` says where the value comes from when it is the
 * stored rate (source and day, for the helper text), `missing` that no rate is stored at all (nor
 * typed yet), so the form says what to do. Nothing is claimed when the stored rate cannot be read.
 */
export function useRateNote(value: string | null | undefined): { line: string | null; missing: boolean } {
  const translate = useTranslate();
  const { data } = useTodayRate();
  if (!data) return { line: null, missing: false };
  if (!data.rate) return { line: null, missing: !toMicros(value) };
  return { line: sameRate(value, data.rate) ? rateSourceLine(translate, data) : null, missing: false };
}

/** The helper text of a rate field: the form's own text (or none) and, when the value is the stored rate, its source and day. */
export function withRateLine(text: string | false | null | undefined, line: string | null): string | false {
  if (!line) return text || false;
  return text ? `${text} · ${line}` : line;
}

/** Under a rate field: no rate stored yet, what to do (type it, or have an administrator fetch the bank's). */
export function RateMissingNote({ missing }: { missing: boolean }) {
  const translate = useTranslate();
  if (!missing) return null;
  return (
    <Alert severity="warning" data-testid="rate-missing" sx={{ mb: 1.5 }}>
      {translate('resources.wallets.rate.missing_help')}
    </Alert>
  );
}
