import type { DateString, DateTimeString, DecimalString } from './common';

// Clients and leads.

/** One debt of a client as the client answer lists it. */
export interface ClientDebtSummary {
  id: number;
  room: number;
  room_number: string;
  building: number;
  building_name: string;
  is_closed: boolean;
  currency: number;
  currency_code: string;
  all_debt: DecimalString | null;
  current_debt: DecimalString | null;
  monthly_amount: DecimalString | null;
  payment_date: DateString | null;
  debt_type: number | null;
  credit_period: number | null;
}

/** The last SMS sent to a client. */
export interface LastSms {
  status: string;
  sent_at: DateTimeString | null;
}

/** GET /api/client/, /api/client/{id}/. */
export interface Client {
  id: number;
  name: string;
  phone_number: string;
  additional_numbers: string[];
  company_name: string | null;
  region: number | null;
  region_name: string | null;
  city: number | null;
  city_name: string | null;
  status: number;
  status_name: string;
  /** Documents' data (contracts): all optional. */
  address: string | null;
  /** 1–10 Latin capitals ("AA"). */
  passport_series: string | null;
  passport_number: string | null;
  passport_issued_by: string | null;
  passport_issued_date: DateString | null;
  /** 14 digits. */
  pinfl: string | null;
  birth_date: DateString | null;
  created_at: DateTimeString;
  client_debts: ClientDebtSummary[];
  last_sms: LastSms | null;
}

/** GET /api/client/mini-list/ (and a lead's mini list). */
export interface MiniPerson {
  id: number;
  name: string;
  phone_number: string;
}

/** GET /api/lid/, /api/lid/{id}/. */
export interface Lid {
  id: number;
  name: string;
  company_name: string | null;
  phone_number: string;
  status: number;
  status_name: string;
  region: number | null;
  region_name: string | null;
  city: number | null;
  city_name: string | null;
  seller: number | null;
  seller_name: string | null;
  operator: number | null;
  operator_name: string | null;
  note: string | null;
  source_of_interest: number | null;
  source_name: string | null;
  call_date: DateString | null;
  next_call_date: DateString | null;
  archived: boolean;
  converted_client: number | null;
  created_at: DateTimeString;
}

/** GET /api/lid-talk/. */
export interface LidTalk {
  id: number;
  lid: number;
  talk_date: DateTimeString;
  result: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: DateTimeString;
}
