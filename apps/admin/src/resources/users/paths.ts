import type { Identifier } from 'react-admin';

/** The users screens' paths of the spec (document 1, section 2). */
export const USERS_LIST_PATH = '/users/usersList';
export const USER_FORM_PATH = '/users/userCreate';

export function userEditPath(id: Identifier): string {
  return `${USER_FORM_PATH}?id=${encodeURIComponent(String(id))}`;
}
