import type { Identifier } from 'react-admin';

/** The roles screens (DESIGN.md, "Roles and lookups"): the list at users/roles, the form below it. */
export const ROLES_LIST_PATH = '/users/roles';
export const ROLE_CREATE_PATH = '/users/roles/create';

export function roleFormPath(id: Identifier): string {
  return `${ROLES_LIST_PATH}/${encodeURIComponent(String(id))}`;
}

/** The users list filtered by this role. */
export function roleUsersPath(id: Identifier): string {
  return `/users/usersList?filter=${encodeURIComponent(JSON.stringify({ role: id }))}&page_size=20`;
}

/** API paths (through the data provider's request, for their error answers). */
export const ROLES_API = 'account/role';
export const roleApi = (id: Identifier) => `${ROLES_API}/${id}`;
