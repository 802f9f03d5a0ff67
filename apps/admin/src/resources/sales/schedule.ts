import { fromCents, sumAmounts, toCents } from '../../format/decimal';

/** One row of a sale's schedule as POST /api/sale/ takes it (monthly_amount). */
export interface ScheduleRow {
  month: number;
  /** YYYY-MM-DD */
  paymentDate: string;
  /** Decimal string, "1500.00". */
  amount: string;
}

/**
 * Due dates: the first on `first` (YYYY-MM-DD), each next one a month later on the same day, or
 * the month's last day when it is shorter (31 Jan → 28/29 Feb → 31 Mar). The API's rule.
 */
export function monthlyDates(first: string, count: number): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(first);
  if (!match || !Number.isInteger(count) || count < 1) return [];
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return Array.from({ length: count }, (_, i) => {
    const monthIndex = m - 1 + i;
    const year = y + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = Math.min(d, last);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  });
}

/**
 * Splits `debt` into `count` equal instalments of whole units; the last takes the remainder,
 * tiyin included: 100000.01 over 7 → 6 × 14285.00 and 14290.01. Empty for a bad input.
 */
export function splitInstalments(debt: string, count: number): string[] {
  const cents = toCents(debt);
  if (cents === null || cents < 0n || !Number.isInteger(count) || count < 1) return [];
  const base = (cents / (BigInt(count) * 100n)) * 100n;
  const parts = Array.from({ length: count - 1 }, () => fromCents(base));
  parts.push(fromCents(cents - base * BigInt(count - 1)));
  return parts;
}

/** The generated schedule: `count` instalments of `debt` from `firstDate`. */
export function generateSchedule(debt: string, count: number, firstDate: string): ScheduleRow[] {
  const amounts = splitInstalments(debt, count);
  const dates = monthlyDates(firstDate, count);
  if (amounts.length === 0 || dates.length !== amounts.length) return [];
  return amounts.map((amount, index) => ({ month: index + 1, paymentDate: dates[index], amount }));
}

export interface ScheduleCheck {
  /** The rows' sum, "1500.00". */
  sum: string;
  /** debt − sum: zero when the schedule matches. */
  difference: string;
  matches: boolean;
  /** Rows with an amount that is not a positive decimal or a missing date. */
  invalidRows: number[];
}

/** Checks an edited schedule against the debt: the save stays disabled until it matches. */
export function checkSchedule(rows: readonly ScheduleRow[], debt: string): ScheduleCheck {
  const sum = sumAmounts(rows.map((row) => row.amount));
  const debtCents = toCents(debt) ?? 0n;
  const difference = fromCents(debtCents - (toCents(sum) ?? 0n));
  const invalidRows = rows
    .filter((row) => {
      const cents = toCents(row.amount);
      return cents === null || cents < 0n || !/^\d{4}-\d{2}-\d{2}$/.test(row.paymentDate);
    })
    .map((row) => row.month);
  return { sum, difference, matches: toCents(difference) === 0n && invalidRows.length === 0 && rows.length > 0, invalidRows };
}
