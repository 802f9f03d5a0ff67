import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';
import { tashkentDayRange } from '../../common/clock/clock';

type Where = Prisma.SaleWhereInput;
type OrderBy = Prisma.SaleOrderByWithRelationInput;


/**
 * Search over the buyer's name and phone (client or lead), the room number (each branch with a
 * trigram index) and the contract number, exactly or as its beginning ("3-1" finds 3-1, 3-12…;
 * the varchar_pattern_ops index sale_contract_number_pattern_idx serves it whatever the collation).
 */
export function saleSearch(term: string): Where {
  const digits = phoneSearchDigits(term);
  const or: Where[] = [
    { client: { name: { contains: term, mode: 'insensitive' } } },
    { lid: { name: { contains: term, mode: 'insensitive' } } },
    { room: { number: { contains: term, mode: 'insensitive' } } },
    { contract_number: { startsWith: term } },
  ];
  if (digits.length >= 2) {
    or.push({ client: { phone_number: { contains: digits } } }, { lid: { phone_number: { contains: digits } } });
  }
  return { OR: or };
}

/** Ordering by created_at, approved_at, sold_amount (each indexed) and id. */
export const saleListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'created_at'),
    approved_at: (d) => ({ approved_at: { sort: d, nulls: 'last' } }),
    sold_amount: (d) => ({ sold_amount: d }),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: saleSearch,
};

/** The wallet operations of a sale (the spec's "read of operations by sale", 100 a page). */
export const saleOperationListSpec: ListSpec<Prisma.WalletOperationWhereInput, Prisma.WalletOperationOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.WalletOperationOrderByWithRelationInput>('id', 'date', 'amount'),
  },
  defaultOrdering: 'date',
  tiebreaker: { id: 'asc' },
  search: (term) => ({ comment: { contains: term, mode: 'insensitive' } }),
  defaultPageSize: 100,
};

export interface SaleFilters {
  building?: number;
  room?: number;
  client?: number;
  lid?: number;
  seller?: number;
  status?: string;
  currency?: number;
  date_from?: string;
  date_to?: string;
  approved_from?: string;
  approved_to?: string;
}

export function buildSaleWhere(filters: SaleFilters): Where {
  const where: Where = {};
  if (filters.building !== undefined) where.room = { building_id: filters.building };
  if (filters.room !== undefined) where.room_id = filters.room;
  if (filters.client !== undefined) where.client_id = filters.client;
  if (filters.lid !== undefined) where.lid_id = filters.lid;
  if (filters.seller !== undefined) where.seller_id = filters.seller;
  if (filters.status !== undefined) where.status = filters.status as Where['status'];
  if (filters.currency !== undefined) where.currency_id = filters.currency;
  const created = tashkentDayRange(filters.date_from, filters.date_to);
  if (created) where.created_at = created as Prisma.DateTimeFilter;
  const approved = tashkentDayRange(filters.approved_from, filters.approved_to);
  if (approved) where.approved_at = approved;
  return where;
}
