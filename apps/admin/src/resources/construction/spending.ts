import { chartNumber } from '../../format/decimal';
import type { MonthlySpending } from './types';

/** One bar of the chart: a month (YYYY-MM) of one currency, its two parts as numbers (for drawing only). */
export interface SpendingBar {
  month: string;
  operations: number;
  deliveries: number;
}

/** The currencies the project spent in (codes, UZS first). */
export function spendingCurrencies(rows: readonly MonthlySpending[]): string[] {
  const codes = new Map<string, number>();
  for (const row of rows) codes.set(row.currency_code, row.currency);
  return [...codes.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code);
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * One currency's bars from its first month with money to `until` (YYYY-MM), months without money
 * as zero bars (at least `minMonths` bars, ending at `until`), so the time axis has no holes.
 */
export function spendingBars(rows: readonly MonthlySpending[], currency: string, until: string, minMonths = 6): SpendingBar[] {
  const mine = rows.filter((row) => row.currency_code === currency);
  const byMonth = new Map(mine.map((row) => [row.month, row]));
  let first = mine.length > 0 ? mine.map((row) => row.month).sort()[0] : until;
  // At least minMonths months shown.
  let start = until;
  for (let i = 1; i < minMonths; i++) {
    const [y, m] = start.split('-').map(Number);
    start = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  }
  if (start < first) first = start;
  const last = mine.length > 0 && mine[mine.length - 1].month > until ? mine[mine.length - 1].month : until;
  const bars: SpendingBar[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    const row = byMonth.get(month);
    bars.push({ month, operations: chartNumber(row?.operations), deliveries: chartNumber(row?.deliveries) });
  }
  return bars;
}
