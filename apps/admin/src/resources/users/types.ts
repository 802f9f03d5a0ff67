/** A user as GET /api/account/user/ and /api/account/user/{id}/ answer it. */
export interface User {
  id: number;
  phone_number: string;
  full_name: string;
  profile_image: { id: number; url: string } | null;
  is_active: boolean;
  date_of_birth: string | null;
  date_joined: string;
  role: number;
  role_name: string;
}

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
