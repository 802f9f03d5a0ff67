import { maxLength, required, type Validator } from 'react-admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mijozlar/shared';

/** 8 to 128 characters; an empty value passes (required() decides whether it may be empty). */
export const passwordLength: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return { message: 'app.validation.password_length', args: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } };
  }
  return undefined;
};

export const FULL_NAME_MAX_LENGTH = 200;

export const validateFullName = [required('app.validation.required'), maxLength(FULL_NAME_MAX_LENGTH)];
export const validateRole = [required('app.validation.required')];
export const validatePhoneRequired = [required('app.validation.required')];
export const validatePasswordOnCreate = [required('app.validation.required'), passwordLength];
export const validatePasswordOnEdit = [passwordLength];
