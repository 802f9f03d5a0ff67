import { CURRENCY_USD, CURRENCY_UZS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { isIsoDay, PERIOD_PRESETS, presetOf, presetRange, type DateRange, type PeriodPreset } from './period';

/** The statistics screens' state, kept in the URL query so that a reload or a shared link keeps it. */
export interface StatisticsState {
  /** 1 UZS, 2 USD (the spec's default for statistics). */
  currency: number;
  preset: PeriodPreset;
  from_date?: string;
  to_date?: string;
  page: number;
  page_size: number;
}

const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};

/**
 * Reads `currency`, `period`, `from_date`, `to_date`, `page` and `page_size` (the menu opens sale
 * statistics with `currency=2&page_size=20`). A preset's dates are recomputed from today, so a link
 * "this month" stays this month; dates without a preset are a custom period (or the preset they match).
 */
export function readStatisticsState(params: URLSearchParams, defaultPreset: PeriodPreset, today?: string): StatisticsState {
  const currency = params.get('currency') === String(CURRENCY_UZS) ? CURRENCY_UZS : CURRENCY_USD;
  const rawPreset = params.get('period');
  const from = params.get('from_date');
  const to = params.get('to_date');
  const dates: DateRange = {
    ...(isIsoDay(from) ? { from_date: from } : {}),
    ...(isIsoDay(to) ? { to_date: to } : {}),
  };
  let preset: PeriodPreset;
  if (rawPreset && (PERIOD_PRESETS as readonly string[]).includes(rawPreset)) preset = rawPreset as PeriodPreset;
  else if (dates.from_date || dates.to_date) preset = presetOf(dates, today);
  else preset = defaultPreset;
  const range = preset === 'custom' ? dates : presetRange(preset, today);
  return {
    currency,
    preset,
    ...range,
    page: positive(params.get('page'), 1),
    page_size: positive(params.get('page_size'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The query of a state (what the address bar shows); a preset's dates are left out (they follow the preset). */
export function writeStatisticsState(state: StatisticsState, current?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('currency', String(state.currency));
  next.set('period', state.preset);
  for (const key of ['from_date', 'to_date'] as const) {
    const value = state.preset === 'custom' ? state[key] : undefined;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  next.set('page_size', String(state.page_size));
  return next;
}

/** The API query of the state: `currency`, and `from_date`/`to_date` when the period has them. */
export function apiQuery(state: StatisticsState): Record<string, string | number> {
  const query: Record<string, string | number> = { currency: state.currency };
  if (state.from_date) query.from_date = state.from_date;
  if (state.to_date) query.to_date = state.to_date;
  return query;
}
