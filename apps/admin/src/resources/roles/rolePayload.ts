import { ALL_PERMISSIONS, type PermissionCode } from '@mijozlar/shared';
import type { RolePayload } from './types';

export interface RoleFormValues {
  name?: unknown;
  permissions?: unknown;
}

/**
 * The form's values -> the body of POST/PUT /api/account/role/: the name trimmed, the ticked codes
 * once each, known codes only, in `order` (the catalogue's). A built-in role keeps its name (the
 * seed finds it by that name), so its name is not sent.
 */
export function toRolePayload(
  values: RoleFormValues,
  options: { builtIn?: boolean; order?: readonly PermissionCode[] } = {},
): RolePayload {
  const ticked = new Set(Array.isArray(values.permissions) ? values.permissions : []);
  const order = options.order ?? ALL_PERMISSIONS;
  const permissions = order.filter((code) => ticked.has(code));
  if (options.builtIn) return { permissions };
  return { name: typeof values.name === 'string' ? values.name.trim() : '', permissions };
}
