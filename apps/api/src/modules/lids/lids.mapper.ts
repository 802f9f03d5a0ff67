import type { Lid, LidTalk, Locale } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import { Prisma } from '../../generated/prisma/client';
import type { SqlRows } from '../../common/list/paginate';
import type { SqlModel } from '../../common/list/sql-where';
import { isoDateSql, isoTimestampSql, jsonRowsSql, lookupNameSql, lookupSql } from '../../common/list/json-sql';

const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

export const lidInclude = {
  status: { select: { name_uz: true, name_ru: true } },
  region: { select: { name_uz: true, name_ru: true } },
  city: { select: { name_uz: true, name_ru: true } },
  seller: { select: { full_name: true } },
  operator: { select: { full_name: true } },
  source_of_interest: { select: { name_uz: true, name_ru: true } },
} as const satisfies Prisma.LidInclude;

export type LidRow = Prisma.LidGetPayload<{ include: typeof lidInclude }>;

export function toLid(row: LidRow, locale: Locale): Lid {
  return {
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    phone_number: row.phone_number,
    status: row.status_id,
    status_name: localName(row.status, locale),
    region: row.region_id,
    region_name: row.region ? localName(row.region, locale) : null,
    city: row.city_id,
    city_name: row.city ? localName(row.city, locale) : null,
    seller: row.seller_id,
    seller_name: row.seller?.full_name ?? null,
    operator: row.operator_id,
    operator_name: row.operator?.full_name ?? null,
    note: row.note,
    source_of_interest: row.source_of_interest_id,
    source_name: row.source_of_interest ? localName(row.source_of_interest, locale) : null,
    call_date: isoDate(row.call_date),
    next_call_date: isoDate(row.next_call_date),
    archived: row.archived,
    converted_client: row.converted_client_id,
    created_at: row.created_at.toISOString(),
  };
}

/** A lead as the audit trail records it: toLid() without the names that only translate an id. */
export function lidShape(row: LidRow) {
  const { status_name: _s, region_name: _r, city_name: _c, seller_name: _se, operator_name: _o, source_name: _so, ...lid } = toLid(row, 'uz');
  return lid;
}

export const lidTalkInclude = { created_by: { select: { full_name: true } } } as const satisfies Prisma.LidTalkInclude;
export type LidTalkRow = Prisma.LidTalkGetPayload<{ include: typeof lidTalkInclude }>;

export function toLidTalk(row: LidTalkRow): LidTalk {
  return {
    id: row.id,
    lid: row.lid_id,
    talk_date: row.talk_date.toISOString(),
    result: row.result,
    created_by: row.created_by_id,
    created_by_name: row.created_by?.full_name ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The columns the lead list filters and orders by (the SQL list path). */
export const lidSqlModel: SqlModel = {
  table: 'lid',
  columns: {
    id: 'int', name: 'text', phone_number: 'text', search_key: 'text', status_id: 'int', archived: 'bool', region_id: 'int',
    city_id: 'int', seller_id: 'int', operator_id: 'int', source_of_interest_id: 'int', converted_client_id: 'int',
    call_date: 'date', next_call_date: 'date', created_at: 'timestamptz',
  },
};

/** The lead list's rows as PostgreSQL writes them (paginateSql): the fields, values and order of toLid(). */
export function lidRows(locale: Locale): SqlRows {
  return {
    model: lidSqlModel,
    json: (ids) =>
      jsonRowsSql(
        ids,
        Prisma.sql`
          JOIN lid l ON l.id = p.id`,
        Prisma.sql`
          l.id, l.name, l.company_name, l.phone_number, l.status_id AS status, ${lookupNameSql('lid_status', 'l.status_id', locale)} AS status_name,
          l.region_id AS region, ${lookupNameSql('region', 'l.region_id', locale)} AS region_name,
          l.city_id AS city, ${lookupNameSql('city', 'l.city_id', locale)} AS city_name,
          l.seller_id AS seller, ${lookupSql('"user"', 'u', 'l.seller_id', 'u.full_name')} AS seller_name,
          l.operator_id AS operator, ${lookupSql('"user"', 'u', 'l.operator_id', 'u.full_name')} AS operator_name,
          l.note, l.source_of_interest_id AS source_of_interest, ${lookupNameSql('lid_source', 'l.source_of_interest_id', locale)} AS source_name,
          ${isoDateSql('l.call_date')} AS call_date, ${isoDateSql('l.next_call_date')} AS next_call_date, l.archived,
          l.converted_client_id AS converted_client, ${isoTimestampSql('l.created_at')} AS created_at`,
      ),
  };
}
