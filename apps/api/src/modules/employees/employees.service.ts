import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EmployeeError, ErrorCode, Locale, SALARY_TYPE } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError, PendingFieldError } from '../../common/errors/api-error';
import { combineWhere, pageWindow, paginate, parseOrdering, SortDirection } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { Decimal, ZERO, amountText } from '../../common/money/money';
import { inBatches, streamXlsx } from '../../common/xlsx';
import { CreateEmployeeDto, EmployeeExportQueryDto, EmployeeListQueryDto, UpdateEmployeeDto } from './dto/employee.dto';
import { EMPLOYEE_COLUMNS, SHEET_NAME } from './employees-xlsx.columns';
import { EmployeeJson, EmployeeRow, employeeInclude, employeeLabel, employeeShape, entryInclude, toEmployee, toEntry } from './employees.mapper';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { buildEmployeeWhere, employeeListSpec } from './employees.query';

type Where = Prisma.EmployeeWhereInput;

/** The signed sum of entries (accruals and hours add, payments subtract), as SQL. */
const SIGNED = Prisma.sql`CASE WHEN b.kind = 'payment' THEN -b.amount ELSE b.amount END`;

@Injectable()
export class EmployeesService {
  constructor(private readonly prisma: PrismaService) {}

  // Reading

  /** The page with each employee's balance (one grouped query for the page), plus `totals` per currency over every filtered employee. */
  async list(query: EmployeeListQueryDto, locale: Locale) {
    const where = buildEmployeeWhere(query);
    const term = query.search?.trim();
    const [page, totals] = await Promise.all([
      paginate<Where, Prisma.EmployeeOrderByWithRelationInput, EmployeeRow, EmployeeRow>(this.prisma.employee, query, employeeListSpec, {
        where,
        include: employeeInclude,
        map: (row) => row,
      }),
      this.totals(combineWhere<Where>(where, term ? employeeListSpec.search!(term) : undefined)),
    ]);
    const balances = await this.balances(page.results.map((r) => r.id));
    return { count: page.count, results: page.results.map((r) => toEmployee(r, balances.get(r.id), locale)), totals };
  }

  async get(id: number, locale: Locale): Promise<EmployeeJson> {
    const row = await this.prisma.employee.findUnique({ where: { id }, include: employeeInclude });
    if (!row) throw ApiError.notFound();
    return toEmployee(row, (await this.balances([id])).get(id), locale);
  }

  /** Balances of these employees in one grouped query. */
  async balances(ids: number[]): Promise<Map<number, Decimal>> {
    const out = new Map<number, Decimal>();
    if (ids.length === 0) return out;
    const rows = await this.prisma.$queryRaw<{ employee_id: number; balance: Decimal }[]>`
      SELECT b.employee_id, SUM(${SIGNED}) AS balance FROM employee_balance b
      WHERE b.employee_id IN (${Prisma.join(ids)}) GROUP BY b.employee_id`;
    for (const r of rows) out.set(r.employee_id, new Decimal(r.balance));
    return out;
  }

