import { Prisma } from '../../generated/prisma/client';
import { ListSpec } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';
import { tashkentDayRange } from '../../common/clock/clock';
import type { RefusalFilters } from './dto/refusal.dto';

type Where = Prisma.RefusalWhereInput;

/** Search: the client's name or phone (digits), or the room number. */
export function refusalSearch(term: string): Where {
  const digits = phoneSearchDigits(term);
  const or: Where[] = [
    { sale: { client: { name: { contains: term, mode: 'insensitive' } } } },
    { sale: { room: { number: { contains: term, mode: 'insensitive' } } } },
  ];
  if (digits.length >= 2) or.push({ sale: { client: { phone_number: { contains: digits } } } });
  return { OR: or };
}

/** Newest first by default; created_at and id are indexed. */
export const refusalListSpec: ListSpec<Where, Prisma.RefusalOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), created_at: (d) => ({ created_at: d }) },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: refusalSearch,
};

export function buildRefusalWhere(f: RefusalFilters): Where {
  const where: Where = {};
  const sale: Prisma.SaleWhereInput = {};
  if (f.client !== undefined) sale.client_id = f.client;
  if (f.building !== undefined) sale.room = { building_id: f.building };
  if (Object.keys(sale).length) where.sale = sale;
  if (f.currency !== undefined) where.currency_id = f.currency;
  const range = tashkentDayRange(f.date_from, f.date_to);
  if (range) where.created_at = range;
  return where;
}
