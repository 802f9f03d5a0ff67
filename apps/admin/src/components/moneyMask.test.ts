import { describe, expect, it } from 'vitest';
import { applyMoneyEdit, displayMoney, normaliseMoney } from './moneyMask';
import { newIdempotencyKey } from './useIdempotencyKey';

const NB = '\u00a0';

describe('money typing', () => {
  it('groups thousands and accepts a comma or a dot as the decimal separator', () => {
    expect(applyMoneyEdit('1500000', 7)).toEqual({ text: `1${NB}500${NB}000`, value: '1500000', caret: 9 });
    expect(applyMoneyEdit('1500000,5', 9).value).toBe('1500000.5');
    expect(applyMoneyEdit('1500000.55', 10).text).toBe(`1${NB}500${NB}000,55`);
    expect(applyMoneyEdit('1500,', 5)).toEqual({ text: `1${NB}500,`, value: '1500', caret: 6 });
  });

  it('keeps at most two decimals, one separator, no letters or signs, no leading zeros', () => {
    expect(normaliseMoney('12.345')).toBe('12.34');
    expect(normaliseMoney('1,2,3')).toBe('1.23');
    expect(normaliseMoney('-1a2b3')).toBe('123');
    expect(normaliseMoney('007')).toBe('7');
    expect(normaliseMoney(',5')).toBe('0.5');
    expect(normaliseMoney('12650.123456', 6)).toBe('12650.123456');
  });

  it('keeps the caret beside the digit typed', () => {
    // "1 500|" then typing "0" -> "15 000|"
    const typed = `1${NB}5000`;
    expect(applyMoneyEdit(typed, typed.length)).toEqual({ text: `15${NB}000`, value: '15000', caret: 6 });
    // inserting "9" after the first digit of "1 500": "19 500" with the caret after 9
    expect(applyMoneyEdit(`19${NB}500`, 2)).toEqual({ text: `19${NB}500`, value: '19500', caret: 2 });
    expect(applyMoneyEdit(`199${NB}500`, 3)).toEqual({ text: `199${NB}500`, value: '199500', caret: 3 });
    expect(applyMoneyEdit(`1999${NB}500`, 4)).toEqual({ text: `1${NB}999${NB}500`, value: '1999500', caret: 5 });
  });

  it('shows stored values', () => {
    expect(displayMoney('1234567.5')).toBe(`1${NB}234${NB}567,5`);
    expect(displayMoney('')).toBe('');
  });

  it('makes distinct UUID v4 keys', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
