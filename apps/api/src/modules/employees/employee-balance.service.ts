import { Injectable } from '@nestjs/common';
import { DateError, EmployeeError, ErrorCode, ExchangeRateError, SALARY_TYPE } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError, PendingFieldError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock, dateOnly } from '../../common/clock/clock';
import { paginate } from '../../common/list/paginate';
import { Decimal, convert, round2 } from '../../common/money/money';
import { LedgerService, WrittenOperation } from '../ledger/ledger.service';
import { AccrueMonthDto, CreateEmployeeBalanceDto, EmployeeBalanceListQueryDto } from './dto/employee-balance.dto';
import { EntryJson, EntryRow, entryInclude, toEntry } from './employees.mapper';
import { auditSalaryCreated, deleteSalaryEntries, salaryLabel, salaryShape, type SalaryRow } from './salary.audit';
import { auditMany, diff } from '../../common/audit';
import { markAuditNoChange } from '../../common/audit/audit.context';
import { buildEntryWhere, entryListSpec } from './employees.query';

/** "2026-03" or "2026-03-17" → "2026-03-01". */
export const monthStart = (text: string) => `${text.slice(0, 7)}-01`;

/**
 * What the company owes each employee, as entries: accruals (a month's salary) and hours (hours ×
 * the hourly rate, copied onto the entry) add, payments subtract. A payment entry is written only
 * by a `salary` wallet operation (recordPayment, in the ledger's transaction) and goes away with
 * that operation's reversal (reversePayment): the wallet operations keep the history of both, and
 * the balance stays the sum of the entries. Paying more than is owed is allowed (an advance: the
 * balance goes below zero and the next accruals cover it).
 */
