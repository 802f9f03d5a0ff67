import { toId as imageId } from '../../format/id';
import type { UserPayload } from './types';

/**
 * The form's values -> the body of POST/PUT /api/account/user/. Only writable fields are sent
 * (never id or role_name); an empty password is left out so that editing keeps the current one.
 */
export function toUserPayload(values: Record<string, unknown>): UserPayload {
  const payload: UserPayload = {
    phone_number: String(values.phone_number ?? ''),
    full_name: String(values.full_name ?? '').trim(),
    role: Number(values.role),
    is_active: values.is_active !== false,
    date_of_birth: typeof values.date_of_birth === 'string' && values.date_of_birth ? values.date_of_birth : null,
    profile_image: imageId(values.profile_image),
  };
  if (typeof values.date_joined === 'string' && values.date_joined) payload.date_joined = values.date_joined;
  if (typeof values.password === 'string' && values.password !== '') payload.password = values.password;
  return payload;
}
