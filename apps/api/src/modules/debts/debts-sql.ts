import { Prisma } from '../../generated/prisma/client';
import type { PrismaService, Tx } from '../../database/prisma.service';
import type { Decimal } from '../../common/money/money';
import { agingBucketExpr, AgingBucket, overdueAmountExpr, overdueCondition, overdueDaysExpr, promiseBrokenExpr, Sql } from './debts.query';
import { penaltyLateral, penaltyOutstandingExpr } from './penalty-sql';

/** One row of the debt list as the page query returns it. */
export interface DebtRow {
  id: number;
  client_id: number;
  client_name: string;
  client_phone: string;
  room_id: number;
  room_number: string;
  building_id: number;
  building_name: string;
  sale_id: number | null;
  currency_id: number;
  currency_code: string;
  debt_type_id: number | null;
  credit_period_id: number | null;
  all_debt: Decimal;
  current_debt: Decimal;
  monthly_amount: Decimal;
  payment_date: Date;
  next_payment_date: Date | null;
  overdue_amount: Decimal;
  overdue_days: number;
  is_closed: boolean;
  closed_reason: string | null;
  closed_at: Date | null;
  sms_status: string | null;
  sms_sent_date: Date | null;
  created_at: Date;
  responsible_id: number | null;
  responsible_name: string | null;
  penalty_rate: Decimal;
  penalty_cap_percent: Decimal;
  promised_date: Date | null;
  promised_amount: Decimal | null;
  promise_broken: boolean;
  penalty_accrued: Decimal;
  penalty_waived: Decimal;
  penalty_paid: Decimal;
  penalty_amount: Decimal;
}

/** What combineWhere() of the common list makes of SQL fragments: {}, one fragment, or {AND: [...]}. */
export type SqlWhere = Sql | { AND: Sql[] } | Record<string, never>;

export function whereSql(where: SqlWhere | undefined): Sql {
  if (!where) return Prisma.sql`TRUE`;
  if (where instanceof Prisma.Sql) return where;
  if ('AND' in where && Array.isArray(where.AND)) return Prisma.join(where.AND.map((w) => Prisma.sql`(${w})`), ' AND ');
  return Prisma.sql`TRUE`;
}

/**
 * The page's SELECT: the debt with its client, room, building, currency, last reminder, overdue
 * figures, collector, promise and penalty. `from` is the page of client_debt rows (aliased cd):
 * the per-row subqueries and the penalty LATERAL run for the page's rows only.
 */
export function debtSelect(today: string, from: Sql = Prisma.sql`client_debt cd`): Sql {
  return Prisma.sql`
    SELECT cd.id, cd.client_id, c.name AS client_name, c.phone_number AS client_phone,
           cd.room_id, r.number AS room_number, r.building_id, b.name AS building_name,
           cd.sale_id, cd.currency_id, cur.code AS currency_code, cd.debt_type_id, cd.credit_period_id,
           cd.all_debt, cd.current_debt, cd.monthly_amount, cd.payment_date, cd.next_payment_date,
           ${overdueAmountExpr(today)} AS overdue_amount,
           ${overdueDaysExpr(today)}::int AS overdue_days,
           cd.is_closed, cd.closed_reason::text AS closed_reason, cd.closed_at,
           m.status::text AS sms_status, cd.sms_sent_date, cd.created_at,
           cd.responsible_id, ru.full_name AS responsible_name, cd.penalty_rate, cd.penalty_cap_percent,
           cd.promised_date, cd.promised_amount, ${promiseBrokenExpr(today)} AS promise_broken,
           pen.penalty_accrued, cd.penalty_waived, cd.penalty_paid, ${penaltyOutstandingExpr} AS penalty_amount
    FROM ${from}
    JOIN client c ON c.id = cd.client_id
    JOIN room r ON r.id = cd.room_id
    JOIN building b ON b.id = r.building_id
    JOIN currency cur ON cur.id = cd.currency_id
    LEFT JOIN sms_message m ON m.id = cd.reminder_sms_id
    LEFT JOIN "user" ru ON ru.id = cd.responsible_id
    ${penaltyLateral(today)}`;
}

/**
 * A model-delegate look-alike over SQL for the common paginate(): `where` and `orderBy` are SQL
 * fragments from debts.query.ts, so the list keeps the one mechanism (whitelisted ordering, page
 * window, {count, results}) while the overdue figures are computed by PostgreSQL with the page.
 */
