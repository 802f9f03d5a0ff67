import { type ApiErrorCode, ClientError, DateError, ErrorCode } from '@mijozlar/shared';
import type { PendingFieldError } from '../../common/errors/api-error';
import { parseSheetDay } from '../../common/xlsx/sheet-day';

// A client's data for documents (contracts): address, passport, PINFL, birth date. Pure: the
// import worker validates sheet rows with it, the API's DTO uses its patterns.

/** PINFL (JShShIR): exactly 14 digits (the database checks it too: client_pinfl_check). */
export const PINFL = /^\d{14}$/;
/** Passport series: 1–10 Latin letters, stored upper-cased ("AA", "AD"). */
export const PASSPORT_SERIES = /^[A-Z]{1,10}$/;
/** Passport number: 1–20 digits or Latin letters. */
export const PASSPORT_NUMBER = /^[0-9A-Za-z]{1,20}$/;
export const ADDRESS_MAX = 500;
export const ISSUED_BY_MAX = 300;
const MIN_YEAR = 1900;

export const CLIENT_DOCUMENT_FIELDS = ['address', 'passport_series', 'passport_number', 'passport_issued_by', 'passport_issued_date', 'pinfl', 'birth_date'] as const;
export type ClientDocumentField = (typeof CLIENT_DOCUMENT_FIELDS)[number];
/** The fields as the API shows them: text, or YYYY-MM-DD for the two dates; null when not given. */
export type ClientDocuments = Record<ClientDocumentField, string | null>;

/** A day as a sheet gives it: YYYY-MM-DD (what a date cell reads as) or DD.MM.YYYY (also / or -); null otherwise. */
export function parseDocumentDay(text: string): string | null {
  return parseSheetDay(text, { minYear: MIN_YEAR });
}

/** Whether a YYYY-MM-DD day as the API takes it is a real day from 1900 on. */
export const isDocumentDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDocumentDay(text) === text;

/** Text as stored: trimmed, empty as null. */
export const textOrNull = (value: string | null | undefined) => (value === null || value === undefined ? null : value.trim() || null);

/** The passport series as stored: trimmed and upper-cased (Latin letters are checked after). */
export const seriesOrNull = (value: string | null | undefined) => textOrNull(value)?.toUpperCase() ?? null;

/** A birth date or passport date in the future (after `today`, Tashkent) is refused. */
export function futureDateErrors(values: Partial<ClientDocuments>, today: string): PendingFieldError[] {
  const errors: PendingFieldError[] = [];
  for (const field of ['passport_issued_date', 'birth_date'] as const) {
    const day = values[field];
    if (day && day > today) errors.push({ field, code: DateError.FUTURE });
  }
  return errors;
}

/**
 * A sheet row's document columns (text as the sheet gives it, null when empty or absent), checked
 * as the API checks them: the values to store, or the errors naming each bad field.
 */
export function readClientDocuments(v: Partial<Record<ClientDocumentField, string | null>>, today: string): { values: ClientDocuments; errors: { field: string; code: ApiErrorCode; params?: Record<string, string | number> }[] } {
  const errors: { field: string; code: ApiErrorCode; params?: Record<string, string | number> }[] = [];
  const values: ClientDocuments = {
    address: textOrNull(v.address),
    passport_series: seriesOrNull(v.passport_series),
    passport_number: textOrNull(v.passport_number),
    passport_issued_by: textOrNull(v.passport_issued_by),
    passport_issued_date: null,
    pinfl: textOrNull(v.pinfl),
    birth_date: null,
  };
  if (values.address && values.address.length > ADDRESS_MAX) errors.push({ field: 'address', code: ErrorCode.TOO_LONG, params: { max: ADDRESS_MAX } });
  if (values.passport_issued_by && values.passport_issued_by.length > ISSUED_BY_MAX) {
    errors.push({ field: 'passport_issued_by', code: ErrorCode.TOO_LONG, params: { max: ISSUED_BY_MAX } });
  }
  if (values.passport_series && !PASSPORT_SERIES.test(values.passport_series)) errors.push({ field: 'passport_series', code: ClientError.PASSPORT_SERIES_INVALID });
  if (values.passport_number && !PASSPORT_NUMBER.test(values.passport_number)) errors.push({ field: 'passport_number', code: ClientError.PASSPORT_NUMBER_INVALID });
  if (values.pinfl && !PINFL.test(values.pinfl)) errors.push({ field: 'pinfl', code: ClientError.PINFL_INVALID });
  for (const field of ['passport_issued_date', 'birth_date'] as const) {
    const text = textOrNull(v[field]);
    if (text === null) continue;
    const day = parseDocumentDay(text);
    if (day === null) errors.push({ field, code: ErrorCode.INVALID });
    else values[field] = day;
  }
  errors.push(...(futureDateErrors(values, today) as typeof errors));
  return { values, errors };
}
