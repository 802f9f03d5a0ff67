import { createTestApp, TestApp } from '../support/test-app';

const TASHKENT_MS = 5 * 3600 * 1000; // UTC+5, no daylight saving
const tashkentToday = () => new Date(Date.now() + TASHKENT_MS).toISOString().slice(0, 10);
const isoWeekdayInTashkent = (d: Date) => ((new Date(d.getTime() + TASHKENT_MS).getUTCDay() + 6) % 7) + 1;

describe('dashboard statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (token: string) => t.http().get('/api/statistics/dashboard/').set('Authorization', `Bearer ${token}`);

  it("counts this week's leads, clients and talks per Tashkent weekday, and lists today's calls", async () => {
    const now = new Date();
    const lastMonth = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const today = new Date(`${tashkentToday()}T00:00:00Z`);
    const a = await t.prisma.lid.create({ data: { name: 'Call me today', phone_number: '+998901000001', next_call_date: today } });
    await t.prisma.lid.create({ data: { name: 'Old lead', phone_number: '+998901000002', created_at: lastMonth } });
    await t.prisma.lid.create({ data: { name: 'Cancelled', phone_number: '+998901000003', next_call_date: today, status_id: 3 } });
    await t.prisma.lid.create({ data: { name: 'Archived', phone_number: '+998901000004', next_call_date: today, archived: true } });
    await t.prisma.client.create({ data: { name: 'New client', phone_number: '+998901000005' } });
    await t.prisma.lidTalk.create({ data: { lid_id: a.id, talk_date: now, result: 'Interested' } });
    await t.prisma.lidTalk.create({ data: { lid_id: a.id, talk_date: lastMonth, result: 'Old talk' } });

    const res = await get(await t.adminToken());
    expect(res.status).toBe(200);
    // Created now: three leads this week (not the one from last month), one client, one talk.
    expect(res.body.week).toEqual({ lids: 3, clients: 1, talks: 1 });
    const day = isoWeekdayInTashkent(now);
    expect(res.body.graphic).toHaveLength(7);
    expect(res.body.graphic[day - 1]).toEqual({ weekday: day, lids: 3, clients: 1, talks: 1 });
    expect(res.body.graphic.filter((d: { weekday: number }) => d.weekday !== day).every((d: { lids: number }) => d.lids === 0)).toBe(true);
    expect(res.body.today_calls).toBe(1);
    expect(res.body.today_calls_list).toEqual([
      { id: a.id, name: 'Call me today', phone_number: '+998901000001', status: 1, next_call_date: tashkentToday() },
    ]);
  });

  it('needs DASHBOARD', async () => {
    expect((await get((await t.userWith(['LID_READ'])).token)).status).toBe(403);
    expect((await get((await t.userWith(['DASHBOARD'])).token)).status).toBe(200);
    expect((await t.http().get('/api/statistics/dashboard/')).status).toBe(401);
  });
});
