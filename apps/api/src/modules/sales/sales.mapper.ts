import type { Locale, Sale } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { localName } from '../../common/i18n/locale';
import { amountText, rateText } from '../../common/money/money';
import { scheduleOf } from './sales-schedule';

const named = { select: { id: true, name_uz: true, name_ru: true } } as const;
const person = { select: { id: true, full_name: true } } as const;

/** Everything a sale's answer shows, in one query (lists use it too: no N+1). */
export const saleInclude = {
  room: { select: { id: true, number: true, floor: true, building_id: true, building: { select: { name: true } } } },
  client: { select: { id: true, name: true, phone_number: true } },
  lid: { select: { id: true, name: true, phone_number: true } },
  wallet: { select: { id: true, name: true, currency_id: true } },
  currency: { select: { code: true } },
  debt_type: named,
  credit_period: { select: { id: true, months: true, name_uz: true, name_ru: true } },
  method: named,
  seller: person,
  created_by: person,
  approved_by: person,
  declined_by: person,
  client_debt: { select: { id: true } },
} satisfies Prisma.SaleInclude;

export type SaleRow = Prisma.SaleGetPayload<{ include: typeof saleInclude }>;

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/**
 * A sale as the API answers it. `schedule` is the instalment plan [{month, paymentDate, amount}];
 * `monthly_amount` carries the same list under the spec's name.
 */
export function toSale(row: SaleRow, locale: Locale): Sale {
  const schedule = scheduleOf(row).map((l) => ({ month: l.month, paymentDate: l.paymentDate, amount: amountText(l.amount) }));
  return {
    id: row.id,
    room: row.room_id,
    room_number: row.room.number,
    floor: row.room.floor,
    building: row.room.building_id,
    building_name: row.room.building.name,
    client: row.client_id,
    client_name: row.client?.name ?? null,
    client_phone: row.client?.phone_number ?? null,
    lid: row.lid_id,
    lid_name: row.lid?.name ?? null,
    lid_phone: row.lid?.phone_number ?? null,
    wallet: row.wallet_id,
    wallet_name: row.wallet.name,
    wallet_currency: row.wallet.currency_id,
    currency: row.currency_id,
    currency_code: row.currency.code,
    sold_amount: amountText(row.sold_amount),
    paid_amount: amountText(row.paid_amount),
    debt_amount: amountText(row.debt_amount),
    debt_type: row.debt_type_id,
    debt_type_name: row.debt_type ? localName(row.debt_type, locale) : null,
    credit_period: row.credit_period_id,
    credit_period_name: row.credit_period ? localName(row.credit_period, locale) : null,
    months: row.credit_period?.months ?? null,
    payment_date: day(row.payment_date),
    schedule,
    monthly_amount: schedule,
    method: row.method_id,
    method_name: row.method ? localName(row.method, locale) : null,
    exchange_rate: rateText(row.exchange_rate),
    seller: row.seller_id,
    seller_name: row.seller?.full_name ?? null,
    comment: row.comment,
    status: row.status,
    client_debt: row.client_debt?.id ?? null,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_id,
    created_by_name: row.created_by.full_name,
    approved_at: row.approved_at?.toISOString() ?? null,
    approved_by: row.approved_by_id,
    approved_by_name: row.approved_by?.full_name ?? null,
    declined_at: row.declined_at?.toISOString() ?? null,
    declined_by: row.declined_by_id,
    declined_by_name: row.declined_by?.full_name ?? null,
    contract_number: row.contract_number,
    contract_date: day(row.contract_date),
  };
}
