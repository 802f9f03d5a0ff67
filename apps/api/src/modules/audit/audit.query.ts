import { Prisma } from '../../generated/prisma/client';
import { ListSpec } from '../../common/list/paginate';
import type { SqlModel } from '../../common/list/sql-where';
import { searchKeyWhere } from '../../common/list/search-fold';
import { tashkentDayRange } from '../../common/clock/clock';
import type { AuditListQueryDto } from './dto/audit.dto';

type Where = Prisma.AuditLogWhereInput;
type OrderBy = Prisma.AuditLogOrderByWithRelationInput;

/** Newest first; each ordering is served by an index of (…, at, id). */
export const auditListSpec: ListSpec<Where, OrderBy> = {
  ordering: { at: (d) => ({ at: d }), id: (d) => ({ id: d }) },
  defaultOrdering: '-at',
  tiebreaker: { id: 'desc' },
  // Label and reason through the folded search key (trigram index).
  search: (term) => searchKeyWhere(term),
};

/** The columns the list filters, searches and orders by, for its SQL path (`?related=true`, audit.related.ts). */
export const auditSqlModel: SqlModel = {
  table: 'audit_log',
  columns: { id: 'bigint', at: 'timestamptz', actor_id: 'int', action: 'text', entity: 'text', entity_id: 'int', search_key: 'text' },
};

export function buildAuditWhere(f: Pick<AuditListQueryDto, 'entity' | 'entity_id' | 'actor' | 'action' | 'date_from' | 'date_to'>): Where {
  const where: Where = {};
  if (f.entity) where.entity = f.entity;
  if (f.entity_id !== undefined) where.entity_id = f.entity_id;
  if (f.actor !== undefined) where.actor_id = f.actor;
  if (f.action) where.action = f.action;
  const range = tashkentDayRange(f.date_from, f.date_to);
  if (range) where.at = range;
  return where;
}
