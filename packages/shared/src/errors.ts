/**
 * Error codes of the API's error shape: 400 `{"errors":[{"field","code","message"}]}`.
 * Messages are translated by code on the server (uz, ru) and may be shown as they are.
 */
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
  // hardening (issue 11)
  ACCOUNT_DISABLED: 'account_disabled',
  URI_TOO_LONG: 'uri_too_long',
  BODY_TOO_DEEP: 'body_too_deep',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ApiFieldError {
  field: string | null;
  code: string;
  message: string;
  row?: number;
  /** On a 409 for a duplicate: the id of the row that already holds the value (e.g. the client with that phone). */
  existing_id?: number;
}

export interface ApiErrorBody {
  errors: ApiFieldError[];
}
