import { Prisma } from '../../generated/prisma/client';
import { ListSpec, SortDirection } from '../../common/list/paginate';
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
    id: (d) => ({ id: d }),
    date: (d) => ({ date: d }),
    amount: (d) => ({ amount: d }),
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

/**
 * Keyset pagination for streaming exports: the rows after `last` in `orderBy` (each entry one
 * non-null column and its direction, the last a unique tiebreaker). Constant cost per page,
 * where OFFSET would re-read every earlier row. The leading column's bound is repeated outside
 * the OR so that the index scan starts at `last` instead of filtering every row before it.
 */
export function keysetAfter(orderBy: readonly Record<string, SortDirection>[], last: Record<string, unknown>): Where {
  const columns = orderBy.map((entry) => {
    const [column, direction] = Object.entries(entry)[0];
    return { column, direction };
  });
  const or: Where[] = columns.map((current, i) => {
    const equal = columns.slice(0, i).map(({ column }) => ({ [column]: last[column] }));
    const beyond = { [current.column]: { [current.direction === 'asc' ? 'gt' : 'lt']: last[current.column] } };
    return equal.length ? { AND: [...equal, beyond] } : beyond;
  });
  const lead = columns[0];
  return { AND: [{ [lead.column]: { [lead.direction === 'asc' ? 'gte' : 'lte']: last[lead.column] } }, { OR: or }] };
}
