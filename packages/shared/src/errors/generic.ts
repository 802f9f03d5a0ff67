import type { CodeOf } from './code';

/** Codes any route may answer with; the domains' own codes are in the files beside this one. */
export const ErrorCode = {
  // generic
  VALIDATION: 'validation',
  REQUIRED: 'required',
  INVALID: 'invalid',
  INVALID_PHONE: 'invalid_phone',
  TOO_SHORT: 'too_short',
  TOO_LONG: 'too_long',
  UNKNOWN_FIELD: 'unknown_field',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  UNIQUE: 'unique',
  IN_USE: 'in_use',
  BAD_REQUEST: 'bad_request',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  TOO_MANY_REQUESTS: 'too_many_requests',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  INTERNAL: 'internal',
  // auth
  INVALID_CREDENTIALS: 'invalid_credentials',
  TOKEN_INVALID: 'token_invalid',
  CODE_INVALID: 'code_invalid',
  CODE_EXPIRED: 'code_expired',
  RESEND_TOO_SOON: 'resend_too_soon',
  VERIFICATION_KEY_INVALID: 'verification_key_invalid',
  PASSWORDS_DO_NOT_MATCH: 'passwords_do_not_match',
  CLIENT_OR_LID: 'client_or_lid',
  RECIPIENT_REQUIRED: 'recipient_required',
  ACCOUNT_DISABLED: 'account_disabled',
  // request shape and size, refused before any route runs
  URI_TOO_LONG: 'uri_too_long',
  BODY_TOO_DEEP: 'body_too_deep',
  BODY_NOT_OBJECT: 'body.not_object',
  // the server cannot answer now (503, with Retry-After)
  BUSY: 'busy',
  DATABASE_UNAVAILABLE: 'database.unavailable',
} as const;

export type ErrorCodeValue = CodeOf<typeof ErrorCode>;

/** Date fields and date ranges of any resource. */
export const DateError = {
  RANGE: 'date.range',
  FUTURE: 'date.future',
} as const;

/** Money writes repeated with the same `Idempotency-Key`. */
export const IdempotencyError = {
  KEY_REUSED: 'idempotency.key_reused',
  IN_PROGRESS: 'idempotency.in_progress',
} as const;

export type GenericErrorCode = ErrorCodeValue | CodeOf<typeof DateError> | CodeOf<typeof IdempotencyError>;
