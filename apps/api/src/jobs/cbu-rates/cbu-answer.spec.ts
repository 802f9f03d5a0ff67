import { bankDate, CbuAnswerError, cbuUrl, parseCbuAnswer } from './cbu-answer';

const usd = (fields: Record<string, unknown>) => [
  { id: 69, Code: '840', Ccy: 'USD', CcyNm_UZ: 'AQSH dollari', Nominal: '1', Rate: '12194.21', Diff: '-12.5', Date: '27.11.2026', ...fields },
];

describe('the Central Bank answer', () => {
  it('puts the day into the URL', () => {
    expect(cbuUrl('https://cbu.uz/uz/arkhiv-kursov-valyut/json/USD/{date}/', '2026-11-27')).toBe('https://cbu.uz/uz/arkhiv-kursov-valyut/json/USD/2026-11-27/');
  });

  it('reads the rate and the day it applies to', () => {
    const { date, rate } = parseCbuAnswer(usd({}), '2026-11-27');
    expect(date).toBe('2026-11-27');
    expect(rate.toFixed(6)).toBe('12194.210000');
  });

  it('divides by Nominal', () => {
    expect(parseCbuAnswer(usd({ Nominal: '10', Rate: '121942.10' }), '2026-11-27').rate.toFixed(6)).toBe('12194.210000');
    expect(parseCbuAnswer(usd({ Nominal: '100', Rate: '1219421' }), '2026-11-27').rate.toFixed(6)).toBe('12194.210000');
    expect(parseCbuAnswer(usd({ Nominal: '3', Rate: '10' }), '2026-11-27').rate.toFixed(6)).toBe('3.333333');
  });

  it('stores a weekend answer for the day the bank names', () => {
    expect(parseCbuAnswer(usd({ Date: '27.11.2026' }), '2026-11-28').date).toBe('2026-11-27');
  });

  it('picks USD among several currencies', () => {
    const body = [{ Ccy: 'EUR', Rate: '13000.00', Nominal: '1', Date: '27.11.2026' }, ...usd({})];
    expect(parseCbuAnswer(body, '2026-11-27').rate.toFixed(2)).toBe('12194.21');
  });

  it.each([
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['null', null],
    ['an object', { Ccy: 'USD', Rate: '12194.21', Nominal: '1', Date: '27.11.2026' }],
    ['an empty list', []],
    ['no USD entry', [{ Ccy: 'EUR', Rate: '13000.00', Nominal: '1', Date: '27.11.2026' }]],
    ['a zero rate', usd({ Rate: '0' })],
    ['a zero rate with decimals', usd({ Rate: '0.00' })],
    ['a negative rate', usd({ Rate: '-12194.21' })],
    ['a rate as a number', usd({ Rate: 12194.21 })],
    ['an empty rate', usd({ Rate: '' })],
    ['a word for a rate', usd({ Rate: 'NaN' })],
    ['an exponent', usd({ Rate: '1e4' })],
    ['a huge rate', usd({ Rate: '99999999999999' })],
    ['a zero nominal', usd({ Nominal: '0' })],
    ['a fractional nominal', usd({ Nominal: '0.5' })],
    ['no date', usd({ Date: undefined })],
    ['an ISO date', usd({ Date: '2026-11-27' })],
    ['an impossible date', usd({ Date: '31.02.2026' })],
    ['a date after the day asked for', usd({ Date: '28.11.2026' })],
  ])('refuses %s', (_name, body) => {
    expect(() => parseCbuAnswer(body, '2026-11-27')).toThrow(CbuAnswerError);
  });

  it('reads dd.mm.yyyy days', () => {
    expect(bankDate('01.04.2026')).toBe('2026-04-01');
    expect(bankDate('29.02.2028')).toBe('2028-02-29');
    expect(bankDate('29.02.2026')).toBeNull();
    expect(bankDate(20261127)).toBeNull();
  });
});
