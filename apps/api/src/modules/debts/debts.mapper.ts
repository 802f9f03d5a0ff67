import type { ClientDebt, DebtClosedReason, DebtTotal, Instalment, InstalmentStatus, SmsStatus } from '@mijozlar/shared';
import { amountText, money } from '../../common/money/money';
import type { Decimal } from '../../common/money/money';
import type { DebtRow } from './debts-sql';

const ZERO = money('0');
const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

export const instalmentSelect = {
  id: true,
  client_debt_id: true,
  month: true,
  amount: true,
  paid_amount: true,
  payment_date: true,
  status: true,
  paid_at: true,
} as const;

export interface InstalmentRow {
  id: number;
  client_debt_id: number;
  month: number;
  amount: Decimal;
  paid_amount: Decimal;
  payment_date: Date;
  status: InstalmentStatus;
  paid_at: Date | null;
  /** This instalment's accrued penalty (before the debt's cap); 0 when none. */
  penalty_amount?: Decimal;
}

/** An instalment with the spec's names (paidAmount, paymentDate). */
export function toInstalment(row: InstalmentRow): Instalment {
  return {
    id: row.id,
    month: row.month,
    amount: amountText(row.amount),
    paidAmount: amountText(row.paid_amount),
    paymentDate: row.payment_date.toISOString().slice(0, 10),
    status: row.status,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    penalty_amount: amountText(row.penalty_amount ?? ZERO),
  };
}

/** The Client debt shape of DESIGN.md ("Money API shapes"), with display names beside the ids. */
export function toDebt(row: DebtRow, instalments: InstalmentRow[]): ClientDebt {
  return {
    id: row.id,
    client: row.client_id,
    client_name: row.client_name,
    client_phone: row.client_phone,
    room: row.room_id,
    room_number: row.room_number,
    building: row.building_id,
    building_name: row.building_name,
    sale: row.sale_id,
    currency: row.currency_id,
    currency_code: row.currency_code,
    debt_type: row.debt_type_id,
    credit_period: row.credit_period_id,
    all_debt: amountText(row.all_debt),
    paid_amount: amountText(row.all_debt.minus(row.current_debt)),
    current_debt: amountText(row.current_debt),
    monthly_amount: amountText(row.monthly_amount),
    payment_date: isoDate(row.payment_date),
    next_payment_date: isoDate(row.next_payment_date),
    overdue_amount: amountText(row.overdue_amount),
    overdue_days: row.overdue_days,
    is_closed: row.is_closed,
    closed_reason: row.closed_reason as DebtClosedReason | null,
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    sms_status: row.sms_status as SmsStatus | null,
    sms_sent_date: isoDate(row.sms_sent_date),
    created_at: row.created_at.toISOString(),
    responsible: row.responsible_id === null ? null : { id: row.responsible_id, full_name: row.responsible_name ?? '' },
    penalty_rate: row.penalty_rate.toFixed(4),
    penalty_cap_percent: amountText(row.penalty_cap_percent),
    promised_date: isoDate(row.promised_date),
    promised_amount: amountText(row.promised_amount),
    promise_broken: row.promise_broken,
    penalty_accrued: amountText(row.penalty_accrued),
    penalty_waived: amountText(row.penalty_waived),
    penalty_paid: amountText(row.penalty_paid),
    penalty_amount: amountText(row.penalty_amount),
    instalments: instalments.map(toInstalment),
  };
}

export function toDebtTotal(row: { currency_id: number; currency_code: string; current_debt: Decimal; overdue_amount: Decimal; penalty_amount: Decimal }): DebtTotal {
  return {
    currency: row.currency_id,
    currency_code: row.currency_code,
    current_debt: amountText(row.current_debt),
    overdue_amount: amountText(row.overdue_amount),
    penalty_amount: amountText(row.penalty_amount),
  };
}
