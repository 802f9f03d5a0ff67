import type { Locale, Role, User } from '@mijozlar/shared';
import { localName } from '../../common/i18n/locale';
import { documentUrl } from '../documents/image-type';

/** The uploaded image's public, unguessable URL (see DocumentsController). */
export const imageUrl = (doc: { path: string }) => documentUrl(doc.path);

export const profileImage = (doc: { id: number; path: string } | null) => (doc ? { id: doc.id, url: imageUrl(doc) } : null);

const isoDate = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

export interface UserRow {
  id: number;
  phone_number: string;
  full_name: string;
  profile_image_id: number | null;
  profile_image: { id: number; path: string } | null;
  is_active: boolean;
  date_of_birth: Date | null;
  date_joined: Date;
  role: { id: number; name: string };
}

export const userSelect = {
  id: true,
  phone_number: true,
  full_name: true,
  profile_image_id: true,
  profile_image: { select: { id: true, path: true } },
  is_active: true,
  date_of_birth: true,
  date_joined: true,
  role: { select: { id: true, name: true } },
} as const;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    phone_number: row.phone_number,
    full_name: row.full_name,
    profile_image: profileImage(row.profile_image),
    is_active: row.is_active,
    date_of_birth: isoDate(row.date_of_birth),
    date_joined: row.date_joined.toISOString(),
    role: row.role.id,
    role_name: row.role.name,
  };
}

export function toRole(row: { id: number; name: string; permissions: { permission_code: string }[]; _count?: { users: number } }): Role {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions.map((p) => p.permission_code).sort(),
    ...(row._count ? { users_count: row._count.users } : {}),
  };
}

export function toPermission(row: { code: string; name_uz: string; name_ru: string }, locale: Locale) {
  return { code: row.code, name: localName(row, locale) };
}
