import type { ScheduleRow } from './schedule';

/**
 * GET /api/sale/, /api/sale/pending/, /api/sale/{id}/ (DESIGN.md "Money API shapes"), its status and
 * one line of its schedule, exactly as the API sends them (packages/shared).
 */
export type { Sale, SaleStatus, SaleScheduleLine as SaleScheduleRow } from '@mijozlar/shared';

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

/** One wallet operation of a sale (GET /api/sale/{id}/operations/): a wallet operation (packages/shared). */
export type { WalletOperation as SaleOperation } from '@mijozlar/shared';
