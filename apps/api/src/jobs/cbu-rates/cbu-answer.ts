import { Decimal, MAX_RATE } from '../../common/money/money';

/** The USD rate one answer of the Central Bank gives: UZS per 1 USD, and the day it applies to. */
export interface CbuRate {
  /** YYYY-MM-DD: the answer's `Date` (asking for a Sunday answers Friday's). */
  date: string;
  rate: Decimal;
}

/** Why an answer was refused (logged; nothing is stored). */
export class CbuAnswerError extends Error {}

/** The request's URL: CBU_RATES_URL with the day (YYYY-MM-DD) where `{date}` is. */
export function cbuUrl(template: string, day: string): string {
  return template.replaceAll('{date}', day);
}

const DECIMAL_TEXT = /^\d{1,15}(\.\d{1,10})?$/;
const NOMINAL_TEXT = /^[1-9]\d{0,6}$/;
const BANK_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** "27.11.2026" → "2026-11-27"; null when it is not a calendar day. */
export function bankDate(text: unknown): string | null {
  const match = typeof text === 'string' ? BANK_DATE.exec(text.trim()) : null;
  if (!match) return null;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * The USD rate in an answer of the bank's archive, `[{"Ccy":"USD","Rate":"12194.21","Nominal":"1",
 * "Date":"27.11.2026",...}]` (every value a string): rate = Rate / Nominal, to the column's 6 decimals.
 * Anything else (an HTML page, an empty list, no USD entry, a zero, negative or unreadable rate, a day
 * that is not a date or lies after the day asked for) is a CbuAnswerError.
 */
export function parseCbuAnswer(body: unknown, askedDay: string): CbuRate {
  if (!Array.isArray(body)) throw new CbuAnswerError('the answer is not a JSON array');
  const entry = body.find((item): item is Record<string, unknown> => !!item && typeof item === 'object' && (item as Record<string, unknown>).Ccy === 'USD');
  if (!entry) throw new CbuAnswerError('no USD entry in the answer');
  const rateText = typeof entry.Rate === 'string' ? entry.Rate.trim().replace(',', '.') : '';
  if (!DECIMAL_TEXT.test(rateText)) throw new CbuAnswerError(`Rate is not a positive number: ${JSON.stringify(entry.Rate)}`);
  const nominalText = entry.Nominal === undefined ? '1' : typeof entry.Nominal === 'string' ? entry.Nominal.trim() : '';
  if (!NOMINAL_TEXT.test(nominalText)) throw new CbuAnswerError(`Nominal is not a positive whole number: ${JSON.stringify(entry.Nominal)}`);
  const rate = new Decimal(rateText).div(nominalText).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  if (rate.lte(0) || rate.gt(MAX_RATE)) throw new CbuAnswerError(`Rate out of range: ${JSON.stringify(entry.Rate)} / ${nominalText}`);
  const date = bankDate(entry.Date);
  if (!date) throw new CbuAnswerError(`Date is not dd.mm.yyyy: ${JSON.stringify(entry.Date)}`);
  if (date > askedDay) throw new CbuAnswerError(`Date ${date} is after the day asked for (${askedDay})`);
  return { date, rate };
}
