import { tashkentDate } from './clock';

describe('tashkentDate', () => {
  it('is the calendar date in Tashkent (UTC+5)', () => {
    expect(tashkentDate(new Date('2026-03-01T18:59:59Z'))).toBe('2026-03-01');
    expect(tashkentDate(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  });
});
