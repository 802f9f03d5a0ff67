import { Prisma } from '../../generated/prisma/client';
import { ListSpec, SortDirection } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';
import { graceDaysSql } from './penalty-sql';

/**
 * The debt list is written in SQL (overdue amounts and days depend on today and on the
 * instalments), served through the common paginate() with SQL fragments as its "where" and
 * "orderBy" (see debts-sql.ts). Every fragment names client_debt as `cd`.
 */
export type Sql = Prisma.Sql;
const sql = Prisma.sql;

export interface DebtFilters {
  is_closed?: boolean;
  client?: number;
  building?: number;
  currency?: number;
  overdue?: boolean;
  date_from?: string;
  date_to?: string;
  /** A user id, or null for debts with nobody responsible. */
  responsible?: number | null;
  promise?: 'today' | 'broken';
  aging?: AgingBucket;
  /** The signed-in user's day: their debts with a promise today, a broken promise or newly overdue (after grace). */
  collector_day?: number;
}

/**
 * Aging buckets: whole days since the due date of a debt's oldest unpaid instalment
 * (today − next_payment_date) of an open debt past due; [from, to] days, to null = no end.
 */
export const AGING_BUCKETS = [
  ['1-30', 1, 30],
  ['31-60', 31, 60],
  ['61-90', 61, 90],
  ['91-180', 91, 180],
  ['180+', 181, null],
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number][0];
export const AGING_BUCKET_NAMES = AGING_BUCKETS.map(([name]) => name) as AgingBucket[];

/** The debts of one aging bucket: a range of next_payment_date (the (is_closed, next_payment_date) index). */
export function agingCondition(bucket: AgingBucket, today: string): Sql {
  const [, from, to] = AGING_BUCKETS.find(([name]) => name === bucket)!;
  const upper = sql`cd.next_payment_date <= ${today}::date - ${from}::int`;
  return to === null ? sql`(NOT cd.is_closed AND ${upper})` : sql`(NOT cd.is_closed AND ${upper} AND cd.next_payment_date >= ${today}::date - ${to}::int)`;
}

/** The bucket name of an overdue debt `cd` (NULL when it is not overdue). */
export function agingBucketExpr(today: string): Sql {
  const days = sql`(${today}::date - cd.next_payment_date)`;
  return sql`(CASE WHEN cd.is_closed OR cd.next_payment_date IS NULL OR ${days} < 1 THEN NULL
    WHEN ${days} <= 30 THEN '1-30' WHEN ${days} <= 60 THEN '31-60' WHEN ${days} <= 90 THEN '61-90' WHEN ${days} <= 180 THEN '91-180' ELSE '180+' END)`;
}

const dir = (d: SortDirection) => (d === 'desc' ? sql`DESC` : sql`ASC`);
const flip = (d: SortDirection): SortDirection => (d === 'desc' ? 'asc' : 'desc');

/** `%term%` for LIKE with the term's own % _ \ taken literally. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * An open debt is overdue when its next_payment_date (its oldest instalment not fully paid) is
 * before today (Tashkent); then overdue_days = today − next_payment_date.
 */
export const overdueCondition = (today: string): Sql => sql`(NOT cd.is_closed AND cd.next_payment_date < ${today}::date)`;

export const overdueDaysExpr = (today: string): Sql =>
  sql`(CASE WHEN ${overdueCondition(today)} THEN (${today}::date - cd.next_payment_date) ELSE 0 END)`;

/** What is past its date and unpaid, over the debt's instalments; the subquery runs for overdue debts only. */
export const overdueAmountExpr = (today: string): Sql =>
  sql`(CASE WHEN ${overdueCondition(today)} THEN COALESCE((
        SELECT sum(i.amount - i.paid_amount) FROM debt_instalment i
        WHERE i.client_debt_id = cd.id AND i.payment_date < ${today}::date AND i.paid_amount < i.amount), 0)
      ELSE 0 END)`;

/**
 * A promise is broken when the debt is open, its promised_date is before today, and the payments
 * dated from the promising contact's day (promise_contact_date) to promised_date, in the debt's
 * currency (applied_amount; penalty payments do not count), add up to less than promised_amount. The subquery reads this debt's
 * payments by payment_report_client_debt_id_idx, for debts with a past promise only.
 */
