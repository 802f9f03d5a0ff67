import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isApiError } from '../../providers/apiErrors';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { parseTodayFigures, type TodayFigures } from './todayFigures';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeekdayActivity {
  weekday: Weekday;
  lids: number;
  clients: number;
  talks: number;
}

export interface TodayCall {
  id: number;
  name: string;
  phone_number: string;
}

/**
 * What the dashboard shows, from GET /api/statistics/dashboard/:
 * { week: {lids, clients, talks}, today_calls, today_calls_list: [{id, name, phone_number, ...}],
 *   graphic: [{weekday: 1..7 (Monday = 1), lids, clients, talks}] }. Anything missing reads as "no data yet".
 */
export interface DashboardStatistics {
  week: { lids: number; clients: number; talks: number } | null;
  todayCalls: number | null;
  calls: TodayCall[];
  graphic: WeekdayActivity[];
  hasData: boolean;
  /** Today's sales and payments per currency, and the plan of receipts (todayFigures.ts). */
  today: TodayFigures;
}

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function emptyWeek(): WeekdayActivity[] {
  return WEEKDAYS.map((weekday) => ({ weekday, lids: 0, clients: 0, talks: 0 }));
}

export function parseDashboardStatistics(payload: unknown): DashboardStatistics {
  const body = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const weekRaw = body.week && typeof body.week === 'object' ? (body.week as Record<string, unknown>) : null;
  const week =
    weekRaw && [weekRaw.lids, weekRaw.clients, weekRaw.talks].every((value) => count(value) !== null)
      ? { lids: count(weekRaw.lids)!, clients: count(weekRaw.clients)!, talks: count(weekRaw.talks)! }
      : null;
  const graphic = emptyWeek();
  if (Array.isArray(body.graphic)) {
    for (const row of body.graphic) {
      if (!row || typeof row !== 'object') continue;
      const entry = row as Record<string, unknown>;
      const index = count(entry.weekday);
      if (index === null || index < 1 || index > 7) continue;
      graphic[index - 1] = {
        weekday: WEEKDAYS[index - 1],
        lids: count(entry.lids) ?? 0,
        clients: count(entry.clients) ?? 0,
        talks: count(entry.talks) ?? 0,
      };
    }
  }
  const todayCalls = count(body.today_calls);
  const calls: TodayCall[] = Array.isArray(body.today_calls_list)
    ? body.today_calls_list
        .filter((c): c is TodayCall => !!c && typeof c === 'object' && typeof (c as TodayCall).id === 'number')
        .map((c) => ({ id: c.id, name: String(c.name ?? ''), phone_number: String(c.phone_number ?? '') }))
    : [];
  const weekTotal = week ? week.lids + week.clients + week.talks : 0;
  const hasData = weekTotal > 0 || (todayCalls ?? 0) > 0 || graphic.some((day) => day.lids + day.clients + day.talks > 0);
  return { week, todayCalls, calls, graphic, hasData, today: parseTodayFigures(payload) };
}

export const EMPTY_STATISTICS: DashboardStatistics = { week: null, todayCalls: null, calls: [], graphic: emptyWeek(), hasData: false, today: parseTodayFigures({}) };

/** The dashboard's statistics; a 404 (endpoint not there yet) is an empty dashboard, not an error. */
export function useDashboardStatistics() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: ['statistics', 'dashboard'],
    queryFn: async ({ signal }) => {
      try {
        return parseDashboardStatistics(await dataProvider.request<unknown>('statistics/dashboard', { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return EMPTY_STATISTICS;
        throw error;
      }
    },
  });
}
