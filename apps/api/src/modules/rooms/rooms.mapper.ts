import type { Locale } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { localName } from '../../common/i18n/locale';
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
    status: string;
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
  return price.div(area).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP).toFixed(2);
}

export const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function toRoom(row: RoomRow, locale: Locale) {
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
