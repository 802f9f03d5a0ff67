import { ErrorCode, RoomError } from '@mijozlar/shared';
import type { PendingFieldError } from '../../common/errors/api-error';

/** A room as it would be after the write (current values merged with the request). */
export interface RoomState {
  floor: number;
  entrance: number;
  area: string;
  status_code: string;
  client: number | null;
  lid: number | null;
  booking_end_date: string | null;
}

/**
 * The room's business rules, pure: the floor and entrance lie inside the building; the area is
 * positive; a client and a lead are never both set; booked needs a booker and a last day that has
 * not passed (today, Asia/Tashkent, counts); sold needs a buyer. Free and closed rooms carry no
 * booker, buyer or booking date: `normaliseRoom` clears them.
 */
export function checkRoom(state: RoomState, building: { floor_count: number; entrance_count: number }, today: string): PendingFieldError[] {
  const errors: PendingFieldError[] = [];
  if (state.floor < 1 || state.floor > building.floor_count) {
    errors.push({ field: 'floor', code: RoomError.FLOOR_OUT_OF_RANGE, params: { max: building.floor_count } });
  }
  if (state.entrance < 1 || state.entrance > building.entrance_count) {
    errors.push({ field: 'entrance', code: RoomError.ENTRANCE_OUT_OF_RANGE, params: { max: building.entrance_count } });
  }
  if (!/[1-9]/.test(state.area)) errors.push({ field: 'area', code: ErrorCode.INVALID });
  if (state.client !== null && state.lid !== null) errors.push({ field: 'client', code: ErrorCode.CLIENT_OR_LID });
  if (state.status_code === 'booked') {
    if (!state.booking_end_date) errors.push({ field: 'booking_end_date', code: ErrorCode.REQUIRED });
    else if (state.booking_end_date < today) errors.push({ field: 'booking_end_date', code: RoomError.BOOKING_DATE_PAST });
  }
  if ((state.status_code === 'booked' || state.status_code === 'sold') && state.client === null && state.lid === null) {
    errors.push({ field: 'client', code: RoomError.BUYER_REQUIRED });
  }
  return errors;
}

/** Free and closed rooms have no booker or buyer; only booked rooms keep a booking date. */
export function normaliseRoom<T extends RoomState>(state: T): T {
  if (state.status_code === 'free' || state.status_code === 'closed') return { ...state, client: null, lid: null, booking_end_date: null };
  if (state.status_code === 'sold') return { ...state, booking_end_date: null };
  return state;
}

/**
 * Whether the write would take a room that is held for someone else: the room is booked (and the
 * booking has not expired: its last day is today or later, Asia/Tashkent) or sold, and the new
 * state books or sells it for another client or lead. The holder's own changes (a new date,
 * booked → sold) and a cancellation (→ free) are not.
 */
export function takesSomeoneElses(
  current: { status_id: number; client_id: number | null; lid_id: number | null; booking_end_date: Date | null; status: { code: string } },
  next: { status_code: string; client: number | null; lid: number | null },
  today: string,
): boolean {
  if (next.status_code !== 'booked' && next.status_code !== 'sold') return false;
  const expired = current.status.code === 'booked' && current.booking_end_date !== null && current.booking_end_date.toISOString().slice(0, 10) < today;
  const held = (current.status.code === 'booked' && !expired) || current.status.code === 'sold';
  if (!held) return false;
  return next.client !== current.client_id || next.lid !== current.lid_id;
}
