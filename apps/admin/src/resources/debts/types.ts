import type { Identifier } from 'react-admin';

export type InstalmentStatus = 'not_paid' | 'partially_paid' | 'paid';

/** One line of a debt's schedule (the spec's instalment names). */
export interface Instalment {
  id: number;
  month: number;
  amount: string;
  paidAmount: string;
  paymentDate: string;
  status: InstalmentStatus;
}

/** A name the API may send as an id, an object or a text, depending on the field. */
export type Ref = number | { id: number; name?: string | null; full_name?: string | null; number?: string | null; code?: string | null } | null;

/** GET /api/client-debt/ and /api/client-debt/{id}/ (DESIGN.md "Money API shapes"). */
export interface ClientDebt {
  id: Identifier;
  client: Ref;
  client_name?: string | null;
  client_phone?: string | null;
  room: Ref;
  room_number?: string | null;
  building: Ref;
  building_name?: string | null;
  sale: Ref;
  currency: number | { id: number; code: string };
  currency_code?: string | null;
  debt_type: Ref;
  debt_type_name?: string | null;
  credit_period: Ref;
  all_debt: string;
  paid_amount: string;
  current_debt: string;
  monthly_amount: string | null;
  payment_date: string | null;
  next_payment_date: string | null;
  overdue_amount: string | null;
  overdue_days: number | null;
  is_closed: boolean;
  closed_reason: 'paid' | 'refused' | null;
  sms_status?: string | null;
  sms_sent_date?: string | null;
  instalments?: Instalment[];
}

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

/** A payment report as the API answers it. */
export interface PaymentReport {
  id: Identifier;
  client: Ref;
  client_debt: Ref;
  wallet: Ref;
  wallet_name?: string | null;
  amount: string;
  currency: number | { id: number; code: string };
  currency_code?: string | null;
  exchange_rate?: string | null;
  applied_amount?: string | null;
  method?: Ref;
  method_name?: string | null;
  description?: string | null;
  payment_date: string;
  created_at?: string | null;
  executor?: { id: number; full_name: string } | null;
  allocations?: { instalment: number; month: number; amount: string }[];
}

export interface Wallet {
  id: number;
  name: string;
  currency: number | { id: number; code: string };
  currency_code?: string | null;
  balance: string;
  is_active: boolean;
}

/** `totals` beside count and results: one line per currency. */
export interface CurrencyTotals {
  currency: number | string | { id: number; code: string };
  [key: string]: unknown;
}
