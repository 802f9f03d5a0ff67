/** A user as GET /api/account/user/ and /api/account/user/{id}/ answer it (packages/shared). */
export type { User } from '@mijozlar/shared';

/** What POST and PUT accept (PUT takes any subset; without a password it stays unchanged). */
export interface UserPayload {
  phone_number: string;
  full_name: string;
  role: number;
  is_active: boolean;
  date_of_birth: string | null;
  date_joined?: string;
  profile_image: number | null;
  password?: string;
}
