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
  /** Set by the API when it says so; otherwise unknown (the API answers 409 wallet.currency_locked). */
  has_operations?: boolean;
}

export interface CurrencyBalance {
  currency: number | string;
  currency_code?: string;
  balance: string;
}

/** GET /api/wallet-operations/ */
export interface WalletOperation {
  id: number;
  wallet: number;
  wallet_name?: string;
  currency?: number | string;
  currency_code?: string;
  operation_type: OperationType;
  kind: OperationKind;
  amount: string;
  method: number | null;
  method_name?: string | null;
  comment: string | null;
  date: string;
  exchange_rate: string | null;
  amount_usd: string | null;
  executor: { id: number; full_name: string } | null;
  employee_id: number | null;
  salary_date: string | null;
  construction_building_id: number | null;
  refusal_id: number | null;
  sale: number | null;
  client: number | null;
  investor: number | null;
  transfer_group: string | null;
  reversal_of: number | null;
  reversed_by: number | null;
}

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
export interface TodayRate {
  date: string;
  rate: string | null;
}
