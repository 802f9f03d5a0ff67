import type { WALLET_OPERATION_KINDS } from '@mijozlar/shared';

export type OperationKind = (typeof WALLET_OPERATION_KINDS)[number];
export type OperationType = 'replenish' | 'withdraw';

/** GET /api/wallet/ (DESIGN.md "Money API shapes"). */
export interface Wallet {
  id: number;
  name: string;
  /** Currency id (1 UZS, 2 USD). */
  currency: number;
  currency_code?: string;
  /** Decimal text, "1500.00". */
  balance: string;
  is_active: boolean;
  /** GET /api/wallet/{id}/ only (the list rows do not carry it). */
  has_operations?: boolean;
}

/** GET /api/wallet/choices/: the active wallets a form may pick; `balance` only for a reader with WALLET_READ. */
export interface WalletChoice {
  id: number;
  name: string;
  currency: number;
  currency_code?: string;
  balance?: string;
}

export interface CurrencyBalance {
  currency: number | string;
  currency_code?: string;
  balance: string;
}

/** GET /api/wallet-operations/ (packages/shared). */
export type { WalletOperation } from '@mijozlar/shared';

/** POST /api/wallet-operations/transfer/ */
export interface TransferPayload {
  from_wallet: number;
  to_wallet: number;
  amount: string;
  exchange_rate?: string;
  comment: string;
  date?: string;
  method?: number;
}

/** GET /api/exchange-rate/today/ */
export type { TodayExchangeRate as TodayRate, ExchangeRate } from '@mijozlar/shared';
