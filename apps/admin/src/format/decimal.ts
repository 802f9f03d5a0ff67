import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';

/**
 * The admin's one money arithmetic, on the API's decimal texts ("1500.00", rates "12650.000000"):
 * amounts are whole cents (tiyin) and rates millionths, in bigint, so money never becomes a float.
 * The same rules as the API (apps/api/src/common/money/money.ts): amounts have 2 decimals, rates 6,
 * a rate is UZS per 1 USD, and rounding is half away from zero. Used by the sales, debts, wallets
 * and refusals screens; format.ts shows the results.
 */

const AMOUNT = /^([+-]?)(\d+)(?:\.(\d{0,2}))?$/;
const RATE = /^\+?(\d+)(?:\.(\d{0,6}))?$/;
const CENTS = 100n;
const MICROS = 1_000_000n;

/** "1500.5" -> 150050n; anything that is not an amount with at most 2 decimals -> null. */
export function toCents(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const match = AMOUNT.exec(String(value).trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * CENTS + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** 150050n -> "1500.50" (the API's amount text). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / CENTS}.${String(abs % CENTS).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** "12650.5" -> 12650500000n (millionths); anything that is not a rate above zero -> null. */
export function toMicros(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const match = RATE.exec(String(value).trim());
  if (!match) return null;
  const micros = BigInt(match[1]) * MICROS + BigInt((match[2] ?? '').padEnd(6, '0'));
  return micros > 0n ? micros : null;
}

/** a / b rounded half away from zero (b ≠ 0). */
export function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const n = a < 0n ? -a : a;
  const d = b < 0n ? -b : b;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** The sum of amounts (invalid or missing ones count as zero): "0.10" + "0.20" -> "0.30". */
export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return fromCents(values.reduce<bigint>((total, value) => total + (toCents(value) ?? 0n), 0n));
}

/** a + b; null when either is not an amount. */
export function addAmounts(a: string | null | undefined, b: string | null | undefined): string | null {
  const x = toCents(a);
  const y = toCents(b);
  return x === null || y === null ? null : fromCents(x + y);
}

/** a − b; null when either is not an amount. */
export function subtractAmounts(a: string | null | undefined, b: string | null | undefined): string | null {
  const x = toCents(a);
  const y = toCents(b);
  return x === null || y === null ? null : fromCents(x - y);
}

/** -1, 0 or 1 ("70" equals "70.00"); invalid amounts compare as zero. */
export function compareAmounts(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 {
  const x = toCents(a) ?? 0n;
  const y = toCents(b) ?? 0n;
  return x === y ? 0 : x < y ? -1 : 1;
}

/** True for an amount above zero. */
export const isPositiveAmount = (value: string | null | undefined): boolean => (toCents(value) ?? 0n) > 0n;

/** True for an amount other than zero. */
export const isNonZeroAmount = (value: string | null | undefined): boolean => (toCents(value) ?? 0n) !== 0n;

/**
 * What `amount` (above zero, in currency `from`) becomes in `to` at `rate` (UZS per 1 USD), as the
 * API converts it: UZS→USD divides, USD→UZS multiplies, both rounded half away from zero to 2
 * decimals; the same currency keeps the amount. Null while the amount is not above zero, or the rate
 * is missing or not above zero.
 */
export function convertAmount(amount: string, from: number, to: number, rate: string | null | undefined): string | null {
  const cents = toCents(amount);
  if (cents === null || cents <= 0n) return null;
  if (from === to) return fromCents(cents);
  const micros = toMicros(rate);
  if (micros === null) return null;
  if (from === CURRENCY_UZS && to === CURRENCY_USD) return fromCents(divideRounded(cents * MICROS, micros));
  if (from === CURRENCY_USD && to === CURRENCY_UZS) return fromCents(divideRounded(cents * micros, MICROS));
  return null;
}

/** True for a rate above zero with at most 6 decimals ("12650.000000"). */
export const isPositiveRate = (value: string | null | undefined): boolean => toMicros(value) !== null;

/**
 * `part` as a percentage of `whole`, cut (not rounded) to `places` decimals: "50.05" of "100.10" -> 50;
 * null when `whole` is not above zero. Computed on cents, so the largest amounts stay exact.
 */
export function amountShare(part: string | null | undefined, whole: string | null | undefined, places = 1): number | null {
  const w = toCents(whole) ?? 0n;
  if (w <= 0n) return null;
  const scale = 10n ** BigInt(places);
  return Number(((toCents(part) ?? 0n) * 100n * scale) / w) / Number(scale);
}

/** An amount as a JS number, for drawing a chart only (never shown: the texts are): "1500.50" -> 1500.5, invalid -> 0. */
export const chartNumber = (amount: string | null | undefined): number => Number(toCents(amount) ?? 0n) / 100;
