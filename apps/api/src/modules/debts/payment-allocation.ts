import { allocateOldestFirst, Decimal, ZERO } from '../../common/money/money';

export type InstalmentStatus = 'not_paid' | 'partially_paid' | 'paid';

/** An instalment as a payment sees it; the list is ordered oldest first (due date, then month). */
export interface ScheduleLine {
  id: number;
  amount: Decimal;
  /** What is paid of it so far. */
  paid: Decimal;
  paid_at: Date | null;
}

export interface InstalmentChange {
  id: number;
  paid: Decimal;
  status: InstalmentStatus;
  paid_at: Date | null;
}

/** not_paid, partially_paid or paid; an instalment of 0 counts as paid. */
export function statusOf(amount: Decimal, paid: Decimal): InstalmentStatus {
  if (paid.gte(amount)) return 'paid';
  return paid.gt(0) ? 'partially_paid' : 'not_paid';
}

/**
 * Applies `applied` (in the debt's currency) to the oldest open instalments first. Returns the
 * allocations, the instalments' new state and what is left over (above the whole schedule).
 */
export function planPayment(lines: readonly ScheduleLine[], applied: Decimal, now: Date) {
  const { shares, rest } = allocateOldestFirst(lines, applied);
  const changes: InstalmentChange[] = shares.map(({ instalment, amount }) => {
    const paid = instalment.paid.plus(amount);
    const status = statusOf(instalment.amount, paid);
    return { id: instalment.id, paid, status, paid_at: status === 'paid' ? now : null };
  });
  return { allocations: shares.map((s) => ({ instalment_id: s.instalment.id, amount: s.amount })), changes, rest };
}

/**
 * Takes a payment's allocations back off its instalments (before it is re-applied). An
 * instalment that stays fully paid keeps its paid_at. Throws if an allocation names an
 * instalment not in `lines` or would leave a negative paid amount (the data would be broken).
 */
export function planUndo(lines: readonly ScheduleLine[], allocations: readonly { instalment_id: number; amount: Decimal }[]) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  let total = ZERO;
  const changes: InstalmentChange[] = allocations.map((a) => {
    const line = byId.get(a.instalment_id);
    if (!line) throw new Error(`allocation to instalment ${a.instalment_id} outside the debt`);
    const paid = line.paid.minus(a.amount);
    if (paid.lt(0)) throw new Error(`instalment ${line.id} would be paid below zero`);
    total = total.plus(a.amount);
    const status = statusOf(line.amount, paid);
    return { id: line.id, paid, status, paid_at: status === 'paid' ? line.paid_at : null };
  });
  return { changes, total };
}