  /** What is owed per currency (every currency, zero when none) over the employees `where` selects. */
  async totals(where: Where) {
    const [currencies, sums] = await Promise.all([
      this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true } }),
      this.prisma.employeeBalance.groupBy({ by: ['currency_id', 'kind'], where: { employee: where }, _sum: { amount: true } }),
    ]);
    return currencies.map((c) => {
      let balance = ZERO;
      for (const s of sums.filter((x) => x.currency_id === c.id)) {
        const amount = s._sum.amount ?? ZERO;
        balance = s.kind === 'payment' ? balance.minus(amount) : balance.plus(amount);
      }
      return { currency: c.id, currency_code: c.code, balance: amountText(balance)! };
    });
  }

  /**
   * The employee's entries with the running balance after each (a window over the entries in
   * day order, then id), newest first by default (`ordering=date` for oldest first).
   */
  async operations(id: number, query: ListQueryDto) {
    await this.assertExists(id);
    const ordering = query.ordering?.trim() || '-date';
    const direction: Record<string, Prisma.Sql> = { date: Prisma.sql`ASC`, '-date': Prisma.sql`DESC`, id: Prisma.sql`ASC`, '-id': Prisma.sql`DESC` };
    if (!direction[ordering]) throw ApiError.badRequest('ordering', ErrorCode.INVALID);
    const order = ordering.endsWith('id')
      ? Prisma.sql`e.id ${direction[ordering]}`
      : Prisma.sql`e.day ${direction[ordering]}, e.id ${direction[ordering]}`;
    const { skip, take } = pageWindow(query, {});
    const term = query.search?.trim();
    const search = term ? Prisma.sql`AND e.comment ILIKE ${'%' + term.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}` : Prisma.empty;
    const rows = await this.prisma.$queryRaw<{ id: number; running_balance: Decimal; total: bigint }[]>`
      WITH e AS (
        SELECT b.id, b.comment,
          CASE b.kind WHEN 'accrual' THEN b.salary_month WHEN 'hours' THEN b.work_date
            ELSE (COALESCE(o.date, b.created_at) AT TIME ZONE 'Asia/Tashkent')::date END AS day,
          SUM(${SIGNED}) OVER (ORDER BY CASE b.kind WHEN 'accrual' THEN b.salary_month WHEN 'hours' THEN b.work_date
            ELSE (COALESCE(o.date, b.created_at) AT TIME ZONE 'Asia/Tashkent')::date END, b.id ROWS UNBOUNDED PRECEDING) AS running_balance
        FROM employee_balance b LEFT JOIN wallet_operation o ON o.id = b.wallet_operation_id
        WHERE b.employee_id = ${id}
      )
      SELECT e.id, e.running_balance, COUNT(*) OVER () AS total FROM e WHERE TRUE ${search}
      ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
    const count = rows.length
      ? Number(rows[0].total)
      : term
        ? await this.prisma.employeeBalance.count({ where: { employee_id: id, comment: { contains: term, mode: 'insensitive' } } })
        : await this.prisma.employeeBalance.count({ where: { employee_id: id } });
    const full = await this.prisma.employeeBalance.findMany({ where: { id: { in: rows.map((r) => r.id) } }, include: entryInclude });
    const byId = new Map(full.map((r) => [r.id, r]));
    return {
      count,
      results: rows.map((r) => ({ ...toEntry(byId.get(r.id)!), running_balance: amountText(new Decimal(r.running_balance))! })),
    };
  }

  /**
   * Per month (an accrual's and a payment's salary month, hours by their day's month): accrued,
   * hours, their amount, paid, and what is still owed for that month; newest month first.
   */
  async months(id: number) {
    await this.assertExists(id);
    const rows = await this.prisma.$queryRaw<{ month: Date; accrued: Decimal; hours: Decimal; hours_amount: Decimal; paid: Decimal; entries: bigint }[]>`
      SELECT date_trunc('month', COALESCE(b.salary_month, b.work_date, (b.created_at AT TIME ZONE 'Asia/Tashkent')::date))::date AS month,
        COALESCE(SUM(b.amount) FILTER (WHERE b.kind = 'accrual'), 0) AS accrued,
        COALESCE(SUM(b.hours) FILTER (WHERE b.kind = 'hours'), 0) AS hours,
        COALESCE(SUM(b.amount) FILTER (WHERE b.kind = 'hours'), 0) AS hours_amount,
        COALESCE(SUM(b.amount) FILTER (WHERE b.kind = 'payment'), 0) AS paid,
        COUNT(*) AS entries
      FROM employee_balance b WHERE b.employee_id = ${id}
      GROUP BY 1 ORDER BY 1 DESC`;
    return {
      results: rows.map((r) => {
        const accrued = new Decimal(r.accrued);
        const hoursAmount = new Decimal(r.hours_amount);
        const paid = new Decimal(r.paid);
        return {
          month: r.month.toISOString().slice(0, 7),
          accrued: amountText(accrued)!,
          hours: new Decimal(r.hours).toFixed(2),
          hours_amount: amountText(hoursAmount)!,
          paid: amountText(paid)!,
          balance: amountText(accrued.plus(hoursAmount).minus(paid))!,
        };
      }),
    };
  }

  // Writing

  async create(dto: CreateEmployeeDto, locale: Locale): Promise<EmployeeJson> {
    const pay = this.payFields(dto.salary_type, dto.salary, dto.hourly_rate);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.employee.create({
        data: {
          first_name: dto.first_name,
          last_name: dto.last_name,
          position: dto.position,
          phone_number: dto.phone_number || null,
          salary_type_id: dto.salary_type,
          salary_currency_id: dto.salary_currency,
          is_active: dto.is_active ?? true,
          ...pay,
        },
        include: employeeInclude,
      });
      await auditCreate(tx, { entity: 'employee', entity_id: created.id, label: employeeLabel(created), after: employeeShape(created) });
      return created;
    });
    return this.get(row.id, locale);
  }

  /** Fields given replace the old ones; the salary currency is fixed once there are entries (409). is_active=false deactivates. */
  async update(id: number, dto: UpdateEmployeeDto, locale: Locale): Promise<EmployeeJson> {
    await this.prisma.$transaction(async (tx) => {
      const current = await lockRowOr404<{ salary_type_id: number; salary: Decimal | null; hourly_rate: Decimal | null; salary_currency_id: number }>(
        tx,
        'employee',
        id,
        'salary_type_id, salary, hourly_rate, salary_currency_id',
      );
      if (dto.salary_currency !== undefined && dto.salary_currency !== current.salary_currency_id) {
        const used = await tx.employeeBalance.findFirst({ where: { employee_id: id }, select: { id: true } });
        if (used) throw ApiError.conflict(EmployeeError.CURRENCY_LOCKED, 'salary_currency');
      }
      const type = dto.salary_type ?? current.salary_type_id;
      const pay = this.payFields(
        type,
        dto.salary !== undefined ? dto.salary : amountText(current.salary),
        dto.hourly_rate !== undefined ? dto.hourly_rate : amountText(current.hourly_rate),
      );
      const data: Prisma.EmployeeUncheckedUpdateInput = { ...pay, salary_type_id: type };
      for (const key of ['first_name', 'last_name', 'position', 'is_active'] as const) if (dto[key] !== undefined) (data as Record<string, unknown>)[key] = dto[key];
      if (dto.phone_number !== undefined) data.phone_number = dto.phone_number || null;
      if (dto.salary_currency !== undefined) data.salary_currency_id = dto.salary_currency;
      const before = await tx.employee.findUniqueOrThrow({ where: { id }, include: employeeInclude });
      const after = await tx.employee.update({ where: { id }, data, include: employeeInclude });
      await auditChange(tx, { entity: 'employee', entity_id: id, label: employeeLabel(after), before: employeeShape(before), after: employeeShape(after) });
    });
    return this.get(id, locale);
  }

  /** Only an employee without history (no entries, no wallet operations) is deleted; otherwise 409: deactivate instead. */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'employee', id);
      const [entries, operations] = await Promise.all([
        tx.employeeBalance.count({ where: { employee_id: id } }),
        tx.walletOperation.count({ where: { employee_id: id } }),
      ]);
      if (entries + operations > 0) throw ApiError.conflict(EmployeeError.HAS_HISTORY);
      const before = await tx.employee.delete({ where: { id }, include: employeeInclude });
      await auditDelete(tx, { entity: 'employee', entity_id: id, label: employeeLabel(before), before: employeeShape(before) });
    });
  }

  /** Monthly: salary required; hourly: hourly_rate required. The other pay field is cleared. */
  private payFields(type: number, salary: string | null | undefined, rate: string | null | undefined) {
    const errors: PendingFieldError[] = [];
    if (type === SALARY_TYPE.MONTHLY && !salary) errors.push({ field: 'salary', code: ErrorCode.REQUIRED });
    if (type === SALARY_TYPE.HOURLY && !rate) errors.push({ field: 'hourly_rate', code: ErrorCode.REQUIRED });
    if (errors.length) throw ApiError.invalid(errors);
    return type === SALARY_TYPE.MONTHLY
      ? { salary: new Decimal(salary!), hourly_rate: null }
      : { salary: null, hourly_rate: new Decimal(rate!) };
  }

  private async assertExists(id: number): Promise<void> {
    const found = await this.prisma.employee.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.notFound();
  }

  // Export

  /** The filtered list with balances as XLSX, streamed page by page (each page's balances in one query). */
  async export(query: EmployeeExportQueryDto, locale: Locale, reply: FastifyReply) {
    const term = query.search?.trim();
    const where = combineWhere<Where>(buildEmployeeWhere(query), term ? employeeListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, employeeListSpec) as Record<string, SortDirection>[];
    const prisma = this.prisma;
    const balances = (ids: number[]) => this.balances(ids);
    const rows = inBatches(async (skip, take) => {
      const page = await prisma.employee.findMany({ where, orderBy, skip, take, include: employeeInclude });
      const owed = await balances(page.map((r) => r.id));
      return page.map((r) => {
        const e = toEmployee(r, owed.get(r.id), locale);
        return {
          id: e.id,
          last_name: e.last_name,
          first_name: e.first_name,
          position: e.position,
          phone_number: e.phone_number,
          salary_type: e.salary_type_name,
          salary: e.salary_type === SALARY_TYPE.MONTHLY ? e.salary : e.hourly_rate,
          currency: e.salary_currency_code,
          balance: e.balance,
          is_active: e.is_active ? (locale === 'ru' ? 'Да' : 'Ha') : locale === 'ru' ? 'Нет' : 'Yoʻq',
        };
      });
    });
    return streamXlsx(reply, { filename: 'employees.xlsx', sheetName: SHEET_NAME[locale], columns: EMPLOYEE_COLUMNS, locale, rows, audit: { db: this.prisma, entity: 'employee', filters: query } });
  }
}
