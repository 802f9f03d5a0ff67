import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@mijozlar/shared';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
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
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    }
    if (payload.typ !== 'access' || !Number.isInteger(payload.sub)) throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    // jsonwebtoken checks exp only when it is there: a token without one, or living longer than
    // the tokens this API issues, would never end.
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || payload.exp - payload.iat > this.config.accessTokenTtlSeconds) {
      throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    }
    const user = await this.prisma.user.findUnique({
      where: { id: payload.sub },
      select: {
        id: true,
        phone_number: true,
        full_name: true,
        is_active: true,
        token_version: true,
        role: { select: { id: true, name: true, permissions: { select: { permission_code: true } } } },
      },
    });
    if (!user || !user.is_active || user.token_version !== payload.tv) throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    return {
      id: user.id,
      phone_number: user.phone_number,
      full_name: user.full_name,
      role_id: user.role.id,
      role_name: user.role.name,
      permissions: new Set(user.role.permissions.map((p) => p.permission_code)),
    };
  }
}
