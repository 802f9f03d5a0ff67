/** An employee as the API answers it (DESIGN "Operations and statistics API shapes"). */
export interface Employee {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  position: string;
  phone_number: string | null;
  salary_type: number;
  salary_type_code: 'monthly' | 'hourly';
  salary_type_name: string;
  salary: string | null;
  hourly_rate: string | null;
  salary_currency: number;
  salary_currency_code: string;
  /** What the company owes (accruals + hours − payments); negative after an advance. */
  balance: string;
  is_active: boolean;
}

export type EntryKind = 'accrual' | 'hours' | 'payment';

export interface BalanceEntry {
  id: number;
  employee_id: number;
  kind: EntryKind;
  amount: string;
  signed_amount: string;
  currency: number;
  currency_code: string;
  hours: string | null;
  hourly_rate: string | null;
  salary_month: string | null;
  work_date: string | null;
  /** The day it counts on (YYYY-MM-DD). */
  date: string;
  wallet_operation: number | null;
  payment: { wallet: number; wallet_name: string; wallet_currency: number; wallet_amount: string; exchange_rate: string } | null;
  comment: string | null;
  created_at: string;
  /** Only in /employee/{id}/operations/. */
  running_balance?: string;
}

export interface MonthLine {
  month: string;
  accrued: string;
  hours: string;
  hours_amount: string;
  paid: string;
  balance: string;
}
