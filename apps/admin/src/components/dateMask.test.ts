import { describe, expect, it } from 'vitest';
import { isoToDisplay, isValidDateValue, parseDateText } from './dateMask';

describe('date typing (dd.mm.yyyy)', () => {
  it('masks as the user types and submits ISO once complete', () => {
    expect(parseDateText('1705')).toBe('17.05');
    expect(parseDateText('17051990')).toBe('1990-05-17');
    expect(parseDateText('17.05.1990')).toBe('1990-05-17');
  });

  it('rejects impossible dates', () => {
    expect(parseDateText('31022024')).toBe('31.02.2024');
    expect(isValidDateValue('31.02.2024')).toBe(false);
    expect(isValidDateValue('2024-02-29')).toBe(true);
    expect(isValidDateValue('')).toBe(true);
  });

  it('shows stored dates and instants in ru-RU', () => {
    expect(isoToDisplay('1990-05-17')).toBe('17.05.1990');
    expect(isoToDisplay('2024-11-14T20:00:00.000Z')).toBe('15.11.2024');
  });
});
