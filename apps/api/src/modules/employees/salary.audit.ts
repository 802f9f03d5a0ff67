import type { Tx } from '../../database/prisma.service';
import { amountText, Decimal } from '../../common/money/money';
import { auditCreate, auditDelete } from '../../common/audit';
import type { EmployeeBalanceKind } from '../../generated/prisma/client';
import { employeeLabel, type EntryRow } from './employees.mapper';

/** A balance entry (entity `salary`) as the audit trail records it: the fields of toEntry() that are the entry's own. */
export type SalaryRow = Pick<
  EntryRow,
  'id' | 'employee_id' | 'kind' | 'amount' | 'currency_id' | 'hours' | 'hourly_rate' | 'salary_month' | 'work_date' | 'wallet_operation_id' | 'comment'
>;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function salaryShape(row: SalaryRow) {
  return {
    employee_id: row.employee_id,
    kind: row.kind,
    amount: amountText(new Decimal(row.amount))!,
    currency: row.currency_id,
    hours: row.hours ? new Decimal(row.hours).toFixed(2) : null,
    hourly_rate: amountText(row.hourly_rate ? new Decimal(row.hourly_rate) : null),
    salary_month: day(row.salary_month),
    work_date: day(row.work_date),
    wallet_operation: row.wallet_operation_id,
    comment: row.comment,
  };
}

/** "Aliyev Vali · 2026-03" (an accrual or payment's month) or "Aliyev Vali · 2026-03-17" (hours). */
export function salaryLabel(row: Pick<SalaryRow, 'kind' | 'salary_month' | 'work_date'>, employee: { first_name: string; last_name: string }): string {
  const when = row.kind === 'hours' ? day(row.work_date) : day(row.salary_month)?.slice(0, 7);
  return `${employeeLabel(employee)} · ${when ?? ''}`;
}

const salarySelect = {
  id: true, employee_id: true, kind: true, amount: true, currency_id: true, hours: true, hourly_rate: true,
  salary_month: true, work_date: true, wallet_operation_id: true, comment: true,
  employee: { select: { first_name: true, last_name: true } },
} as const;

/** Reads the entry (with its employee's name) in the transaction and records its creation. */
export async function auditSalaryCreated(tx: Tx, id: number, details?: Record<string, unknown>): Promise<void> {
  const row = await tx.employeeBalance.findUniqueOrThrow({ where: { id }, select: salarySelect });
  await auditCreate(tx, { entity: 'salary', entity_id: id, label: salaryLabel(row, row.employee), after: salaryShape(row), details });
}

/** Deletes the entries and records each deletion (read first, in the same transaction). */
export async function deleteSalaryEntries(tx: Tx, where: { id?: number; wallet_operation_id?: number; kind?: EmployeeBalanceKind }): Promise<void> {
  const rows = await tx.employeeBalance.findMany({ where, select: salarySelect, orderBy: { id: 'asc' } });
  if (rows.length === 0) return;
  await tx.employeeBalance.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  for (const row of rows) {
    await auditDelete(tx, { entity: 'salary', entity_id: row.id, label: salaryLabel(row, row.employee), before: salaryShape(row) });
  }
}
