import { Decimal } from '../../common/money/money';
import { planPayment, planUndo, ScheduleLine, statusOf } from './payment-allocation';

const d = (v: string) => new Decimal(v);
const now = new Date('2026-03-10T07:00:00Z');
const line = (id: number, amount: string, paid = '0'): ScheduleLine => ({ id, amount: d(amount), paid: d(paid), paid_at: null });

describe('payment allocation', () => {
  it('names the instalment status from what is paid', () => {
    expect(statusOf(d('100'), d('0'))).toBe('not_paid');
    expect(statusOf(d('100'), d('0.01'))).toBe('partially_paid');
    expect(statusOf(d('100'), d('100.00'))).toBe('paid');
    expect(statusOf(d('0'), d('0'))).toBe('paid');
  });

  it('pays the oldest open instalments first and marks them', () => {
    const lines = [line(1, '100', '100'), line(2, '100', '30'), line(3, '100'), line(4, '100')];
    const plan = planPayment(lines, d('150.50'), now);
    expect(plan.allocations.map((a) => [a.instalment_id, a.amount.toFixed(2)])).toEqual([[2, '70.00'], [3, '80.50']]);
    expect(plan.changes.map((c) => [c.id, c.paid.toFixed(2), c.status, c.paid_at])).toEqual([
      [2, '100.00', 'paid', now],
      [3, '80.50', 'partially_paid', null],
    ]);
    expect(plan.rest.toFixed(2)).toBe('0.00');
  });

  it('reports what is left above the schedule', () => {
    expect(planPayment([line(1, '10')], d('10.01'), now).rest.toFixed(2)).toBe('0.01');
  });

  it('undoes allocations, keeping paid_at only where the instalment stays paid', () => {
    const paidAt = new Date('2026-01-01T00:00:00Z');
    const lines: ScheduleLine[] = [{ id: 1, amount: d('100'), paid: d('100'), paid_at: paidAt }, { id: 2, amount: d('100'), paid: d('100'), paid_at: paidAt }];
    const undo = planUndo(lines, [{ instalment_id: 2, amount: d('60') }]);
    expect(undo.changes.map((c) => [c.id, c.paid.toFixed(2), c.status, c.paid_at])).toEqual([[2, '40.00', 'partially_paid', null]]);
    expect(undo.total.toFixed(2)).toBe('60.00');
    expect(() => planUndo(lines, [{ instalment_id: 1, amount: d('100.01') }])).toThrow();
    expect(() => planUndo(lines, [{ instalment_id: 9, amount: d('1') }])).toThrow();
  });
});
