import { DateError, StatisticsError } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { dateOnly, tashkentDayStart } from '../../common/clock/clock';

/**
 * The SQL of the statistics, in one place: what counts as sold, as paid, as owed, as expected and
 * as received, and how a wallet operation is classified. Every call builds on these fragments, so
 * the figures agree with each other and with the lists they summarise. Money leaves PostgreSQL as
 * decimal text with two places (`money()`); nothing is added up in JavaScript.
 */
export type Sql = Prisma.Sql;
const sql = Prisma.sql;

/** A sum as the API's decimal string: "0.00" when there is nothing to add up. */
export const money = (expr: Sql): Sql => sql`COALESCE(${expr}, 0)::numeric(20,2)::text`;

// ── Periods ─────────────────────────────────────────────────────────────────────────────────

/** Tashkent days, both inclusive; either end may be open. */
export interface Period {
  from_date?: string;
  to_date?: string;
}

/** 400 date.range when the period ends before it starts. */
export function checkPeriod(p: Period): void {
  if (p.from_date && p.to_date && p.from_date > p.to_date) throw ApiError.badRequest('from_date', DateError.RANGE);
}

/** A condition on a timestamptz column: the instant falls on one of the period's Tashkent days. */
export function instantInPeriod(column: Sql, p: Period): Sql {
  const parts: Sql[] = [];
  if (p.from_date) parts.push(sql`${column} >= ${tashkentDayStart(p.from_date)}`);
  if (p.to_date) parts.push(sql`${column} < ${new Date(tashkentDayStart(p.to_date).getTime() + 86400_000)}`);
  return parts.length ? Prisma.join(parts, ' AND ') : sql`TRUE`;
}

/** "YYYY-MM" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Whole months from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The plan's period: the given days, by default the current Tashkent year; at most `max` months (400 statistics.period_too_long). */
export function planPeriod(p: Period, today: string, max = 120): { from: string; to: string } {
  checkPeriod(p);
  const year = today.slice(0, 4);
  const from = p.from_date ?? (p.to_date && p.to_date < `${year}-01-01` ? `${p.to_date.slice(0, 4)}-01-01` : `${year}-01-01`);
  const to = p.to_date ?? (from > `${year}-12-31` ? `${from.slice(0, 4)}-12-31` : `${year}-12-31`);
  if (monthsBetween(from, to) > max) throw ApiError.badRequest('to_date', StatisticsError.PERIOD_TOO_LONG, { max });
  return { from, to };
}

// ── Sales ───────────────────────────────────────────────────────────────────────────────────
//
// A sale counts when it is approved (status `approved`: a refused sale no longer is; pending and
// declined never were), in the chosen currency, on its approval day (approved_at, Tashkent).
// Joined as `s` (sale), `r` (its room) and `cd` (its debt, if any):
//   sold_amount = the sale's price;
//   paid_amount = what was received on it, in the sale's currency: the first payment
//                 (sale.paid_amount) + what the debt's payments paid off (all_debt − current_debt,
//                 i.e. the sum of their applied amounts as they stand after edits);
//   debt_amount = what is still owed on it (the open debt's current_debt).
// So sold_amount = paid_amount + debt_amount for every sale.

export function approvedSales(currency: number, p: Period): Sql {
  return sql`s.status = 'approved' AND s.currency_id = ${currency} AND ${instantInPeriod(sql`s.approved_at`, p)}`;
}

export const SALE_PAID = sql`(s.paid_amount + COALESCE(cd.all_debt - cd.current_debt, 0))`;
export const SALE_DEBT = sql`(CASE WHEN cd.is_closed THEN 0 ELSE COALESCE(cd.current_debt, 0) END)`;
export const SALE_JOINS = sql`JOIN room r ON r.id = s.room_id LEFT JOIN client_debt cd ON cd.sale_id = s.id`;

// ── Debts ───────────────────────────────────────────────────────────────────────────────────
//
// Open debts (not closed) of the currency, whatever their origin. Overdue = the unpaid part of
// their instalments due before today (Tashkent), as the debt list computes it.

/** Per debt: the unpaid part of its instalments due before `today` (only debts that have one). */
export const overdueByDebt = (today: string): Sql => sql`
  SELECT i.client_debt_id, sum(i.amount - i.paid_amount) AS amount
  FROM debt_instalment i
  WHERE i.payment_date < ${dateOnly(today)}::date AND i.paid_amount < i.amount
  GROUP BY i.client_debt_id`;

/** One row: {debts_count, clients_count, total_debt, paid_amount, overdue_debt} over the open debts of a currency. */
export function openDebtTotalsSql(currency: number, today: string): Sql {
  return sql`
    SELECT count(*)::int AS debts_count,
           count(DISTINCT cd.client_id)::int AS clients_count,
           ${money(sql`sum(cd.current_debt)`)} AS total_debt,
           ${money(sql`sum(cd.all_debt - cd.current_debt)`)} AS paid_amount,
           ${money(sql`sum(o.amount)`)} AS overdue_debt
    FROM client_debt cd
    LEFT JOIN (${overdueByDebt(today)}) o ON o.client_debt_id = cd.id
    WHERE NOT cd.is_closed AND cd.currency_id = ${currency}`;
}

