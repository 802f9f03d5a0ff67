import type employeesUz from './employees.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the employees screens. */
const employees: Shape<typeof employeesUz> = {
  name: 'Сотрудник |||| Сотрудники |||| Сотрудников',
};

export default employees;
