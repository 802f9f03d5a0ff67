/** A supplier's debt in one currency (negative: an advance the supplier still has to deliver). */
export interface DebtLine {
  currency: number;
  currency_code: string;
  amount: string;
}

/** GET /api/supplier/ (DESIGN "Operations and statistics API shapes"). Money is decimal text. */
export interface Supplier {
  id: number;
  name: string;
  material: number;
  material_name: string;
  phone_number: string | null;
  debt: DebtLine[];
  created_at: string;
}

/** GET /api/supplier-operation/: a delivery or a payment. */
export interface SupplierOperation {
  id: number;
  kind: 'delivery' | 'payment';
  supplier: number;
  supplier_name: string;
  date: string;
  currency: number;
  currency_code: string;
  floor: number | null;
  material: number | null;
  material_name: string | null;
  model: string | null;
  unit: string | null;
  unit_amount: string | null;
  unit_price: string | null;
  operation_price: string | null;
  machine_number: string | null;
  wallet: number | null;
  wallet_name: string | null;
  wallet_currency: number | null;
  wallet_currency_code: string | null;
  wallet_payment: string | null;
  fee_percentage: string | null;
  actual_payment: string | null;
  actual_payment_usd: string | null;
  exchange_rate: string | null;
  construction: number | null;
  construction_name: string | null;
  comment: string | null;
  wallet_operation: number | null;
  created_at: string;
}
