import { CURRENCY_UZS, CURRENCY_USD } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';

/**
 * The one place that does arithmetic on money. Amounts are `Prisma.Decimal` (PostgreSQL numeric)
 * end to end and are never turned into JS numbers. Amounts have 2 decimals, rates 6; an exchange
 * rate is always UZS per 1 USD.
 */
export type Decimal = Prisma.Decimal;
export const Decimal = Prisma.Decimal;

export const ZERO: Decimal = new Decimal(0);
export const ONE: Decimal = new Decimal(1);

/** The longest comment of a money movement. */
export const COMMENT_MAX = 2000;

/** The largest amount numeric(20,2) holds. */
export const MAX_AMOUNT = new Decimal('999999999999999999.99');
export const MAX_RATE = new Decimal('999999999999.999999');

const AMOUNT_TEXT = /^\d{1,18}(\.\d{1,2})?$/;
const RATE_TEXT = /^\d{1,12}(\.\d{1,6})?$/;

export type MoneyLike = Decimal | string | number;

export function money(value: MoneyLike): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** A non-negative amount as the API accepts it: "1500", "1500.5", "1500.50". */
export function isAmountText(text: string): boolean {
  return AMOUNT_TEXT.test(text);
}

/** A rate as the API accepts it: up to 12 digits and 6 decimals, above zero. */
export function isRateText(text: string): boolean {
  return RATE_TEXT.test(text) && new Decimal(text).gt(0);
}

/** Half away from zero, to 2 decimals (tiyin and cents). */
export function round2(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function sum(values: readonly MoneyLike[]): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(money(v)), ZERO);
}

export function min(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

/** "1500.00": how the API writes amounts. */
export function amountText(value: Decimal): string;
export function amountText(value: Decimal | null | undefined): string | null;
export function amountText(value: Decimal | null | undefined): string | null {
  return value === null || value === undefined ? null : value.toFixed(2);
}

/** "12650.000000": how the API writes rates. */
export function rateText(value: Decimal): string;
export function rateText(value: Decimal | null | undefined): string | null;
export function rateText(value: Decimal | null | undefined): string | null {
  return value === null || value === undefined ? null : value.toFixed(6);
}

/**
 * `amount` in currency `from`, expressed in currency `to` at `rate` (UZS per 1 USD):
 * UZS→USD divides, USD→UZS multiplies, both rounded to 2 decimals.
 */
export function convert(amount: Decimal, from: number, to: number, rate: Decimal): Decimal {
  if (from === to) return amount;
  if (!rate.gt(0)) throw new RangeError('exchange rate must be positive');
  if (from === CURRENCY_UZS && to === CURRENCY_USD) return round2(amount.div(rate));
  if (from === CURRENCY_USD && to === CURRENCY_UZS) return round2(amount.mul(rate));
  throw new RangeError(`no conversion from currency ${from} to ${to}`);
}

/** The USD value of an amount in `currency`. */
export function toUsd(amount: Decimal, currency: number, rate: Decimal): Decimal {
  return currency === CURRENCY_USD ? amount : convert(amount, currency, CURRENCY_USD, rate);
}

/**
 * Splits `total` into `count` instalments of whole units; the last takes the remainder (which
 * may carry the tiyin): 100000.01 over 7 → 6 × 14285 and 14290.01.
 */
export function splitInstalments(total: Decimal, count: number): Decimal[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const base = total.div(count).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const parts = Array.from({ length: count - 1 }, () => base);
  parts.push(total.minus(base.mul(count - 1)));
  return parts;
}

/**
 * Due dates of a schedule: the first on `first` (YYYY-MM-DD), each next one a month later on the
 * same day, or the month's last day when it is shorter (31 Jan → 28/29 Feb → 31 Mar).
 */
export function monthlyDates(first: string, count: number): string[] {
  const [y, m, d] = first.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const monthIndex = m - 1 + i;
    const year = y + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = Math.min(d, last);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  });
}

/**
 * Applies `amount` to instalments oldest first. Returns what each instalment receives (only
 * positive shares) and what is left over (above the whole debt).
 */
export function allocateOldestFirst<T extends { amount: Decimal; paid: Decimal }>(
  instalments: readonly T[],
  amount: Decimal,
): { shares: { instalment: T; amount: Decimal }[]; rest: Decimal } {
  let rest = amount;
  const shares: { instalment: T; amount: Decimal }[] = [];
  for (const instalment of instalments) {
    if (!rest.gt(0)) break;
    const open = instalment.amount.minus(instalment.paid);
    if (!open.gt(0)) continue;
    const share = min(open, rest);
    shares.push({ instalment, amount: share });
    rest = rest.minus(share);
  }
  return { shares, rest };
}

/**
 * An amount as people read it in a message: groups of three digits split by spaces, a decimal
 * comma, and the currency: "1 500 000,00 soʻm" (uz) / "1 500 000,00 сум" (ru), "$1 500,00".
 */
export function amountForPeople(value: Decimal, currency: number, locale: 'uz' | 'ru'): string {
  const text = round2(value).toFixed(2);
  const negative = text.startsWith('-');
  const [whole, cents] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = negative ? '-' : '';
  if (currency === CURRENCY_USD) return `${sign}$${grouped},${cents}`;
  return `${sign}${grouped},${cents} ${locale === 'ru' ? 'сум' : 'soʻm'}`;
}
