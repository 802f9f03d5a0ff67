import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { tashkentDayRange } from '../../common/clock/clock';
import type { OperationFilters } from './dto/wallet-operation.dto';

type Where = Prisma.WalletOperationWhereInput;
type OrderBy = Prisma.WalletOperationOrderByWithRelationInput;

/**
 * Ordering date (default newest first) or amount, id as tiebreaker. Indexes: (wallet_id, date)
 * and (date) serve the date orders; every filter column has its own index.
 */
export const operationListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'date', 'amount'),
  },
  defaultOrdering: '-date',
  tiebreaker: { id: 'desc' },
  search: (term) => ({ comment: { contains: term, mode: 'insensitive' } }),
};

export function buildOperationWhere(f: OperationFilters): Where {
  const where: Where = {};
  if (f.wallet !== undefined) where.wallet_id = f.wallet;
  if (f.operation_type !== undefined) where.operation_type = f.operation_type;
  if (f.kind !== undefined) where.kind = f.kind;
  if (f.method !== undefined) where.method_id = f.method;
  if (f.executor !== undefined) where.executor_id = f.executor;
  if (f.employee_id !== undefined) where.employee_id = f.employee_id;
  if (f.construction_building_id !== undefined) where.construction_id = f.construction_building_id;
  if (f.refusal_id !== undefined) where.refusal_id = f.refusal_id;
  if (f.sale !== undefined) where.sale_id = f.sale;
  if (f.client !== undefined) where.client_id = f.client;
  if (f.investor !== undefined) where.investor_id = f.investor;
  if (f.currency !== undefined) where.wallet = { currency_id: f.currency };
  const range = tashkentDayRange(f.date_from, f.date_to);
  if (range) where.date = range;
  if (f.transfer === true) where.transfer_group = { not: null };
  if (f.transfer === false) where.transfer_group = null;
  return where;
}