export const promiseBrokenExpr = (today: string): Sql =>
  sql`(CASE WHEN NOT cd.is_closed AND cd.promised_date < ${today}::date THEN COALESCE((
        SELECT sum(p.applied_amount) FROM payment_report p
        WHERE p.client_debt_id = cd.id AND NOT p.penalty AND p.payment_date >= cd.promise_contact_date AND p.payment_date <= cd.promised_date), 0) < cd.promised_amount
      ELSE FALSE END)`;

/**
 * Ordering whitelist, each backed by an index of client_debt. overdue_days descending is the
 * order of (is_closed, next_payment_date) ascending: open debts due longest ago first, then open
 * ones not overdue (0 days), then closed ones (0 days); ascending is the reverse.
 */
export const debtListSpec: ListSpec<Sql, Sql> = {
  ordering: {
    next_payment_date: (d) => sql`cd.next_payment_date ${dir(d)}`,
    overdue_days: (d) => sql`cd.is_closed ${dir(flip(d))}, cd.next_payment_date ${dir(flip(d))}`,
    current_debt: (d) => sql`cd.current_debt ${dir(d)}`,
    created_at: (d) => sql`cd.created_at ${dir(d)}`,
    id: (d) => sql`cd.id ${dir(d)}`,
  },
  defaultOrdering: 'next_payment_date',
  tiebreaker: sql`cd.id ASC`,
  search: (term) => debtSearch(term),
};

/** Search over the client's name and phone (digits) and the room number. */
export function debtSearch(term: string): Sql {
  const like = likeContains(term);
  const digits = phoneSearchDigits(term);
  const clientMatch = digits.length >= 2 ? sql`c.name ILIKE ${like} OR c.phone_number LIKE ${likeContains(digits)}` : sql`c.name ILIKE ${like}`;
  return sql`(cd.client_id IN (SELECT c.id FROM client c WHERE ${clientMatch})
    OR cd.room_id IN (SELECT r.id FROM room r WHERE r.number ILIKE ${like}))`;
}

/** The filters as one SQL condition (TRUE when none). */
export function buildDebtWhere(f: DebtFilters, today: string): Sql {
  const parts: Sql[] = [];
  if (f.is_closed !== undefined) parts.push(sql`cd.is_closed = ${f.is_closed}`);
  if (f.client !== undefined) parts.push(sql`cd.client_id = ${f.client}`);
  if (f.building !== undefined) parts.push(sql`cd.room_id IN (SELECT r.id FROM room r WHERE r.building_id = ${f.building})`);
  if (f.currency !== undefined) parts.push(sql`cd.currency_id = ${f.currency}`);
  if (f.overdue === true) parts.push(overdueCondition(today));
  if (f.overdue === false) parts.push(sql`NOT COALESCE(${overdueCondition(today)}, FALSE)`);
  if (f.date_from) parts.push(sql`cd.next_payment_date >= ${f.date_from}::date`);
  if (f.date_to) parts.push(sql`cd.next_payment_date <= ${f.date_to}::date`);
  if (f.responsible === null) parts.push(sql`cd.responsible_id IS NULL`);
  else if (f.responsible !== undefined) parts.push(sql`cd.responsible_id = ${f.responsible}`);
  if (f.promise === 'today') parts.push(sql`(NOT cd.is_closed AND cd.promised_date = ${today}::date)`);
  if (f.promise === 'broken') parts.push(sql`(cd.promised_date < ${today}::date AND ${promiseBrokenExpr(today)})`);
  if (f.aging) parts.push(agingCondition(f.aging, today));
  if (f.collector_day !== undefined) {
    // Newly overdue: the oldest unpaid instalment's grace ended 1 to 7 days ago (penalty days 1..7).
    const newlyOverdue = sql`(cd.next_payment_date + ${graceDaysSql}::int < ${today}::date AND cd.next_payment_date + ${graceDaysSql}::int >= ${today}::date - 7)`;
    parts.push(sql`(cd.responsible_id = ${f.collector_day} AND NOT cd.is_closed AND (cd.promised_date = ${today}::date OR ${newlyOverdue}
      OR (cd.promised_date < ${today}::date AND ${promiseBrokenExpr(today)})))`);
  }
  return parts.length ? Prisma.join(parts, ' AND ') : sql`TRUE`;
}
