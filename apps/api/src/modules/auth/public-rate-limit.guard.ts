import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { IS_PUBLIC } from '../../common/auth/decorators';
import { ApiError } from '../../common/errors/api-error';
import { RateLimiter } from '../../common/http/rate-limiter';

/** Public routes that are not counted: health checks (probes) and uploaded images (<img> tags, unguessable names). */
const NOT_COUNTED = /^\/api\/(health|document\/images)\//;

/**
 * A global limit per client IP on the public routes (login, refresh, logout, recovery):
 * PUBLIC_RATE_LIMIT requests a minute, then 429 with Retry-After. Counted in Redis, in
 * PostgreSQL when Redis does not answer. Routes that need a token are not limited here.
 */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (NOT_COUNTED.test(`${request.routeOptions?.url ?? request.url}/`)) return true;
    const { max, windowSeconds } = this.config.publicRateLimit;
    const hit = await this.limits.hit(`public:${request.ip}`, windowSeconds);
    if (hit.count > max) throw ApiError.tooManyRequests(hit.retryAfterSeconds);
    return true;
  }
}
