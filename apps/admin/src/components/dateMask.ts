import { formatDate } from '../format/format';

/** Dates are typed as in ru-RU: "17.05.1990" (document 2, section 9). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Masks up to 8 digits progressively: "1705" -> "17.05", "17051990" -> "17.05.1990". */
export function maskDateDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}.${d.slice(2)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4)}`;
}

/** "17.05.1990" -> "1990-05-17" when it is a real calendar date, else null. */
export function displayToIso(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return `${year}-${month}-${day}`;
}

/** What the field shows for a form value: ISO dates and instants as dd.mm.yyyy, typing in progress as it is. */
export function isoToDisplay(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (ISO_DATE.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDate(value);
  return maskDateDigits(value);
}

/** The form value for a typed text: "YYYY-MM-DD" once complete and valid, otherwise the masked text. */
export function parseDateText(text: string): string {
  const masked = maskDateDigits(text);
  return displayToIso(masked) ?? masked;
}

/** True for an empty value, an ISO date or an ISO instant. */
export function isValidDateValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'string') return false;
  if (ISO_DATE.test(value)) return displayToIso(formatDate(value)) !== null;
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(new Date(value).getTime());
}
