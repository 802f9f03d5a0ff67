import { describe, expect, it } from 'vitest';
import { compactAxisLabel } from './axisLabel';

const unit = (name: string) => ({ billion: 'mlrd', million: 'mln', thousand: 'ming' })[name] ?? name;

describe('compactAxisLabel', () => {
  it('shortens thousands, millions and billions to one decimal, without a trailing ",0"', () => {
    expect(compactAxisLabel(0, unit)).toBe('0');
    expect(compactAxisLabel(999, unit)).toBe('999');
    expect(compactAxisLabel(1000, unit)).toBe('1 ming');
    expect(compactAxisLabel(1_500_000, unit)).toBe('1,5 mln');
    expect(compactAxisLabel(2_000_000_000, unit)).toBe('2 mlrd');
    expect(compactAxisLabel(12_345_678_901_234, unit)).toBe('12\u00a0345,7 mlrd');
  });

  it('keeps the sign of values below zero', () => {
    expect(compactAxisLabel(-2_500_000, unit)).toBe('-2,5 mln');
  });
});
