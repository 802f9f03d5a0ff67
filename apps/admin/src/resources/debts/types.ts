/**
 * A client's debt (GET /api/client-debt/), one line of its schedule (the spec's instalment names), a
 * payment of it, and a wallet, exactly as the API sends them (packages/shared).
 */
export type { ClientDebt, Instalment, InstalmentStatus, PaymentReport, Wallet } from '@mijozlar/shared';

/** A name the API may send as an id, an object or a text, depending on the field. */
export type Ref = number | { id: number; name?: string | null; full_name?: string | null; number?: string | null; code?: string | null } | null;

/** What POST /api/payment-report/ takes. */
export interface PaymentPayload {
  client: number;
  client_debt: number;
  wallet: number;
  amount: string;
  currency: number;
  exchange_rate?: string;
  method?: number;
  description: string;
  payment_date: string;
}

/** `totals` beside count and results: one line per currency. */
export interface CurrencyTotals {
  currency: number | string | { id: number; code: string };
  [key: string]: unknown;
}
