/** One debt of a client as GET /api/client/ answers it (the money screens come later). */
export interface ClientDebtSummary {
  id: number;
  room: number | null;
  room_number?: string | number | null;
  building?: number | null;
  building_name?: string | null;
  is_closed: boolean;
  currency: number | null;
  currency_code?: string | null;
  all_debt?: string | null;
  current_debt?: string | null;
  monthly_amount?: string | null;
  payment_date?: string | null;
}

/** A client as GET /api/client/ and /api/client/{id}/ answer it. */
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
  created_at: string;
  client_debts: ClientDebtSummary[];
  /** The last SMS sent to the client, if any. */
  last_sms?: { status: string; sent_at: string | null } | null;
}

/** What POST and PUT /api/client/ accept. */
export interface ClientPayload {
  name: string;
  phone_number: string;
  additional_numbers: string[];
  company_name: string | null;
  region: number | null;
  city: number | null;
  status: number;
}
