import { type ApiErrorCode, ErrorCode, ImportError, RoomError } from '@mijozlar/shared';
import { Decimal, round2 } from '../../common/money/money';
import type { PendingFieldError } from '../../common/errors/api-error';
import type { SheetRow } from '../../common/xlsx';
import { allowedParams, namesOf, normaliseHeader } from '../../common/xlsx';
import { REQUIRED_ROOM_COLUMNS } from './rooms-xlsx.columns';

/** A row ready to be written. */
export interface ImportedRoom {
  row: number;
  number: string;
  floor: number;
  entrance: number;
  area: string;
  rooms_count: number | null;
  price: string;
  currency_id: number;
  status_id: number;
  block: string | null;
  description: string | null;
}

export interface ImportContext {
  building: { floor_count: number; entrance_count: number };
  /** Room numbers the building already has. */
  existingNumbers: Set<string>;
  /** Room statuses by code, uz name and ru name (any case). */
  statuses: { id: number; code: string; name_uz: string; name_ru: string }[];
  currencies: { id: number; code: string }[];
  defaultCurrencyId: number;
  freeStatusId: number;
}

/** Statuses an import may set: a booking or a sale needs a booker or buyer, which a sheet does not carry. */
export const IMPORTABLE_STATUSES = ['free', 'closed'];

/** "85 000,5" → "85000.50"; null when not a non-negative number. Rounds half up to cents. */
export function parseDecimal(text: string, maxIntDigits: number): string | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const value = round2(new Decimal(clean));
  if (value.trunc().toFixed(0).length > maxIntDigits) return null;
  return value.toFixed(2);
}

export function parseInteger(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '');
  if (!/^-?\d+(\.0+)?$/.test(clean)) return null;
  const n = Number.parseInt(clean, 10);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Validates every row of a rooms sheet (pure). Each problem is reported with its spreadsheet row
 * number and column key; nothing is written unless the list of errors is empty.
 */
export function validateRoomRows(rows: SheetRow[], present: string[], ctx: ImportContext): { rooms: ImportedRoom[]; errors: PendingFieldError[] } {
  const errors: PendingFieldError[] = [];
  for (const key of REQUIRED_ROOM_COLUMNS) {
    if (!present.includes(key)) errors.push({ row: 1, field: key, code: ImportError.MISSING_COLUMN });
  }
  if (errors.length) return { rooms: [], errors };

  // What an error names as allowed: the codes of the currencies, the importable statuses in the request's language.
  const currencyAllowed = allowedParams(ctx.currencies.map((c) => c.code));
  const statusAllowed = allowedParams(ctx.statuses.filter((s) => IMPORTABLE_STATUSES.includes(s.code)).map(namesOf));
  const statusByName = new Map<string, { id: number; code: string }>();
  for (const s of ctx.statuses) for (const n of [s.code, s.name_uz, s.name_ru]) statusByName.set(normaliseHeader(n), s);
  const currencyByCode = new Map(ctx.currencies.map((c) => [c.code.toUpperCase(), c.id]));
  const seen = new Map<string, number>();
  const rooms: ImportedRoom[] = [];

  for (const { row, values: v } of rows) {
    const err = (field: string, code: ApiErrorCode, params?: Record<string, string | number>) => errors.push({ row, field, code, params });
    const before = errors.length;

    const number = v.number?.trim() ?? '';
    if (!number) err('number', ErrorCode.REQUIRED);
    else if (number.length > 20) err('number', ErrorCode.TOO_LONG, { max: 20 });
    else if (seen.has(number.toLowerCase())) err('number', ImportError.DUPLICATE);
    else if (ctx.existingNumbers.has(number.toLowerCase())) err('number', ErrorCode.UNIQUE);
    if (number) seen.set(number.toLowerCase(), row);

    const floor = v.floor === null ? null : parseInteger(v.floor);
    if (v.floor === null) err('floor', ErrorCode.REQUIRED);
    else if (floor === null) err('floor', ErrorCode.INVALID);
    else if (floor < 1 || floor > ctx.building.floor_count) err('floor', RoomError.FLOOR_OUT_OF_RANGE, { max: ctx.building.floor_count });

    const entrance = v.entrance === null ? null : parseInteger(v.entrance);
    if (v.entrance === null) err('entrance', ErrorCode.REQUIRED);
    else if (entrance === null) err('entrance', ErrorCode.INVALID);
    else if (entrance < 1 || entrance > ctx.building.entrance_count) err('entrance', RoomError.ENTRANCE_OUT_OF_RANGE, { max: ctx.building.entrance_count });

    const area = v.area === null ? null : parseDecimal(v.area, 8);
    if (v.area === null) err('area', ErrorCode.REQUIRED);
    else if (area === null || area === '0.00') err('area', ErrorCode.INVALID);

    let roomsCount: number | null = null;
    if (v.rooms_count !== null) {
      roomsCount = parseInteger(v.rooms_count);
      if (roomsCount === null || roomsCount < 0 || roomsCount > 50) err('rooms_count', ErrorCode.INVALID);
    }

    const price = v.price === null ? null : parseDecimal(v.price, 18);
    if (v.price === null) err('price', ErrorCode.REQUIRED);
    else if (price === null) err('price', ErrorCode.INVALID);

    let currencyId = ctx.defaultCurrencyId;
    if (v.currency !== null) {
      const id = currencyByCode.get(v.currency.trim().toUpperCase());
      if (id === undefined) err('currency', ImportError.NOT_IN_LIST, currencyAllowed);
      else currencyId = id;
    }

    let statusId = ctx.freeStatusId;
    if (v.status !== null) {
      const status = statusByName.get(normaliseHeader(v.status));
      if (!status) err('status', ImportError.NOT_IN_LIST, statusAllowed);
      else if (!IMPORTABLE_STATUSES.includes(status.code)) err('status', ImportError.STATUS_NOT_ALLOWED, statusAllowed);
      else statusId = status.id;
    }

    const block = v.block?.trim() || null;
    if (block && block.length > 100) err('block', ErrorCode.TOO_LONG, { max: 100 });
    const description = v.description?.trim() || null;
    if (description && description.length > 2000) err('description', ErrorCode.TOO_LONG, { max: 2000 });

    if (errors.length === before) {
      rooms.push({
        row,
        number,
        floor: floor!,
        entrance: entrance!,
        area: area!,
        rooms_count: roomsCount,
        price: price!,
        currency_id: currencyId,
        status_id: statusId,
        block,
        description,
      });
    }
  }
  return { rooms, errors };
}
