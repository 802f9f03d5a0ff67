/** GET /api/refusals/ (DESIGN.md "Money API shapes"). Money is decimal text. */
export interface Refusal {
  id: number;
  sale: number;
  client: number | null;
  client_name?: string | null;
  room: number | null;
  room_number?: string | number | null;
  building_name?: string | null;
  currency: number | string;
  currency_code?: string;
  refund_due: string;
  refunded_amount: string;
  remaining?: string;
  comment: string | null;
  created_at: string;
}

/** The part of GET /api/sale/ a refusal needs. */
export interface SaleSummary {
  id: number;
  room?: number | null;
  room_number?: string | number | null;
  building_name?: string | null;
  client?: number | null;
  client_name?: string | null;
  currency?: number | string;
  currency_code?: string;
  sold_amount?: string;
  paid_amount?: string;
  debt_amount?: string;
  status?: string;
  approved_at?: string | null;
  created_at?: string;
}

/** The part of GET /api/client-debt/ that says what the debt's payments paid off. */
export interface DebtSummary {
  id: number;
  sale?: number | null;
  all_debt?: string;
  current_debt?: string;
  paid_amount?: string;
}
