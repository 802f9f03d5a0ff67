import type { Sale } from '@mijozlar/shared';
import type { ScheduleLine } from './sales-schedule';
import { amountText } from '../../common/money/money';
import { SaleRow, toSale } from './sales.mapper';

/** Fields of a sale's answer that only repeat or translate another field (names beside ids, the schedule's alias). */
const DISPLAY = new Set(['room_number', 'floor', 'building', 'wallet_currency', 'months', 'monthly_amount']);

/**
 * A sale as its audit entries record it: the API's answer without the display fields (`*_name`,
 * `*_phone`, `currency_code`, the room's number beside its id...), so that changes hold ids and values.
 */
export function saleForAudit(row: SaleRow): Partial<Sale> {
  const shown = toSale(row, 'uz') as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(shown).filter(([key]) => !DISPLAY.has(key) && !/_(name|phone|code)$/.test(key))) as Partial<Sale>;
}

/**
 * How a person finds a sale among entries: its number, the room and the buyer ("#12 · Nur, 45 ·
 * Aliyev Vali"); its debt the same way with the debt's number.
 */
export function saleLabel(row: Pick<SaleRow, 'id' | 'room' | 'client' | 'lid'>): string {
  const buyer = row.client?.name ?? row.lid?.name;
  return [`#${row.id}`, `${row.room.building.name}, ${row.room.number}`, buyer].filter(Boolean).join(' · ');
}

/** The debt a confirmed sale creates, as its creation entry records it (the instalment plan included). */
export function debtForAudit(
  sale: Pick<SaleRow, 'id' | 'room_id' | 'currency_id' | 'debt_type_id' | 'credit_period_id' | 'debt_amount'>,
  client: number,
  lines: ScheduleLine[],
) {
  return {
    client,
    room: sale.room_id,
    sale: sale.id,
    currency: sale.currency_id,
    debt_type: sale.debt_type_id,
    credit_period: sale.credit_period_id,
    all_debt: amountText(sale.debt_amount),
    current_debt: amountText(sale.debt_amount),
    monthly_amount: amountText(lines[0].amount),
    payment_date: lines[0].paymentDate,
    is_closed: false,
    instalments: lines.map((l) => ({ month: l.month, amount: amountText(l.amount), paymentDate: l.paymentDate })),
  };
}
