import { normalizePhone } from '@mijozlar/shared';
import type { ValidationOptions } from 'class-validator';
import { isStoredPhone, phoneDecorator } from './phone.validator';

export const MAX_EXTRA_PHONES = 20;

/**
 * A list of phones, each accepted masked or plain and stored as "+998901234567"; duplicates are
 * dropped. An invalid entry fails the field with code invalid_phone.
 */
export function IsUzPhoneList(options?: ValidationOptions): PropertyDecorator {
  return phoneDecorator(
    (value) => {
      if (!Array.isArray(value)) return value;
      const out = value.map((v) => (typeof v === 'string' ? (normalizePhone(v) ?? v) : v));
      return out.every((v) => typeof v === 'string') ? [...new Set(out)] : out;
    },
    (value) => Array.isArray(value) && value.length <= MAX_EXTRA_PHONES && value.every(isStoredPhone),
    options,
  );
}
