import { CURRENCY_UZS, CURRENCY_USD, MAX_PAGE_SIZE } from '@mijozlar/shared';
import { useGetList } from 'react-admin';

type Named = { id: number; name?: string | null; full_name?: string | null; number?: string | null; code?: string | null };

/** The id of a reference the API sends either as an id or as an object. */
export function refId(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (value && typeof value === 'object' && typeof (value as Named).id === 'number') return (value as Named).id;
  return null;
}

/** The readable name of a reference: the object's name, else the flat `*_name` field, else "". */
export function refName(value: unknown, flat?: string | null): string {
  if (flat) return flat;
  if (value && typeof value === 'object') {
    const item = value as Named;
    return item.full_name ?? item.name ?? item.number ?? '';
  }
  return '';
}

const CODES: Record<number, string> = { [CURRENCY_UZS]: 'UZS', [CURRENCY_USD]: 'USD' };

/** A currency id, code or object -> "UZS" / "USD". */
export function currencyCodeOf(value: unknown, flat?: string | null): string {
  if (flat) return flat;
  if (typeof value === 'number') return CODES[value] ?? String(value);
  if (typeof value === 'string') return /^\d+$/.test(value) ? (CODES[Number(value)] ?? value) : value;
  if (value && typeof value === 'object') {
    const item = value as { code?: unknown; id?: unknown };
    if (typeof item.code === 'string') return item.code;
    if (typeof item.id === 'number') return CODES[item.id] ?? String(item.id);
  }
  return '';
}

/** A currency id, code or object -> its id (1 UZS, 2 USD). */
export function currencyIdOf(value: unknown): number | null {
  if (typeof value === 'string' && !/^\d+$/.test(value)) {
    const entry = Object.entries(CODES).find(([, code]) => code === value);
    return entry ? Number(entry[0]) : null;
  }
  return refId(value);
}

export const CURRENCY_CHOICES = [
  { id: CURRENCY_UZS, name: 'UZS' },
  { id: CURRENCY_USD, name: 'USD' },
];

export interface NamedItem {
  id: number;
  name: string;
  code?: string;
  months?: number;
}

/** A whole reference list (payment methods, debt types, credit periods). */
export function useReferenceList(reference: 'payment-methods' | 'debt-types' | 'credit-periods') {
  return useGetList<NamedItem>(
    reference,
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: '', order: 'ASC' } },
    { staleTime: 5 * 60_000 },
  );
}
