import type { WalletOperation } from './types';

/** Why an operation cannot be changed here; null when it can. Each has a translated explanation. */
export type OperationLock = 'reversal' | 'reversed' | 'linked' | 'transfer' | 'other_screen';

/** Written by a sale or a payment: changed through that sale or payment (the API answers 409 operation.linked). */
function isLinked(operation: WalletOperation): boolean {
  return operation.kind === 'selling' || operation.kind === 'payment' || operation.sale != null;
}

/** Cancelling (DELETE = a reversal): any operation that is not a reversal, not reversed, not linked. */
export function cancelLock(operation: WalletOperation): OperationLock | null {
  if (operation.reversal_of != null) return 'reversal';
  if (operation.reversed_by != null) return 'reversed';
  if (isLinked(operation)) return 'linked';
  return null;
}

/**
 * Editing (PUT = a reversal and a new operation): only the plain incomes and expenses this screen
 * writes. A transfer is cancelled and made again; salary, construction, investor and refusal
 * operations keep their links only when changed from their own screens.
 */
export function editLock(operation: WalletOperation): OperationLock | null {
  const lock = cancelLock(operation);
  if (lock) return lock;
  if (operation.transfer_group) return 'transfer';
  if (operation.kind !== 'inflow' && operation.kind !== 'outflow') return 'other_screen';
  return null;
}

/** The tab of the operations list: all, replenish, withdraw or transfer. */
export type OperationTab = 'all' | 'replenish' | 'withdraw' | 'transfer';

export function tabOf(filter: Record<string, unknown>): OperationTab {
  if (filter.transfer === true || filter.transfer === 'true') return 'transfer';
  if (filter.operation_type === 'replenish' || filter.operation_type === 'withdraw') return filter.operation_type;
  return 'all';
}

/** The filters of a tab, keeping the others (method, wallet, dates...). */
export function filtersForTab(filter: Record<string, unknown>, tab: OperationTab): Record<string, unknown> {
  const { operation_type: _type, transfer: _transfer, ...rest } = filter;
  if (tab === 'transfer') return { ...rest, transfer: true };
  if (tab === 'replenish' || tab === 'withdraw') return { ...rest, operation_type: tab };
  return rest;
}
