import { describe, expect, it } from 'vitest';
import { toId } from './id';

describe('toId', () => {
  it('reads a number, a digit text or a reference object', () => {
    expect(toId(12)).toBe(12);
    expect(toId('12')).toBe(12);
    expect(toId({ id: 12, name: 'Blok A' })).toBe(12);
  });

  it('gives null for anything that is not an id above zero', () => {
    for (const value of [null, undefined, '', ' ', 0, '0', -3, 1.5, 'abc', {}, { id: null }, [], Number.NaN]) expect(toId(value)).toBeNull();
  });
});
