import type { PaymentReport } from '@mijozlar/shared';
import { amountText, rateText } from '../../common/money/money';
import type { Prisma } from '../../generated/prisma/client';

export const paymentReportInclude = {
  client: { select: { name: true } },
  wallet: { select: { name: true, currency_id: true } },
  currency: { select: { code: true } },
  client_debt: { select: { currency_id: true, currency: { select: { code: true } } } },
  wallet_operation: { select: { amount: true } },
  executor: { select: { id: true, full_name: true } },
  allocations: {
    select: { amount: true, debt_instalment: { select: { id: true, month: true } } },
    orderBy: { debt_instalment: { month: 'asc' } },
  },
} as const satisfies Prisma.PaymentReportInclude;

export type PaymentReportRow = Prisma.PaymentReportGetPayload<{ include: typeof paymentReportInclude }>;

/**
 * The Payment report shape: `amount` in `currency`, `applied_amount` what it paid off in the debt's
 * currency, `wallet_amount` what the wallet received (its live operation), and the allocations to
 * instalments, oldest first.
 */
export function toPaymentReport(row: PaymentReportRow): PaymentReport {
  return {
    id: row.id,
    client: row.client_id,
    client_name: row.client.name,
    client_debt: row.client_debt_id,
    debt_currency: row.client_debt.currency_id,
    debt_currency_code: row.client_debt.currency.code,
    wallet: row.wallet_id,
    wallet_name: row.wallet.name,
    wallet_currency: row.wallet.currency_id,
    wallet_amount: row.wallet_operation ? amountText(row.wallet_operation.amount) : null,
    wallet_operation: row.wallet_operation_id,
    amount: amountText(row.amount),
    currency: row.currency_id,
    currency_code: row.currency.code,
    exchange_rate: rateText(row.exchange_rate),
    applied_amount: amountText(row.applied_amount),
    penalty: row.penalty,
    method: row.method_id,
    description: row.description,
    payment_date: row.payment_date.toISOString().slice(0, 10),
    executor: { id: row.executor.id, full_name: row.executor.full_name },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    allocations: row.allocations.map((a) => ({ instalment: a.debt_instalment.id, month: a.debt_instalment.month, amount: amountText(a.amount) })),
  };
}

/** A payment as its audit entries record it: the answer without the names and codes beside ids. */
export function paymentReportForAudit(row: PaymentReportRow) {
  const { client_name: _c, wallet_name: _w, currency_code: _cc, debt_currency_code: _dc, ...shown } = toPaymentReport(row);
  return shown;
}

/** How a person finds a payment among entries: "#7 · 1500.00 UZS · Aliyev Vali". */
export function paymentReportLabel(row: PaymentReportRow): string {
  return `#${row.id} · ${amountText(row.amount)} ${row.currency.code} · ${row.client.name}`;
}
