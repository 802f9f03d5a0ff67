import { createParamDecorator, ExecutionContext, SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { PermissionCode } from '@mijozlar/shared';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_PERMISSIONS = 'auth:permissions';

/** No token needed (login, refresh, recovery, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The permission codes (all of them) a route needs. With no codes, any signed-in user may call
 * it (their own profile, reference lists). The global guard denies routes that declare neither.
 */
export function RequirePermission(...codes: PermissionCode[]) {
  return applyDecorators(
    SetMetadata(REQUIRED_PERMISSIONS, codes),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No or invalid access token' }),
    ...(codes.length ? [ApiForbiddenResponse({ description: `Needs ${codes.join(', ')}` })] : []),
  );
}

/** Any signed-in user. */
export const Authenticated = () => RequirePermission();

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest().user;
});
