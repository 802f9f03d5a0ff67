import { ruAmount, ruNumber, type Gender } from './ru';
import { uzAmount, uzNumber } from './uz';

/**
 * Amounts in words for printed documents (contracts, schedules, receipts, refusals), in Uzbek
 * Latin and Russian. Pure string and bigint arithmetic: an amount never becomes a JS number.
 * Anything that cannot be printed throws a RangeError (callers pass validated amounts).
 */

export type WordsLanguage = 'uz' | 'ru';
export type WordsCurrency = 'UZS' | 'USD';
export type { Gender };

/** The largest whole number in words. */
export const MAX_WORDS_NUMBER = 999_999_999_999n;
/** The largest amount, in minor units (tiyin, cents): 999 999 999 999.99. */
const MAX_MINOR = MAX_WORDS_NUMBER * 100n + 99n;

/** A plain non-negative decimal: digits, optionally a point and digits. No sign, exponent or spaces. */
const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

const LANGUAGES: readonly string[] = ['uz', 'ru'];
const CURRENCIES: readonly string[] = ['UZS', 'USD'];

/** `value` (0 … 999 999 999 999) in words; `gender` picks Russian один/одна, два/две (Uzbek has none). */
export function numberInWords(value: bigint, language: WordsLanguage, gender: Gender = 'm'): string {
  if (typeof value !== 'bigint') throw new RangeError(`Not a bigint: ${String(value)}`);
  if (value < 0n || value > MAX_WORDS_NUMBER) throw new RangeError(`Out of range for words: ${value}`);
  if (gender !== 'm' && gender !== 'f') throw new RangeError(`Unknown gender: ${String(gender)}`);
  if (language === 'uz') return uzNumber(value);
  if (language === 'ru') return ruNumber(value, gender);
  throw new RangeError(`Unknown language: ${String(language)}`);
}

/**
 * A decimal string as whole units and two-digit minor units ("110000.5" → 110000n, "50"),
 * rounded half up to 2 decimals on the digits themselves.
 */
export function splitAmount(amount: string): { whole: bigint; minor: string } {
  const match = typeof amount === 'string' ? AMOUNT.exec(amount) : null;
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
  const fraction = match[2] ?? '';
  let minorUnits = BigInt(match[1]) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && fraction[2] >= '5') minorUnits += 1n;
  if (minorUnits > MAX_MINOR) throw new RangeError(`Amount too large for words: ${amount}`);
  return { whole: minorUnits / 100n, minor: String(minorUnits % 100n).padStart(2, '0') };
}

/**
 * "bir yuz oʻn ming soʻm 50 tiyin", "сто десять тысяч сумов 50 тийинов": the whole part in words,
 * the currency in the form its number asks for, the fraction as two digits and the minor unit.
 * `amount` is a decimal string ("110000.50", as `amountText()` writes it), 0 … 999 999 999 999.99;
 * more than 2 decimals are rounded half up.
 */
export function amountInWords(amount: string, currency: WordsCurrency, language: WordsLanguage): string {
  if (!CURRENCIES.includes(currency)) throw new RangeError(`Unknown currency: ${String(currency)}`);
  if (!LANGUAGES.includes(language)) throw new RangeError(`Unknown language: ${String(language)}`);
  const { whole, minor } = splitAmount(amount);
  return language === 'uz' ? uzAmount(whole, minor, currency) : ruAmount(whole, minor, currency);
}
