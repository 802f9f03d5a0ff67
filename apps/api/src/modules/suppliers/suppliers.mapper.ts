import { CURRENCY_USD, CURRENCY_UZS, Locale } from '@mijozlar/shared';
import type { SupplierOperationKind } from '../../generated/prisma/client';
import { localName } from '../../common/i18n/locale';
import { Decimal, ZERO, amountText, rateText } from '../../common/money/money';

export const CODES: Record<number, string> = { [CURRENCY_UZS]: 'UZS', [CURRENCY_USD]: 'USD' };
export const CURRENCY_IDS = [CURRENCY_UZS, CURRENCY_USD] as const;

const named = { select: { id: true, name_uz: true, name_ru: true } } as const;

// Suppliers

export const supplierSelect = {
  id: true,
  name: true,
  material_id: true,
  phone_number: true,
  created_at: true,
  material: named,
} as const;

export interface SupplierRow {
  id: number;
  name: string;
  material_id: number;
  phone_number: string | null;
  created_at: Date;
  material: { id: number; name_uz: string; name_ru: string };
}

/** Debt per currency (every currency, zero when nothing is owed in it); negative means an advance. */
export type DebtLine = { currency: number; currency_code: string; amount: string };

export function debtLines(byCurrency: Map<number, Decimal> | undefined): DebtLine[] {
  return CURRENCY_IDS.map((currency) => ({ currency, currency_code: CODES[currency], amount: amountText(byCurrency?.get(currency) ?? ZERO)! }));
}

export function toSupplier(row: SupplierRow, debt: Map<number, Decimal> | undefined, locale: Locale) {
  return {
    id: row.id,
    name: row.name,
    material: row.material_id,
    material_name: localName(row.material, locale),
    phone_number: row.phone_number,
    debt: debtLines(debt),
    created_at: row.created_at.toISOString(),
  };
}

export type SupplierJson = ReturnType<typeof toSupplier>;

// Supplier operations

export const operationInclude = {
  supplier: { select: { id: true, name: true } },
  material: named,
  currency: { select: { code: true } },
  wallet: { select: { name: true, currency_id: true } },
  construction: { select: { name: true } },
  created_by: { select: { id: true, full_name: true } },
} as const;

export interface OperationRow {
  id: number;
  supplier_id: number;
  kind: SupplierOperationKind;
  date: Date;
  floor: number | null;
  material_id: number | null;
  model: string | null;
  unit: string | null;
  unit_amount: Decimal | null;
  unit_price: Decimal | null;
  operation_price: Decimal | null;
  currency_id: number;
  wallet_id: number | null;
  wallet_payment: Decimal | null;
  fee_percentage: Decimal | null;
  actual_payment: Decimal | null;
  actual_payment_usd: Decimal | null;
  exchange_rate: Decimal;
  sale_id: number | null;
  machine_number: string | null;
  comment: string | null;
  construction_id: number | null;
  wallet_operation_id: number | null;
  created_at: Date;
  supplier: { id: number; name: string };
  material: { id: number; name_uz: string; name_ru: string } | null;
  currency: { code: string };
  wallet: { name: string; currency_id: number } | null;
  construction: { name: string } | null;
  created_by: { id: number; full_name: string } | null;
}

export function toOperation(row: OperationRow, locale: Locale) {
  return {
    id: row.id,
    kind: row.kind,
    supplier: row.supplier_id,
    supplier_name: row.supplier.name,
    date: row.date.toISOString().slice(0, 10),
    currency: row.currency_id,
    currency_code: row.currency.code,
    floor: row.floor,
    material: row.material_id,
    material_name: row.material ? localName(row.material, locale) : null,
    model: row.model,
    unit: row.unit,
    unit_amount: row.unit_amount === null ? null : row.unit_amount.toFixed(3),
    unit_price: amountText(row.unit_price),
    operation_price: amountText(row.operation_price),
    machine_number: row.machine_number,
    wallet: row.wallet_id,
    wallet_name: row.wallet?.name ?? null,
    wallet_currency: row.wallet?.currency_id ?? null,
    wallet_currency_code: row.wallet ? CODES[row.wallet.currency_id] : null,
    wallet_payment: amountText(row.wallet_payment),
    fee_percentage: amountText(row.fee_percentage),
    actual_payment: amountText(row.actual_payment),
    actual_payment_usd: amountText(row.actual_payment_usd),
    exchange_rate: rateText(row.exchange_rate),
    sale: row.sale_id,
    construction: row.construction_id,
    construction_name: row.construction?.name ?? null,
    comment: row.comment,
    wallet_operation: row.wallet_operation_id,
    created_by: row.created_by ? { id: row.created_by.id, full_name: row.created_by.full_name } : null,
    created_at: row.created_at.toISOString(),
  };
}

export type OperationJson = ReturnType<typeof toOperation>;
