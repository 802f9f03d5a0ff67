import { phoneSearchDigits } from './phone-search';

describe('phoneSearchDigits', () => {
  it.each([
    ['90 123', '90123'],
    ['+998 (90) 123-45', '9989012345'],
    ['1234', '1234'],
    ['Navroʻz 107', ''],
    ['Lq7x3', ''],
    ['Ali', ''],
  ])('%s → "%s"', (term, digits) => expect(phoneSearchDigits(term)).toBe(digits));
});
