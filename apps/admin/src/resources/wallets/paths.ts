import type { Identifier } from 'react-admin';

/** The wallets screens' paths of the spec (document 1, section 2). */
export const WALLETS_OVERVIEW_PATH = '/wallets/overview';
export const WALLETS_LIST_PATH = '/wallets/list';

/** The overview's operations, filtered by one wallet. */
export function walletOperationsPath(walletId: Identifier): string {
  return `${WALLETS_OVERVIEW_PATH}?filter=${encodeURIComponent(JSON.stringify({ wallet: walletId }))}`;
}

/** API paths outside the CRUD ones (document 2, section 7; DESIGN.md "Money API shapes"). */
export const WALLET_OVERVIEW_API = 'wallet/overview';
export const WALLET_CHOICES_API = 'wallet/choices';
export const OPERATIONS_API = 'wallet-operations';
export const TRANSFER_API = 'wallet-operations/transfer';
export const OPERATIONS_EXPORT_API = 'wallet-operations/export/operations.xls';
export const EXCHANGE_RATE_API = 'exchange-rate';
export const EXCHANGE_RATE_TODAY_API = 'exchange-rate/today';
export const EXCHANGE_RATE_FETCH_API = 'exchange-rate/fetch';
export const operationApi = (id: Identifier) => `wallet-operations/${encodeURIComponent(String(id))}`;
