import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';

export interface WeekdayActivity {
  weekday: number; // 1 = Monday … 7 = Sunday (ISO)
  lids: number;
  clients: number;
  talks: number;
}

export interface DashboardStatistics {
  week: { lids: number; clients: number; talks: number };
  today_calls: number;
  today_calls_list: { id: number; name: string; phone_number: string; status: number; next_call_date: string }[];
  graphic: WeekdayActivity[];
}

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
  constructor(private readonly prisma: PrismaService) {}

  async dashboard(): Promise<DashboardStatistics> {
    // The week's bounds as instants; the timestamps are grouped by their Tashkent weekday.
    const weekStart = `date_trunc('week', now() AT TIME ZONE 'Asia/Tashkent') AT TIME ZONE 'Asia/Tashkent'`;
    const perDay = (table: 'lid' | 'client' | 'lid_talk', column: 'created_at' | 'talk_date') =>
      this.prisma.$queryRawUnsafe<DayCounts>(
        `SELECT extract(isodow FROM ${column} AT TIME ZONE 'Asia/Tashkent')::int AS d, count(*)::int AS n
           FROM ${table}
          WHERE ${column} >= ${weekStart} AND ${column} < ${weekStart} + interval '7 days'
          GROUP BY 1`,
      );
    const [lids, clients, talks, calls] = await Promise.all([
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
    ]);
    const graphic = foldWeek(lids, clients, talks);
    const sum = (key: 'lids' | 'clients' | 'talks') => graphic.reduce((n, day) => n + day[key], 0);
    return {
      week: { lids: sum('lids'), clients: sum('clients'), talks: sum('talks') },
      today_calls: calls.length,
      today_calls_list: calls.map((c) => ({ ...c, next_call_date: c.next_call_date.toISOString().slice(0, 10) })),
      graphic,
    };
  }
}
