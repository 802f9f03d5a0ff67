// Pure helpers of the audit trail's views: how a value reads, an action's colour, where an entry's record opens.
import type { AuditAction, AuditChanges, AuditEntity } from '@mijozlar/shared';
import { formatDateTime } from '../../format/format';

/** A moment as the API writes it ("2026-11-27T12:54:03.665Z"): shown in Tashkent time. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The same rule as the API's (common/audit/audit.changes.ts): such fields never show a value. */
const SECRET = /pass(word)?|hash|token|secret|refresh|verification|^code$|_code_hash$|api_key|^key$/i;
export const HIDDEN = '***';

export const isSecretField = (field: string) => SECRET.test(field);

/** One value of a change as text: '—' for none, JSON (indented) for lists and objects. */
export function valueText(field: string, value: unknown): string {
  if (value !== null && value !== undefined && value !== '' && isSecretField(field)) return HIDDEN;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return MOMENT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** A value that reads better as a block (JSON, long text). */
export const isBlockValue = (value: unknown) => (value !== null && typeof value === 'object') || (typeof value === 'string' && value.length > 80);

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
  /** false when both sides read the same (shown, but not highlighted). */
  changed: boolean;
}

/** The changes as rows, in the order the API wrote them. */
export function changeRows(changes: AuditChanges | null | undefined): ChangeRow[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [null, pair];
    return { field, before, after, changed: valueText(field, before) !== valueText(field, after) };
  });
}

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const ACTION_COLORS: Record<AuditAction, ChipColor> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  confirm: 'success',
  decline: 'warning',
  reverse: 'warning',
  refuse: 'error',
  login: 'default',
  login_failed: 'error',
  logout: 'default',
  password_reset: 'warning',
  export: 'secondary',
  import: 'primary',
  print: 'default',
  permission_change: 'secondary',
};

/** The admin's page of a record, by entity (none for entities shown only inside lists or drawers). */
const PAGES: Partial<Record<AuditEntity, (id: number) => string>> = {
  client: (id) => `/clients/clientRead/${id}`,
  lid: (id) => `/lids/lidsRead/${id}`,
  room: (id) => `/buildings/room/${id}`,
  refusal: (id) => `/refusals/refusalDetail/${id}`,
  investor: (id) => `/investments/investorRead/${id}`,
  employee: (id) => `/employees/employeeDetail/${id}`,
  supplier: (id) => `/suppliers/supplierDetail/${id}`,
  construction: (id) => `/construction/build/${id}`,
  user: (id) => `/users/userCreate?id=${id}`,
  role: (id) => `/users/roles/${id}`,
};

/** Where the entry's record opens, or null (no page, no id, or a deletion). */
export function recordPath(entry: { entity: AuditEntity; entity_id: number | null; action: AuditAction }): string | null {
  const page = PAGES[entry.entity];
  if (!page || entry.entity_id === null || entry.action === 'delete') return null;
  return page(entry.entity_id);
}

/** The react-admin resource whose field names (resources.<r>.fields) label an entity's fields. */
export const FIELD_TEXTS: Partial<Record<AuditEntity, string>> = {
  client: 'clients',
  lid: 'lids',
  room: 'rooms',
  building: 'buildings',
  sale: 'sales',
  client_debt: 'debts',
  payment_report: 'debts',
  wallet: 'wallets',
  wallet_operation: 'wallets',
  refusal: 'refusals',
  employee: 'employees',
  investor: 'investors',
  supplier: 'suppliers',
  supplier_operation: 'suppliers',
  construction: 'construction',
  user: 'users',
  role: 'roles',
};
