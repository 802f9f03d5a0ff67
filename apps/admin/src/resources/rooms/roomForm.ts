import { required, type Validator } from 'react-admin';
import type { RoomPayload, RoomStatus } from './types';
import { toId as idOrNull } from '../../format/id';

/** The statuses whose form shows the booker or the buyer (document 1, section 4). */
export const BOOKED = 'booked';
export const SOLD = 'sold';

export const CLIENT_OR_LID_ERROR = 'resources.rooms.validation.clientOrLidError';

const DECIMAL_INPUT = /^\d+(?:[.,]\d{1,2})?$/;

/** "65,4" -> "65.4"; money and areas stay strings (never floats). */
export function normaliseDecimal(value: unknown): string {
  return String(value ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
}

/** An amount or an area: digits with up to two decimals, above zero unless `allowZero`. */
export const decimal =
  (allowZero = false): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const text = normaliseDecimal(value);
    if (!DECIMAL_INPUT.test(text)) return 'resources.rooms.validation.decimal';
    if (!allowZero && /^0+(?:\.0*)?$/.test(text)) return 'resources.rooms.validation.positive';
    return undefined;
  };

export const integer =
  (min?: number): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isInteger(number)) return 'resources.rooms.validation.integer';
    if (min !== undefined && number < min) return 'resources.rooms.validation.positive_integer';
    return undefined;
  };

const isRequired = required('app.validation.required');

export const roomValidators = {
  building: [isRequired],
  number: [isRequired],
  floor: [isRequired, integer()],
  entrance: [isRequired, integer(1)],
  area: [isRequired, decimal()],
  rooms_count: [integer(1)],
  status: [isRequired],
  price: [isRequired, decimal(true)],
  currency: [isRequired],
};

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * Record-level rules of the room form: a client and a lead are never both chosen (the spec's
 * clientOrLidError); a booked room needs its booking end date.
 */
export function validateRoom(values: Record<string, unknown>, statusCode: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const dealStatus = statusCode === BOOKED || statusCode === SOLD;
  if (dealStatus && present(values.client) && present(values.lid)) {
    errors.client = CLIENT_OR_LID_ERROR;
    errors.lid = CLIENT_OR_LID_ERROR;
  }
  if (statusCode === BOOKED && !present(values.booking_end_date)) errors.booking_end_date = 'app.validation.required';
  return errors;
}

export function statusCodeOf(statuses: readonly RoomStatus[], status: unknown): string | undefined {
  if (!present(status)) return undefined;
  return statuses.find((item) => String(item.id) === String(status) || item.code === status)?.code;
}

/**
 * The form's values -> the body of POST /api/room/ and PUT /api/room/{id}/. Only writable fields
 * are sent; the booker or buyer and the booking date go only with the statuses that have them.
 */
export function toRoomPayload(values: Record<string, unknown>, statusCode: string | undefined): RoomPayload {
  const dealStatus = statusCode === BOOKED || statusCode === SOLD;
  const description = typeof values.description === 'string' ? values.description.trim() : '';
  return {
    building: Number(values.building),
    block: idOrNull(values.block),
    number: String(values.number ?? '').trim(),
    floor: Number(values.floor),
    entrance: Number(values.entrance),
    area: normaliseDecimal(values.area),
    rooms_count: present(values.rooms_count) ? Number(values.rooms_count) : null,
    status: Number(values.status),
    price: normaliseDecimal(values.price),
    currency: Number(values.currency),
    description: description || null,
    client: dealStatus ? idOrNull(values.client) : null,
    lid: dealStatus ? idOrNull(values.lid) : null,
    booking_end_date: statusCode === BOOKED && typeof values.booking_end_date === 'string' && values.booking_end_date ? values.booking_end_date : null,
    photo: idOrNull(values.photo),
  };
}
