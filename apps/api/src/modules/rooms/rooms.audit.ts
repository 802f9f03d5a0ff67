import type { Prisma } from '../../generated/prisma/client';
import { isoDate } from './rooms.mapper';

/** The room's own columns, as a write returns them (create, createManyAndReturn, findMany). */
export interface RoomScalars {
  building_id: number;
  block_id: number | null;
  number: string;
  floor: number;
  entrance: number;
  area: Prisma.Decimal;
  rooms_count: number | null;
  status_id: number;
  price: Prisma.Decimal;
  currency_id: number;
  description: string | null;
  client_id: number | null;
  lid_id: number | null;
  booking_end_date: Date | null;
  photo_id: number | null;
  is_resold: boolean;
}

/**
 * The audit trail's view of a room: the fields of the API's room (toRoom) that hold values and ids,
 * with the same names and formats; the names beside ids, price_per_m2 (derived) and the sales
 * list (entries of their own) left out. Built from the row, so an import needs no extra read.
 */
export function roomAuditOfRow(r: RoomScalars) {
  return {
    building: r.building_id,
    block: r.block_id,
    number: r.number,
    floor: r.floor,
    entrance: r.entrance,
    area: r.area.toFixed(2),
    rooms_count: r.rooms_count,
    status: r.status_id,
    price: r.price.toFixed(2),
    currency: r.currency_id,
    description: r.description,
    client: r.client_id,
    lid: r.lid_id,
    booking_end_date: isoDate(r.booking_end_date),
    photo: r.photo_id,
    is_resold: r.is_resold,
  };
}

/** "Navroʻz Residence · 45": a room as people name it. */
export const roomLabel = (building: string, number: string) => `${building} · ${number}`;
