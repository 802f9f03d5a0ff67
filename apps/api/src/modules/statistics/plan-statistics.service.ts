import { Injectable } from '@nestjs/common';
import { CURRENCY_USD, type PlanBuilding } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { Clock } from '../../common/clock/clock';
import { INSTALMENT_MONTH, Period, Sql, money, monthOf, monthSeries, planInstalments, planPeriod } from './statistics.sql';

const sql = Prisma.sql;

/** "YYYY-MM" `offset` months after the month of `day`. */
export function shiftMonth(day: string, offset: number): string {
  const [y, m] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month ("YYYY-MM"). */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

const monthJson = (a: string) =>
  Prisma.raw(`json_build_object('month', m.month, 'expected', COALESCE(${a}.expected, 0)::numeric(20,2)::text, 'received', COALESCE(${a}.received, 0)::numeric(20,2)::text)`);

/**
 * The plan of receipts: the instalments due in a period (statistics.sql.ts, "The plan of
 * receipts"), expected against received, per building and month. Every month of the period is
 * listed (zero when nothing falls due), in one SQL statement that also shapes the months.
 */
@Injectable()
export class PlanStatisticsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  /** The plan's SQL: one row per building that has instalments in the period (by name), then, with `totals`, one row of every building together (is_total). */
  planSql(currency: number, from: string, to: string, totals: boolean, building?: number): Sql {
    return sql`
      WITH agg AS (
        SELECT r.building_id, ${INSTALMENT_MONTH} AS month_start, sum(i.amount) AS expected, sum(i.paid_amount) AS received
        ${planInstalments(currency, from, to, { building })}
        GROUP BY 1, 2),
      m AS (${monthSeries(from, to)}),
      bs AS (SELECT DISTINCT building_id FROM agg)
      SELECT false AS is_total, b.id AS building, b.name,
             json_agg(${monthJson('a')} ORDER BY m.month) AS months,
             ${money(sql`sum(a.expected)`)} AS expected, ${money(sql`sum(a.received)`)} AS received
      FROM bs JOIN building b ON b.id = bs.building_id
      CROSS JOIN m
      LEFT JOIN agg a ON a.building_id = bs.building_id AND a.month_start = m.month_start
      GROUP BY b.id, b.name
      ${
        totals
          ? sql`UNION ALL
      SELECT true, NULL, NULL, json_agg(${monthJson('t')} ORDER BY m.month), ${money(sql`sum(t.expected)`)}, ${money(sql`sum(t.received)`)}
      FROM m LEFT JOIN (SELECT month_start, sum(expected) AS expected, sum(received) AS received FROM agg GROUP BY month_start) t ON t.month_start = m.month_start`
          : sql``
      }
      ORDER BY is_total, name, building`;
  }

  /** The plan per building; with `totals`, also every building together per month. */
  async plan(q: Period & { currency?: number; building?: number }, totals = false) {
    const { from, to } = planPeriod(q, this.clock.today());
    const rows = await this.prisma.$queryRaw<(PlanBuilding & { is_total: boolean })[]>(this.planSql(q.currency ?? CURRENCY_USD, from, to, totals, q.building));
    const buildings: PlanBuilding[] = rows.filter((r) => !r.is_total).map(({ is_total: _t, ...b }) => b);
    const total = rows.find((r) => r.is_total);
    return { from, to, buildings, totals: total ? { months: total.months, expected: total.expected, received: total.received } : null };
  }

  /** The dashboard's series: this month and the next five, expected against received, per currency (every currency, zeros included). */
  dashboardPlanSql(): Sql {
    const today = this.clock.today();
    const from = `${monthOf(today)}-01`;
    const to = lastDayOf(shiftMonth(today, 5));
    return sql`
      WITH agg AS (
        SELECT cd.currency_id, ${INSTALMENT_MONTH} AS month_start, sum(i.amount) AS expected, sum(i.paid_amount) AS received
        ${planInstalments(null, from, to)}
        GROUP BY 1, 2),
      m AS (${monthSeries(from, to)})
      SELECT c.id AS currency, c.code AS currency_code, json_agg(${monthJson('a')} ORDER BY m.month) AS months
      FROM currency c CROSS JOIN m
      LEFT JOIN agg a ON a.currency_id = c.id AND a.month_start = m.month_start
      GROUP BY c.id, c.code`;
  }
}
