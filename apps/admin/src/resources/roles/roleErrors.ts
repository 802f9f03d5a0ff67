import { ErrorCode, RoleError, UserError } from '@mijozlar/shared';
import { isApiError } from '../../providers/apiErrors';

/** What the roles screens say about a refused request, as translation keys (or the API's own text). */
export interface RoleErrorText {
  /** Under the name field. */
  name?: string;
  /** Everything else: a toast, or the delete dialog. */
  general?: string;
  /** 409 role.in_use: the screen says how many users hold the role. */
  inUse?: boolean;
}

const CODE_TEXTS: Record<string, string> = {
  [RoleError.GRANT_NOT_HELD]: 'resources.roles.errors.grant_not_held',
  [RoleError.OWN_ROLE]: 'resources.roles.errors.own_role',
  [RoleError.NOT_HELD]: 'resources.roles.errors.not_held',
  [UserError.LAST_ADMIN]: 'resources.roles.errors.last_admin',
};

/**
 * The API's refusal of a role change -> the texts the screen shows, in the user's language: the
 * known codes (users.service.ts) in this screen's words, a taken name under the name field, any other
 * answer with the API's own message (already in the request's language).
 */
export function roleErrorText(error: unknown): RoleErrorText {
  if (!isApiError(error)) return { general: error instanceof Error && error.message ? error.message : 'app.errors.generic' };
  const first = error.apiErrors[0];
  if (error.apiErrors.some((e) => e.code === RoleError.IN_USE)) return { inUse: true, general: 'resources.roles.errors.in_use_unknown' };
  const nameError = error.apiErrors.find((e) => e.field === 'name');
  if (nameError) return { name: nameError.code === ErrorCode.UNIQUE ? 'resources.roles.errors.name_taken' : nameError.message };
  const known = error.apiErrors.map((e) => CODE_TEXTS[e.code]).find(Boolean);
  if (known) return { general: known };
  if (error.status === 403) return { general: 'resources.roles.errors.forbidden' };
  return { general: first?.message || error.message || 'app.errors.generic' };
}
