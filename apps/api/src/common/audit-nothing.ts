import { auditChange, type AuditDb } from './audit';

/**
 * A write route whose request changed nothing this time (a logout of an ended session, an import's
 * dry run, a bulk accrual that found nobody to accrue): accounted for, no entry written — the same
 * path as an update that changed no field (auditChange with equal shapes).
 */
export function auditNothingChanged(db: AuditDb): Promise<void> {
  return auditChange(db, { entity: 'user', label: '', before: {}, after: {} });
}
