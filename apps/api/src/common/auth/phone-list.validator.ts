import { normalizePhone } from '@mijozlar/shared';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidationOptions } from 'class-validator';

export const MAX_EXTRA_PHONES = 20;

/**
 * A list of phones, each accepted masked or plain and stored as "+998901234567"; duplicates are
 * dropped. An invalid entry fails the field with code invalid_phone.
 */
export function IsUzPhoneList(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    Transform(({ value }) => {
      if (!Array.isArray(value)) return value;
      const out = value.map((v) => (typeof v === 'string' ? (normalizePhone(v) ?? v) : v));
      return out.every((v) => typeof v === 'string') ? [...new Set(out)] : out;
    })(target, propertyName);
    registerDecorator({
      name: 'isUzPhone',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.length <= MAX_EXTRA_PHONES && value.every((v) => typeof v === 'string' && /^\+998\d{9}$/.test(v)),
      },
    });
  };
}
