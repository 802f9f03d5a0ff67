export { audit, auditChange, auditCreate, auditDelete, auditMany, type AuditDb, type AuditInput } from './audit';
export { diff, withoutSecrets, HIDDEN } from './audit.changes';
export { auditStorage, markAuditNoChange, markAuditReplay, setAuditReason, type AuditRequest } from './audit.context';
export { AuditInterceptor, NoAudit } from './audit.interceptor';
