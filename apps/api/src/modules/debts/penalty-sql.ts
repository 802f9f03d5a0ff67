import { Prisma } from '../../generated/prisma/client';
import type { Sql } from './debts.query';

const sql = Prisma.sql;

/**
 * The penalty of a debt, in SQL, from the Clock's today (Tashkent) and the collection settings'
 * grace_days read in the same statement. Numeric all the way (never floats); see the collections
 * README ("Penalty") for the rules. Every fragment names client_debt as `cd`.
 *
 * Per instalment i with due date d, grace g, the debt's rate r (% per day):
 *   r/100 × ( Σ allocations paid after d+g: allocated × (pay day − d − g)
 *            + unpaid part × max(0, today − d − g)   [open debts only] )
 * The debt's accrued penalty = Σ instalments, at most penalty_cap_percent % of the sale's
 * sold_amount (of all_debt for an imported debt without a sale) when penalty_cap_percent > 0,
 * rounded to 2 decimals half up. A rate of 0 is no penalty.
 */

/** grace_days of the collection settings (0 without a settings row), an InitPlan evaluated once per statement. */
export const graceDaysSql = sql`COALESCE((SELECT s.grace_days FROM collection_settings s WHERE s.id = 1), 0)`;

/** Day-amount units of one instalment `i` (multiply by rate/100 for money): late payments plus the unpaid part so far. */
export function instalmentPenaltyUnits(today: string): Sql {
  return sql`(
    (CASE WHEN cd.is_closed THEN 0 ELSE (i.amount - i.paid_amount) * GREATEST(0, ${today}::date - (i.payment_date + ${graceDaysSql}::int)) END)
    + COALESCE((SELECT sum(a.amount * (p.payment_date - (i.payment_date + ${graceDaysSql}::int)))
                FROM payment_allocation a JOIN payment_report p ON p.id = a.payment_report_id
                WHERE a.debt_instalment_id = i.id AND p.payment_date > i.payment_date + ${graceDaysSql}::int), 0))`;
}

/**
 * LATERAL join for one debt row `cd`: `pen.penalty_accrued` (capped, rounded). Two aggregates for
 * the debt, read only when it has a rate: its unpaid instalments past their grace days (open debts
 * only; the (client_debt_id, payment_date) index), and its late allocations through its payment
 * reports (payment_report_client_debt_id_idx, then each report's allocations and their
 * instalments): the same sum as instalmentPenaltyUnits over its instalments, without a subquery
 * per instalment.
 */
export function penaltyLateral(today: string): Sql {
  const g = sql`${graceDaysSql}::int`;
  return sql`LEFT JOIN LATERAL (
      SELECT round(CASE WHEN cd.penalty_cap_percent > 0
                        THEN LEAST(u.raw, cd.penalty_cap_percent * COALESCE((SELECT sa.sold_amount FROM sale sa WHERE sa.id = cd.sale_id), cd.all_debt) / 100)
                        ELSE u.raw END, 2) AS penalty_accrued
      FROM (SELECT CASE WHEN cd.penalty_rate > 0 THEN cd.penalty_rate * (
                COALESCE((SELECT sum((i.amount - i.paid_amount) * (${today}::date - (i.payment_date + ${g})))
                          FROM debt_instalment i
                          WHERE NOT cd.is_closed AND i.client_debt_id = cd.id AND i.payment_date < ${today}::date - ${g} AND i.paid_amount < i.amount), 0)
              + COALESCE((SELECT sum(a.amount * (p.payment_date - (i.payment_date + ${g})))
                          FROM payment_report p
                          JOIN payment_allocation a ON a.payment_report_id = p.id
                          JOIN debt_instalment i ON i.id = a.debt_instalment_id
                          WHERE p.client_debt_id = cd.id AND NOT p.penalty AND p.payment_date > i.payment_date + ${g}), 0)
              ) / 100 ELSE 0 END AS raw) u
    ) pen ON TRUE`;
}

/** The outstanding penalty of `cd` with its `pen` lateral: max(0, accrued − waived − paid). */
export const penaltyOutstandingExpr = sql`GREATEST(0, pen.penalty_accrued - cd.penalty_waived - cd.penalty_paid)`;

/** Each instalment's own accrued penalty (before the debt's cap), rounded to 2 decimals, for these debts. */
export function instalmentPenaltySql(debtIds: number[], today: string): Sql {
  return sql`
    SELECT i.id, round(cd.penalty_rate * ${instalmentPenaltyUnits(today)} / 100, 2) AS penalty_amount
    FROM debt_instalment i JOIN client_debt cd ON cd.id = i.client_debt_id
    WHERE i.client_debt_id IN (${Prisma.join(debtIds)}) AND cd.penalty_rate > 0 AND i.payment_date < ${today}::date - ${graceDaysSql}::int`;
}

/** One debt's outstanding penalty as of today (run it under the debt's row lock before changing what is waived or paid). */
export function outstandingPenaltySql(debtId: number, today: string): Sql {
  return sql`SELECT ${penaltyOutstandingExpr} AS outstanding, cd.penalty_waived, cd.penalty_paid FROM client_debt cd ${penaltyLateral(today)} WHERE cd.id = ${debtId}`;
}
