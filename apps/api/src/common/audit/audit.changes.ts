import type { AuditChanges } from '@mijozlar/shared';

/** Fields never recorded: the row's own bookkeeping. */
const IGNORED = new Set(['id', 'created_at', 'updated_at', 'search_key']);

/**
 * Fields whose values never reach the trail (passwords, hashes, tokens, codes, keys): a change to
 * one is recorded as changed, with its values hidden. A passport (series, number) is no password:
 * it is recorded as it is.
 */
const SECRET = /pass(?!port)(word)?|hash|token|secret|refresh|verification|^code$|_code_hash$|api_key|^key$/i;
export const HIDDEN = '***';

function isSecret(field: string): boolean {
  return SECRET.test(field);
}

/** A value as JSON keeps it: Decimals and Dates as the API writes them, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof (value as { toFixed?: unknown }).toFixed === 'function' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON(): unknown }).toJSON();
  }
  return JSON.parse(JSON.stringify(value));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `{field: [before, after]}` for the fields that differ between two shapes of a record as the API
 * shows them (the mapper's answer before and after the change); null stands for "not there", so a
 * creation is `diff(null, created)` and a deletion `diff(deleted, null)`. Secret fields show `***`.
 */
export function diff(before: object | null | undefined, after: object | null | undefined): AuditChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (IGNORED.has(field)) continue;
    const was = plain(b[field]);
    const is = plain(a[field]);
    if (same(was, is)) continue;
    changes[field] = isSecret(field) ? [was === null ? null : HIDDEN, is === null ? null : HIDDEN] : [was, is];
  }
  return changes;
}

/** Secret fields of a free-form object (an export's filters) hidden the same way. */
export function withoutSecrets(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[key] = isSecret(key) ? HIDDEN : plain(v);
  }
  return out;
}
