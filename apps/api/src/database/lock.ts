import { Prisma } from '../generated/prisma/client';
import { ApiError } from '../common/errors/api-error';
import type { Tx } from './prisma.service';

/** The tables whose rows a transaction locks by id (identifiers written into the SQL, never request input). */
export type LockedTable =
  | 'building'
  | 'building_block'
  | 'building_group'
  | 'construction_project'
  | 'employee'
  | 'employee_balance'
  | 'investor'
  | 'lid'
  | 'payment_report'
  | 'room'
  | 'sale'
  | 'supplier'
  | 'supplier_operation'
  | 'wallet'
  | 'wallet_operation';

/**
 * `SELECT <columns> FROM <table> WHERE id = $1 FOR UPDATE` in the caller's transaction: the row,
 * locked until the transaction ends, or 404 when there is none. `columns` is the SQL select list
 * (default `id`), read as $queryRaw reads it.
 */
export async function lockRowOr404<Row extends object = { id: number }>(tx: Tx, table: LockedTable, id: number, columns = 'id'): Promise<Row> {
  const [row] = await tx.$queryRaw<Row[]>`SELECT ${Prisma.raw(columns)} FROM ${Prisma.raw(table)} WHERE id = ${id} FOR UPDATE`;
  if (!row) throw ApiError.notFound();
  return row;
}

/**
 * Locks the rows `ids` of `table` in id order (`SELECT id … WHERE id IN (…) ORDER BY id FOR UPDATE`),
 * so two transactions that lock the same rows cannot deadlock; rows that do not exist are skipped.
 */
export async function lockRowsInOrder(tx: Tx, table: LockedTable, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await tx.$queryRaw`SELECT id FROM ${Prisma.raw(table)} WHERE id IN (${Prisma.join(unique)}) ORDER BY id FOR UPDATE`;
}
