import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';
import { searchKeyWhere } from '../../common/list/search-fold';
import { UserListQueryDto } from './dto/user.dto';

type Where = Prisma.UserWhereInput;
type OrderBy = Prisma.UserOrderByWithRelationInput;

/** Search by name, or by phone digits when the term looks like a phone ("90 123" finds +998901234567). */
export function userSearch(term: string): Where {
  const digits = phoneSearchDigits(term);
  const or: Where[] = [searchKeyWhere(term)];
  if (digits.length >= 2) or.push({ phone_number: { contains: digits } });
  return { OR: or };
}

export const userListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'full_name', 'phone_number', 'date_joined', 'is_active'),
  },
  defaultOrdering: '-date_joined',
  tiebreaker: { id: 'desc' },
  search: userSearch,
};

export const sellerListSpec: ListSpec<Where, OrderBy> = {
  ordering: { full_name: (d) => ({ full_name: d }), id: (d) => ({ id: d }) },
  defaultOrdering: 'full_name',
  tiebreaker: { id: 'asc' },
  search: userSearch,
  defaultPageSize: 10,
};

export function buildUserWhere(filters: Pick<UserListQueryDto, 'role' | 'is_active'>): Where {
  const where: Where = {};
  if (filters.role !== undefined) where.role_id = filters.role;
  if (filters.is_active !== undefined) where.is_active = filters.is_active;
  return where;
}

export const roleListSpec: ListSpec<Prisma.RoleWhereInput, Prisma.RoleOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), name: (d) => ({ name: d }) },
  defaultOrdering: 'id',
  tiebreaker: { id: 'asc' },
  search: (term) => ({ name: { contains: term, mode: 'insensitive' } }),
  defaultPageSize: 1000,
};

export const permissionListSpec: ListSpec<Prisma.PermissionWhereInput, Prisma.PermissionOrderByWithRelationInput> = {
  ordering: { code: (d) => ({ code: d }) },
  defaultOrdering: 'code',
  tiebreaker: { code: 'asc' },
  search: (term) => ({
    OR: [
      { code: { contains: term, mode: 'insensitive' } },
      { name_uz: { contains: term, mode: 'insensitive' } },
      { name_ru: { contains: term, mode: 'insensitive' } },
    ],
  }),
  defaultPageSize: 1000,
};
