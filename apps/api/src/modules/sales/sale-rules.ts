import { ROOM_STATUS } from '@mijozlar/shared';

/** The locked room row a new sale looks at. */
export interface LockedRoom {
  id: number;
  status_id: number;
  client_id: number | null;
  lid_id: number | null;
  /** YYYY-MM-DD or null. */
  booking_end_date: string | null;
  /** The client the room's booker lead was converted into, if any. */
  lid_converted_client_id: number | null;
}

/** Who buys: a client, or a lead (and the client it was already converted into, if any). */
export interface Buyer {
  client: number | null;
  lid: number | null;
  lid_converted_client_id: number | null;
}

/** How a pending sale holds the room: what to restore on decline, and the booking date to keep. */
export interface RoomHold {
  previous_status_id: number;
  booking_end_date: string | null;
}

/** Is the room booked by this buyer (the same client or lead, or the lead and the client it became)? */
export function bookedByBuyer(room: LockedRoom, buyer: Buyer): boolean {
  if (buyer.client !== null) {
    return room.client_id === buyer.client || (room.lid_id !== null && room.lid_converted_client_id === buyer.client);
  }
  if (buyer.lid !== null) {
    return room.lid_id === buyer.lid || (room.client_id !== null && buyer.lid_converted_client_id === room.client_id);
  }
  return false;
}

/**
 * Whether a new sale may hold the room, and how. A free room, or a booking whose last day has
 * passed (the expiry job has not run yet), is held from free: no booking date while the sale is
 * pending (the expiry job never frees a room held by a pending sale). A room booked for this same
 * buyer keeps its booking as the sale's hold: decline returns it to booked with the same date.
 * Sold, closed, or booked for someone else: null (409 room.not_free).
 */
export function roomHold(room: LockedRoom, buyer: Buyer, today: string): RoomHold | null {
  if (room.status_id === ROOM_STATUS.FREE) return { previous_status_id: ROOM_STATUS.FREE, booking_end_date: null };
  if (room.status_id !== ROOM_STATUS.BOOKED) return null;
  if (room.booking_end_date !== null && room.booking_end_date < today) return { previous_status_id: ROOM_STATUS.FREE, booking_end_date: null };
  if (!bookedByBuyer(room, buyer)) return null;
  return { previous_status_id: ROOM_STATUS.BOOKED, booking_end_date: room.booking_end_date };
}
