import { fromCents, toCents } from '../../format/decimal';
import type { Instalment, InstalmentStatus } from './types';

export interface AllocationLine {
  instalment: Instalment;
  /** What this payment pays on it, "500.00" (in the debt's currency). */
  share: string;
  /** What stays unpaid on it after the payment. */
  remaining: string;
  statusBefore: InstalmentStatus;
  statusAfter: InstalmentStatus;
}

export interface AllocationPreview {
  lines: AllocationLine[];
  /** What is still owed on the whole schedule before the payment. */
  owed: string;
  /** Above what is owed: the API refuses such a payment. */
  excess: string;
  tooMuch: boolean;
}

function statusOf(amount: bigint, paid: bigint): InstalmentStatus {
  if (paid <= 0n) return 'not_paid';
  return paid >= amount ? 'paid' : 'partially_paid';
}

/** Oldest first: by due date, then by month. */
export function orderInstalments(instalments: readonly Instalment[]): Instalment[] {
  return [...instalments].sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.month - b.month);
}

/** What is still owed on the instalments (their amount minus what was paid), as a decimal string. */
export function owedOn(instalments: readonly Instalment[]): string {
  return fromCents(
    instalments.reduce((total, item) => {
      const open = (toCents(item.amount) ?? 0n) - (toCents(item.paidAmount) ?? 0n);
      return open > 0n ? total + open : total;
    }, 0n),
  );
}

/**
 * How `applied` (in the debt's currency) will pay the instalments, oldest unpaid first, with each
 * one's status after the payment: the API's rule, computed before saving so the cashier sees it.
 */
export function previewAllocation(instalments: readonly Instalment[], applied: string | null): AllocationPreview {
  const ordered = orderInstalments(instalments);
  const owed = owedOn(ordered);
  let rest = toCents(applied) ?? 0n;
  if (rest < 0n) rest = 0n;
  const lines: AllocationLine[] = [];
  for (const instalment of ordered) {
    if (rest <= 0n) break;
    const amount = toCents(instalment.amount) ?? 0n;
    const paid = toCents(instalment.paidAmount) ?? 0n;
    const open = amount - paid;
    if (open <= 0n) continue;
    const share = open < rest ? open : rest;
    rest -= share;
    lines.push({
      instalment,
      share: fromCents(share),
      remaining: fromCents(open - share),
      statusBefore: statusOf(amount, paid),
      statusAfter: statusOf(amount, paid + share),
    });
  }
  return { lines, owed, excess: fromCents(rest), tooMuch: rest > 0n };
}
