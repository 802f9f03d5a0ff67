// The audit trail (DESIGN.md, "Audit trail"): GET /api/audit-log/ answers these entries.
import type { DateTimeString } from './common';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'confirm',
  'decline',
  'reverse',
  'refuse',
  'login',
  'login_failed',
  'logout',
  'password_reset',
  'export',
  'import',
  'print',
  'permission_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The API's resource names, as `entity` of an entry (and of the History tab's filter). */
export const AUDIT_ENTITIES = [
  'client',
  'lid',
  'room',
  'building',
  'building_block',
  'building_group',
  'sale',
  'client_debt',
  'payment_report',
  'wallet',
  'wallet_operation',
  'refusal',
  'employee',
  'salary',
  'investor',
  'supplier',
  'supplier_operation',
  'construction',
  'user',
  'role',
  'exchange_rate',
  'sms',
  'people_group',
  'document',
  'document_template',
  'price_list',
  'backup',
  'company_settings',
  'collection_settings',
  'debt_contact',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** `{field: [before, after]}`: only the fields that changed; null for a field that was not there. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  /** A decimal string: the table counts past 2^53 in no one's lifetime, but ids stay exact. */
  id: string;
  at: DateTimeString;
  /** Who did it, with the name they had then; null for the system (a job) and for a failed sign-in (the account is `entity_id`). */
  actor: { id: number; full_name: string } | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: number | null;
  entity_label: string;
  changes: AuditChanges | null;
  /** What is not a field change: an export's filters and rows, an import's counts, a failed sign-in's phone. */
  details: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
  request_id: string | null;
}
