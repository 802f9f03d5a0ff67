import { describe, expect, it } from 'vitest';
import { hoursAmount, monthGrid, normaliseHours, paymentEffect, shiftMonth } from './employeeMoney';
import { toEmployeePayload } from './EmployeeFormDialog';
import { toPayPayload } from './PayDialog';
import { employeePagePath } from './paths';
import type { Employee } from './types';

const employee = (extra: Partial<Employee> = {}): Employee => ({
  id: 7,
  first_name: 'Aziz',
  last_name: 'Karimov',
  full_name: 'Karimov Aziz',
  position: 'Hisobchi',
  phone_number: '+998901112233',
  salary_type: 1,
  salary_type_code: 'monthly',
  salary_type_name: 'Oylik',
  salary: '6000000.00',
  hourly_rate: null,
  salary_currency: 1,
  salary_currency_code: 'UZS',
  balance: '6000000.00',
  is_active: true,
  ...extra,
});

describe('employee money helpers', () => {
  it('values hours as the API does: round2(hours × rate), exact cents', () => {
    expect(hoursAmount('7.25', '33333.33')).toBe('241666.64');
    expect(hoursAmount('3.5', '33333.33')).toBe('116666.66'); // 116666.655 rounds half up
    expect(hoursAmount('7,5', '45000')).toBe('337500.00');
    expect(hoursAmount('0', '45000')).toBeNull();
    expect(hoursAmount('8', null)).toBeNull();
  });

  it('accepts 0 < hours ≤ 24 with two decimals at most', () => {
    expect(normaliseHours('7,5')).toBe('7.5');
    expect(normaliseHours('24')).toBe('24');
    for (const bad of ['0', '24.01', '-1', 'abc', '1.234', '', null]) expect(normaliseHours(bad)).toBeNull();
  });

  it('a payment converts into the salary currency and gives the balance after (an advance goes negative)', () => {
    expect(paymentEffect('100', 2, 1, '12650.5', '5000000.00')).toEqual({ credited: '1265050.00', after: '3734950.00' });
    expect(paymentEffect('2530000', 1, 2, '12650', '100.00')).toEqual({ credited: '200.00', after: '-100.00' });
    expect(paymentEffect('250.50', 2, 2, null, '900.00')).toEqual({ credited: '250.50', after: '649.50' });
    expect(paymentEffect('100', 2, 1, '', '5000000.00')).toBeNull();
  });

  it('months: shift across years, a Monday-first grid', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    const grid = monthGrid('2026-11'); // 1 November 2026 is a Sunday
    expect(grid.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid.filter(Boolean)).toHaveLength(30);
    expect(grid.length % 7).toBe(0);
  });
});

describe('payloads and paths', () => {
  it('sends only the pay field of the salary type', () => {
    const base = { first_name: ' Aziz ', last_name: 'Karimov', position: 'Hisobchi', phone_number: '+998901112233', salary: '100', hourly_rate: '5', salary_currency: 2 };
    expect(toEmployeePayload({ ...base, salary_type: 1 })).toEqual({ first_name: 'Aziz', last_name: 'Karimov', position: 'Hisobchi', phone_number: '+998901112233', salary_type: 1, salary_currency: 2, salary: '100' });
    expect(toEmployeePayload({ ...base, salary_type: 2 })).toMatchObject({ salary_type: 2, hourly_rate: '5' });
    expect(toEmployeePayload({ ...base, salary_type: 2 })).not.toHaveProperty('salary');
    // The phone is optional (document 1): left empty, it is sent as null.
    expect(toEmployeePayload({ ...base, phone_number: '', salary_type: 1 })).toMatchObject({ phone_number: null });
    expect(toEmployeePayload({ ...base, phone_number: null, salary_type: 1 })).toMatchObject({ phone_number: null });
  });

  it('a salary payment is a withdrawal with employee_id and salary_date; the rate only across currencies', () => {
    const values = { wallet: 3, amount: '100', salary_date: '2026-11', exchange_rate: '12650', method: 1, comment: ' Ish haqi ' };
    expect(toPayPayload(values, employee(), 2)).toEqual({ wallet: 3, operation_type: 'withdraw', amount: '100', method: 1, comment: 'Ish haqi', employee_id: 7, salary_date: '2026-11', exchange_rate: '12650' });
    expect(toPayPayload(values, employee(), 1)).not.toHaveProperty('exchange_rate');
  });

  it('a row opens the monthly or the hourly page', () => {
    expect(employeePagePath(employee())).toBe('/employees/employeeDetail/7');
    expect(employeePagePath(employee({ salary_type: 2 }))).toBe('/employees/hourlyEmployeeDetail/7');
  });
});
