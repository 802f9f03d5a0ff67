import type { Identifier } from 'react-admin';
import type { Ref } from '../debts/types';
import type { ScheduleRow } from './schedule';

export type SaleStatus = 'pending' | 'approved' | 'declined' | 'refused';

/** A schedule row as the API answers it (spec names; payment_date tolerated). */
export interface SaleScheduleRow {
  month: number;
  paymentDate?: string;
  payment_date?: string;
  amount: string;
}

/** GET /api/sale/, /api/sale/pending/ (DESIGN.md "Money API shapes"). */
export interface Sale {
  id: Identifier;
  room: Ref;
  room_number?: string | null;
  building?: Ref;
  building_name?: string | null;
  client: Ref;
  client_name?: string | null;
  lid: Ref;
  lid_name?: string | null;
  wallet: Ref;
  wallet_name?: string | null;
  currency: number | { id: number; code: string };
  currency_code?: string | null;
  sold_amount: string;
  paid_amount: string;
  debt_amount: string;
  monthly_amount?: string | SaleScheduleRow[] | null;
  debt_type?: Ref;
  debt_type_name?: string | null;
  credit_period?: Ref;
  payment_date?: string | null;
  method?: Ref;
  method_name?: string | null;
  seller?: Ref;
  seller_name?: string | null;
  comment?: string | null;
  status: SaleStatus;
  schedule?: SaleScheduleRow[] | null;
  created_at?: string | null;
  approved_at?: string | null;
}

/** What POST /api/sale/ takes. */
export interface SalePayload {
  room: number;
  client?: number;
  lid?: number;
  wallet: number;
  currency: number;
  sold_amount: string;
  paid_amount: string;
  debt_type?: number;
  credit_period?: number;
  payment_date?: string;
  monthly_amount?: ScheduleRow[];
  method?: number;
  seller?: number;
  exchange_rate?: string;
  comment: string;
}

/** One wallet operation of a sale (GET /api/sale/{id}/operations/). */
export interface SaleOperation {
  id: Identifier;
  wallet: Ref;
  wallet_name?: string | null;
  operation_type: 'replenish' | 'withdraw';
  kind: string;
  amount: string;
  method?: Ref;
  method_name?: string | null;
  comment?: string | null;
  date: string;
  exchange_rate?: string | null;
  amount_usd?: string | null;
  executor?: { id: number; full_name: string } | null;
  currency?: number | { id: number; code: string };
  currency_code?: string | null;
}
