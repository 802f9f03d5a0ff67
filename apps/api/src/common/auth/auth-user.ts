export interface AuthUser {
  id: number;
  phone_number: string;
  full_name: string;
  role_id: number;
  role_name: string;
  permissions: ReadonlySet<string>;
}
