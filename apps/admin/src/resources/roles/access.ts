import { P, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER, type PermissionCode } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import type { Role } from './types';

/** Who is looking: the signed-in user's permission codes and role name (the profile). */
export interface RoleActor {
  permissions: readonly string[];
  roleName: string;
}

/** Why a role, or one box, cannot be changed: a translation key and its arguments. */
export interface Lock {
  reason: string;
  /** The codes behind the reason ("above": those the actor lacks). */
  codes?: PermissionCode[];
}

/** The seed creates these by name, again at each start if they are missing (apps/api/src/seed/seed.ts). */
const BUILT_IN = new Set<string>([ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER]);

export const isBuiltIn = (role: Pick<Role, 'name'> | null | undefined) => !!role && BUILT_IN.has(role.name);

/**
 * Why the form of this role (undefined: a new one) is read-only, or null when it may be changed. The
 * API's rules (users.service.ts): changing roles takes USER_WRITE; nobody edits their own
 * role; nobody edits a role holding a code they lack. The admin role always holds every code (the
 * seed adds new codes to it at each start), so the screen does not offer to narrow it.
 */
export function editLock(role: Role | undefined, actor: RoleActor): Lock | null {
  if (!hasPermission(actor.permissions, P.USER_WRITE)) return { reason: 'resources.roles.reasons.read_only' };
  if (!role) return null;
  if (role.name === ROLE_ADMIN) return { reason: 'resources.roles.reasons.admin_role' };
  if (role.name === actor.roleName) return { reason: 'resources.roles.reasons.own_role' };
  const missing = role.permissions.filter((code) => !actor.permissions.includes(code)) as PermissionCode[];
  if (missing.length > 0) return { reason: 'resources.roles.reasons.above', codes: missing };
  return null;
}

/** Why this role cannot be deleted (a role with users is refused by the API: 409, shown when it answers). */
export function deleteLock(role: Role, actor: RoleActor): Lock | null {
  return editLock(role, actor) ?? (isBuiltIn(role) ? { reason: 'resources.roles.reasons.built_in_delete' } : null);
}

/** Why this box cannot be ticked: nobody grants a permission they do not hold. */
export function grantLock(code: PermissionCode, actor: RoleActor): Lock | null {
  return actor.permissions.includes(code) ? null : { reason: 'resources.roles.reasons.not_held' };
}
