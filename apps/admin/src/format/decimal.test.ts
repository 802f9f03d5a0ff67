import { describe, expect, it } from 'vitest';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import {
  addAmounts,
  amountShare,
  chartNumber,
  compareAmounts,
  convertAmount,
  divideRounded,
  fromCents,
  isNonZeroAmount,
  isPositiveAmount,
  isPositiveRate,
  subtractAmounts,
  sumAmounts,
  toCents,
  toMicros,
} from './decimal';

describe('decimal arithmetic', () => {
  it('keeps cents exact where floats would not', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['999999999999999.99', '0.01'])).toBe('1000000000000000.00');
    expect(sumAmounts(['0.10', '0.20', null, '1000000000000000.01'])).toBe('1000000000000000.31');
    expect(sumAmounts([])).toBe('0.00');
    expect(toCents('1500.5')).toBe(150050n);
    expect(toCents(' +7 ')).toBe(700n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(toCents('1.234')).toBeNull();
    expect(toCents('1,5')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents(null)).toBeNull();
  });

  it('adds, subtracts and compares exactly', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.30');
    expect(subtractAmounts('100.00', '30.01')).toBe('69.99');
    expect(subtractAmounts('100.00', 'x')).toBeNull();
    expect(compareAmounts('10.00', '9.99')).toBe(1);
    expect(compareAmounts('70', '70.00')).toBe(0);
    expect(compareAmounts('-1', '0')).toBe(-1);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
    expect(isNonZeroAmount('-0.01')).toBe(true);
    expect(isNonZeroAmount('0')).toBe(false);
  });

  it('reads rates with up to 6 decimals, above zero only', () => {
    expect(toMicros('12650.5')).toBe(12650500000n);
    expect(toMicros('12650.000001')).toBe(12650000001n);
    expect(toMicros('1.1234567')).toBeNull();
    expect(toMicros('0')).toBeNull();
    expect(toMicros('-1')).toBeNull();
    expect(toMicros('')).toBeNull();
    expect(isPositiveRate('12650.000000')).toBe(true);
    expect(isPositiveRate('0.000000')).toBe(false);
  });

  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-4n, 10n)).toBe(0n);
    expect(divideRounded(15n, -10n)).toBe(-2n);
  });

  it('converts like the API: UZS→USD divides, USD→UZS multiplies, 2 decimals half away from zero', () => {
    expect(convertAmount('1265000', CURRENCY_UZS, CURRENCY_USD, '12650')).toBe('100.00');
    expect(convertAmount('100', CURRENCY_USD, CURRENCY_UZS, '12650.5')).toBe('1265050.00');
    expect(convertAmount('1', CURRENCY_UZS, CURRENCY_USD, '3')).toBe('0.33');
    expect(convertAmount('2', CURRENCY_UZS, CURRENCY_USD, '3')).toBe('0.67');
    expect(convertAmount('1000000', CURRENCY_UZS, CURRENCY_USD, '12650')).toBe('79.05');
    expect(convertAmount('100.50', CURRENCY_USD, CURRENCY_UZS, '12650.5')).toBe('1271375.25');
    expect(convertAmount('1265', CURRENCY_UZS, CURRENCY_USD, '12650')).toBe('0.10');
    expect(convertAmount('1', CURRENCY_UZS, CURRENCY_USD, '200')).toBe('0.01'); // 0.005 rounds up
    expect(convertAmount('1', CURRENCY_UZS, CURRENCY_USD, '300')).toBe('0.00');
    expect(convertAmount('999999999999999.99', CURRENCY_USD, CURRENCY_UZS, '12650.123456')).toBe('12650123455999999873.50');
  });

  it('keeps the amount in the same currency and refuses what cannot be converted', () => {
    expect(convertAmount('100', CURRENCY_USD, CURRENCY_USD, null)).toBe('100.00');
    expect(convertAmount('500', CURRENCY_USD, CURRENCY_UZS, '')).toBeNull();
    expect(convertAmount('500', CURRENCY_USD, CURRENCY_UZS, '0')).toBeNull();
    expect(convertAmount('0', CURRENCY_USD, CURRENCY_UZS, '12650')).toBeNull();
    expect(convertAmount('-5', CURRENCY_USD, CURRENCY_USD, null)).toBeNull();
    expect(convertAmount('1.234', CURRENCY_USD, CURRENCY_USD, null)).toBeNull();
  });
});

describe('shares and chart numbers', () => {
  it('a share of an amount is cut on cents, exact where floats round', () => {
    expect(amountShare('50.05', '100.10')).toBe(50);
    expect(amountShare('1', '3', 2)).toBe(33.33);
    // 12345678901234.55 / 12345678901234.56 in floats is 99.99999999999999 (shown as 100 %).
    expect(amountShare('12345678901234.55', '12345678901234.56', 2)).toBe(99.99);
    expect(amountShare('12345678901234.56', '12345678901234.56', 2)).toBe(100);
    expect(amountShare('1', '0')).toBeNull();
    expect(amountShare('1', 'abc')).toBeNull();
  });

  it('chart numbers are for drawing only: the nearest number, 0 for what is not an amount', () => {
    expect(chartNumber('1500.50')).toBe(1500.5);
    expect(chartNumber('12345678901234.56')).toBe(12345678901234.56);
    expect(chartNumber(null)).toBe(0);
    expect(chartNumber('1,5')).toBe(0);
  });
});
