/** The screens' reference data: names of referenced records and the reference lists (payment methods, debt types, credit periods). */
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import { useGetList } from 'react-admin';

type Named = { id: number; name?: string | null; full_name?: string | null; number?: string | null; code?: string | null };

/** The readable name of a reference: the object's name, else the flat `*_name` field, else "". */
export function refName(value: unknown, flat?: string | null): string {
  if (flat) return flat;
  if (value && typeof value === 'object') {
    const item = value as Named;
    return item.full_name ?? item.name ?? item.number ?? '';
  }
  return '';
}

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
