import { todayInTashkent } from '../../format/format';

/** The period picker's presets; `all` sends no dates (everything up to now). */
export const PERIOD_PRESETS = ['this_month', 'last_month', 'this_year', 'all', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period as the API takes it: Tashkent calendar days "YYYY-MM-DD", both ends included. */
export interface DateRange {
  from_date?: string;
  to_date?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthRange = (year: number, month: number): Required<DateRange> => ({
  from_date: `${year}-${pad(month)}-01`,
  to_date: `${year}-${pad(month)}-${pad(lastDay(year, month))}`,
});

/**
 * The dates of a preset, counted from today's date in Tashkent (`today`, "YYYY-MM-DD"; by default
 * the real today there, whatever the browser's zone): whole calendar months and years.
 * `all` and `custom` have no dates of their own.
 */
export function presetRange(preset: PeriodPreset, today: string = todayInTashkent()): DateRange {
  const [year, month] = today.split('-').map(Number);
  switch (preset) {
    case 'this_month':
      return monthRange(year, month);
    case 'last_month':
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case 'this_year':
      return { from_date: `${year}-01-01`, to_date: `${year}-12-31` };
    default:
      return {};
  }
}

/** Which preset a pair of dates is (for links that carry only dates); `custom` when none, `all` without dates. */
export function presetOf(range: DateRange, today: string = todayInTashkent()): PeriodPreset {
  if (!range.from_date && !range.to_date) return 'all';
  for (const preset of ['this_month', 'last_month', 'this_year'] as const) {
    const own = presetRange(preset, today);
    if (own.from_date === range.from_date && own.to_date === range.to_date) return preset;
  }
  return 'custom';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day "YYYY-MM-DD". */
export function isIsoDay(value: string | null | undefined): value is string {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m);
}

/** "2026-05" (or "2026-05-01…") -> the first and last day of that month. */
export function monthBounds(month: string): Required<DateRange> | null {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return null;
  const m = Number(match[2]);
  if (m < 1 || m > 12) return null;
  return monthRange(Number(match[1]), m);
}
