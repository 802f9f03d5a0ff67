import { AsyncLocalStorage } from 'node:async_hooks';

/** Who acts in the request being handled, and what the audit trail has recorded for it so far. */
export interface AuditRequest {
  actor: { id: number; full_name: string } | null;
  ip: string | null;
  requestId: string | null;
  /** The reason the request gave for a correction (`reason` in the body, `?reason=` on a DELETE). */
  reason: string | null;
  /** Entries written (or changes found empty) by this request: a successful change with none is a defect. */
  written: number;
  /** Set when the request's answer did not run its change (an idempotent replay): no entry expected. */
  replayed: boolean;
  /** AUDIT_TRAIL=off (benchmarks only): entries are counted, not written. */
  off?: boolean;
}

export const auditStorage = new AsyncLocalStorage<AuditRequest>();

/** The reason of a correction, recorded on every entry the request writes after this call. */
export function setAuditReason(reason: string | null | undefined): void {
  const store = auditStorage.getStore();
  const text = reason?.trim();
  if (store && text) store.reason = text;
}

/** The answer is a stored one (Idempotency-Key replay or recovery): nothing was changed by this request. */
export function markAuditReplay(): void {
  const store = auditStorage.getStore();
  if (store) store.replayed = true;
}

/**
 * The request changed nothing this time (an import's dry run, a logout of an ended session, a bulk
 * accrual that found nobody): it records nothing, and the interceptor expects nothing.
 */
export function markAuditNoChange(): void {
  markAuditReplay();
}
