import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';

export const templateListSpec: ListSpec<Prisma.DocumentTemplateWhereInput, Prisma.DocumentTemplateOrderByWithRelationInput> = {
  ordering: { ...orderByColumns<Prisma.DocumentTemplateOrderByWithRelationInput>('id', 'name', 'created_at', 'updated_at') },
  // Few rows (a handful per kind and language): kind, language, then the defaults first.
  defaultOrdering: 'id',
  tiebreaker: { id: 'asc' },
  search: (term) => ({ OR: [{ name: { contains: term, mode: 'insensitive' } }, { original_name: { contains: term, mode: 'insensitive' } }] }),
};

/** kind, language; `building`: that building's templates and the company-wide ones (built-ins included). */
export function buildTemplateWhere(filters: { kind?: string; language?: string; building?: number }): Prisma.DocumentTemplateWhereInput {
  const where: Prisma.DocumentTemplateWhereInput = {};
  if (filters.kind) where.kind = filters.kind;
  if (filters.language) where.language = filters.language;
  if (filters.building !== undefined) where.OR = [{ building_id: filters.building }, { building_id: null }];
  return where;
}
