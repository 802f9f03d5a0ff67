import type { Locale } from '@mijozlar/shared';
import type { EmployeeBalanceKind } from '../../generated/prisma/client';
import { tashkentDate } from '../../common/clock/clock';
import { localName } from '../../common/i18n/locale';
import { Decimal, ZERO, amountText, rateText } from '../../common/money/money';

export const employeeInclude = {
  salary_type: { select: { code: true, name_uz: true, name_ru: true } },
  salary_currency: { select: { code: true } },
} as const;

export interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  position: string;
  phone_number: string | null;
  salary_type_id: number;
  salary: Decimal | null;
  hourly_rate: Decimal | null;
  salary_currency_id: number;
  is_active: boolean;
  created_at: Date;
  salary_type: { code: string; name_uz: string; name_ru: string };
  salary_currency: { code: string };
}

export function toEmployee(row: EmployeeRow, balance: Decimal | undefined, locale: Locale) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.last_name} ${row.first_name}`,
    position: row.position,
    phone_number: row.phone_number,
    salary_type: row.salary_type_id,
    salary_type_code: row.salary_type.code,
    salary_type_name: localName(row.salary_type, locale),
    salary: amountText(row.salary),
    hourly_rate: amountText(row.hourly_rate),
    salary_currency: row.salary_currency_id,
    salary_currency_code: row.salary_currency.code,
    balance: amountText(balance ?? ZERO)!,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

export type EmployeeJson = ReturnType<typeof toEmployee>;

export const employeeLabel = (row: { first_name: string; last_name: string }) => `${row.last_name} ${row.first_name}`;

/** An employee as the audit trail records it: toEmployee() without the names of ids and the balance (the entries' sum). */
export function employeeShape(row: EmployeeRow) {
  const { salary_type_code: _c, salary_type_name: _n, salary_currency_code: _cc, balance: _b, full_name: _f, ...employee } = toEmployee(row, undefined, 'uz');
  return employee;
}

export const entryInclude = {
  currency: { select: { code: true } },
  created_by: { select: { id: true, full_name: true } },
  wallet_operation: {
    select: { id: true, date: true, amount: true, exchange_rate: true, wallet_id: true, reversed_by: { select: { id: true } }, wallet: { select: { name: true, currency_id: true } } },
  },
} as const;

export interface EntryRow {
  id: number;
  employee_id: number;
  kind: EmployeeBalanceKind;
  amount: Decimal;
  currency_id: number;
  hours: Decimal | null;
  hourly_rate: Decimal | null;
  salary_month: Date | null;
  work_date: Date | null;
  wallet_operation_id: number | null;
  comment: string | null;
  created_at: Date;
  currency: { code: string };
  created_by: { id: number; full_name: string } | null;
  wallet_operation: {
    id: number;
    date: Date;
    amount: Decimal;
    exchange_rate: Decimal;
    wallet_id: number;
    wallet: { name: string; currency_id: number };
  } | null;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The day an entry counts on: an accrual its month's first day, hours their day, a payment its operation's Tashkent day. */
export function entryDay(row: Pick<EntryRow, 'kind' | 'salary_month' | 'work_date' | 'wallet_operation' | 'created_at'>): string {
  if (row.kind === 'accrual' && row.salary_month) return day(row.salary_month)!;
  if (row.kind === 'hours' && row.work_date) return day(row.work_date)!;
  return tashkentDate(row.wallet_operation?.date ?? row.created_at);
}

/**
 * A balance entry: the snake_case fields of DESIGN plus the spec's camelCase names (salaryMonth,
 * hoursWorked, workDate). `amount` is positive; payments lower the balance. `payment` describes
 * the wallet operation of a payment (its wallet, amount in the wallet's currency and the rate).
 */
export function toEntry(row: EntryRow) {
  const op = row.wallet_operation;
  const hours = row.hours ? row.hours.toFixed(2) : null;
  return {
    id: row.id,
    employee_id: row.employee_id,
    kind: row.kind,
    amount: amountText(row.amount)!,
    signed_amount: amountText(row.kind === 'payment' ? row.amount.neg() : row.amount)!,
    currency: row.currency_id,
    currency_code: row.currency.code,
    hours,
    hourly_rate: amountText(row.hourly_rate),
    salary_month: day(row.salary_month),
    work_date: day(row.work_date),
    date: entryDay(row),
    wallet_operation: row.wallet_operation_id,
    payment: op
      ? { wallet: op.wallet_id, wallet_name: op.wallet.name, wallet_currency: op.wallet.currency_id, wallet_amount: amountText(op.amount)!, exchange_rate: rateText(op.exchange_rate)! }
      : null,
    comment: row.comment,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    salaryMonth: day(row.salary_month),
    hoursWorked: hours,
    workDate: day(row.work_date),
  };
}

export type EntryJson = ReturnType<typeof toEntry>;
