import type { AuditChanges } from '@mijozlar/shared';
import { audit, diff, HIDDEN, markAuditNoChange, type AuditDb } from '../../common/audit';
import { toRole, toUser, type UserRow } from './users.mapper';

/**
 * The audit entries of users and roles (common/audit): a user as GET /api/account/user/{id}/ shows
 * it without the display-only role_name and with the profile image's id; a role as its name and
 * permission codes. A user's role change and a role's permission list change are
 * `permission_change` entries of their own, beside the `update` of the other fields.
 */
export function userShape(row: UserRow) {
  const { role_name: _roleName, profile_image, ...user } = toUser(row);
  return { ...user, profile_image: profile_image?.id ?? null };
}

type RoleRow = Parameters<typeof toRole>[0];

export function roleShape(row: RoleRow) {
  const { users_count: _count, ...role } = toRole(row);
  return role;
}

export function auditUser(
  db: AuditDb,
  action: 'create' | 'update' | 'delete' | 'permission_change',
  user: { id: number; phone_number: string },
  extra: { changes?: AuditChanges; details?: Record<string, unknown> } = {},
): Promise<void> {
  return audit(db, { action, entity: 'user', entity_id: user.id, label: user.phone_number, ...extra });
}

/** An edit of a user: its fields (a new password as `***` only), and a role change as `permission_change`. */
export async function auditUserChange(db: AuditDb, before: UserRow, after: UserRow, passwordChanged = false): Promise<void> {
  const { role, ...changes } = diff(userShape(before), userShape(after));
  if (passwordChanged) changes.password = [HIDDEN, HIDDEN];
  let written = false;
  if (role) {
    await auditUser(db, 'permission_change', after, { changes: { role }, details: { role_name: [before.role.name, after.role.name] } });
    written = true;
  }
  if (Object.keys(changes).length) {
    await auditUser(db, 'update', after, { changes });
    written = true;
  }
  if (!written) markAuditNoChange();
}

export function auditRole(db: AuditDb, action: 'create' | 'update' | 'delete' | 'permission_change', role: { id: number; name: string }, changes: AuditChanges) {
  return audit(db, { action, entity: 'role', entity_id: role.id, label: role.name, changes });
}

/** An edit of a role: a new name as `update`, another permission list as `permission_change` with both lists. */
export async function auditRoleChange(db: AuditDb, before: RoleRow, after: RoleRow): Promise<void> {
  const { permissions, ...changes } = diff(roleShape(before), roleShape(after));
  if (permissions) await auditRole(db, 'permission_change', after, { permissions });
  if (Object.keys(changes).length) await auditRole(db, 'update', after, changes);
  if (!permissions && !Object.keys(changes).length) markAuditNoChange();
}
