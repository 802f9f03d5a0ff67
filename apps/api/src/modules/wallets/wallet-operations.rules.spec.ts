import { ApiError } from '../../common/errors/api-error';
import { linkedSource, operationInstant, resolvePurpose, salaryMonth } from './wallet-operations.rules';

const errorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return (e as ApiError).errors.map((x) => [x.field, x.code]);
  }
  throw new Error('expected an ApiError');
};

describe('resolvePurpose', () => {
  it('defaults to inflow for a replenishment and outflow for a withdrawal', () => {
    expect(resolvePurpose({ operation_type: 'replenish' })).toEqual({ kind: 'inflow' });
    expect(resolvePurpose({ operation_type: 'withdraw', kind: null })).toEqual({ kind: 'outflow' });
  });

  it('keeps prepaid and investments in either direction; inflow only replenishes, outflow only withdraws', () => {
    expect(resolvePurpose({ operation_type: 'withdraw', kind: 'prepaid' })).toEqual({ kind: 'prepaid' });
    expect(resolvePurpose({ operation_type: 'replenish', kind: 'investments' })).toEqual({ kind: 'investments' });
    expect(errorsOf(() => resolvePurpose({ operation_type: 'withdraw', kind: 'inflow' }))).toEqual([['operation_type', 'operation.replenish_only']]);
    expect(errorsOf(() => resolvePurpose({ operation_type: 'replenish', kind: 'outflow' }))).toEqual([['operation_type', 'operation.withdraw_only']]);
  });

  it('a link decides the kind, withdrawals only', () => {
    expect(resolvePurpose({ operation_type: 'withdraw', employee_id: 3, salary_date: '2026-03-17' })).toEqual({
      kind: 'salary',
      employee_id: 3,
      salary_date: '2026-03-01',
    });
    expect(resolvePurpose({ operation_type: 'withdraw', construction_building_id: 4 })).toEqual({ kind: 'construction', construction_id: 4 });
    expect(resolvePurpose({ operation_type: 'withdraw', refusal_id: 5 })).toEqual({ kind: 'return_refusal', refusal_id: 5 });
    expect(errorsOf(() => resolvePurpose({ operation_type: 'replenish', refusal_id: 5 }))).toEqual([['operation_type', 'operation.withdraw_only']]);
  });

  it('a salary needs both the employee and the month', () => {
    expect(errorsOf(() => resolvePurpose({ operation_type: 'withdraw', employee_id: 3 }))).toEqual([['salary_date', 'required']]);
    expect(errorsOf(() => resolvePurpose({ operation_type: 'withdraw', salary_date: '2026-03' }))).toEqual([['employee_id', 'required']]);
  });

  it('one link at most, and no hand-chosen kind beside it', () => {
    expect(errorsOf(() => resolvePurpose({ operation_type: 'withdraw', construction_building_id: 1, refusal_id: 2 }))).toEqual([
      ['refusal_id', 'operation.one_purpose'],
    ]);
    expect(errorsOf(() => resolvePurpose({ operation_type: 'withdraw', refusal_id: 2, kind: 'prepaid' }))).toEqual([['kind', 'operation.one_purpose']]);
    // null links are no links (PUT clears a link with null)
    expect(resolvePurpose({ operation_type: 'withdraw', refusal_id: null, employee_id: null, salary_date: null })).toEqual({ kind: 'outflow' });
  });
});

describe('operationInstant', () => {
  // 2026-03-10 23:30 in Tashkent
  const now = new Date('2026-03-10T18:30:00Z');

  it('defaults to now; today as a day is now; another day is its Tashkent start', () => {
    expect(operationInstant(undefined, now)).toBe(now);
    expect(operationInstant('2026-03-10', now)).toBe(now);
    expect(operationInstant('2026-03-01', now).toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(operationInstant('2026-03-09T08:00:00+05:00', now).toISOString()).toBe('2026-03-09T03:00:00.000Z');
  });

  it('refuses a day after today in Tashkent, even when it is still today in UTC', () => {
    expect(errorsOf(() => operationInstant('2026-03-11', now))).toEqual([['date', 'date.future']]);
    expect(errorsOf(() => operationInstant('2026-03-10T19:30:00Z', now))).toEqual([['date', 'date.future']]);
  });
});

describe('salaryMonth and linkedSource', () => {
  it('a salary is for a month', () => {
    expect(salaryMonth('2026-03')).toBe('2026-03-01');
    expect(salaryMonth('2026-12-31')).toBe('2026-12-01');
  });

  it('names the flow an operation belongs to', () => {
    const plain = { kind: 'outflow' as const, sale_id: null, payment_report_id: null, supplier_operation_id: null };
    expect(linkedSource(plain)).toBeNull();
    expect(linkedSource({ ...plain, kind: 'selling' })).toBe('sale');
    expect(linkedSource({ ...plain, sale_id: 1 })).toBe('sale');
    expect(linkedSource({ ...plain, kind: 'payment', sale_id: 1 })).toBe('payment');
    expect(linkedSource({ ...plain, payment_report_id: 2 })).toBe('payment');
    expect(linkedSource({ ...plain, supplier_operation_id: 3 })).toBe('supplier');
  });
});
