import { describe, expect, it } from 'vitest';
import { parseDashboardStatistics } from './dashboardStatistics';

describe('parseDashboardStatistics', () => {
  it('reads the API answer: week totals, the calls list and seven weekdays, Monday first', () => {
    const parsed = parseDashboardStatistics({
      week: { lids: 4, clients: 1, talks: 2 },
      today_calls: 1,
      today_calls_list: [{ id: 7, name: 'Aziz', phone_number: '+998901234567', status: 1, next_call_date: '2026-11-21' }],
      graphic: [
        { weekday: 1, lids: 3, clients: 0, talks: 2 },
        { weekday: 6, lids: 1, clients: 1, talks: 0 },
      ],
    });
    expect(parsed.week).toEqual({ lids: 4, clients: 1, talks: 2 });
    expect(parsed.todayCalls).toBe(1);
    expect(parsed.calls).toEqual([{ id: 7, name: 'Aziz', phone_number: '+998901234567' }]);
    expect(parsed.graphic[0]).toEqual({ weekday: 'mon', lids: 3, clients: 0, talks: 2 });
    expect(parsed.graphic[5]).toEqual({ weekday: 'sat', lids: 1, clients: 1, talks: 0 });
    expect(parsed.graphic[6]).toEqual({ weekday: 'sun', lids: 0, clients: 0, talks: 0 });
    expect(parsed.hasData).toBe(true);
  });

  it('an all-zero week is "no data yet", and junk is ignored', () => {
    const parsed = parseDashboardStatistics({
      week: { lids: 0, clients: 0, talks: 0 },
      today_calls: 0,
      today_calls_list: [null, 'x', { name: 'no id' }],
      graphic: [{ weekday: 9, lids: 5 }],
    });
    expect(parsed.hasData).toBe(false);
    expect(parsed.calls).toEqual([]);
    expect(parsed.graphic.every((d) => d.lids === 0)).toBe(true);
  });
});
