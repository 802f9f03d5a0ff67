/** A lead and a talk with it as GET /api/lid/ and /api/lid-talk/?lid= answer them (packages/shared). */
export type { Lid, LidTalk } from '@mijozlar/shared';

export interface LidPayload {
  name: string;
  phone_number: string;
  company_name: string | null;
  status: number;
  call_date: string;
  next_call_date: string | null;
  seller: number;
  source_of_interest: number | null;
  region: number | null;
  city: number | null;
  note: string | null;
  add_note: boolean;
  archived: boolean;
}
