import { HttpError } from 'react-admin';
import type { ApiFieldError } from '@mijozlar/shared';

/** Translation keys of the messages the client shows on its own. */
export const GENERIC_ERROR_MESSAGE = 'app.errors.generic';
export const NETWORK_ERROR_MESSAGE = 'app.errors.network';
/**
 * Errors that already opened an error page (403, 5xx) carry this message: the notification
 * component drops it, so the user sees the page and no toast (document 2, section 8).
 */
export const SILENT_ERROR_MESSAGE = 'app.errors.silent';

/** react-admin's server-side validation shape: messages under fields, the rest in root.serverError. */
export interface ValidationErrorsBody {
  errors: Record<string, string | { serverError: string }>;
}

export interface ApiErrorDetails {
  /** The API's own list, `{"errors":[{field, code, message}]}`, empty when the answer had none. */
  apiErrors: ApiFieldError[];
  /** True when the request got a 401, the client tried to refresh the tokens, and it still failed. */
  refreshAttempted: boolean;
  /** True when the client already navigated to an error page for this answer. */
  redirected: boolean;
}

/** An HttpError (react-admin's error type) that also keeps the API's error list. */
export class ApiError extends HttpError implements ApiErrorDetails {
  readonly apiErrors: ApiFieldError[];
  readonly refreshAttempted: boolean;
  readonly redirected: boolean;

  constructor(message: string, status: number, body: ValidationErrorsBody | null, details: ApiErrorDetails) {
    super(message, status, body);
    // HttpError resets the prototype in its constructor; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.apiErrors = details.apiErrors;
    this.refreshAttempted = details.refreshAttempted;
    this.redirected = details.redirected;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the API's error list from an answer body, ignoring anything that does not have its shape. */
export function readApiErrors(payload: unknown): ApiFieldError[] {
  if (!payload || typeof payload !== 'object') return [];
  const list = (payload as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ApiFieldError =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as ApiFieldError).message === 'string' &&
      ((item as ApiFieldError).field === null ||
        (item as ApiFieldError).field === undefined ||
        typeof (item as ApiFieldError).field === 'string'),
  );
}

/**
 * Turns the API's error list into react-admin's validation body: each field gets its first message,
 * errors without a field are joined into `root.serverError` (react-admin shows that one as a toast).
 */
export function toValidationBody(apiErrors: ApiFieldError[]): ValidationErrorsBody | null {
  if (apiErrors.length === 0) return null;
  const errors: ValidationErrorsBody['errors'] = {};
  const general: string[] = [];
  for (const error of apiErrors) {
    if (error.field) {
      if (!(error.field in errors)) errors[error.field] = error.message;
    } else {
      general.push(error.message);
    }
  }
  if (general.length > 0) errors.root = { serverError: general.join(' ') };
  return { errors };
}

export interface ToApiErrorOptions {
  refreshAttempted?: boolean;
  redirected?: boolean;
}

/** Maps a failed answer (status and parsed body) to the error the admin throws. */
export function toApiError(status: number, payload: unknown, options: ToApiErrorOptions = {}): ApiError {
  const redirected = options.redirected ?? false;
  const details: ApiErrorDetails = {
    apiErrors: readApiErrors(payload),
    refreshAttempted: options.refreshAttempted ?? false,
    redirected,
  };
  if (redirected) {
    return new ApiError(SILENT_ERROR_MESSAGE, status, null, details);
  }
  const body = toValidationBody(details.apiErrors);
  if (!body) {
    return new ApiError(GENERIC_ERROR_MESSAGE, status, null, details);
  }
  const general = details.apiErrors.find((error) => !error.field);
  const message = (general ?? details.apiErrors[0]).message;
  return new ApiError(message, status, body, details);
}

/** The request never got an answer (offline, DNS, connection reset). */
export function toNetworkError(): ApiError {
  return new ApiError(NETWORK_ERROR_MESSAGE, 0, null, { apiErrors: [], refreshAttempted: false, redirected: false });
}
