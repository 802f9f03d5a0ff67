import type { CodeOf } from './code';

/** Users: what an actor may not do to themselves or to someone above them. */
export const UserError = {
  SELF_DELETE: 'user.self_delete',
  SELF_DEACTIVATE: 'user.self_deactivate',
  IN_USE: 'user.in_use',
  NOT_HELD: 'user.not_held',
  SELF_ROLE: 'user.self_role',
  WRONG_PASSWORD: 'user.wrong_password',
  LAST_ADMIN: 'user.last_admin',
} as const;

/** Roles and the permissions they grant. */
export const RoleError = {
  IN_USE: 'role.in_use',
  OWN_ROLE: 'role.own_role',
  GRANT_NOT_HELD: 'role.grant_not_held',
  NOT_HELD: 'role.not_held',
} as const;

export type AccessErrorCode = CodeOf<typeof UserError> | CodeOf<typeof RoleError>;
