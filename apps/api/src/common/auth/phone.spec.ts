import { formatPhone, normalizePhone } from '@mijozlar/shared';

describe('phones', () => {
  it.each([
    ['+998 (90) 123-45-67', '+998901234567'],
    ['+998901234567', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['901234567', '+998901234567'],
    ['+998 (90) 123-45', null],
    ['+7 (912) 345-67-89', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('formats with the admin mask (19 characters)', () => {
    expect(formatPhone('+998901234567')).toBe('+998 (90) 123-45-67');
    expect(formatPhone('+998901234567')).toHaveLength(19);
  });
});
