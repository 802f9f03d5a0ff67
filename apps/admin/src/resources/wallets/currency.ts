import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';

const CODES: Record<number, string> = { [CURRENCY_UZS]: 'UZS', [CURRENCY_USD]: 'USD' };
const IDS: Record<string, number> = { UZS: CURRENCY_UZS, USD: CURRENCY_USD };

/** A currency id, code or object -> its code ("UZS", "USD"); "" when unknown. */
export function currencyCode(value: unknown): string {
  if (typeof value === 'number') return CODES[value] ?? '';
  if (typeof value === 'string') return /^\d+$/.test(value) ? (CODES[Number(value)] ?? '') : value.toUpperCase();
  if (value && typeof value === 'object') {
    const object = value as { code?: unknown; id?: unknown };
    if (typeof object.code === 'string') return object.code;
    if (typeof object.id === 'number') return currencyCode(object.id);
  }
  return '';
}

/** A currency id, code or object -> its id (1 UZS, 2 USD); null when unknown. */
export function currencyId(value: unknown): number | null {
  if (typeof value === 'number') return value in CODES ? value : null;
  const code = currencyCode(value);
  return IDS[code] ?? null;
}

/** The code of a record that carries `currency_code` and/or `currency`. */
export function codeOf(record: { currency?: unknown; currency_code?: string | null } | null | undefined): string {
  if (!record) return '';
  return record.currency_code || currencyCode(record.currency);
}

export const CURRENCY_CHOICES = [
  { id: CURRENCY_UZS, name: 'UZS' },
  { id: CURRENCY_USD, name: 'USD' },
];
