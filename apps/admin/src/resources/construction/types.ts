/** One currency of a project's spending: its construction expenses (net of reversals) and supplier deliveries. */
export interface Spent {
  currency: number;
  currency_code: string;
  operations: string;
  deliveries: string;
  amount: string;
}

/** GET /api/construction/{id}/ */
export interface ConstructionProject {
  id: number;
  name: string;
  floor_count: number;
  room_count: number;
  entrance_count: number;
  spent: Spent[];
  created_at: string;
}

export type OperationSource = 'wallet_operation' | 'supplier_delivery';

/** One row of GET /api/construction/{id}/operations/ (both sources). */
export interface ConstructionOperation {
  id: number;
  source: OperationSource;
  date: string;
  operation_type: 'withdraw' | 'replenish' | null;
  amount: string;
  signed_amount: string;
  currency: number;
  currency_code: string;
  amount_usd: string | null;
  exchange_rate: string | null;
  wallet: { id: number; name: string } | null;
  method: { id: number; name: string } | null;
  comment: string | null;
  supplier: { id: number; name: string } | null;
  material: { id: number; name: string } | null;
  floor: number | null;
  model: string | null;
  unit: string | null;
  unit_amount: string | null;
  unit_price: string | null;
  executor: { id: number; full_name: string } | null;
  reversal_of: number | null;
  reversed_by: number | null;
}

/** GET /api/construction/{id}/monthly-spending/ */
export interface MonthlySpending {
  month: string;
  currency: number;
  currency_code: string;
  operations: string;
  deliveries: string;
  amount: string;
}
