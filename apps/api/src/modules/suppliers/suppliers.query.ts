import { dateOnly } from '../../common/clock/clock';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';
import { Prisma } from '../../generated/prisma/client';
import type { SupplierListQueryDto } from './dto/supplier.dto';
import type { SupplierOperationFilters } from './dto/supplier-operation.dto';

type SupplierWhere = Prisma.SupplierWhereInput;
type OperationWhere = Prisma.SupplierOperationWhereInput;

/** Suppliers: ordering name (default), created_at, material or id (each indexed); search over name and phone digits. */
export const supplierListSpec: ListSpec<SupplierWhere, Prisma.SupplierOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.SupplierOrderByWithRelationInput>('id', 'name'),
    material: (d) => ({ material_id: d }),
    created_at: (d) => ({ created_at: d }),
  },
  defaultOrdering: 'name',
  tiebreaker: { id: 'asc' },
  search: (term) => {
    const digits = phoneSearchDigits(term);
    const or: SupplierWhere[] = [{ name: { contains: term, mode: 'insensitive' } }];
    if (digits.length >= 2) or.push({ phone_number: { contains: digits } });
    return { OR: or };
  },
};

export function buildSupplierWhere(f: Pick<SupplierListQueryDto, 'material'>): SupplierWhere {
  return f.material !== undefined ? { material_id: f.material } : {};
}

/**
 * The operations that count: every delivery, and the payments that still have their live wallet
 * operation. DELETE of a payment reverses its wallet operation and detaches it
 * (wallet_operation_id = null): the row stays, for the ledger's history, but no longer counts.
 */
export const LIVE_OPERATION: OperationWhere = { OR: [{ kind: 'delivery' }, { wallet_operation_id: { not: null } }] };

/**
 * Operations: ordering date (default newest first), created_at or id, id as tiebreaker (indexes
 * (supplier_id, date), (date), (created_at)); search over comment, model, unit and machine number.
 */
export const operationListSpec: ListSpec<OperationWhere, Prisma.SupplierOperationOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.SupplierOperationOrderByWithRelationInput>('id', 'date', 'created_at'),
  },
  defaultOrdering: '-date',
  tiebreaker: { id: 'desc' },
  search: (term) => ({
    OR: [
      { comment: { contains: term, mode: 'insensitive' } },
      { model: { contains: term, mode: 'insensitive' } },
      { unit: { contains: term, mode: 'insensitive' } },
      { machine_number: { contains: term, mode: 'insensitive' } },
    ],
  }),
};

/** The list's filters (the spec's names) as a where; always only live operations. */
export function buildOperationWhere(f: SupplierOperationFilters): OperationWhere {
  const where: OperationWhere = {};
  if (f['supplier-id'] !== undefined) where.supplier_id = f['supplier-id'];
  if (f.currency !== undefined) where.currency_id = f.currency;
  if (f.floor !== undefined) where.floor = f.floor;
  if (f.construction !== undefined) where.construction_id = f.construction;
  if (f.wallet !== undefined) where.wallet_id = f.wallet;
  if (f['payment-operations'] !== undefined) where.kind = f['payment-operations'] ? 'payment' : 'delivery';
  if (f.from_date || f.to_date) {
    where.date = { ...(f.from_date ? { gte: dateOnly(f.from_date) } : {}), ...(f.to_date ? { lte: dateOnly(f.to_date) } : {}) };
  }
  return { AND: [where, LIVE_OPERATION] };
}
