import { addAmounts, chartNumber, compareAmounts, fromCents, subtractAmounts, toCents } from '../../format/decimal';
import { toMoneyBody, type OperationFormValues } from '../wallets/operationForm';
import type { WalletOperation } from '../wallets/types';
import type { Direction, InvestorTotal } from './types';

/** The totals line of one currency (zeros when the answer has none). */
export function totalIn(totals: readonly InvestorTotal[] | null | undefined, currency: number | null | undefined): InvestorTotal | null {
  if (currency == null) return null;
  return totals?.find((line) => line.currency === currency) ?? null;
}

/** The lines where anything moved, UZS first (an investor with nothing shows no line). */
export function movedTotals(totals: readonly InvestorTotal[] | null | undefined): InvestorTotal[] {
  return (totals ?? []).filter((line) => [line.invested, line.withdrawn, line.balance].some((value) => (toCents(value) ?? 0n) !== 0n));
}

/** A balance after money in (+) or out (−); null while the amount is not a number. */
export function balanceAfter(balance: string | null | undefined, amount: string | null | undefined, direction: Direction): string | null {
  if (toCents(amount) === null) return null;
  return direction === 'replenish' ? addAmounts(balance ?? '0', amount) : subtractAmounts(balance ?? '0', amount);
}

/**
 * Why a withdrawal cannot go through, as a translation key: more than the investor has in the
 * wallet's currency, or more than the wallet holds. The API checks the same (409), under locks.
 */
export function withdrawalError(amount: string | null | undefined, investorBalance: string | null | undefined, walletBalance: string | null | undefined): string | undefined {
  if (toCents(amount) === null) return undefined;
  if (compareAmounts(amount, investorBalance ?? '0') > 0) return 'resources.investors.money.above_investor';
  if (walletBalance != null && compareAmounts(amount, walletBalance) > 0) return 'resources.investors.money.above_wallet';
  return undefined;
}

/** What the money dialog holds: a wallet operation's values. */
export type MoneyFormValues = OperationFormValues;

/** The body of POST replenish-operation/ or withdraw-operation/: the rate only for a UZS wallet. */
export const toMoneyPayload = toMoneyBody;

export interface BalancePoint {
  /** ISO instant of the operation. */
  date: string;
  /** The balance after it, exact decimal text. */
  balance: string;
  /** The same as a number, for drawing only. */
  value: number;
}

/**
 * The investor's balance in one currency after each of their operations, oldest first: money in
 * adds, money out subtracts, and a reversal (the opposite direction) takes its operation back.
 * Summed in cents (bigint), never in floats.
 */
export function cumulativeBalance(operations: readonly WalletOperation[], currencyCode: string, codeOf: (op: WalletOperation) => string): BalancePoint[] {
  const mine = operations.filter((op) => codeOf(op) === currencyCode).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  let cents = 0n;
  return mine.map((op) => {
    const amount = toCents(op.amount) ?? 0n;
    cents += op.operation_type === 'replenish' ? amount : -amount;
    const balance = fromCents(cents);
    return { date: op.date, balance, value: chartNumber(balance) };
  });
}
