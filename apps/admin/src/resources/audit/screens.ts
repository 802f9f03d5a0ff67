// The audit chunk: loaded lazily by ./index.ts with the Audit screen.
import '../../i18n/auditTexts';
export { AuditList } from './AuditList';
export { default as RecordHistory } from '../../components/history/RecordHistory';
