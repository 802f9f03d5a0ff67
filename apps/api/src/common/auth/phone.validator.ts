import { normalizePhone } from '@mijozlar/shared';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidationOptions } from 'class-validator';

/** Accepts "+998 (90) 123-45-67" or "+998901234567" and stores "+998901234567". */
export function IsUzPhone(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    Transform(({ value }) => (typeof value === 'string' ? (normalizePhone(value) ?? value) : value))(target, propertyName);
    registerDecorator({
      name: 'isUzPhone',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^\+998\d{9}$/.test(value),
      },
    });
  };
}
