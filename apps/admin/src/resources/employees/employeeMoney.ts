import { convertAmount, fromCents, subtractAmounts, toCents } from '../../format/decimal';

/** "2026-11-20" → "2026-11". */
export const monthOf = (day: string) => day.slice(0, 7);

/** "2026-11" → "2026-10" / "2026-12". */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The days of a month as a Monday-first grid: leading nulls, then "YYYY-MM-DD" for each day. */
export function monthGrid(month: string): (string | null)[] {
  const [year, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** Hours of a day as the API takes them: above 0, at most 24, 2 decimals at most ("7,5" → "7.5"); null otherwise. */
export function normaliseHours(text: string | number | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const value = String(text).trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 24 ? value : null;
}

/** round2(hours × rate) as the API values hours, with exact cents (no floats). */
export function hoursAmount(hours: string | null, rate: string | null | undefined): string | null {
  const h = normaliseHours(hours);
  const r = toCents(rate ?? null);
  if (!h || r === null) return null;
  const [whole, frac = ''] = h.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  const product = hundredths * r; // in 1/10000 of a unit
  return fromCents((product + 50n) / 100n);
}

/**
 * What a payment of `amount` (wallet currency) counts in the employee's salary currency, and the
 * balance after it: the same conversion as the API (common/money convert). Null while not computable.
 */
export function paymentEffect(
  amount: string | null | undefined,
  walletCurrency: number | null | undefined,
  salaryCurrency: number,
  rate: string | null | undefined,
  balance: string,
): { credited: string; after: string } | null {
  if (!amount || walletCurrency == null) return null;
  const credited = convertAmount(amount, walletCurrency, salaryCurrency, rate);
  if (!credited) return null;
  const after = subtractAmounts(balance, credited);
  return after === null ? null : { credited, after };
}
