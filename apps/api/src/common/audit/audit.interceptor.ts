import { CallHandler, ExecutionContext, Inject, Injectable, InternalServerErrorException, Logger, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, tap } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { SignedInRequest } from '../auth/auth.guard';
import { AuditRequest, auditStorage } from './audit.context';

export const NO_AUDIT = 'audit:none';

/**
 * A route that changes nothing a person would trace (a token refresh, a recovery code) or records
 * its own way: says why. Every other POST, PUT, PATCH and DELETE must write an audit entry.
 */
export const NoAudit = (why: string) => SetMetadata(NO_AUDIT, why);

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Gives every request its audit context (actor, IP, request id; common/audit/audit.context), which
 * the write paths' entries read. After a successful change it checks that the change wrote an entry:
 * a route that forgot its entry is logged as an error, and with AUDIT_STRICT (on under NODE_ENV=test)
 * answers 500, so that the API tests, which call every write route, fail on it.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<SignedInRequest>();
    const store: AuditRequest = {
      actor: request.user ? { id: request.user.id, full_name: request.user.full_name } : null,
      ip: request.ip ?? null,
      requestId: typeof request.id === 'string' ? request.id : null,
      reason: null,
      written: 0,
      replayed: false,
      off: this.config.audit.benchmarkOff,
    };
    // next.handle() binds the handler to the async context it is called in: inside run(), this one.
    const answer = auditStorage.run(store, () => next.handle());
    const exempt = this.reflector.getAllAndOverride<string | undefined>(NO_AUDIT, [context.getHandler(), context.getClass()]);
    if (!CHANGING.has(request.method) || exempt) return answer;
    return answer.pipe(
      tap(() => {
        if (store.written > 0 || store.replayed) return;
        const route = `${request.method} ${request.routeOptions?.url ?? request.url}`;
        this.logger.error(`a change answered without an audit entry: ${route}`);
        if (this.config.audit.strict) throw new InternalServerErrorException(`no audit entry written by ${route}`);
      }),
    );
  }
}
