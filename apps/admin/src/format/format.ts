import { formatPhone } from '@mijozlar/shared';
import { NUMBER_LOCALE, TIME_ZONE } from '../config';

/**
 * Display formats of the spec (document 2, section 9): numbers in ru-RU, dates in ru-RU in
 * Asia/Tashkent. Money arrives as decimal strings ("1500.00") and is formatted without ever
 * becoming a float, so large amounts stay exact.
 */

const GROUP_SEPARATOR = '\u00a0'; // ru-RU groups thousands with a no-break space
const DECIMAL_SEPARATOR = ',';

export interface MoneyFormatOptions {
  /** Digits after the comma; default 2. */
  fractionDigits?: number;
  /** Appended after a no-break space, e.g. "UZS" or "$". */
  currency?: string;
}

/** "1234567.5" -> "1 234 567,50"; "-15" -> "-15,00"; invalid input -> "". */
export function formatMoney(value: string | number | null | undefined, options: MoneyFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const fractionDigits = options.fractionDigits ?? 2;
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return '';
  const [, sign, integerDigits, fractionRaw = ''] = match;
  const { integer, fraction } = roundDecimal(integerDigits, fractionRaw, fractionDigits);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  const isZero = /^0*$/.test(integer + fraction);
  const body = fraction ? `${grouped}${DECIMAL_SEPARATOR}${fraction}` : grouped;
  const signed = sign === '-' && !isZero ? `-${body}` : body;
  return options.currency ? `${signed}${GROUP_SEPARATOR}${options.currency}` : signed;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Rounds half away from zero on the decimal digits themselves. */
function roundDecimal(integerDigits: string, fractionRaw: string, digits: number): { integer: string; fraction: string } {
  const padded = fractionRaw.padEnd(digits + 1, '0');
  const kept = padded.slice(0, digits);
  const roundUp = Number(padded[digits] ?? '0') >= 5;
  let combined = (integerDigits.replace(/^0+(?=\d)/, '') + kept).split('').map(Number);
  if (roundUp) {
    let index = combined.length - 1;
    while (index >= 0) {
      if (combined[index] === 9) {
        combined[index] = 0;
        index -= 1;
      } else {
        combined[index] += 1;
        break;
      }
    }
    if (index < 0) combined = [1, ...combined];
  }
  const all = combined.join('');
  const integer = digits > 0 ? all.slice(0, all.length - digits) || '0' : all;
  const fraction = digits > 0 ? all.slice(all.length - digits) : '';
  return { integer, fraction };
}

/** Integers in ru-RU: 12345 -> "12 345". */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 }).format(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormatter = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormatter = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date as day.month.year ("17.05.1990"). Calendar dates ("1990-05-17") are shown as they are,
 * instants (ISO date-times) as their date in Tashkent.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  }
  const date = toDate(value);
  return date ? dateFormatter.format(date) : '';
}

/** An instant as "17.05.2026, 14:05" in Tashkent. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : '';
}

const monthYearFormatter = new Intl.DateTimeFormat(NUMBER_LOCALE, { timeZone: TIME_ZONE, month: '2-digit', year: 'numeric' });

/** Month and year, "05.2026" (ru-RU, Tashkent). */
export function formatMonthYear(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return date ? monthYearFormatter.format(date) : '';
}

export interface CalendarParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/**
 * The calendar date of an instant in Tashkent, as numbers: names of months and weekdays then come
 * from our translations (browsers do not all carry Uzbek locale data).
 */
export function calendarPartsInTashkent(date: Date = new Date()): CalendarParts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_INDEX[parts.weekday] ?? 0,
  };
}

/** Today's date in Tashkent as "YYYY-MM-DD" (the default of date inputs). */
export function todayInTashkent(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return parts;
}

/** "+998901234567" -> "+998 (90) 123-45-67"; anything else is shown as it is. */
export function formatPhoneNumber(value: string | null | undefined): string {
  return value ? formatPhone(value) : '';
}
