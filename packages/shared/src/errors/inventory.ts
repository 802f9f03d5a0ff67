import type { CodeOf } from './code';

/** Buildings. */
export const BuildingError = {
  HAS_SALES: 'building.has_sales',
  ROOMS_OUTSIDE: 'building.rooms_outside',
} as const;

/** Rooms (flats) and their status. */
export const RoomError = {
  FLOOR_OUT_OF_RANGE: 'room.floor_out_of_range',
  ENTRANCE_OUT_OF_RANGE: 'room.entrance_out_of_range',
  BOOKING_DATE_PAST: 'room.booking_date_past',
  BUYER_REQUIRED: 'room.buyer_required',
  HAS_SALES: 'room.has_sales',
  SALE_ACTIVE: 'room.sale_active',
  NOT_FREE: 'room.not_free',
} as const;

/** Image uploads. */
export const UploadError = {
  TYPE: 'upload.type',
  TOO_MANY: 'upload.too_many',
} as const;

export type InventoryErrorCode = CodeOf<typeof BuildingError> | CodeOf<typeof RoomError> | CodeOf<typeof UploadError>;
