import type { Locale, Room, SaleStatus } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import type { SqlRows } from '../../common/list/paginate';
import type { SqlModel } from '../../common/list/sql-where';
import { documentUrlSql, isoDateSql, isoTimestampSql, jsonRowsSql, localNameSql } from '../../common/list/json-sql';
import { localName } from '../../common/i18n/locale';
import { round2 } from '../../common/money/money';
import { documentUrl } from '../documents/image-type';

type Decimal = Prisma.Decimal;

export const roomInclude = {
  building: { select: { name: true } },
  block: { select: { name: true } },
  status: { select: { code: true, name_uz: true, name_ru: true } },
  currency: { select: { code: true } },
  client: { select: { name: true } },
  lid: { select: { name: true } },
  photo: { select: { id: true, path: true } },
  sales: {
    orderBy: { id: 'desc' },
    select: {
      id: true,
      status: true,
      client_id: true,
      client: { select: { name: true } },
      lid_id: true,
      lid: { select: { name: true } },
      sold_amount: true,
      currency_id: true,
      created_at: true,
    },
  },
} as const;

export interface RoomRow {
  id: number;
  building_id: number;
  building: { name: string };
  block_id: number | null;
  block: { name: string } | null;
  number: string;
  floor: number;
  entrance: number;
  area: Decimal;
  rooms_count: number | null;
  status_id: number;
  status: { code: string; name_uz: string; name_ru: string };
  price: Decimal;
  currency_id: number;
  currency: { code: string };
  description: string | null;
  client_id: number | null;
  client: { name: string } | null;
  lid_id: number | null;
  lid: { name: string } | null;
  booking_end_date: Date | null;
  photo: { id: number; path: string } | null;
  is_resold: boolean;
  sales: {
    id: number;
    status: SaleStatus;
    client_id: number | null;
    client: { name: string } | null;
    lid_id: number | null;
    lid: { name: string } | null;
    sold_amount: Decimal;
    currency_id: number;
    created_at: Date;
  }[];
}

/** Price of one m², rounded half up to cents; null for a room without area. */
export function pricePerM2(price: Decimal, area: Decimal): string | null {
  if (area.isZero()) return null;
  return round2(price.div(area)).toFixed(2);
}

export const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function toRoom(row: RoomRow, locale: Locale): Room {
  return {
    id: row.id,
    building: row.building_id,
    building_name: row.building.name,
    block: row.block_id,
    block_name: row.block?.name ?? null,
    number: row.number,
    floor: row.floor,
    entrance: row.entrance,
    area: row.area.toFixed(2),
    rooms_count: row.rooms_count,
    status: row.status_id,
    status_code: row.status.code,
    status_name: localName(row.status, locale),
    price: row.price.toFixed(2),
    currency: row.currency_id,
    currency_code: row.currency.code,
    price_per_m2: pricePerM2(row.price, row.area),
    description: row.description,
    client: row.client_id,
    client_name: row.client?.name ?? null,
    lid: row.lid_id,
    lid_name: row.lid?.name ?? null,
    booking_end_date: isoDate(row.booking_end_date),
    photo: row.photo ? { id: row.photo.id, url: documentUrl(row.photo.path) } : null,
    is_resold: row.is_resold,
    sales_list: row.sales.map((s) => ({
      id: s.id,
      status: s.status,
      client: s.client_id,
      client_name: s.client?.name ?? null,
      lid: s.lid_id,
      lid_name: s.lid?.name ?? null,
      sold_amount: s.sold_amount.toFixed(2),
      currency: s.currency_id,
      created_at: s.created_at.toISOString(),
    })),
  };
}

/** The columns and relations the room list filters and orders by (the SQL list path). */
export const roomSqlModel: SqlModel = {
  table: 'room',
  columns: {
    id: 'int', building_id: 'int', block_id: 'int', number: 'text', floor: 'int', entrance: 'int', area: 'numeric',
    rooms_count: 'int', status_id: 'int', price: 'numeric', currency_id: 'int', client_id: 'int', lid_id: 'int',
  },
  relations: {
    client: { model: { table: 'client', columns: { id: 'int', search_key: 'text' } }, foreignKey: 'client_id' },
    lid: { model: { table: 'lid', columns: { id: 'int', search_key: 'text' } }, foreignKey: 'lid_id' },
    status: { model: { table: 'room_status', columns: { id: 'int', code: 'text' } }, foreignKey: 'status_id' },
  },
};

/**
 * The room list's rows as PostgreSQL writes them (paginateSql): the same fields, values and order
 * as toRoom(). Money and area are decimal strings with two places; price_per_m2 is rounded half up
 * like pricePerM2(); timestamps are ISO 8601 UTC with milliseconds as Date.toISOString() writes
 * them. A test compares every row with toRoom()'s answer for the same room.
 */
export function roomRows(locale: Locale): SqlRows {
  return {
    model: roomSqlModel,
    json: (ids) =>
      jsonRowsSql(
        ids,
        Prisma.sql`
          JOIN room r ON r.id = p.id
          JOIN building b ON b.id = r.building_id
          LEFT JOIN building_block bl ON bl.id = r.block_id
          JOIN room_status st ON st.id = r.status_id
          JOIN currency cu ON cu.id = r.currency_id
          LEFT JOIN client c ON c.id = r.client_id
          LEFT JOIN lid l ON l.id = r.lid_id
          LEFT JOIN document d ON d.id = r.photo_id`,
        Prisma.sql`
          r.id, r.building_id AS building, b.name AS building_name, r.block_id AS block, bl.name AS block_name,
          r.number, r.floor, r.entrance, r.area::text AS area, r.rooms_count,
          r.status_id AS status, st.code AS status_code, ${localNameSql('st', locale)} AS status_name,
          r.price::text AS price, r.currency_id AS currency, cu.code AS currency_code,
          CASE WHEN r.area = 0 THEN NULL ELSE round(r.price / r.area, 2)::text END AS price_per_m2,
          r.description, r.client_id AS client, c.name AS client_name, r.lid_id AS lid, l.name AS lid_name,
          ${isoDateSql('r.booking_end_date')} AS booking_end_date,
          CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'url', ${documentUrlSql('d.path')}) END AS photo,
          r.is_resold,
          coalesce((
            SELECT json_agg(s ORDER BY s.id DESC)
            FROM (
              SELECT sa.id, sa.status::text AS status, sa.client_id AS client, sc.name AS client_name, sa.lid_id AS lid,
                     sl.name AS lid_name, sa.sold_amount::text AS sold_amount, sa.currency_id AS currency,
                     ${isoTimestampSql('sa.created_at')} AS created_at
              FROM sale sa LEFT JOIN client sc ON sc.id = sa.client_id LEFT JOIN lid sl ON sl.id = sa.lid_id
              WHERE sa.room_id = r.id
            ) s
          ), '[]'::json) AS sales_list`,
      ),
  };
}
