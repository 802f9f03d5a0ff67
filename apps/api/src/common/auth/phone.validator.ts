import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { normalizePhone } from '@mijozlar/shared';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidationOptions } from 'class-validator';

/** A phone as it is stored: "+998901234567". */
export const isStoredPhone = (value: unknown): value is string => typeof value === 'string' && /^\+998\d{9}$/.test(value);

/** A phone field's decorator: `transform` normalises the value, `validate` fails it with code invalid_phone. */
export function phoneDecorator(transform: (value: unknown) => unknown, validate: (value: unknown) => boolean, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    Transform(({ value }) => transform(value))(target, propertyName);
    registerDecorator({ name: 'isUzPhone', target: target.constructor, propertyName: propertyName as string, options, validator: { validate } });
  };
}

/** Accepts "+998 (90) 123-45-67" or "+998901234567" and stores "+998901234567". */
export function IsUzPhone(options?: ValidationOptions): PropertyDecorator {
  return phoneDecorator((value) => (typeof value === 'string' ? (normalizePhone(value) ?? value) : value), isStoredPhone, options);
}

/** A required phone in a body, masked or plain. */
export const PhoneField = () => applyDecorators(ApiProperty({ example: '+998 (90) 123-45-67' }), IsUzPhone());
