import { Prisma } from '../../generated/prisma/client';
import { ListSpec } from '../../common/list/paginate';

/** The collection log of one debt: newest first (date, then id), by debt_contact(client_debt_id, date DESC, id DESC). */
export const debtContactListSpec: ListSpec<Prisma.DebtContactWhereInput, Prisma.DebtContactOrderByWithRelationInput> = {
  ordering: { date: (d) => ({ date: d }), id: (d) => ({ id: d }) },
  defaultOrdering: '-date',
  tiebreaker: { id: 'desc' },
  search: (term) => ({ comment: { contains: term, mode: 'insensitive' } }),
};