@Injectable()
export class EmployeeBalanceService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  list(query: EmployeeBalanceListQueryDto) {
    return paginate<Prisma.EmployeeBalanceWhereInput, Prisma.EmployeeBalanceOrderByWithRelationInput, EntryRow, EntryJson>(
      this.prisma.employeeBalance,
      query,
      entryListSpec,
      { where: buildEntryWhere(query), include: entryInclude, map: toEntry },
    );
  }

  async get(id: number): Promise<EntryJson> {
    const row = await this.prisma.employeeBalance.findUnique({ where: { id }, include: entryInclude });
    if (!row) throw ApiError.notFound();
    return toEntry(row);
  }

  /** An accrual (monthly employee) or hours (hourly employee), by the employee's salary type. */
  async create(dto: CreateEmployeeBalanceDto, user: AuthUser): Promise<EntryJson> {
    const id = await this.ledger.transaction(async (tx) => {
      const [employee] = await tx.$queryRaw<{ id: number; salary_type_id: number; salary: Decimal | null; hourly_rate: Decimal | null; salary_currency_id: number; is_active: boolean }[]>`
        SELECT id, salary_type_id, salary, hourly_rate, salary_currency_id, is_active FROM employee WHERE id = ${dto.employee_id} FOR SHARE`;
      if (!employee) throw ApiError.badRequest('employee_id', ErrorCode.INVALID);
      if (!employee.is_active) throw ApiError.badRequest('employee_id', EmployeeError.INACTIVE);
      const today = this.clock.today();
      const errors: PendingFieldError[] = [];
      const base = { employee_id: employee.id, currency_id: employee.salary_currency_id, comment: dto.comment || null, created_by_id: user.id };

      if (employee.salary_type_id === SALARY_TYPE.MONTHLY) {
        for (const field of ['hoursWorked', 'workDate'] as const) if (dto[field] !== undefined) errors.push({ field, code: EmployeeError.NOT_HOURLY });
        if (!dto.salaryMonth) errors.push({ field: 'salaryMonth', code: ErrorCode.REQUIRED });
        else if (monthStart(dto.salaryMonth) > monthStart(today)) errors.push({ field: 'salaryMonth', code: EmployeeError.MONTH_FUTURE });
        const amount = dto.amount ? new Decimal(dto.amount) : employee.salary ? new Decimal(employee.salary) : null;
        if (!amount || !amount.gt(0)) errors.push({ field: 'amount', code: EmployeeError.NO_SALARY });
        if (errors.length) throw ApiError.invalid(errors);
        const row = await tx.employeeBalance.create({
          data: { ...base, kind: 'accrual', amount: amount!, salary_month: dateOnly(monthStart(dto.salaryMonth!)) },
          select: { id: true },
        });
        await auditSalaryCreated(tx, row.id);
        return row.id;
      }

      for (const field of ['salaryMonth', 'amount'] as const) if (dto[field] !== undefined) errors.push({ field, code: EmployeeError.NOT_MONTHLY });
      if (!dto.hoursWorked) errors.push({ field: 'hoursWorked', code: ErrorCode.REQUIRED });
      if (!dto.workDate) errors.push({ field: 'workDate', code: ErrorCode.REQUIRED });
      else if (Number.isNaN(dateOnly(dto.workDate).getTime()) || dateOnly(dto.workDate).toISOString().slice(0, 10) !== dto.workDate) errors.push({ field: 'workDate', code: ErrorCode.INVALID });
      else if (dto.workDate > today) errors.push({ field: 'workDate', code: DateError.FUTURE });
      const rate = employee.hourly_rate ? new Decimal(employee.hourly_rate) : null;
      if (!rate || !rate.gt(0)) errors.push({ field: 'employee_id', code: ErrorCode.INVALID });
      if (errors.length) throw ApiError.invalid(errors);
      const hours = new Decimal(dto.hoursWorked!);
      const row = await tx.employeeBalance.create({
        data: { ...base, kind: 'hours', hours, hourly_rate: rate!, amount: round2(hours.mul(rate!)), work_date: dateOnly(dto.workDate!) },
        select: { id: true },
      });
      await auditSalaryCreated(tx, row.id);
      return row.id;
    });
    return this.get(id);
  }

  /** Deletes an accrual or hours entry; a payment's entry goes only with its operation's reversal (409). */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const row = await lockRowOr404<{ id: number; kind: string; wallet_operation_id: number | null }>(tx, 'employee_balance', id, 'id, kind::text AS kind, wallet_operation_id');
      if (row.kind === 'payment' || row.wallet_operation_id !== null) throw ApiError.conflict(EmployeeError.ENTRY_IS_PAYMENT);
      await deleteSalaryEntries(tx, { id });
    });
  }

  /**
   * The month's accrual (the salary) for every active monthly employee with a salary who has
   * none for that month yet. Idempotent: a second call creates nothing. `skipped` counts the
   * active monthly employees who already had it.
   */
  async accrueMonth(dto: AccrueMonthDto, user: AuthUser) {
    const month = monthStart(dto.salaryMonth);
    if (month > monthStart(this.clock.today())) throw ApiError.badRequest('salaryMonth', EmployeeError.MONTH_FUTURE);
    return this.ledger.transaction(async (tx) => {
      const eligible = await tx.employee.count({ where: { is_active: true, salary_type_id: SALARY_TYPE.MONTHLY, salary: { gt: 0 } } });
      const rows = await tx.$queryRaw<(SalaryRow & { first_name: string; last_name: string })[]>`
        WITH added AS (
          INSERT INTO employee_balance (employee_id, kind, amount, currency_id, salary_month, comment, created_by_id)
          SELECT e.id, 'accrual'::employee_balance_kind, e.salary, e.salary_currency_id, ${month}::date, NULL, ${user.id}
          FROM employee e
          WHERE e.is_active AND e.salary_type_id = ${SALARY_TYPE.MONTHLY} AND e.salary > 0
          ORDER BY e.id
          ON CONFLICT (employee_id, salary_month) WHERE kind = 'accrual' DO NOTHING
          RETURNING id, employee_id, kind, amount, currency_id, hours, hourly_rate, salary_month, work_date, wallet_operation_id, comment
        )
        SELECT a.*, e.first_name, e.last_name FROM added a JOIN employee e ON e.id = a.employee_id ORDER BY a.id`;
      const created = rows.length;
      // One entry per accrual written; a month everyone already had changed nothing.
      if (created === 0) markAuditNoChange();
      await auditMany(
        tx,
        rows.map((r) => ({
          action: 'create' as const,
          entity: 'salary' as const,
          entity_id: r.id,
          label: salaryLabel(r, r),
          changes: diff(null, salaryShape(r)),
          details: { accrue_month: month.slice(0, 7) },
        })),
      );
      return { salaryMonth: month, salary_month: month, created, skipped: eligible - created };
    });
  }

  // The salary payment hooks of WalletOperationsService (inside the ledger's transaction).

  /**
   * Writes the payment entry of a `salary` operation: its amount in the employee's salary
   * currency, converted at the operation's rate when the wallet's currency differs (the rate must
   * then be given: 400 exchange_rate.required).
   */
  async recordPayment(tx: Tx, operation: WrittenOperation, link: { employee_id: number; salary_date: Date; exchange_rate: Decimal | null }): Promise<void> {
    const [employee] = await tx.$queryRaw<{ salary_currency_id: number }[]>`
      SELECT salary_currency_id FROM employee WHERE id = ${link.employee_id} FOR SHARE`;
    if (!employee) throw ApiError.badRequest('employee_id', ErrorCode.INVALID);
    let amount = operation.amount;
    if (operation.currency_id !== employee.salary_currency_id) {
      if (!link.exchange_rate) throw ApiError.badRequest('exchange_rate', ExchangeRateError.REQUIRED);
      amount = convert(operation.amount, operation.currency_id, employee.salary_currency_id, link.exchange_rate);
      if (!amount.gt(0)) throw ApiError.badRequest('amount', EmployeeError.PAYMENT_TOO_SMALL);
    }
    const op = await tx.walletOperation.findUniqueOrThrow({ where: { id: operation.id }, select: { comment: true, executor_id: true } });
    const entry = await tx.employeeBalance.create({
      data: {
        employee_id: link.employee_id,
        kind: 'payment',
        amount,
        currency_id: employee.salary_currency_id,
        salary_month: link.salary_date,
        wallet_operation_id: operation.id,
        comment: op.comment,
        created_by_id: op.executor_id,
      },
      select: { id: true },
    });
    await auditSalaryCreated(tx, entry.id);
  }

  /** A reversed salary operation no longer pays: its payment entry goes (the balance owes it again). */
  async reversePayment(tx: Tx, reversedOperationId: number): Promise<void> {
    await deleteSalaryEntries(tx, { wallet_operation_id: reversedOperationId, kind: 'payment' });
  }
}
