/** GET /api/account/user/profile/ */
export interface Profile {
  id: number;
  phone_number: string;
  full_name: string;
  profile_image: { id: number; url: string } | null;
  date_of_birth?: string | null;
  date_joined?: string;
  role: { id: number; name: string; permissions: string[] };
}

/** What getIdentity answers (react-admin's UserIdentity plus the role name and phone). */
export interface AppIdentity {
  id: number;
  fullName: string;
  avatar?: string;
  phoneNumber: string;
  roleName: string;
}

export function toIdentity(profile: Profile): AppIdentity {
  return {
    id: profile.id,
    fullName: profile.full_name,
    avatar: profile.profile_image?.url ?? undefined,
    phoneNumber: profile.phone_number,
    roleName: profile.role?.name ?? '',
  };
}

/** The user menu shows the first word of full_name. */
export function firstName(fullName: string | undefined | null): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}
