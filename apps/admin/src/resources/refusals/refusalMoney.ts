import { amountShare, compareAmounts, isPositiveAmount, subtractAmounts, sumAmounts } from '../../format/decimal';
import type { DebtSummary, Refusal, SaleSummary } from './types';

/** What is still to pay back: the API's `remaining`, else refund_due − refunded_amount (exact). */
export function remainingOf(refusal: Pick<Refusal, 'refund_due' | 'refunded_amount' | 'remaining'>): string {
  if (refusal.remaining) return refusal.remaining;
  return subtractAmounts(refusal.refund_due, refusal.refunded_amount) ?? '0';
}

/** What the debt's payments paid off: paid_amount, else all_debt − current_debt. */
export function debtPaid(debt: DebtSummary | null | undefined): string {
  if (!debt) return '0';
  if (debt.paid_amount) return debt.paid_amount;
  if (debt.all_debt && debt.current_debt) return subtractAmounts(debt.all_debt, debt.current_debt) ?? '0';
  return '0';
}

/** A refusal owes the client the sale's first payment plus what was paid off the debt (the API computes the same). */
export function refundDue(sale: SaleSummary, debt: DebtSummary | null | undefined): string {
  return sumAmounts([sale.paid_amount ?? '0', debtPaid(debt)]);
}

/** A payout amount's check against what remains: undefined when fine, a translation key otherwise. */
export function payoutError(amount: string, remaining: string): string | undefined {
  if (!isPositiveAmount(amount)) return undefined;
  return compareAmounts(amount, remaining) === 1 ? 'resources.refusals.validation.above_remaining' : undefined;
}

/** Share of the refund paid back, 0..100 (for a progress bar only), exact on the amounts' cents. */
export function refundedPercent(refusal: Pick<Refusal, 'refund_due' | 'refunded_amount'>): number {
  const share = amountShare(refusal.refunded_amount, refusal.refund_due, 2);
  return share === null ? 100 : Math.max(0, Math.min(100, share));
}
