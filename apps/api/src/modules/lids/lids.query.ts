import { phoneSearchDigits } from '../../common/list/phone-search';
import { searchKeyWhere } from '../../common/list/search-fold';
import { LID_STATUS } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { LidListQueryDto } from './dto/lid.dto';

type Where = Prisma.LidWhereInput;
type OrderBy = Prisma.LidOrderByWithRelationInput;

/** A YYYY-MM-DD business date as the Date Prisma compares a DATE column with. */
export const dateOnly = (ymd: string) => new Date(`${ymd.slice(0, 10)}T00:00:00.000Z`);

export function lidSearch(term: string): Where {
  const digits = phoneSearchDigits(term);
  // Name and company through the folded search key (apostrophe variants match each other).
  const or: Where[] = [searchKeyWhere(term)];
  if (digits.length >= 2) or.push({ phone_number: { contains: digits } });
  return { OR: or };
}

export const lidListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'name', 'created_at'),
    call_date: (d) => ({ call_date: { sort: d, nulls: 'last' } }),
    next_call_date: (d) => ({ next_call_date: { sort: d, nulls: 'last' } }),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: lidSearch,
};

export const lidMiniListSpec: ListSpec<Where, OrderBy> = {
  ...lidListSpec,
  defaultOrdering: 'name',
  tiebreaker: { id: 'asc' },
  defaultPageSize: 10,
};

/** Filters → where. `today` is the current date in Asia/Tashkent (YYYY-MM-DD). */
export function buildLidWhere(filters: Omit<LidListQueryDto, 'page' | 'page_size' | 'search' | 'ordering'>, today: string): Where {
  const where: Where = {};
  const and: Where[] = [];
  if (filters.status !== undefined) where.status_id = filters.status;
  if (filters.archived !== undefined) where.archived = filters.archived;
  if (filters.region !== undefined) where.region_id = filters.region;
  if (filters.city !== undefined) where.city_id = filters.city;
  if (filters.seller !== undefined) where.seller_id = filters.seller;
  if (filters.operator !== undefined) where.operator_id = filters.operator;
  if (filters.source_of_interest !== undefined) where.source_of_interest_id = filters.source_of_interest;
  if (filters.converted_client !== undefined) where.converted_client_id = filters.converted_client;
  if (filters.today) and.push({ next_call_date: dateOnly(today) });
  if (filters.overdue) {
    and.push({ next_call_date: { lt: dateOnly(today) } }, { status_id: { not: LID_STATUS.CANCELLED } }, { archived: false });
  }
  return and.length ? { ...where, AND: and } : where;
}

export const lidTalkListSpec: ListSpec<Prisma.LidTalkWhereInput, Prisma.LidTalkOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), talk_date: (d) => ({ talk_date: d }) },
  defaultOrdering: '-talk_date',
  tiebreaker: { id: 'desc' },
  search: (term) => ({ result: { contains: term, mode: 'insensitive' } }),
};
