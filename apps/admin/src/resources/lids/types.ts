/** A lead as GET /api/lid/ and /api/lid/{id}/ answer it. */
export interface Lid {
  id: number;
  name: string;
  company_name: string | null;
  phone_number: string;
  status: number;
  status_name: string;
  region: number | null;
  region_name?: string | null;
  city: number | null;
  city_name?: string | null;
  seller: number | null;
  seller_name: string | null;
  operator: number | null;
  operator_name: string | null;
  note: string | null;
  source_of_interest: number | null;
  source_name: string | null;
  call_date: string | null;
  next_call_date: string | null;
  archived: boolean;
  converted_client: number | null;
  created_at: string;
}

/** A talk with a lead (GET /api/lid-talk/?lid=). */
export interface LidTalk {
  id: number;
  lid: number;
  talk_date: string;
  result: string;
  created_by?: number | null;
  created_by_name?: string | null;
  created_at?: string;
}

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
