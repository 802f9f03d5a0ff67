import { Decimal } from '../../common/money/money';
import { checkSchedule, fromStoredSchedule, generateSchedule, scheduleOf, toStoredSchedule } from './sales-schedule';

const line = (month: number, paymentDate: string, amount: string) => ({ month, paymentDate, amount });

describe('sale schedule', () => {
  it('splits 100000.01 over 7 months into whole units, the last taking the remainder, on the same day each month', () => {
    const lines = generateSchedule(new Decimal('100000.01'), 7, '2026-01-31');
    expect(lines.map((l) => [l.month, l.paymentDate, l.amount.toFixed(2)])).toEqual([
      [1, '2026-01-31', '14285.00'],
      [2, '2026-02-28', '14285.00'],
      [3, '2026-03-31', '14285.00'],
      [4, '2026-04-30', '14285.00'],
      [5, '2026-05-31', '14285.00'],
      [6, '2026-06-30', '14285.00'],
      [7, '2026-07-31', '14290.01'],
    ]);
    expect(lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(2)).toBe('100000.01');
  });

  const good = [line(1, '2026-01-10', '100.00'), line(2, '2026-02-10', '200.50'), line(3, '2026-03-01', '99.50')];

  it('accepts a given schedule that sums to the debt with increasing dates, in any order', () => {
    expect(checkSchedule(good, new Decimal('400'), 3, '2026-01-10')).toEqual([]);
    expect(checkSchedule([good[2], good[0], good[1]], new Decimal('400'), 3, null)).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(checkSchedule(good.slice(0, 2), new Decimal('400'), 3, null)).toEqual([{ field: 'monthly_amount', code: 'sale.schedule_count', params: { count: 3 } }]);
    expect(checkSchedule(good, new Decimal('400.01'), 3, null)).toEqual([{ field: 'monthly_amount', code: 'sale.schedule_sum', params: { amount: '400.01' } }]);
    expect(checkSchedule([good[0], line(2, '2026-01-10', '200.50'), good[2]], new Decimal('400'), 3, null)).toEqual([
      { field: 'monthly_amount', code: 'sale.schedule_dates' },
    ]);
    expect(checkSchedule(good, new Decimal('400'), 3, '2026-01-11')).toEqual([{ field: 'monthly_amount', code: 'sale.schedule_dates' }]);
    expect(checkSchedule([good[0], line(1, '2026-02-10', '200.50'), good[2]], new Decimal('400'), 3, null)).toEqual([
      { field: 'monthly_amount.1.month', code: 'invalid' },
    ]);
    expect(checkSchedule([good[0], good[1], line(4, '2026-04-10', '99.50')], new Decimal('400'), 3, null)).toEqual([
      { field: 'monthly_amount.2.month', code: 'invalid' },
    ]);
  });

  it('stores and reads back the schedule as sale.schedule keeps it', () => {
    const lines = generateSchedule(new Decimal('10'), 3, '2026-05-05');
    const stored = toStoredSchedule(lines);
    expect(stored[2]).toEqual({ month: 3, payment_date: '2026-07-05', amount: '4.00' });
    expect(fromStoredSchedule(JSON.parse(JSON.stringify(stored)))!.map((l) => l.amount.toFixed(2))).toEqual(['3.00', '3.00', '4.00']);
    expect(fromStoredSchedule(null)).toBeNull();
    expect(fromStoredSchedule([{ month: 'x' }])).toBeNull();
  });

  it('falls back to the generated schedule of a sale stored without one, or none without a debt', () => {
    const base = { schedule: null, debt_amount: new Decimal('1000'), payment_date: new Date('2026-03-15T00:00:00Z'), credit_period: { months: 3 } };
    expect(scheduleOf(base).map((l) => [l.paymentDate, l.amount.toFixed(2)])).toEqual([
      ['2026-03-15', '333.00'],
      ['2026-04-15', '333.00'],
      ['2026-05-15', '334.00'],
    ]);
    expect(scheduleOf({ ...base, debt_amount: new Decimal(0) })).toEqual([]);
    expect(scheduleOf({ ...base, credit_period: null })).toEqual([]);
  });
});
