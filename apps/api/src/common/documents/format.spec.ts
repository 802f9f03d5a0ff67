import { Prisma } from '../../generated/prisma/client';
import { currencyName, docDate, docMoney, docMonth } from './format';

const NB = '\u00a0';

describe('document formats', () => {
  it('writes money with no-break spaces and a decimal comma, rounded half up from decimals', () => {
    expect(docMoney('1234567.89')).toBe(`1${NB}234${NB}567,89`);
    expect(docMoney(new Prisma.Decimal('827310000'))).toBe(`827${NB}310${NB}000,00`);
    expect(docMoney('0')).toBe('0,00');
    expect(docMoney('999.995')).toBe(`1${NB}000,00`);
    expect(docMoney('0.005')).toBe('0,01');
    expect(docMoney('-1500.5')).toBe(`-1${NB}500,50`);
    expect(docMoney('123456789012345678.99')).toBe(`123${NB}456${NB}789${NB}012${NB}345${NB}678,99`);
  });

  it('writes dates dd.mm.yyyy', () => {
    expect(docDate(new Date('2026-12-27T00:00:00Z'))).toBe('27.12.2026');
    expect(docDate('2027-01-05')).toBe('05.01.2027');
    expect(docDate(null)).toBe('');
  });

  it('names months in uz and ru', () => {
    expect(docMonth('2026-12-27', 'uz')).toBe('dekabr 2026');
    expect(docMonth('2026-12-27', 'ru')).toBe('декабрь 2026');
    expect(docMonth(new Date('2027-01-15T00:00:00Z'), 'uz')).toBe('yanvar 2027');
    expect(docMonth('2027-05-01', 'ru')).toBe('май 2027');
  });

  it('names currencies', () => {
    expect(currencyName('UZS', 'uz')).toBe('soʻm');
    expect(currencyName('UZS', 'ru')).toBe('сум');
    expect(currencyName('USD', 'ru')).toBe('долларов США');
  });
});