// ── The plan of receipts ────────────────────────────────────────────────────────────────────
//
// The instalments due between the dates (their payment_date), of debts in the currency, except
// debts closed as refused (a refused sale counts no more): expected = their amounts; received =
// what payments paid against them, i.e. the sum of their payment allocations, which the payment
// module keeps in debt_instalment.paid_amount (one row per instalment, updated with every
// allocation and every undone allocation of an edited payment).

/** FROM … WHERE of the plan's instalments (`i`, with their debt `cd` and, with `rooms`, its room `r`, of one building if given); every currency when none is given. */
export const planInstalments = (currency: number | null, from: string, to: string, rooms: { building?: number } | null = null): Sql => sql`
  FROM debt_instalment i
  JOIN client_debt cd ON cd.id = i.client_debt_id
  ${rooms ? sql`JOIN room r ON r.id = cd.room_id` : sql``}
  WHERE i.payment_date >= ${dateOnly(from)}::date AND i.payment_date <= ${dateOnly(to)}::date
    AND ${currency === null ? sql`TRUE` : sql`cd.currency_id = ${currency}`} AND cd.closed_reason IS DISTINCT FROM 'refused'
    ${rooms?.building !== undefined ? sql`AND r.building_id = ${rooms.building}` : sql``}`;

/** The first day of an instalment's month (timestamp without zone): what the plan groups by; formatted only per month of the series. */
export const INSTALMENT_MONTH = sql`date_trunc('month', i.payment_date::timestamp)`;

/** The months of a period as rows `m.month_start` (timestamp) and `m.month` ("YYYY-MM"). */
export const monthSeries = (from: string, to: string): Sql => sql`
  SELECT d AS month_start, to_char(d, 'YYYY-MM') AS month
  FROM generate_series(${`${monthOf(from)}-01`}::timestamp, ${`${monthOf(to)}-01`}::timestamp, interval '1 month') AS d`;

// ── Wallet operations ───────────────────────────────────────────────────────────────────────
//
// How a wallet operation counts in the statistics (the one classification; `o` = wallet_operation):
// - transfers between wallets (kind `transfer`, and their reversals) never count;
// - a reversal counts as minus its original, in the original's category: the ledger copies the
//   kind and the links onto the reversal, and the original's direction is the opposite of the
//   reversal's, so a reversed operation and its reversal add up to zero across any period that
//   holds both, and an edited operation (reversal + new operation) counts as its new version;
// - money in (replenish): kinds `selling` (first payments of sales) and `payment` (payments of
//   debts) are income.payments; every other replenishment (inflow, investments, prepaid) is
//   income.other;
// - money out (withdraw), in this order: linked to a supplier operation (supplier_operation_id) →
//   expense.suppliers; kind `salary` → expense.salary; kind `construction` → expense.construction;
//   kind `return_refusal` (refund to a client) → expense.refunds; everything else (outflow, money
//   returned to investors, ...) → expense.other;
// - investors: operations with investor_id are also shown under investors (invested = money in,
//   withdrawn = money out). They stay in income.other / expense.other too, so that income − expense
//   is the net change of the wallets of the currency (transfers aside).
// The amount is the wallet's currency; `amount_usd` is the USD value stored with each operation
// (at its own rate), used only for the separately labelled usd_equivalent.

/** True when the operation (or, for a reversal, its original) brought money in. */
const MONEY_IN = sql`((o.operation_type = 'replenish') = (o.reversal_of_id IS NULL))`;

export const OPERATION_CATEGORY = sql`(CASE
    WHEN o.kind = 'transfer' THEN NULL
    WHEN ${MONEY_IN} THEN CASE WHEN o.kind IN ('selling', 'payment') THEN 'income.payments' ELSE 'income.other' END
    WHEN o.supplier_operation_id IS NOT NULL THEN 'expense.suppliers'
    WHEN o.kind = 'salary' THEN 'expense.salary'
    WHEN o.kind = 'construction' THEN 'expense.construction'
    WHEN o.kind = 'return_refusal' THEN 'expense.refunds'
    ELSE 'expense.other' END)`;

export const INVESTOR_FLOW = sql`(CASE
    WHEN o.investor_id IS NULL OR o.kind = 'transfer' THEN NULL
    WHEN ${MONEY_IN} THEN 'invested' ELSE 'withdrawn' END)`;

/** Plus for an operation, minus for a reversal. */
export const signed = (column: Sql): Sql => sql`(CASE WHEN o.reversal_of_id IS NULL THEN ${column} ELSE -${column} END)`;

export type OperationCategory =
  | 'income.payments'
  | 'income.other'
  | 'expense.salary'
  | 'expense.construction'
  | 'expense.suppliers'
  | 'expense.refunds'
  | 'expense.other';

/**
 * The operations dated in the period (Tashkent days), transfers left out, one row each with its
 * wallet's currency, category, investor flow and signed amounts (wallet currency and USD). `where`
 * narrows them further (conditions on `o`).
 */
export function classifiedOperationsSql(p: Period, where: Sql = sql`TRUE`): Sql {
  return sql`
    SELECT w.currency_id, ${OPERATION_CATEGORY} AS category, ${INVESTOR_FLOW} AS investor,
           ${signed(sql`o.amount`)} AS amount, ${signed(sql`o.amount_usd`)} AS amount_usd, o.reversal_of_id IS NULL AS original
    FROM wallet_operation o
    JOIN wallet w ON w.id = o.wallet_id
    WHERE o.kind <> 'transfer' AND ${instantInPeriod(sql`o.date`, p)} AND ${where}`;
}
