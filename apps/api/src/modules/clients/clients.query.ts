import { phoneSearchDigits } from '../../common/list/phone-search';
import { searchKeyWhere } from '../../common/list/search-fold';
import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { ClientListQueryDto } from './dto/client.dto';

type Where = Prisma.ClientWhereInput;
type OrderBy = Prisma.ClientOrderByWithRelationInput;

/** Extra phones are searched from this many digits (a trigram index on client_phone keeps that branch of the OR indexed). */
export const EXTRA_PHONE_MIN_DIGITS = 3;

/**
 * Search over name, company, phone digits, and the ids of clients whose extra phones matched.
 * Each branch is backed by a trigram (or primary key) index, so PostgreSQL can OR bitmap scans.
 */
export function clientSearch(term: string, extraPhoneClientIds: number[] = []): Where {
  const digits = phoneSearchDigits(term);
  // Name and company through the folded search key (apostrophe variants match each other).
  const or: Where[] = [searchKeyWhere(term)];
  if (digits.length >= 2) or.push({ phone_number: { contains: digits } });
  if (extraPhoneClientIds.length) or.push({ id: { in: extraPhoneClientIds } });
  return { OR: or };
}

/**
 * The same search for the SQL list (paginateSql): the extra phones as a `some` filter, which
 * whereSql writes as an indexed id lookup inside the list's one statement. (Prisma writes `some`
 * as a subquery that scans every client, hence the looked-up ids above for its readers.)
 */
export function clientSearchSql(term: string): Where {
  const where = clientSearch(term);
  const digits = phoneSearchDigits(term);
  if (digits.length >= EXTRA_PHONE_MIN_DIGITS) (where.OR as Where[]).push({ additional_numbers: { some: { phone_number: { contains: digits } } } });
  return where;
}

export const clientListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'name', 'created_at'),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: clientSearchSql,
};

export const clientMiniListSpec: ListSpec<Where, OrderBy> = {
  ...clientListSpec,
  defaultOrdering: 'name',
  tiebreaker: { id: 'asc' },
  defaultPageSize: 10,
};

export function buildClientWhere(filters: Pick<ClientListQueryDto, 'region' | 'city' | 'status'>): Where {
  const where: Where = {};
  if (filters.region !== undefined) where.region_id = filters.region;
  if (filters.city !== undefined) where.city_id = filters.city;
  if (filters.status !== undefined) where.status_id = filters.status;
  return where;
}

export const clientStatusListSpec: ListSpec<Prisma.ClientStatusWhereInput, Prisma.ClientStatusOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), code: (d) => ({ code: d }) },
  defaultOrdering: 'id',
  tiebreaker: { id: 'asc' },
  search: (term) => ({
    OR: [{ name_uz: { contains: term, mode: 'insensitive' } }, { name_ru: { contains: term, mode: 'insensitive' } }],
  }),
  defaultPageSize: 1000,
};
