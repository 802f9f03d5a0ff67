import { applyDecorators, CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { ApiHeader } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, Observable } from 'rxjs';
import { ErrorCode, IdempotencyError } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import type { AuthUser } from '../auth/auth-user';
import { markAuditReplay } from '../audit/audit.context';
import { ApiError } from '../errors/api-error';
import { IdempotencyClaim, IdempotencyKeyTaken, idempotencyStorage } from './idempotency.context';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a replay waits for the first request's answer before answering 409. */
const WAIT_FOR_FIRST_MS = 5000;

/** Stable JSON: object keys sorted, so {"a":1,"b":2} and {"b":2,"a":1} hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method}\n${path}\n${canonical(body)}`).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A key whose money committed this long ago without an answer belongs to a request that died
 * between its commit and storing its answer (a live process stores it within milliseconds).
 */
const STRANDED_AFTER_MS = 2000;

interface KeyRow {
  request_hash: string;
  status_code: number | null;
  response: unknown;
  recovery: unknown;
  stranded: boolean;
}

type Replay = { found: true; body: unknown } | { found: false; stranded?: { value: unknown } };

/**
 * `Idempotency-Key` for a money-moving route. The key row is inserted by the route's money
 * transaction (LedgerService.transaction), so the key and the money commit together; the answer
 * is stored right after. A replay with the same body gets the first answer and moves nothing; the
 * same key with another body is 422; a replay while the first is still running waits for it, then
 * answers 409 `idempotency.in_progress` if it is still not done. Without the header the route
 * works as usual.
 *
 * Every key ends in one of two states, whatever dies when: no row (nothing moved, a retry does the
 * work) or a row written with the money. Such a row without an answer, older than
 * STRANDED_AFTER_MS, is recovered by the replay: the handler runs again with the money
 * transaction's first result (kept in the row), which rebuilds the answer from what was written
 * and moves nothing. Recovery rather than a lock held by the running request: a lock would need a
 * connection per request for its whole life, and would still leave the answer to be rebuilt.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly prisma: PrismaService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || !request.user) return next.handle();
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!KEY_PATTERN.test(key)) throw ApiError.badRequest('Idempotency-Key', ErrorCode.INVALID);
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const claim: IdempotencyClaim = {
      userId: request.user.id,
      key,
      method: request.method,
      path,
      requestHash: requestHash(request.method, path, request.body),
      claimed: false,
    };
    // Nest sets the status when it sends the answer, after interceptors: read the route's own.
    const status: number = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);
    return from(this.handle(claim, reply, next, status));
  }

  private async handle(claim: IdempotencyClaim, reply: FastifyReply, next: CallHandler, status: number): Promise<unknown> {
    // A key row is visible only once the first request committed; its answer is stored right
    // after, so a replay that finds the row without an answer waits for it too.
    const earlier = await this.replay(claim, reply, WAIT_FOR_FIRST_MS);
    if (earlier.found) return earlier.body;
    if (earlier.stranded) return this.recover(claim, earlier.stranded, reply, next, status);
    try {
      const body = await idempotencyStorage.run(claim, () => lastValue(next.handle()));
      await this.store(claim, status, body);
      return body;
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const first = await this.replay(claim, reply, WAIT_FOR_FIRST_MS);
      if (first.found) return first.body;
      if (first.stranded) return this.recover(claim, first.stranded, reply, next, status);
      throw ApiError.conflict(IdempotencyError.IN_PROGRESS);
    }
  }

  /** The stored answer for this key, waiting up to `waitMs` for a request still in flight. */
  private async replay(claim: IdempotencyClaim, reply: FastifyReply, waitMs: number): Promise<Replay> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [row] = await this.prisma.$queryRaw<KeyRow[]>`
        SELECT request_hash, status_code, response, recovery,
               (claimed_at IS NOT NULL AND claimed_at < clock_timestamp() - make_interval(secs => ${STRANDED_AFTER_MS / 1000})) AS stranded
        FROM idempotency_key WHERE user_id = ${claim.userId} AND key = ${claim.key}`;
      if (!row) return { found: false };
      if (row.request_hash !== claim.requestHash) throw new ApiError(422, [{ field: 'Idempotency-Key', code: IdempotencyError.KEY_REUSED }]);
      if (row.status_code !== null) {
        reply.status(row.status_code).header('Idempotent-Replayed', 'true');
        markAuditReplay();
        return { found: true, body: row.response };
      }
      if (row.stranded) return { found: false, stranded: { value: row.recovery } };
      if (Date.now() >= deadline) throw ApiError.conflict(IdempotencyError.IN_PROGRESS);
      await sleep(50);
    }
  }

  /** Answers a key whose request died after its commit: the handler again, its money not moved again. */
  private async recover(claim: IdempotencyClaim, stranded: { value: unknown }, reply: FastifyReply, next: CallHandler, status: number): Promise<unknown> {
    this.logger.warn(`recovering the answer of Idempotency-Key ${claim.key} (user ${claim.userId}, ${claim.method} ${claim.path}): its request did not store one`);
    const recovering: IdempotencyClaim = { ...claim, claimed: true, recovering: stranded };
    markAuditReplay(); // the entries were written with the money, in the first request's transaction
    const body = await idempotencyStorage.run(recovering, () => lastValue(next.handle()));
    await this.store(recovering, status, body);
    reply.header('Idempotent-Replayed', 'true');
    return body;
  }

  private async store(claim: IdempotencyClaim, status: number, body: unknown): Promise<void> {
    const response = (body ?? null) as object;
    if (claim.claimed) {
      try {
        await this.prisma.idempotencyKey.update({
          where: { user_id_key: { user_id: claim.userId, key: claim.key } },
          data: { status_code: status, response, completed_at: new Date() },
        });
      } catch (error) {
        // The money is committed and this answer is right: the client gets it; a replay recovers it.
        this.logger.warn(`the answer of Idempotency-Key ${claim.key} was not stored: ${(error as Error).message}`);
      }
      return;
    }
    // The handler moved no money (nothing to claim): remember the answer all the same.
    await this.prisma.idempotencyKey.createMany({
      data: [{ user_id: claim.userId, key: claim.key, method: claim.method, path: claim.path, request_hash: claim.requestHash, status_code: status, response, completed_at: new Date() }],
      skipDuplicates: true,
    });
  }
}

function lastValue<T>(source: Observable<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let value: T;
    source.subscribe({ next: (v) => (value = v), error: reject, complete: () => resolve(value) });
  });
}

/** Marks a money-moving route: it accepts `Idempotency-Key` (see IdempotencyInterceptor). */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'Any unique string per intended operation (e.g. a UUID). A replay with the same body answers the first answer and moves no money; with another body it is 422.',
    }),
  );

