import { createParamDecorator, ExecutionContext, SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { PermissionCode } from '@mijozlar/shared';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_PERMISSIONS = 'auth:permissions';

/** No token needed (login, refresh, recovery, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A clause of a route's requirement: one code, or a list of codes of which any one will do. */
export type PermissionClause = PermissionCode | readonly PermissionCode[];

/** Any one of these codes (for lookups several forms share), inside RequirePermission. */
export const anyOf = (...codes: PermissionCode[]): readonly PermissionCode[] => Object.freeze([...codes]);

/** True when `permissions` satisfies every clause (a code held, or one code of an any-of list held). */
export function holdsAll(clauses: readonly PermissionClause[], permissions: ReadonlySet<string>): boolean {
  return clauses.every((clause) => (typeof clause === 'string' ? permissions.has(clause) : clause.some((code) => permissions.has(code))));
}

const describeClause = (clause: PermissionClause) => (typeof clause === 'string' ? clause : `any of ${clause.join(' | ')}`);

/**
 * The permission clauses (all of them) a route needs: `@RequirePermission(P.A, P.B)` needs A and B,
 * `@RequirePermission(anyOf(P.A, P.B))` needs A or B. With no clauses, any signed-in user may call
 * it (their own profile, reference lists). The global guard denies routes that declare neither.
 */
export function RequirePermission(...clauses: PermissionClause[]) {
  return applyDecorators(
    SetMetadata(REQUIRED_PERMISSIONS, clauses),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No or invalid access token' }),
    ...(clauses.length ? [ApiForbiddenResponse({ description: `Needs ${clauses.map(describeClause).join(', ')}` })] : []),
  );
}

/** Any signed-in user. */
export const Authenticated = () => RequirePermission();

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest().user;
});
