import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { compareAmounts, convertAmount, divideRounded, fromCents, subtractAmounts, toCents } from '../../format/decimal';

const QUANTITY = /^(\d+)(?:\.(\d{0,3}))?$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** "12.5" -> 12500n (thousandths of a unit); anything else -> null. */
export function toThousandths(value: string | null | undefined): bigint | null {
  const match = QUANTITY.exec(String(value ?? '').trim());
  if (!match) return null;
  return BigInt(match[1]) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** "2.5" -> 250n (hundredths of a percent, 0–100 %); anything else -> null. */
export function toPercentHundredths(value: string | null | undefined): bigint | null {
  const text = String(value ?? '').trim();
  if (text === '') return 0n;
  const match = PERCENT.exec(text);
  if (!match) return null;
  const hundredths = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= 10000n ? hundredths : null;
}

/** A delivery's price as the API computes it: round2(unit_amount × unit_price); null while either is missing. */
export function deliveryPrice(unitAmount: string | null | undefined, unitPrice: string | null | undefined): string | null {
  const amount = toThousandths(unitAmount);
  const price = toCents(unitPrice);
  if (amount === null || price === null || amount <= 0n || price <= 0n) return null;
  return fromCents(divideRounded(amount * price, 1000n));
}

export interface PaymentPreview {
  /** What is left of wallet_payment after the fee, in the wallet's currency. */
  net: string | null;
  /** What reaches the supplier, in the debt's currency (actual_payment). */
  actual: string | null;
  /** Its USD value. */
  actualUsd: string | null;
  needsRate: boolean;
}

/**
 * A payment as the API computes it: net = round2(wallet_payment × (1 − fee/100)) in the wallet's
 * currency, then converted into the debt's currency at the rate (UZS per 1 USD), and valued in USD.
 */
export function paymentPreview(input: {
  walletPayment: string | null | undefined;
  fee: string | null | undefined;
  walletCurrency: number | null | undefined;
  currency: number | null | undefined;
  rate: string | null | undefined;
}): PaymentPreview {
  const needsRate = !!input.walletCurrency && !!input.currency && input.walletCurrency !== input.currency;
  const cents = toCents(input.walletPayment);
  const fee = toPercentHundredths(input.fee);
  if (cents === null || cents <= 0n || fee === null || !input.walletCurrency || !input.currency) {
    return { net: null, actual: null, actualUsd: null, needsRate };
  }
  const net = fromCents(divideRounded(cents * (10000n - fee), 10000n));
  const actual = toCents(net)! > 0n ? convertAmount(net, input.walletCurrency, input.currency, input.rate) : net;
  let actualUsd: string | null = null;
  if (actual !== null) actualUsd = input.currency === CURRENCY_USD ? actual : toCents(actual)! > 0n ? convertAmount(actual, CURRENCY_UZS, CURRENCY_USD, input.rate) : '0.00';
  return { net, actual, actualUsd, needsRate };
}

/** The debt after a payment that brings `actual` (null while unknown). */
export function debtAfter(debt: string | null | undefined, actual: string | null | undefined): string | null {
  return actual == null ? null : subtractAmounts(debt ?? '0', actual);
}

/** The debt line of a currency (zero when the answer has none). */
export function debtIn(debt: { currency: number; amount: string }[] | undefined, currency: number | null | undefined): string {
  return debt?.find((line) => line.currency === currency)?.amount ?? '0.00';
}

/** The currency a new operation most likely is in: the one the supplier is owed in (USD first when both; UZS when none). */
export function defaultCurrency(supplier: { debt: { currency: number; amount: string }[] }): number {
  const owed = supplier.debt.filter((line) => compareAmounts(line.amount, '0') !== 0);
  if (owed.length === 1) return owed[0].currency;
  return owed.some((line) => line.currency === CURRENCY_USD) ? CURRENCY_USD : CURRENCY_UZS;
}
