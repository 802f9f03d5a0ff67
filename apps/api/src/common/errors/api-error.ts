import { HttpStatus } from '@nestjs/common';
import { type ApiErrorCode, ErrorCode } from '@mijozlar/shared';

export interface PendingFieldError {
  field: string | null;
  code: ApiErrorCode;
  params?: Record<string, string | number>;
  row?: number;
  /** On a conflict with an existing row (a client with that phone): its id, so the caller can link to it. */
  existing_id?: number;
}

/** The name of a class-validator rule whose failure answers with `code` (the validation pipe reads it back). */
export const codedRule = (code: ApiErrorCode): string => `code:${code}`;

/**
 * A coded error; the global filter translates it into the request's language and answers
 * `{"errors":[{field, code, message}]}` with the status. Services throw these, never HttpException.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: PendingFieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => `${e.field ?? '-'}:${e.code}`).join(', '));
  }

  static badRequest(field: string | null, code: ApiErrorCode, params?: Record<string, string | number>): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, [{ field, code, params }]);
  }

  static invalid(errors: PendingFieldError[]): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, errors);
  }

  static notFound(): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, [{ field: null, code: ErrorCode.NOT_FOUND }]);
  }

  static conflict(code: ApiErrorCode = ErrorCode.CONFLICT, field: string | null = null): ApiError {
    return new ApiError(HttpStatus.CONFLICT, [{ field, code }]);
  }

  static unauthorized(code: ApiErrorCode = ErrorCode.UNAUTHORIZED): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, [{ field: null, code }]);
  }

  static forbidden(): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, [{ field: null, code: ErrorCode.FORBIDDEN }]);
  }

  static tooManyRequests(retryAfterSeconds: number, code: ApiErrorCode = ErrorCode.TOO_MANY_REQUESTS): ApiError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, [{ field: null, code, params: { seconds } }], {
      'Retry-After': String(seconds),
    });
  }
}
