import { Param, PipeTransform } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

export const MAX_ID = 2147483647;

/**
 * An id as the API accepts it: a positive 32-bit integer written in canonical decimal ("16"),
 * never "016", "0x10", "1e1", "16.0", "+16" or " 16". Returns the number or null.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // Path values arrive as text; the global pipe leaves them untouched (see validation.ts).
    const id = typeof value === 'string' ? parseId(value) : null;
    if (id === null) throw ApiError.notFound();
    return id;
  }
}

/** A positive integer path id in canonical decimal; anything else is a 404, like a missing row. */
export const IdParam = (name = 'id') => Param(name, new IdPipe());
