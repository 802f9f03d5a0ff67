import type { Client, Locale, MiniPerson } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import { Prisma } from '../../generated/prisma/client';
import type { SqlRows } from '../../common/list/paginate';
import type { SqlModel } from '../../common/list/sql-where';
import { isoDateSql, isoTimestampSql, jsonRowsSql, lookupNameSql } from '../../common/list/json-sql';

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

export function toClient(row: ClientRow, locale: Locale, lastSms: LastSms | null = null): Client {
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
    address: row.address,
    passport_series: row.passport_series,
    passport_number: row.passport_number,
    passport_issued_by: row.passport_issued_by,
    passport_issued_date: isoDate(row.passport_issued_date),
    pinfl: row.pinfl,
    birth_date: isoDate(row.birth_date),
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

export const toMiniClient = (row: { id: number; name: string; phone_number: string }): MiniPerson => ({
  id: row.id,
  name: row.name,
  phone_number: row.phone_number,
});

/** The columns the client list filters and orders by (the SQL list path). */
export const clientSqlModel: SqlModel = {
  table: 'client',
  columns: {
    id: 'int', name: 'text', phone_number: 'text', company_name: 'text', search_key: 'text', region_id: 'int', city_id: 'int',
    status_id: 'int', created_at: 'timestamptz',
  },
  lists: { additional_numbers: { model: { table: 'client_phone', columns: { phone_number: 'text' } }, foreignKey: 'client_id' } },
};

/**
 * The client list's rows as PostgreSQL writes them (paginateSql): the same fields, values and
 * order as toClient() with the client's latest SMS (not a recovery code). A test compares every
 * row with GET /api/client/{id}/, which maps in TypeScript.
 */
export function clientRows(locale: Locale): SqlRows {
  return {
    model: clientSqlModel,
    json: (ids) =>
      jsonRowsSql(
        ids,
        Prisma.sql`
          JOIN client c ON c.id = p.id`,
        Prisma.sql`
          c.id, c.name, c.phone_number,
          coalesce((SELECT json_agg(ph.phone_number ORDER BY ph.id) FROM client_phone ph WHERE ph.client_id = c.id), '[]'::json)
            AS additional_numbers,
          c.company_name, c.region_id AS region, ${lookupNameSql('region', 'c.region_id', locale)} AS region_name,
          c.city_id AS city, ${lookupNameSql('city', 'c.city_id', locale)} AS city_name,
          c.status_id AS status, ${lookupNameSql('client_status', 'c.status_id', locale)} AS status_name,
          c.address, c.passport_series, c.passport_number, c.passport_issued_by, ${isoDateSql('c.passport_issued_date')} AS passport_issued_date,
          c.pinfl, ${isoDateSql('c.birth_date')} AS birth_date, ${isoTimestampSql('c.created_at')} AS created_at,
          coalesce((
            SELECT json_agg(dd ORDER BY dd.id)
            FROM (
              SELECT d.id, d.room_id AS room, r.number AS room_number, r.building_id AS building, b.name AS building_name,
                     d.is_closed, d.currency_id AS currency, cu.code AS currency_code, d.all_debt::text AS all_debt,
                     d.current_debt::text AS current_debt, d.monthly_amount::text AS monthly_amount,
                     ${isoDateSql('d.payment_date')} AS payment_date, d.debt_type_id AS debt_type, d.credit_period_id AS credit_period
              FROM client_debt d JOIN room r ON r.id = d.room_id JOIN building b ON b.id = r.building_id
              JOIN currency cu ON cu.id = d.currency_id
              WHERE d.client_id = c.id
            ) dd
          ), '[]'::json) AS client_debts,
          (SELECT json_build_object('status', m.status::text, 'sent_at', ${isoTimestampSql('m.sent_at')})
           FROM sms_message m WHERE m.client_id = c.id AND m.purpose <> 'recovery'
           ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_sms`,
      ),
  };
}
