import { describe, expect, it } from 'vitest';
import { codeOf, currencyCode, currencyCodeOf, currencyId } from './currency';

describe('currency codes', () => {
  it('reads an id, a digit text, a code or an object', () => {
    expect(currencyCode(1)).toBe('UZS');
    expect(currencyCode('2')).toBe('USD');
    expect(currencyCode('usd')).toBe('USD');
    expect(currencyCode({ id: 1 })).toBe('UZS');
    expect(currencyCode({ code: 'USD', id: 9 })).toBe('USD');
  });

  it('an unknown currency is "" unless kept as it came', () => {
    expect(currencyCode(9)).toBe('');
    expect(currencyCode(9, { keepUnknown: true })).toBe('9');
    expect(currencyCode({ name: 'EUR' }, { keepUnknown: true })).toBe('EUR');
    expect(currencyCode(null)).toBe('');
  });

  it('a flat code wins; ids back from codes', () => {
    expect(currencyCodeOf(1, 'USD')).toBe('USD');
    expect(currencyCodeOf(2, null)).toBe('USD');
    expect(codeOf({ currency: 1 })).toBe('UZS');
    expect(codeOf(null)).toBe('');
    expect(currencyId('UZS')).toBe(1);
    expect(currencyId(2)).toBe(2);
    expect(currencyId(7)).toBeNull();
  });
});
