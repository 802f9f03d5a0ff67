import type { CodeOf } from './code';

/** Employees and their balance (accruals, hours, payments). */
export const EmployeeError = {
  HAS_HISTORY: 'employee.has_history',
  CURRENCY_LOCKED: 'employee.currency_locked',
  ACCRUAL_EXISTS: 'employee.accrual_exists',
  HOURS_EXISTS: 'employee.hours_exists',
  NOT_MONTHLY: 'employee.not_monthly',
  NOT_HOURLY: 'employee.not_hourly',
  INACTIVE: 'employee.inactive',
  HOURS_INVALID: 'employee.hours_invalid',
  MONTH_FUTURE: 'employee.month_future',
  NO_SALARY: 'employee.no_salary',
  ENTRY_IS_PAYMENT: 'employee.entry_is_payment',
  PAYMENT_TOO_SMALL: 'employee.payment_too_small',
} as const;

export type EmployeesErrorCode = CodeOf<typeof EmployeeError>;