export function debtDelegate(db: PrismaService | Tx, today: string) {
  return {
    count: async ({ where }: { where: SqlWhere }) => {
      const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM client_debt cd WHERE ${whereSql(where)}`;
      return row.n;
    },
    findMany: ({ where, orderBy, skip, take }: { where: SqlWhere; orderBy: Sql[]; skip: number; take: number }) => {
      const order = Prisma.join(orderBy, ', ');
      const page = Prisma.sql`(SELECT * FROM client_debt cd WHERE ${whereSql(where)} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}) cd`;
      return db.$queryRaw<DebtRow[]>`${debtSelect(today, page)} ORDER BY ${order}`;
    },
  };
}

/**
 * Totals per currency over the listed debts: what is owed, and what of it is overdue. The overdue
 * part first adds up the unpaid instalments due before today per debt (index-only, from the
 * partial index debt_instalment_unpaid_idx), then keeps the listed debts that are overdue; what is
 * owed per currency reads the partial index client_debt_open_currency_idx for open debts. The
 * outstanding penalty adds up the listed debts that have a rate (a rate of 0 is no penalty).
 */
export function debtTotalsSql(where: Sql, today: string): Sql {
  return Prisma.sql`
    SELECT t.currency_id, cur.code AS currency_code, t.current_debt, COALESCE(o.overdue_amount, 0) AS overdue_amount,
           COALESCE(pn.penalty_amount, 0) AS penalty_amount
    FROM (SELECT cd.currency_id, sum(cd.current_debt) AS current_debt FROM client_debt cd WHERE ${where} GROUP BY cd.currency_id) t
    JOIN currency cur ON cur.id = t.currency_id
    LEFT JOIN (
      SELECT cd.currency_id, sum(u.amount) AS overdue_amount
      FROM (SELECT i.client_debt_id, sum(i.amount - i.paid_amount) AS amount FROM debt_instalment i
            WHERE i.payment_date < ${today}::date AND i.paid_amount < i.amount GROUP BY i.client_debt_id) u
      JOIN client_debt cd ON cd.id = u.client_debt_id
      WHERE (${where}) AND ${overdueCondition(today)}
      GROUP BY cd.currency_id
    ) o ON o.currency_id = t.currency_id
    LEFT JOIN (
      SELECT cd.currency_id, sum(${penaltyOutstandingExpr}) AS penalty_amount
      FROM client_debt cd ${penaltyLateral(today)}
      WHERE (${where}) AND cd.penalty_rate > 0
      GROUP BY cd.currency_id
    ) pn ON pn.currency_id = t.currency_id
    ORDER BY t.currency_id`;
}

/** One group of the aging figures: a currency, a collector (null = nobody) and a bucket. */
export interface AgingRow {
  currency_id: number;
  currency_code: string;
  responsible_id: number | null;
  responsible_name: string | null;
  bucket: AgingBucket;
  debts_count: number;
  overdue_amount: Decimal;
  penalty_amount: Decimal;
}

/**
 * Aging of the open debts past due among those `where` selects, per currency, collector and
 * bucket: how many, what of them is overdue (as the list's overdue_amount) and their outstanding
 * penalty (as the list's penalty_amount). UZS and USD are never added.
 */
export function debtAgingSql(where: Sql, today: string): Sql {
  return Prisma.sql`
    SELECT cd.currency_id, cur.code AS currency_code, cd.responsible_id, ru.full_name AS responsible_name, ${agingBucketExpr(today)} AS bucket,
           count(*)::int AS debts_count, sum(${overdueAmountExpr(today)}) AS overdue_amount, sum(${penaltyOutstandingExpr}) AS penalty_amount
    FROM client_debt cd
    JOIN currency cur ON cur.id = cd.currency_id
    LEFT JOIN "user" ru ON ru.id = cd.responsible_id
    ${penaltyLateral(today)}
    WHERE (${where}) AND ${overdueCondition(today)}
    GROUP BY cd.currency_id, cur.code, cd.responsible_id, ru.full_name, 5
    ORDER BY cd.currency_id, ru.full_name NULLS LAST, cd.responsible_id, min(${today}::date - cd.next_payment_date)`;
}
