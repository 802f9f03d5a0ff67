import type { AuditEntry } from '@mijozlar/shared';
import type { AuditLog } from '../../src/generated/prisma/client';
import type { TestApp } from './test-app';

/** The audit entries of a record (or of any filter), newest first, read straight from the table. */
export async function entries(t: TestApp, where: { entity?: string; entity_id?: number; action?: string; actor?: number } = {}): Promise<AuditEntry[]> {
  const rows = await t.prisma.auditLog.findMany({
    where: { entity: where.entity, entity_id: where.entity_id, action: where.action, actor_id: where.actor },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toEntry);
}

function toEntry(r: AuditLog): AuditEntry {
  return {
    id: r.id.toString(),
    at: r.at.toISOString(),
    actor: r.actor_id !== null ? { id: r.actor_id, full_name: r.actor_name ?? '' } : null,
    action: r.action as AuditEntry['action'],
    entity: r.entity as AuditEntry['entity'],
    entity_id: r.entity_id,
    entity_label: r.entity_label,
    changes: r.changes as AuditEntry['changes'],
    details: r.details as AuditEntry['details'],
    reason: r.reason,
    ip: r.ip,
    request_id: r.request_id,
  };
}

/** The entries of several records (`[entity, ids]` pairs), newest first: what a record's related history should list. */
export async function entriesOf(t: TestApp, records: [string, number[]][]): Promise<AuditEntry[]> {
  const rows = await t.prisma.auditLog.findMany({
    where: { OR: records.map(([entity, ids]) => ({ entity, entity_id: { in: ids } })) },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toEntry);
}

/** How many entries the trail holds (to prove a refused request wrote none). */
export async function entryCount(t: TestApp): Promise<number> {
  return t.prisma.auditLog.count();
}
