import type { AuditAction, AuditChanges, AuditEntity } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { auditStorage } from './audit.context';
import { diff } from './audit.changes';

/** What takes part in the change's transaction (a `tx`), or the client itself for an entry alone (a sign-in). */
export interface AuditDb {
  $executeRaw(query: Prisma.Sql): Promise<number> | PromiseLike<number>;
}

export interface AuditInput {
  action: AuditAction;
  entity: AuditEntity;
  entity_id?: number | null;
  /** How a person recognises the record: a name, a number ("Sotuv #12", "Aliyev Vali"). */
  label: string;
  changes?: AuditChanges | null;
  details?: Record<string, unknown> | null;
  /** Overrides the request's reason (rarely needed: setAuditReason sets it for the whole request). */
  reason?: string | null;
  /** Overrides the request's signed-in user: a sign-in names who signed in. */
  actor?: { id: number; full_name: string } | null;
}

const LABEL_MAX = 300;

/**
 * Writes one audit entry in the caller's transaction, with the request's actor, IP, request id and
 * reason (common/audit/audit.context). Every write path calls this (or `auditChange`) with its `tx`,
 * so the entry commits and rolls back with the change. Outside a request (jobs, the seed) the actor
 * is null unless given.
 */
export async function audit(db: AuditDb, input: AuditInput): Promise<void> {
  const request = auditStorage.getStore();
  if (request?.off) {
    request.written += 1;
    return;
  }
  const actor = input.actor !== undefined ? input.actor : (request?.actor ?? null);
  const changes = input.changes && Object.keys(input.changes).length ? JSON.stringify(input.changes) : null;
  const details = input.details ? JSON.stringify(input.details) : null;
  const reason = input.reason ?? request?.reason ?? null;
  await db.$executeRaw(Prisma.sql`
    INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, entity_label, changes, details, reason, ip, request_id)
    VALUES (${actor?.id ?? null}, ${actor?.full_name ?? null}, ${input.action}, ${input.entity}, ${input.entity_id ?? null},
            ${input.label.slice(0, LABEL_MAX)}, ${changes}::jsonb, ${details}::jsonb, ${reason},
            ${request?.ip ?? null}, ${request?.requestId ?? null})`);
  if (request) request.written += 1;
}

/**
 * The entry of an update: the fields that differ between the record's API shapes before and after.
 * An update that changed nothing writes no entry (and is still accounted for).
 */
export async function auditChange(
  db: AuditDb,
  input: Omit<AuditInput, 'changes' | 'action'> & { action?: AuditAction; before: object; after: object },
): Promise<void> {
  const changes = diff(input.before, input.after);
  if (Object.keys(changes).length === 0 && !input.reason && !auditStorage.getStore()?.reason) {
    const request = auditStorage.getStore();
    if (request) request.written += 1;
    return;
  }
  const { before: _before, after: _after, ...rest } = input;
  await audit(db, { ...rest, action: input.action ?? 'update', changes });
}

/** The entry of a creation: every field of the new record's API shape. */
export function auditCreate(db: AuditDb, input: Omit<AuditInput, 'changes' | 'action'> & { after: object }): Promise<void> {
  const { after, ...rest } = input;
  return audit(db, { ...rest, action: 'create', changes: diff(null, after) });
}

/** The entry of a deletion: every field the record had. */
export function auditDelete(db: AuditDb, input: Omit<AuditInput, 'changes' | 'action'> & { before: object }): Promise<void> {
  const { before, ...rest } = input;
  return audit(db, { ...rest, action: 'delete', changes: diff(before, null) });
}

/**
 * Many entries in one statement (an import's created records): each like audit(), same request
 * context. Writes nothing for an empty list.
 */
export async function auditMany(db: AuditDb, inputs: AuditInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const request = auditStorage.getStore();
  if (request?.off) {
    request.written += inputs.length;
    return;
  }
  for (let start = 0; start < inputs.length; start += 1000) {
    const rows = inputs.slice(start, start + 1000).map((input) => {
      const actor = input.actor !== undefined ? input.actor : (request?.actor ?? null);
      const changes = input.changes && Object.keys(input.changes).length ? JSON.stringify(input.changes) : null;
      return Prisma.sql`(${actor?.id ?? null}::int, ${actor?.full_name ?? null}, ${input.action}, ${input.entity}, ${input.entity_id ?? null}::int,
        ${input.label.slice(0, LABEL_MAX)}, ${changes}::jsonb, ${input.details ? JSON.stringify(input.details) : null}::jsonb,
        ${input.reason ?? request?.reason ?? null}, ${request?.ip ?? null}, ${request?.requestId ?? null})`;
    });
    await db.$executeRaw(Prisma.sql`
      INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, entity_label, changes, details, reason, ip, request_id)
      VALUES ${Prisma.join(rows)}`);
  }
  if (request) request.written += inputs.length;
}
