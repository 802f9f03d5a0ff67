import type { Identifier } from 'react-admin';
import { SALARY_TYPE } from '@mijozlar/shared';

/** The employees screens' paths of the spec (document 1, section 2). */
export const EMPLOYEES_LIST_PATH = '/employees/employeesList';
export const employeeDetailPath = (id: Identifier) => `/employees/employeeDetail/${encodeURIComponent(String(id))}`;
export const hourlyEmployeeDetailPath = (id: Identifier) => `/employees/hourlyEmployeeDetail/${encodeURIComponent(String(id))}`;
/** A row opens the monthly or the hourly detail page by the employee's salary type. */
export const employeePagePath = (employee: { id: Identifier; salary_type: number }) =>
  employee.salary_type === SALARY_TYPE.HOURLY ? hourlyEmployeeDetailPath(employee.id) : employeeDetailPath(employee.id);

/** API paths (document 2, Employees). */
export const EMPLOYEES_API = 'employee';
export const employeeApi = (id: Identifier) => `employee/${encodeURIComponent(String(id))}`;
export const employeeOperationsApi = (id: Identifier) => `${employeeApi(id)}/operations`;
export const employeeMonthsApi = (id: Identifier) => `${employeeApi(id)}/months`;
export const EMPLOYEES_EXPORT_API = 'employee/export/employees.xls';
export const BALANCE_API = 'employee-balance';
export const balanceEntryApi = (id: Identifier) => `employee-balance/${encodeURIComponent(String(id))}`;
export const ACCRUE_MONTH_API = 'employee-balance/accrue-month';
