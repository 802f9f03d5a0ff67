import type { SALE_STATUSES } from '../constants';
import type { DateString, DateTimeString, DecimalString, UploadedImage } from './common';

// Buildings and rooms.

/** GET /api/building/, /api/building/{id}/. */
export interface Building {
  id: number;
  name: string;
  floor_count: number;
  /** The planned number of rooms; rooms_total is how many exist. */
  room_count: number;
  entrance_count: number;
  address: string | null;
  photos: UploadedImage[];
  blocks: { id: number; name: string }[];
  rooms_total: number;
  created_at: DateTimeString;
}

/** GET /api/building-blocks/. */
export interface BuildingBlock {
  id: number;
  building: number;
  building_name: string;
  name: string;
}

/** GET /api/building-groups/. */
export interface BuildingGroup {
  id: number;
  name: string;
  buildings: number[];
  building_names: string[];
}

export type SaleStatus = (typeof SALE_STATUSES)[number];

/** One sale of a room (newest first) in the room's `sales_list`. */
export interface RoomSale {
  id: number;
  status: SaleStatus;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  sold_amount: DecimalString;
  currency: number;
  created_at: DateTimeString;
}

/** GET /api/room/, /api/room/{id}/ (the list's rows are the same fields, written by PostgreSQL). */
export interface Room {
  id: number;
  building: number;
  building_name: string;
  block: number | null;
  block_name: string | null;
  number: string;
  floor: number;
  entrance: number;
  area: DecimalString;
  rooms_count: number | null;
  status: number;
  status_code: string;
  status_name: string;
  price: DecimalString;
  currency: number;
  currency_code: string;
  price_per_m2: DecimalString | null;
  description: string | null;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  booking_end_date: DateString | null;
  photo: UploadedImage | null;
  is_resold: boolean;
  sales_list: RoomSale[];
}
