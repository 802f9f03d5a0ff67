import type { PermissionCode } from '@mijozlar/shared';

/** A role as GET /api/account/role/ answers it (packages/shared; users_count on the list). */
export type { Role } from '@mijozlar/shared';

/** What POST /api/account/role/ and PUT /api/account/role/{id}/ accept (PUT: any subset). */
export interface RolePayload {
  name?: string;
  permissions: PermissionCode[];
}
