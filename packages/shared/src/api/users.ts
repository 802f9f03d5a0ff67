import type { DateString, DateTimeString, UploadedImage } from './common';

// SMS messages, users and roles.

export type SmsStatus = 'not_sent' | 'queued' | 'sent' | 'failed';

/** GET /api/sms/. */
export interface SmsMessage {
  id: number;
  created_at: DateTimeString;
  recipient: string;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  people_group: number | null;
  people_group_name: string | null;
  text: string;
  status: SmsStatus;
  sent_at: DateTimeString | null;
  error: string | null;
}

/** GET /api/account/user/, /api/account/user/{id}/. */
export interface User {
  id: number;
  phone_number: string;
  full_name: string;
  profile_image: UploadedImage | null;
  is_active: boolean;
  date_of_birth: DateString | null;
  date_joined: DateTimeString;
  role: number;
  role_name: string;
}

/** GET /api/account/role/ (users_count on the list). */
export interface Role {
  id: number;
  name: string;
  permissions: string[];
  users_count?: number;
}
