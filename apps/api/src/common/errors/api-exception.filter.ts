import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Inject, Logger, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { type ApiErrorCode, ApiFieldError, ErrorCode } from '@mijozlar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Prisma } from '../../generated/prisma/client';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { adminIndexPath } from '../../config/admin';
import { resolveLocale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { ApiError } from './api-error';
import { constraintError } from './constraints';
import { databaseFault } from './database-faults';

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.BAD_REQUEST,
  429: ErrorCode.TOO_MANY_REQUESTS,
};

/**
 * The one place errors become answers: `{"errors":[{field, code, message}]}` in the request's
 * language. Unknown errors are logged and answered with a plain 500; nothing internal leaks.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private readonly adminIndex: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.adminIndex = adminIndexPath(config);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    // Paths outside /api with no route are the admin's client-side routes.
    if (
      this.adminIndex &&
      exception instanceof NotFoundException &&
      request.method === 'GET' &&
      !/^\/api(\/|$|\?)/.test(request.url)
    ) {
      reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return;
    }
    const apiError = this.toApiError(exception, request);
    const locale = resolveLocale(request.headers['accept-language']);
    const errors: ApiFieldError[] = apiError.errors.map((e) => ({
      field: e.field,
      code: e.code,
      message: translate(locale, e.code, e.params),
      ...(e.row !== undefined ? { row: e.row } : {}),
      ...(e.existing_id !== undefined ? { existing_id: e.existing_id } : {}),
    }));
    for (const [name, value] of Object.entries(apiError.headers)) reply.header(name, value);
    reply.status(apiError.status).send({ errors });
  }

  private toApiError(exception: unknown, request: FastifyRequest): ApiError {
    if (exception instanceof ApiError) return exception;
    const byConstraint = constraintError(exception);
    if (byConstraint) return byConstraint;
    // Deadlock or serialization failure reported by the driver: a conflict, not a server fault.
    const pgCode = (exception as { cause?: { originalCode?: string } })?.cause?.originalCode;
    if (pgCode === '40P01' || pgCode === '40001') return ApiError.conflict(ErrorCode.CONFLICT);
    if (exception instanceof ThrottlerException) return ApiError.tooManyRequests(60);
    const fault = databaseFault(exception);
    if (fault) {
      this.logger.warn({ method: request.method, url: request.url, err: exception instanceof Error ? exception.message.slice(-300) : String(exception) }, `database ${fault}`);
      return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: fault === 'busy' ? ErrorCode.BUSY : ErrorCode.DATABASE_UNAVAILABLE }], { 'Retry-After': fault === 'busy' ? '1' : '2' });
    }
    // Last line of the input checks: a value validation let through that the database
    // cannot take (null for a NOT NULL column, a wrong type) is the request's fault, not a 500.
    if (exception instanceof Prisma.PrismaClientValidationError) {
      this.logger.warn({ method: request.method, url: request.url, err: exception.message.slice(-300) }, 'input refused by the database client');
      return ApiError.badRequest(/Argument `(\w+)`/.exec(exception.message)?.[1] ?? null, ErrorCode.INVALID);
    }
    if (exception instanceof Prisma.PrismaClientKnownRequestError) {
      const mapped = this.fromPrisma(exception);
      if (mapped) return mapped;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) return new ApiError(status, [{ field: null, code: STATUS_CODES[status] ?? ErrorCode.BAD_REQUEST }]);
    }
    // Fastify's own errors (body too large, malformed JSON, bad content type) carry a statusCode.
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return new ApiError(statusCode, [{ field: null, code: STATUS_CODES[statusCode] ?? ErrorCode.BAD_REQUEST }]);
    }
    this.logger.error(
      { err: exception, method: request.method, url: request.url },
      exception instanceof Error ? exception.message : 'Unhandled error',
    );
    return new ApiError(HttpStatus.INTERNAL_SERVER_ERROR, [{ field: null, code: ErrorCode.INTERNAL }]);
  }

  private fromPrisma(error: Prisma.PrismaClientKnownRequestError): ApiError | null {
    switch (error.code) {
      case 'P2002': {
        // Unique violation: name the field when there is one column.
        const target = (error.meta?.target ?? (error.meta as any)?.driverAdapterError?.cause?.constraint?.fields) as
          | string[]
          | string
          | undefined;
        const fields = Array.isArray(target) ? target : typeof target === 'string' ? [target] : [];
        const field = fields.length === 1 ? fields[0].replace(/^"|"$/g, '') : null;
        return ApiError.conflict(ErrorCode.UNIQUE, field);
      }
      case 'P2000': // a text longer than its column
        return ApiError.badRequest((error.meta as { column_name?: string } | undefined)?.column_name ?? null, ErrorCode.INVALID);
      case 'P2025':
        return ApiError.notFound();
      case 'P2003':
        return ApiError.conflict(ErrorCode.IN_USE);
      case 'P2034': // write conflict or deadlock: the request may be retried
        return ApiError.conflict(ErrorCode.CONFLICT);
      case 'P2028': // no connection or transaction slot in time
        return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: ErrorCode.BUSY }], { 'Retry-After': '1' });
      default:
        return null;
    }
  }
}
