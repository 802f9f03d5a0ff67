import type { WALLET_OPERATION_KINDS } from '../constants';
import type { DateString, DateTimeString, DecimalString, Executor } from './common';

// Wallets, their operations and exchange rates.

/** GET /api/wallet/. */
export interface Wallet {
  id: number;
  name: string;
  currency: number;
  currency_code: string;
  balance: DecimalString;
  is_active: boolean;
  /** GET /api/wallet/{id}/ only: the wallet has operations, so its currency is locked. */
  has_operations?: boolean;
}

export type OperationDirection = 'replenish' | 'withdraw';
export type OperationKind = (typeof WALLET_OPERATION_KINDS)[number];

/** GET /api/wallet-operations/ (DESIGN.md "Money API shapes"), a sale's, a refusal's, an investor's operations. */
export interface WalletOperation {
  id: number;
  wallet: number;
  wallet_name: string;
  /** The wallet's currency. */
  currency: number;
  operation_type: OperationDirection;
  kind: OperationKind;
  amount: DecimalString;
  method: number;
  method_name: string;
  comment: string | null;
  date: DateTimeString;
  exchange_rate: DecimalString;
  amount_usd: DecimalString;
  executor: Executor;
  employee_id: number | null;
  salary_date: DateString | null;
  construction_building_id: number | null;
  refusal_id: number | null;
  sale: number | null;
  client: number | null;
  investor: number | null;
  transfer_group: string | null;
  reversal_of: number | null;
  reversed_by: number | null;
}

/** GET /api/exchange-rate/. */
export interface ExchangeRate {
  id: number;
  date: DateString;
  currency: number;
  rate: DecimalString;
  /** `cbu`: the Central Bank's (fetched by the daily job or POST /api/exchange-rate/fetch/); `manual`: typed by `set_by`. */
  source: ExchangeRateSource;
  /** Who typed a manual rate; null for the bank's. */
  set_by: { id: number; full_name: string } | null;
  created_at: DateTimeString;
}

export type ExchangeRateSource = 'cbu' | 'manual';

/** GET /api/exchange-rate/today/: today's (Tashkent) rate, else the latest before it (`rate_date`), else nulls. */
export interface TodayExchangeRate {
  date: DateString;
  rate: DecimalString | null;
  rate_date: DateString | null;
  source: ExchangeRateSource | null;
  set_by: { id: number; full_name: string } | null;
}
