import type { Client, ClientPayload } from './types';
import { toId as idOrNull } from '../../format/id';

/** The form edits extra phones as objects (react-hook-form's field arrays need them). */
export interface ClientFormValues {
  name?: string;
  phone_number?: string;
  additional_numbers?: { phone_number?: string | null }[];
  company_name?: string | null;
  region?: number | string | null;
  city?: number | string | null;
  status?: number | string | null;
  address?: string | null;
  passport_series?: string | null;
  passport_number?: string | null;
  passport_issued_by?: string | null;
  passport_issued_date?: string | null;
  pinfl?: string | null;
  birth_date?: string | null;
}

/** The documents' fields: text, empty -> null. */
export const DOCUMENT_FIELDS = ['address', 'passport_series', 'passport_number', 'passport_issued_by', 'passport_issued_date', 'pinfl', 'birth_date'] as const;

const textOrNull = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text || null;
};

/** A stored client -> the form's values. */
export function toClientFormValues(record: Partial<Client> | undefined): ClientFormValues {
  return {
    name: record?.name ?? '',
    phone_number: record?.phone_number ?? '',
    additional_numbers: (record?.additional_numbers ?? []).map((phone_number) => ({ phone_number })),
    company_name: record?.company_name ?? '',
    region: record?.region ?? null,
    city: record?.city ?? null,
    // A new client starts as "new" (status id 1 of the seeded list).
    status: record?.status ?? 1,
    ...Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, record?.[field] ?? ''])),
  };
}

/** The form's values -> the body of POST/PUT /api/client/: trimmed, empty extra phones dropped, no duplicates. */
export function toClientPayload(values: ClientFormValues): ClientPayload {
  const main = String(values.phone_number ?? '');
  const extra: string[] = [];
  for (const item of values.additional_numbers ?? []) {
    const phone = String(item?.phone_number ?? '').trim();
    if (phone && phone !== main && !extra.includes(phone)) extra.push(phone);
  }
  const company = String(values.company_name ?? '').trim();
  return {
    name: String(values.name ?? '').trim(),
    phone_number: main,
    additional_numbers: extra,
    company_name: company || null,
    region: idOrNull(values.region),
    city: idOrNull(values.city),
    status: Number(values.status),
    address: textOrNull(values.address),
    passport_series: textOrNull(values.passport_series)?.toUpperCase() ?? null,
    passport_number: textOrNull(values.passport_number),
    passport_issued_by: textOrNull(values.passport_issued_by),
    passport_issued_date: textOrNull(values.passport_issued_date),
    pinfl: textOrNull(values.pinfl),
    birth_date: textOrNull(values.birth_date),
  };
}
