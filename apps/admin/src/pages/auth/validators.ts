import { regex, required, type Validator } from 'react-admin';
import { passwordLength } from '../../resources/users/validation';

/** Required after trimming: "Value is required" (the lock form, document 1, section 5). */
export const requiredTrimmed: Validator = Object.assign(
  (value: unknown) =>
    typeof value === 'string'
      ? value.trim()
        ? undefined
        : 'app.validation.value_required'
      : value == null
        ? 'app.validation.value_required'
        : undefined,
  // Read by react-admin to mark the input as required (the asterisk).
  { isRequired: true },
);

/** At least 3 characters after trimming: "This field should be at least 3 characters long". */
export const minThreeTrimmed: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length < 3 ? 'app.validation.min_three' : undefined;

export const validateSignInPhone = [required('app.validation.required')];
export const validateSignInPassword = [required('app.validation.required')];
export const validateLockPhone = [requiredTrimmed, minThreeTrimmed];
export const validateCode = [required('app.validation.required'), regex(/^\d{6}$/, 'app.validation.code')];
export const validateNewPassword = [required('app.validation.required'), passwordLength];

/** The confirmation must equal the password field of the same form. */
export const matchesPassword: Validator = (value: unknown, values: Record<string, unknown>) =>
  value && value !== values.password ? 'app.validation.passwords_mismatch' : undefined;
export const validatePasswordConfirm = [required('app.validation.required'), matchesPassword];
