import { ErrorCode, SaleError } from '@mijozlar/shared';
import type { PendingFieldError } from '../../common/errors/api-error';
import { Decimal, amountText, monthlyDates, money, splitInstalments, sum } from '../../common/money/money';

/** One instalment of a sale's schedule, as the API answers it (the spec's instalment names). */
export interface ScheduleLine {
  month: number;
  paymentDate: string;
  amount: Decimal;
}

/** How sale.schedule keeps a schedule until confirm (see the Sale model). */
export interface StoredScheduleLine {
  month: number;
  payment_date: string;
  amount: string;
}

/**
 * The schedule made when none is given: `months` equal instalments of whole units, the last taking
 * the remainder, falling on `firstDate`'s day of each month (common/money).
 */
export function generateSchedule(debt: Decimal, months: number, firstDate: string): ScheduleLine[] {
  const amounts = splitInstalments(debt, months);
  const dates = monthlyDates(firstDate, months);
  return amounts.map((amount, i) => ({ month: i + 1, paymentDate: dates[i], amount }));
}

/**
 * Checks a given schedule against the debt and the credit period: exactly `months` lines, months
 * 1..n each once, due dates strictly increasing with the month, the first on `firstDate` when it
 * is given, and amounts summing to the debt to the tiyin. Amounts above zero are checked by the
 * DTO. Returns the errors (empty when valid); fields name the list or the line.
 */
export function checkSchedule(
  lines: readonly { month: number; paymentDate: string; amount: string }[],
  debt: Decimal,
  months: number,
  firstDate: string | null,
): PendingFieldError[] {
  if (lines.length !== months) return [{ field: 'monthly_amount', code: SaleError.SCHEDULE_COUNT, params: { count: months } }];
  const errors: PendingFieldError[] = [];
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    if (line.month < 1 || line.month > months || seen.has(line.month)) errors.push({ field: `monthly_amount.${i}.month`, code: ErrorCode.INVALID });
    seen.add(line.month);
  });
  if (errors.length) return errors;
  const ordered = [...lines].sort((a, b) => a.month - b.month);
  const increasing = ordered.every((line, i) => i === 0 || line.paymentDate > ordered[i - 1].paymentDate);
  if (!increasing || (firstDate !== null && ordered[0].paymentDate !== firstDate)) {
    errors.push({ field: 'monthly_amount', code: SaleError.SCHEDULE_DATES });
  }
  if (!sum(lines.map((l) => l.amount)).eq(debt)) {
    errors.push({ field: 'monthly_amount', code: SaleError.SCHEDULE_SUM, params: { amount: amountText(debt)! } });
  }
  return errors;
}

/** A checked schedule in month order. */
export function normaliseSchedule(lines: readonly { month: number; paymentDate: string; amount: string }[]): ScheduleLine[] {
  return [...lines].sort((a, b) => a.month - b.month).map((l) => ({ month: l.month, paymentDate: l.paymentDate, amount: money(l.amount) }));
}

export function toStoredSchedule(lines: readonly ScheduleLine[]): StoredScheduleLine[] {
  return lines.map((l) => ({ month: l.month, payment_date: l.paymentDate, amount: amountText(l.amount)! }));
}

/** sale.schedule back into lines; null when nothing (valid) is stored. */
export function fromStoredSchedule(stored: unknown): ScheduleLine[] | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const lines: ScheduleLine[] = [];
  for (const item of stored as Partial<StoredScheduleLine>[]) {
    if (!item || typeof item.month !== 'number' || typeof item.payment_date !== 'string' || item.amount === undefined) return null;
    lines.push({ month: item.month, paymentDate: item.payment_date, amount: money(item.amount) });
  }
  return lines.sort((a, b) => a.month - b.month);
}

/**
 * The schedule of a sale: the stored one, else (a sale recorded without one, e.g. imported) the
 * generated one when the debt, the period and the first date are known, else empty.
 */
export function scheduleOf(sale: {
  schedule: unknown;
  debt_amount: Decimal;
  payment_date: Date | null;
  credit_period: { months: number } | null;
}): ScheduleLine[] {
  const stored = fromStoredSchedule(sale.schedule);
  if (stored) return stored;
  if (!sale.debt_amount.gt(0) || !sale.credit_period || !sale.payment_date) return [];
  return generateSchedule(sale.debt_amount, sale.credit_period.months, sale.payment_date.toISOString().slice(0, 10));
}
