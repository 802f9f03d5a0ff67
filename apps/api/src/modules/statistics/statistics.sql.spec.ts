import { ApiError } from '../../common/errors/api-error';
import { Prisma } from '../../generated/prisma/client';
import { checkPeriod, instantInPeriod, monthsBetween, planPeriod } from './statistics.sql';
import { lastDayOf, shiftMonth } from './plan-statistics.service';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { errors: (err as ApiError).errors };
  }
  return null;
};

describe('statistics periods', () => {
  it('reads from_date/to_date as whole Tashkent days (UTC+5): [00:00 of the first, 00:00 after the last)', () => {
    const condition = instantInPeriod(Prisma.sql`s.approved_at`, { from_date: '2026-03-01', to_date: '2026-03-31' });
    expect(condition.values).toEqual([new Date('2026-02-28T19:00:00.000Z'), new Date('2026-03-31T19:00:00.000Z')]);
    expect(condition.sql).toBe('s.approved_at >= ? AND s.approved_at < ?');
    expect(instantInPeriod(Prisma.sql`o.date`, {}).sql).toBe('TRUE');
  });

  it('refuses a period that ends before it starts', () => {
    expect(codeOf(() => checkPeriod({ from_date: '2026-04-01', to_date: '2026-03-31' }))).toMatchObject({ errors: [{ field: 'from_date', code: 'date.range' }] });
    expect(codeOf(() => checkPeriod({ from_date: '2026-04-01', to_date: '2026-04-01' }))).toBeNull();
  });

  it('counts months inclusively and moves across years', () => {
    expect(monthsBetween('2026-01-31', '2026-01-01')).toBe(1);
    expect(monthsBetween('2025-11-15', '2026-02-01')).toBe(4);
    expect(shiftMonth('2026-11-24', 5)).toBe('2027-04');
    expect(shiftMonth('2026-01-05', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it('plan period: the current Tashkent year by default, an open end follows the given one, at most 120 months', () => {
    expect(planPeriod({}, '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(planPeriod({ from_date: '2026-06-10' }, '2026-11-24')).toEqual({ from: '2026-06-10', to: '2026-12-31' });
    expect(planPeriod({ from_date: '2027-03-01' }, '2026-11-24')).toEqual({ from: '2027-03-01', to: '2027-12-31' });
    expect(planPeriod({ to_date: '2025-05-31' }, '2026-11-24')).toEqual({ from: '2025-01-01', to: '2025-05-31' });
    expect(planPeriod({ from_date: '2017-01-01', to_date: '2026-12-31' }, '2026-11-24')).toEqual({ from: '2017-01-01', to: '2026-12-31' });
    expect(codeOf(() => planPeriod({ from_date: '2016-12-31', to_date: '2026-12-31' }, '2026-11-24'))).toMatchObject({
      errors: [{ field: 'to_date', code: 'statistics.period_too_long', params: { max: 120 } }],
    });
  });
});
