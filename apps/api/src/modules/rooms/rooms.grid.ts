import type { Locale } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { localName } from '../../common/i18n/locale';
import { pricePerM2 } from './rooms.mapper';

type Decimal = Prisma.Decimal;

export interface GridRoomRow {
  id: number;
  number: string;
  floor: number;
  entrance: number;
  area: Decimal;
  rooms_count: number | null;
  price: Decimal;
  currency_id: number;
  status_id: number;
}

export interface GridInput {
  building: { id: number; name: string; floor_count: number; entrance_count: number };
  rooms: GridRoomRow[];
  statuses: { id: number; code: string; name_uz: string; name_ru: string }[];
  currencies: { id: number; code: string }[];
}

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The chessboard of a building: entrances left to right, floors top to bottom, the rooms of each
 * (floor, entrance) ordered by number, and per-status totals (count, area, value per currency) as
 * Decimal sums. Pure: the rooms come from one query.
 */
export function assembleGrid(input: GridInput, locale: Locale) {
  const { building, rooms, statuses, currencies } = input;
  const currencyCode = new Map(currencies.map((c) => [c.id, c.code]));
  const statusCode = new Map(statuses.map((s) => [s.id, s.code]));
  const maxFloor = Math.max(building.floor_count, ...rooms.map((r) => r.floor));
  const maxEntrance = Math.max(building.entrance_count, ...rooms.map((r) => r.entrance));

  const cells = new Map<string, { floor: number; entrance: number; rooms: ReturnType<typeof gridRoom>[] }>();
  const gridRoom = (r: GridRoomRow) => ({
    id: r.id,
    number: r.number,
    area: r.area.toFixed(2),
    rooms_count: r.rooms_count,
    price: r.price.toFixed(2),
    price_per_m2: pricePerM2(r.price, r.area),
    currency: r.currency_id,
    currency_code: currencyCode.get(r.currency_id) ?? null,
    status: r.status_id,
    status_code: statusCode.get(r.status_id) ?? null,
  });

  const zero = new Prisma.Decimal(0);
  const totals = new Map(
    statuses.map((s) => [
      s.id,
      { count: 0, area: zero, value: new Map<string, Decimal>(currencies.map((c) => [c.code, zero])) },
    ]),
  );

  for (const r of rooms) {
    const key = `${r.floor}:${r.entrance}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { floor: r.floor, entrance: r.entrance, rooms: [] }));
    cell.rooms.push(gridRoom(r));
    const t = totals.get(r.status_id);
    if (t) {
      t.count += 1;
      t.area = t.area.plus(r.area);
      const code = currencyCode.get(r.currency_id);
      if (code) t.value.set(code, (t.value.get(code) ?? zero).plus(r.price));
    }
  }
  for (const cell of cells.values()) cell.rooms.sort((a, b) => byNumber(a.number, b.number));

  return {
    building: { id: building.id, name: building.name, floor_count: building.floor_count, entrance_count: building.entrance_count },
    entrances: Array.from({ length: maxEntrance }, (_, i) => i + 1),
    floors: Array.from({ length: maxFloor }, (_, i) => maxFloor - i),
    cells: [...cells.values()].sort((a, b) => b.floor - a.floor || a.entrance - b.entrance),
    totals: statuses.map((s) => {
      const t = totals.get(s.id)!;
      return {
        status: s.id,
        status_code: s.code,
        status_name: localName(s, locale),
        count: t.count,
        area: t.area.toFixed(2),
        value: Object.fromEntries([...t.value].map(([code, sum]) => [code, sum.toFixed(2)])),
      };
    }),
  };
}
