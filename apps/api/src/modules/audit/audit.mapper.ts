import type { AuditAction, AuditChanges, AuditEntity, AuditEntry } from '@mijozlar/shared';
import type { AuditLog } from '../../generated/prisma/client';

export function toAuditEntry(row: AuditLog): AuditEntry {
  return {
    id: row.id.toString(),
    at: row.at.toISOString(),
    actor: row.actor_id !== null ? { id: row.actor_id, full_name: row.actor_name ?? '' } : null,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entity_id: row.entity_id,
    entity_label: row.entity_label,
    changes: (row.changes as AuditChanges | null) ?? null,
    details: (row.details as Record<string, unknown> | null) ?? null,
    reason: row.reason,
    ip: row.ip,
    request_id: row.request_id,
  };
}
