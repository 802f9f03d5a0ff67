import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@mijozlar/shared';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../errors/api-error';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, REQUIRED_PERMISSIONS } from './decorators';

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

interface UserRow {
  id: number;
  phone_number: string;
  full_name: string;
  is_active: boolean;
  token_version: number;
  role_id: number;
  role_name: string;
  permissions: string[];
}

/**
 * Deny by default. A route is reachable only if it is @Public() or declares its permissions;
 * the user is re-read on every request so that deactivation, a password change or a role change
 * takes effect at once (token_version), and so do edits to a role's permission list.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Token → its verified payload (a token's signature never changes; expiry is checked on every use). */
  private readonly verified = new Map<string, AccessTokenPayload>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const required = this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_PERMISSIONS, targets);

    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const user = await this.authenticate(request);
    if (!required) throw ApiError.forbidden(); // a route that forgot to declare: never open
    if (!required.every((code) => user.permissions.has(code))) throw ApiError.forbidden();
    request.user = user;
    return true;
  }

  private async authenticate(request: FastifyRequest): Promise<AuthUser> {
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
    // One statement per request: the user, their role and its permissions, read fresh so that a
    // deactivation, a password change (token_version) or a role edit takes effect on the next request.
    const [user] = await this.prisma.rows<UserRow>(Prisma.sql`
      SELECT u.id, u.phone_number, u.full_name, u.is_active, u.token_version, r.id AS role_id, r.name AS role_name,
             coalesce(array_agg(p.permission_code) FILTER (WHERE p.permission_code IS NOT NULL), '{}') AS permissions
      FROM "user" u JOIN role r ON r.id = u.role_id LEFT JOIN role_permission p ON p.role_id = r.id
      WHERE u.id = ${payload.sub}::int
      GROUP BY u.id, r.id`);
    if (!user || !user.is_active || user.token_version !== payload.tv) throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    return {
      id: user.id,
      phone_number: user.phone_number,
      full_name: user.full_name,
      role_id: user.role_id,
      role_name: user.role_name,
      permissions: new Set(user.permissions),
    };
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
