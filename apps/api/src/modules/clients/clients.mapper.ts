import type { Locale } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import type { Prisma } from '../../generated/prisma/client';

type Named = { name_uz: string; name_ru: string };
const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
const money = (d: Prisma.Decimal | null | undefined) => (d === null || d === undefined ? null : d.toFixed(2));

export const clientInclude = {
  region: { select: { name_uz: true, name_ru: true } },
  city: { select: { name_uz: true, name_ru: true } },
  status: { select: { name_uz: true, name_ru: true } },
  additional_numbers: { select: { phone_number: true }, orderBy: { id: 'asc' } },
  client_debts: {
    select: {
      id: true,
      room_id: true,
      is_closed: true,
      currency_id: true,
      all_debt: true,
      current_debt: true,
      monthly_amount: true,
      payment_date: true,
      debt_type_id: true,
      credit_period_id: true,
      room: { select: { number: true, building_id: true, building: { select: { name: true } } } },
      currency: { select: { code: true } },
    },
    orderBy: { id: 'asc' },
  },
} as const satisfies Prisma.ClientInclude;

export type ClientRow = Prisma.ClientGetPayload<{ include: typeof clientInclude }>;

export interface LastSms {
  status: string;
  sent_at: string | null;
}

export function toClient(row: ClientRow, locale: Locale, lastSms: LastSms | null = null) {
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    additional_numbers: row.additional_numbers.map((p) => p.phone_number),
    company_name: row.company_name,
    region: row.region_id,
    region_name: row.region ? localName(row.region as Named, locale) : null,
    city: row.city_id,
    city_name: row.city ? localName(row.city as Named, locale) : null,
    status: row.status_id,
    status_name: localName(row.status as Named, locale),
    created_at: row.created_at.toISOString(),
    client_debts: row.client_debts.map((d) => ({
      id: d.id,
      room: d.room_id,
      room_number: d.room.number,
      building: d.room.building_id,
      building_name: d.room.building.name,
      is_closed: d.is_closed,
      currency: d.currency_id,
      currency_code: d.currency.code,
      all_debt: money(d.all_debt),
      current_debt: money(d.current_debt),
      monthly_amount: money(d.monthly_amount),
      payment_date: isoDate(d.payment_date),
      debt_type: d.debt_type_id,
      credit_period: d.credit_period_id,
    })),
    last_sms: lastSms,
  };
}

export const toMiniClient = (row: { id: number; name: string; phone_number: string }) => ({
  id: row.id,
  name: row.name,
  phone_number: row.phone_number,
});
