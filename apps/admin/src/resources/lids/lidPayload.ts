import type { Validator } from 'react-admin';
import { LID_STATUS } from '@mijozlar/shared';
import type { Lid, LidPayload } from './types';
import { toId as idOrNull } from '../../format/id';

export interface LidFormValues {
  name?: string;
  phone_number?: string;
  company_name?: string | null;
  status?: number | string | null;
  call_date?: string | null;
  next_call_date?: string | null;
  seller?: number | string | null;
  source_of_interest?: number | string | null;
  region?: number | string | null;
  city?: number | string | null;
  /** The form's "add note" toggle: not sent, it makes the note required. */
  add_note?: boolean;
  note?: string | null;
  archived?: boolean;
}

/** The note is required only while the "add note" toggle is on (document 1, section 5). */
export const noteRequiredWhenToggled: Validator = (value: unknown, values: Record<string, unknown>) => {
  if (!values?.add_note) return undefined;
  return typeof value === 'string' && value.trim() !== '' ? undefined : 'app.validation.required';
};

export function toLidFormValues(record: Partial<Lid> | undefined, today: string): LidFormValues {
  return {
    name: record?.name ?? '',
    phone_number: record?.phone_number ?? '',
    company_name: record?.company_name ?? '',
    status: record?.status ?? LID_STATUS.NEW,
    call_date: record?.call_date ?? today,
    next_call_date: record?.next_call_date ?? null,
    seller: record?.seller ?? null,
    source_of_interest: record?.source_of_interest ?? null,
    region: record?.region ?? null,
    city: record?.city ?? null,
    add_note: !!record?.note,
    note: record?.note ?? '',
    archived: record?.archived ?? false,
  };
}

/** The form's values -> the body of POST/PUT /api/lid/; the note only goes with the toggle on. */
export function toLidPayload(values: LidFormValues): LidPayload {
  const note = String(values.note ?? '').trim();
  const company = String(values.company_name ?? '').trim();
  return {
    name: String(values.name ?? '').trim(),
    phone_number: String(values.phone_number ?? ''),
    company_name: company || null,
    status: Number(values.status),
    call_date: String(values.call_date ?? ''),
    next_call_date: values.next_call_date ? String(values.next_call_date) : null,
    seller: Number(values.seller),
    source_of_interest: idOrNull(values.source_of_interest),
    region: idOrNull(values.region),
    city: idOrNull(values.city),
    note: values.add_note && note ? note : null,
    add_note: values.add_note === true,
    archived: values.archived === true,
  };
}
