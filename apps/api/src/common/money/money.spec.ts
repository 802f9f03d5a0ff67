import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { Decimal, allocateOldestFirst, amountForPeople, convert, isAmountText, monthlyDates, round2, splitInstalments, sum, toUsd } from './money';

const d = (v: string) => new Decimal(v);

describe('money', () => {
  it('splits a debt into whole instalments, the remainder last, summing exactly', () => {
    const parts = splitInstalments(d('100000.01'), 7);
    expect(parts.map((p) => p.toFixed(2))).toEqual(['14285.00', '14285.00', '14285.00', '14285.00', '14285.00', '14285.00', '14290.01']);
    expect(sum(parts).toFixed(2)).toBe('100000.01');
    for (const [total, n] of [['1', 3], ['0.99', 2], ['999999999999.99', 36], ['7', 7], ['10', 1]] as const) {
      const split = splitInstalments(d(total), n);
      expect(split).toHaveLength(n);
      expect(sum(split).toFixed(2)).toBe(d(total).toFixed(2));
    }
  });

  it('converts between UZS and USD at UZS per 1 USD, rounding half up to 2 decimals', () => {
    expect(convert(d('1265000'), CURRENCY_UZS, CURRENCY_USD, d('12650')).toFixed(2)).toBe('100.00');
    expect(convert(d('100'), CURRENCY_USD, CURRENCY_UZS, d('12650.5')).toFixed(2)).toBe('1265050.00');
    expect(convert(d('1'), CURRENCY_UZS, CURRENCY_USD, d('3')).toFixed(2)).toBe('0.33');
    expect(convert(d('2'), CURRENCY_UZS, CURRENCY_USD, d('3')).toFixed(2)).toBe('0.67');
    expect(convert(d('5'), CURRENCY_USD, CURRENCY_USD, d('12650')).toFixed(2)).toBe('5.00');
    expect(toUsd(d('12650'), CURRENCY_UZS, d('12650')).toFixed(2)).toBe('1.00');
    expect(() => convert(d('1'), CURRENCY_UZS, CURRENCY_USD, d('0'))).toThrow(RangeError);
    expect(round2(d('0.005')).toFixed(2)).toBe('0.01');
  });

  it('puts instalments on the same day of each month, or the month end', () => {
    expect(monthlyDates('2026-01-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(monthlyDates('2027-11-15', 3)).toEqual(['2027-11-15', '2027-12-15', '2028-01-15']);
    expect(monthlyDates('2028-01-29', 2)).toEqual(['2028-01-29', '2028-02-29']);
  });

  it('allocates a payment to the oldest open instalments first', () => {
    const rows = [
      { id: 1, amount: d('100'), paid: d('100') },
      { id: 2, amount: d('100'), paid: d('40') },
      { id: 3, amount: d('100'), paid: d('0') },
    ];
    const { shares, rest } = allocateOldestFirst(rows, d('80.50'));
    expect(shares.map((s) => [s.instalment.id, s.amount.toFixed(2)])).toEqual([[2, '60.00'], [3, '20.50']]);
    expect(rest.toFixed(2)).toBe('0.00');
    expect(allocateOldestFirst(rows, d('200')).rest.toFixed(2)).toBe('40.00');
  });

  it('accepts amounts as decimal text only', () => {
    for (const ok of ['0', '1', '1500.5', '1500.50', '999999999999999999.99']) expect(isAmountText(ok)).toBe(true);
    for (const bad of ['', '-1', '1.234', '1e3', ' 1', '1,5', '0x10', '1000000000000000000', 'NaN']) expect(isAmountText(bad)).toBe(false);
  });

  it('writes amounts for people: spaced thousands, a decimal comma, the currency', () => {
    expect(amountForPeople(d('1500000'), CURRENCY_UZS, 'uz')).toBe('1 500 000,00 soʻm');
    expect(amountForPeople(d('1500000.5'), CURRENCY_UZS, 'ru')).toBe('1 500 000,50 сум');
    expect(amountForPeople(d('1500'), CURRENCY_USD, 'uz')).toBe('$1 500,00');
    expect(amountForPeople(d('999.999'), CURRENCY_USD, 'ru')).toBe('$1 000,00');
    expect(amountForPeople(d('0.07'), CURRENCY_USD, 'uz')).toBe('$0,07');
    expect(amountForPeople(d('123456789012345678.99'), CURRENCY_UZS, 'uz')).toBe('123 456 789 012 345 678,99 soʻm');
  });
});
