/** The Audit screen (beyond the spec; DESIGN.md "Audit trail") and its API paths. */
export const AUDIT_PATH = '/audit';
export const AUDIT_EXPORT_API = 'audit-log/export/audit.xls';
/** The entry a link to one names (`/audit#entry=12` → "12"), or null. */
export function entryFromHash(hash: string): string | null {
  const match = /(?:^#|&)entry=(\d+)/.exec(hash);
  return match ? match[1] : null;
}
