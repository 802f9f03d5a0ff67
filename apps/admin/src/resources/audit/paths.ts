/** The Audit screen (beyond the spec; DESIGN.md "Audit trail") and its API paths. */
export const AUDIT_PATH = '/audit';
export const AUDIT_EXPORT_API = 'audit-log/export/audit.xls';
/** The query parameter of the open entry (`/audit?entry=12`): a link to one entry. */
export const ENTRY_PARAM = 'entry';
