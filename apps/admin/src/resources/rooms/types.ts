/** Reference data: /api/room-status/ (free, booked, sold, closed) and /api/currency/ (1 UZS, 2 USD). */
export interface RoomStatus {
  id: number;
  code: string;
  name: string;
}

export interface Currency {
  id: number;
  code: string;
  name: string;
  symbol?: string;
}

export interface UploadedImage {
  id: number;
  url: string;
  image_type?: string;
}

/**
 * A room as GET /api/room/ and /api/room/{id}/ answer it, and one of its sales (`sales_list`, the
 * sale's status code; its currency is an id, the room's code when they match). Money and area are
 * decimal strings. Written once in packages/shared.
 */
export type { Room, RoomSale } from '@mijozlar/shared';

/** What POST /api/room/?building= and PUT /api/room/{id}/ accept. */
export interface RoomPayload {
  building: number;
  block: number | null;
  number: string;
  floor: number;
  entrance: number;
  area: string;
  rooms_count: number | null;
  status: number;
  price: string;
  currency: number;
  description: string | null;
  client: number | null;
  lid: number | null;
  booking_end_date: string | null;
  photo: number | null;
}

/** A room inside a cell of GET /api/building/{id}/grid/. */
export interface GridRoom {
  id: number;
  number: string;
  area: string;
  rooms_count: number | null;
  price: string;
  price_per_m2: string | null;
  currency: number;
  currency_code: string;
  status: number;
  status_code: string;
}

export interface GridCell {
  floor: number;
  entrance: number;
  rooms: GridRoom[];
}

export interface GridTotal {
  status_code: string;
  status_name: string;
  count: number;
  area: string;
  value: Record<string, string>;
}

/** GET /api/building/{id}/grid/: entrances as columns, floors top-down. */
export interface RoomGrid {
  building: number | { id: number; name: string };
  entrances: number[];
  floors: number[];
  cells: GridCell[];
  totals: GridTotal[];
}

/** The filters of the grid and the room list that the screen keeps in its URL. */
export interface RoomFilters {
  status?: string;
  rooms_count?: string;
  area_range_min?: string;
  area_range_max?: string;
  entrance?: string;
  floor?: string;
  number?: string;
  block?: string;
}

/** A mini-list item: /api/client/mini-list/ and /api/lid/mini-list/. */
export interface PersonOption {
  id: number;
  name: string;
  phone_number?: string | null;
}
