import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@mijozlar/shared';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { ApiError } from '../errors/api-error';
import type { AuthUser } from './auth-user';
import { holdsAll, IS_PUBLIC, REQUIRED_PERMISSIONS, type PermissionClause } from './decorators';
import { DEFER_SIGN_IN_CHECK, SignInClaim } from './sign-in-claim';
import { SignInUsers } from './sign-in-users';

export type SignedInRequest = FastifyRequest & { user?: AuthUser; signInClaim?: SignInClaim };

export interface AccessTokenPayload {
  sub: number;
  tv: number;
  typ: 'access';
  /** Issued at and expiry (seconds). A token without exp is refused. */
  iat?: number;
  exp?: number;
}

/** Verified access tokens kept so that a token's signature is checked once, not on every request. */
const VERIFIED_TOKENS = 2000;

/**
 * Deny by default. A route is reachable only if it is @Public() or declares its permissions;
 * the user is re-read on every request so that deactivation, a password change or a role change
 * takes effect at once (token_version), and so do edits to a role's permission list. On a
 * @DeferSignInCheck() list route that re-read is carried by the list's own statement: the request
 * starts on what this process remembers of the user and its answer leaves only once PostgreSQL
 * has confirmed it (SignInCheckInterceptor).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly users: SignInUsers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Token → its verified payload (a token's signature never changes; expiry is checked on every use). */
  private readonly verified = new Map<string, AccessTokenPayload>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const required = this.reflector.getAllAndOverride<PermissionClause[] | undefined>(REQUIRED_PERMISSIONS, targets);

    const request = context.switchToHttp().getRequest<SignedInRequest>();
    const payload = await this.tokenPayload(request);
    // The deferred check counts plain codes in SQL; a route with an any-of clause reads the user now.
    const plain = required?.every((clause) => typeof clause === 'string');
    if (required && plain && this.reflector.getAllAndOverride<boolean>(DEFER_SIGN_IN_CHECK, targets)) {
      const known = this.users.recall(payload.sub, payload.tv);
      if (known && holdsAll(required, known.permissions)) {
        request.user = known;
        request.signInClaim = { userId: payload.sub, tokenVersion: payload.tv, permissions: [...new Set(required as string[])] };
        return true;
      }
    }
    const user = await this.users.read(payload.sub, payload.tv);
    if (!required) throw ApiError.forbidden(); // a route that forgot to declare: never open
    if (!holdsAll(required, user.permissions)) throw ApiError.forbidden();
    request.user = user;
    return true;
  }

  private async tokenPayload(request: FastifyRequest): Promise<AccessTokenPayload> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw ApiError.unauthorized();
    const payload = await this.verify(token);
    if (payload.typ !== 'access' || !Number.isInteger(payload.sub)) throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    // jsonwebtoken checks exp only when it is there: a token without one, or living longer than
    // the tokens this API issues, would never end.
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || payload.exp - payload.iat > this.config.accessTokenTtlSeconds) {
      throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    }
    return payload;
  }

  private async verify(token: string): Promise<AccessTokenPayload> {
    const known = this.verified.get(token);
    if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
    if (known) this.verified.delete(token);
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    }
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, payload);
    return payload;
  }
}
