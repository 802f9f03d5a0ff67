import type { SaleStatus } from './buildings';
import type { DateString, DateTimeString, DecimalString, Executor } from './common';
import type { SmsStatus } from './users';

// Sales, debts and their payments.

/** One instalment of a sale's plan (the spec's names). */
export interface SaleScheduleLine {
  month: number;
  paymentDate: DateString;
  amount: DecimalString;
}

/** GET /api/sale/, /api/sale/pending/, /api/sale/{id}/. */
export interface Sale {
  id: number;
  room: number;
  room_number: string;
  floor: number;
  building: number;
  building_name: string;
  client: number | null;
  client_name: string | null;
  client_phone: string | null;
  lid: number | null;
  lid_name: string | null;
  lid_phone: string | null;
  wallet: number;
  wallet_name: string;
  wallet_currency: number;
  currency: number;
  currency_code: string;
  sold_amount: DecimalString;
  paid_amount: DecimalString;
  debt_amount: DecimalString;
  debt_type: number | null;
  debt_type_name: string | null;
  credit_period: number | null;
  credit_period_name: string | null;
  months: number | null;
  payment_date: DateString | null;
  schedule: SaleScheduleLine[];
  /** The same list as `schedule`, under the spec's name. */
  monthly_amount: SaleScheduleLine[];
  method: number | null;
  method_name: string | null;
  exchange_rate: DecimalString | null;
  seller: number | null;
  seller_name: string | null;
  comment: string | null;
  status: SaleStatus;
  client_debt: number | null;
  created_at: DateTimeString;
  created_by: number;
  created_by_name: string;
  approved_at: DateTimeString | null;
  approved_by: number | null;
  approved_by_name: string | null;
  declined_at: DateTimeString | null;
  declined_by: number | null;
  declined_by_name: string | null;
  /** Given on confirm ("<building id>-<n>"), editable; null before. */
  contract_number: string | null;
  contract_date: DateString | null;
}

export type InstalmentStatus = 'not_paid' | 'partially_paid' | 'paid';

/** One line of a debt's schedule (the spec's names). */
export interface Instalment {
  id: number;
  month: number;
  amount: DecimalString;
  paidAmount: DecimalString;
  paymentDate: DateString;
  status: InstalmentStatus;
  paid_at: DateTimeString | null;
  /** This instalment's accrued penalty as of today (before the debt's cap), in the debt's currency. */
  penalty_amount: DecimalString;
}

export type DebtClosedReason = 'paid' | 'refused';

/** GET /api/client-debt/ (DESIGN.md "Money API shapes"). */
export interface ClientDebt {
  id: number;
  client: number;
  client_name: string;
  client_phone: string;
  room: number;
  room_number: string;
  building: number;
  building_name: string;
  sale: number | null;
  currency: number;
  currency_code: string;
  debt_type: number | null;
  credit_period: number | null;
  all_debt: DecimalString;
  paid_amount: DecimalString;
  current_debt: DecimalString;
  monthly_amount: DecimalString;
  payment_date: DateString | null;
  next_payment_date: DateString | null;
  overdue_amount: DecimalString;
  overdue_days: number;
  is_closed: boolean;
  closed_reason: DebtClosedReason | null;
  closed_at: DateTimeString | null;
  sms_status: SmsStatus | null;
  sms_sent_date: DateString | null;
  created_at: DateTimeString;
  /** The collector of this debt (default the sale's seller); null = nobody. */
  responsible: { id: number; full_name: string } | null;
  /** Penalty in % per day late (0 = none); penalty_cap_percent caps it, in % of the sale's amount. */
  penalty_rate: DecimalString;
  penalty_cap_percent: DecimalString;
  /** The newest promise of the collection log: pay promised_amount by promised_date. */
  promised_date: DateString | null;
  promised_amount: DecimalString | null;
  /** promised_date is before today and the payments dated from the promising contact's date to promised_date add up to less than promised_amount. */
  promise_broken: boolean;
  /** Penalty as of today (Tashkent): accrued (capped), waived, paid, and outstanding = max(0, accrued − waived − paid). */
  penalty_accrued: DecimalString;
  penalty_waived: DecimalString;
  penalty_paid: DecimalString;
  penalty_amount: DecimalString;
  instalments: Instalment[];
}

/** GET /api/client-debt/{id}/: the debt with its payments. */
export interface ClientDebtDetail extends ClientDebt {
  payments: PaymentReport[];
}

/** One line of the debt list's `totals`. */
export interface DebtTotal {
  currency: number;
  currency_code: string;
  current_debt: DecimalString;
  overdue_amount: DecimalString;
  /** The listed debts' outstanding penalty. */
  penalty_amount: DecimalString;
}

/** GET /api/payment-report/: a payment of a client's debt. */
export interface PaymentReport {
  id: number;
  client: number;
  client_name: string;
  client_debt: number;
  debt_currency: number;
  debt_currency_code: string;
  wallet: number;
  wallet_name: string;
  wallet_currency: number;
  /** What the wallet received (its live operation); null once reversed. */
  wallet_amount: DecimalString | null;
  wallet_operation: number | null;
  amount: DecimalString;
  currency: number;
  currency_code: string;
  exchange_rate: DecimalString | null;
  /** What it paid off, in the debt's currency. */
  applied_amount: DecimalString;
  /** Pays the debt's penalty (penalty_paid), not its instalments (no allocations). */
  penalty: boolean;
  method: number | null;
  description: string | null;
  payment_date: DateString;
  executor: Executor;
  created_at: DateTimeString;
  updated_at: DateTimeString;
  allocations: { instalment: number; month: number; amount: DecimalString }[];
}
