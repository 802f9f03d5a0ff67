import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { Clock } from '../../common/clock/clock';
import type { DashboardStatistics, WeekdayActivity } from '@mijozlar/shared';
import { PlanStatisticsService } from './plan-statistics.service';
import { classifiedOperationsSql, instantInPeriod, money } from './statistics.sql';

/** Counts per ISO weekday, as one row per weekday that has any. */
type DayCounts = { d: number; n: number }[];

/** Folds per-entity weekday counts into seven rows, Monday first. */
export function foldWeek(lids: DayCounts, clients: DayCounts, talks: DayCounts): WeekdayActivity[] {
  const days: WeekdayActivity[] = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, lids: 0, clients: 0, talks: 0 }));
  for (const { d, n } of lids) days[d - 1].lids = n;
  for (const { d, n } of clients) days[d - 1].clients = n;
  for (const { d, n } of talks) days[d - 1].talks = n;
  return days;
}

/**
 * The dashboard: this week (Monday to Sunday in Asia/Tashkent) per weekday, and today's calls
 * (leads whose next call is today, not archived, not cancelled). Each figure is one indexed query.
 */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly plans: PlanStatisticsService,
  ) {}

  /**
   * The dashboard's money, in one statement: today's sales and payments per currency (every
   * currency, zeros included) and, `withPlan`, the plan series (plan-statistics.service.ts).
   */
  moneySql(withPlan: boolean): Prisma.Sql {
    const today = { from_date: this.clock.today(), to_date: this.clock.today() };
    const sales = Prisma.sql`
      SELECT c.id AS currency, c.code AS currency_code, count(s.id)::int AS count, ${money(Prisma.sql`sum(s.sold_amount)`)} AS amount
      FROM currency c
      LEFT JOIN sale s ON s.currency_id = c.id AND s.status = 'approved' AND ${instantInPeriod(Prisma.sql`s.approved_at`, today)}
      GROUP BY c.id, c.code`;
    const payments = Prisma.sql`
      SELECT c.id AS currency, c.code AS currency_code,
             GREATEST(COALESCE(sum(CASE WHEN f.original THEN 1 WHEN NOT f.original THEN -1 END), 0), 0)::int AS count, ${money(Prisma.sql`sum(f.amount)`)} AS amount
      FROM currency c
      LEFT JOIN (${classifiedOperationsSql(today, Prisma.sql`o.kind IN ('selling', 'payment')`)}) f
        ON f.currency_id = c.id AND f.category = 'income.payments'
      GROUP BY c.id, c.code`;
    return Prisma.sql`
      SELECT (SELECT json_agg(x ORDER BY x.currency) FROM (${sales}) x) AS today_sales,
             (SELECT json_agg(x ORDER BY x.currency) FROM (${payments}) x) AS today_payments,
             ${withPlan ? Prisma.sql`(SELECT json_agg(x ORDER BY x.currency) FROM (${this.plans.dashboardPlanSql()}) x)` : Prisma.sql`NULL::json`} AS plan`;
  }

  async dashboard(withPlan = false): Promise<DashboardStatistics> {
    // The week's bounds as instants; the timestamps are grouped by their Tashkent weekday.
    const weekStart = `date_trunc('week', now() AT TIME ZONE 'Asia/Tashkent') AT TIME ZONE 'Asia/Tashkent'`;
    const perDay = (table: 'lid' | 'client' | 'lid_talk', column: 'created_at' | 'talk_date') =>
      this.prisma.$queryRawUnsafe<DayCounts>(
        `SELECT extract(isodow FROM ${column} AT TIME ZONE 'Asia/Tashkent')::int AS d, count(*)::int AS n
           FROM ${table}
          WHERE ${column} >= ${weekStart} AND ${column} < ${weekStart} + interval '7 days'
          GROUP BY 1`,
      );
    const [lids, clients, talks, calls, [figures]] = await Promise.all([
      perDay('lid', 'created_at'),
      perDay('client', 'created_at'),
      perDay('lid_talk', 'talk_date'),
      this.prisma.$queryRaw<{ id: number; name: string; phone_number: string; status: number; next_call_date: Date }[]>`
        SELECT id, name, phone_number, status_id AS status, next_call_date
          FROM lid
         WHERE next_call_date = (now() AT TIME ZONE 'Asia/Tashkent')::date
           AND NOT archived AND status_id <> 3
         ORDER BY name, id
         LIMIT 200`,
      this.prisma.$queryRaw<Pick<DashboardStatistics, 'today_sales' | 'today_payments' | 'plan'>[]>(this.moneySql(withPlan)),
    ]);
    const graphic = foldWeek(lids, clients, talks);
    const sum = (key: 'lids' | 'clients' | 'talks') => graphic.reduce((n, day) => n + day[key], 0);
    return {
      week: { lids: sum('lids'), clients: sum('clients'), talks: sum('talks') },
      today_calls: calls.length,
      today_calls_list: calls.map((c) => ({ ...c, next_call_date: c.next_call_date.toISOString().slice(0, 10) })),
      graphic,
      today_sales: figures.today_sales,
      today_payments: figures.today_payments,
      plan: figures.plan,
    };
  }
}
