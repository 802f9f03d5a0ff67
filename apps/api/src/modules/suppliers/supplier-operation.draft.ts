import { ErrorCode } from '@mijozlar/shared';
import { ApiError, PendingFieldError } from '../../common/errors/api-error';
import { amountText, rateText } from '../../common/money/money';
import type { CreateSupplierOperationDto, SupplierOperationKindName } from './dto/supplier-operation.dto';
import type { OperationRow } from './suppliers.mapper';

export type Body = Partial<CreateSupplierOperationDto>;

/** Fields only one kind of operation has. */
const DELIVERY_FIELDS = ['floor', 'material', 'model', 'unit', 'unit_amount', 'unit_price', 'machine_number'] as const;
const PAYMENT_FIELDS = ['wallet', 'wallet_payment', 'fee_percentage', 'exchange_rate', 'method'] as const;
const REQUIRED: Record<SupplierOperationKindName, readonly (keyof Body)[]> = {
  delivery: ['supplier', 'date', 'currency', 'unit', 'unit_amount', 'unit_price'],
  payment: ['supplier', 'date', 'currency', 'wallet', 'wallet_payment'],
};

export const given = (value: unknown) => value !== undefined && value !== null;

/** An operation as the request describes it after merging (PUT) and defaults. */
export interface Draft {
  kind: SupplierOperationKindName;
  supplier: number;
  date: string;
  currency: number;
  floor: number | null;
  material: number | null;
  model: string | null;
  unit: string | null;
  unit_amount: string | null;
  unit_price: string | null;
  machine_number: string | null;
  wallet: number | null;
  wallet_payment: string | null;
  fee_percentage: string | null;
  exchange_rate: string | null;
  method: number | null;
  construction: number | null;
  sale: number | null;
  comment: string | null;
}

/** What a stored operation looks like as a draft (for PUT: fields not given stay). */
export function draftOf(
  row: Pick<
    OperationRow,
    | 'supplier_id'
    | 'date'
    | 'currency_id'
    | 'floor'
    | 'material_id'
    | 'model'
    | 'unit'
    | 'unit_amount'
    | 'unit_price'
    | 'machine_number'
    | 'wallet_id'
    | 'wallet_payment'
    | 'fee_percentage'
    | 'exchange_rate'
    | 'construction_id'
    | 'sale_id'
    | 'comment'
  > & { kind: SupplierOperationKindName; method_id: number | null },
): Draft {
  return {
    kind: row.kind,
    supplier: row.supplier_id,
    date: row.date.toISOString().slice(0, 10),
    currency: row.currency_id,
    floor: row.floor,
    material: row.material_id,
    model: row.model,
    unit: row.unit,
    unit_amount: row.unit_amount?.toFixed(3) ?? null,
    unit_price: amountText(row.unit_price),
    machine_number: row.machine_number,
    wallet: row.wallet_id,
    wallet_payment: amountText(row.wallet_payment),
    fee_percentage: amountText(row.fee_percentage),
    exchange_rate: rateText(row.exchange_rate),
    method: row.method_id,
    construction: row.construction_id,
    sale: row.sale_id,
    comment: row.comment,
  };
}

/** A new operation as the request describes it, with its defaults. */
export function draftOfRequest(kind: SupplierOperationKindName, dto: CreateSupplierOperationDto): Draft {
  return {
    kind,
    supplier: dto.supplier,
    date: dto.date,
    currency: dto.currency,
    floor: dto.floor ?? null,
    material: dto.material ?? null,
    model: dto.model || null,
    unit: dto.unit ?? null,
    unit_amount: dto.unit_amount ?? null,
    unit_price: dto.unit_price ?? null,
    machine_number: dto.machine_number || null,
    wallet: dto.wallet ?? null,
    wallet_payment: dto.wallet_payment ?? null,
    fee_percentage: dto.fee_percentage ?? null,
    exchange_rate: dto.exchange_rate ?? null,
    method: dto.method ?? null,
    construction: dto.construction ?? null,
    sale: dto.sale ?? null,
    comment: dto.comment || null,
  };
}

/**
 * 400 for each field the kind requires and the draft lacks, and for each field of the other kind
 * the request gave (a delivery has no wallet; a payment has no unit price).
 */
export function checkFields(kind: SupplierOperationKindName, request: Body, draft: Body | Draft): void {
  const errors: PendingFieldError[] = [];
  const foreign = kind === 'delivery' ? PAYMENT_FIELDS : DELIVERY_FIELDS;
  for (const field of foreign) if (given(request[field])) errors.push({ field, code: `supplier_operation.not_for_${kind}` });
  for (const field of REQUIRED[kind]) {
    const value = (draft as Record<string, unknown>)[field];
    if (!given(value) || value === '') errors.push({ field, code: ErrorCode.REQUIRED });
  }
  if (errors.length) throw ApiError.invalid(errors);
}
