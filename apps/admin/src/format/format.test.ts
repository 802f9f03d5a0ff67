import { describe, expect, it } from 'vitest';
import { calendarPartsInTashkent, formatDate, formatDateTime, formatMoney, formatMonthYear, formatPhoneNumber, todayInTashkent } from './format';

const NBSP = '\u00a0';

describe('money (ru-RU, exact on decimal strings)', () => {
  it('groups thousands with a no-break space and uses a decimal comma', () => {
    expect(formatMoney('1500.00')).toBe(`1${NBSP}500,00`);
    expect(formatMoney('1234567.5')).toBe(`1${NBSP}234${NBSP}567,50`);
    expect(formatMoney('-15')).toBe('-15,00');
    expect(formatMoney('0.005')).toBe('0,01');
    expect(formatMoney('999.995')).toBe(`1${NBSP}000,00`);
    expect(formatMoney('1500', { fractionDigits: 0, currency: 'UZS' })).toBe(`1${NBSP}500${NBSP}UZS`);
  });

  it('does not lose digits beyond float precision', () => {
    expect(formatMoney('123456789012345678.99')).toBe(`123${NBSP}456${NBSP}789${NBSP}012${NBSP}345${NBSP}678,99`);
  });

  it('returns nothing for what is not an amount', () => {
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(null)).toBe('');
  });
});

describe('dates (ru-RU, Asia/Tashkent)', () => {
  it('shows calendar dates as they are', () => {
    expect(formatDate('1990-05-17')).toBe('17.05.1990');
  });

  it('shows instants in Tashkent time (UTC+5)', () => {
    expect(formatDate('2026-01-09T20:30:00Z')).toBe('10.01.2026');
    expect(formatDateTime('2026-01-09T20:30:00Z')).toBe('10.01.2026, 01:30');
    expect(formatMonthYear('2026-01-31T20:00:00Z')).toBe('02.2026');
    expect(todayInTashkent(new Date('2026-03-31T19:30:00Z'))).toBe('2026-04-01');
    expect(calendarPartsInTashkent(new Date('2026-03-31T19:30:00Z'))).toEqual({ year: 2026, month: 4, day: 1, weekday: 2 });
  });

  it('formats phones with the mask', () => {
    expect(formatPhoneNumber('+998901234567')).toBe('+998 (90) 123-45-67');
  });
});
