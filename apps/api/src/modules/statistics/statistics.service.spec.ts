import { foldWeek } from './statistics.service';

describe('foldWeek', () => {
  it('puts counts on their ISO weekday, Monday first, zero elsewhere', () => {
    const week = foldWeek([{ d: 1, n: 3 }, { d: 7, n: 1 }], [{ d: 3, n: 2 }], []);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ weekday: 1, lids: 3, clients: 0, talks: 0 });
    expect(week[2]).toEqual({ weekday: 3, lids: 0, clients: 2, talks: 0 });
    expect(week[6]).toEqual({ weekday: 7, lids: 1, clients: 0, talks: 0 });
  });
});
