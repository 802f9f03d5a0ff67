import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';
import type { EmployeeFiltersDto } from './dto/employee.dto';
import type { EmployeeBalanceListQueryDto } from './dto/employee-balance.dto';

type Where = Prisma.EmployeeWhereInput;

/** Employees: ordering last_name (default), first_name, position, created_at, id (each indexed); search by names, position, phone digits. */
export const employeeListSpec: ListSpec<Where, Prisma.EmployeeOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.EmployeeOrderByWithRelationInput>('id', 'first_name', 'last_name', 'position', 'created_at'),
  },
  defaultOrdering: 'last_name',
  tiebreaker: { id: 'asc' },
  search: (term) => {
    const or: Where[] = [
      { first_name: { contains: term, mode: 'insensitive' } },
      { last_name: { contains: term, mode: 'insensitive' } },
      { position: { contains: term, mode: 'insensitive' } },
    ];
    // "Karimov Aziz": every word in some name.
    const words = term.split(/\s+/).filter(Boolean);
    if (words.length > 1) {
      or.push({ AND: words.map((w) => ({ OR: [{ first_name: { contains: w, mode: 'insensitive' } }, { last_name: { contains: w, mode: 'insensitive' } }] })) });
    }
    const digits = phoneSearchDigits(term);
    if (digits.length >= 2) or.push({ phone_number: { contains: digits } });
    return { OR: or };
  },
};

export function buildEmployeeWhere(f: Pick<EmployeeFiltersDto, 'salary_type' | 'salary_currency' | 'is_active'>): Where {
  const where: Where = {};
  if (f.salary_type !== undefined) where.salary_type_id = f.salary_type;
  if (f.salary_currency !== undefined) where.salary_currency_id = f.salary_currency;
  if (f.is_active !== undefined) where.is_active = f.is_active;
  return where;
}

type EntryWhere = Prisma.EmployeeBalanceWhereInput;

/** Balance entries: newest first; ordering id, created_at, salary_month, work_date (each indexed); search over the comment. */
export const entryListSpec: ListSpec<EntryWhere, Prisma.EmployeeBalanceOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.EmployeeBalanceOrderByWithRelationInput>('id', 'created_at'),
    salary_month: (d) => ({ salary_month: { sort: d, nulls: 'last' } }),
    work_date: (d) => ({ work_date: { sort: d, nulls: 'last' } }),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: (term) => ({ comment: { contains: term, mode: 'insensitive' } }),
};

export function buildEntryWhere(f: Pick<EmployeeBalanceListQueryDto, 'employee_id' | 'kind'>): EntryWhere {
  const where: EntryWhere = {};
  if (f.employee_id !== undefined) where.employee_id = f.employee_id;
  if (f.kind !== undefined) where.kind = f.kind;
  return where;
}
