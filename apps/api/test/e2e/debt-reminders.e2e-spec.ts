import { P } from '@mijozlar/shared';
import { Queue } from 'bullmq';
import { createTestApp, TestApp } from '../support/test-app';
import { as } from '../support/inventory';
import { makeClient, makeDebt, setNow } from '../support/debts';
import { OwnRedis } from '../support/redis-server';
import { DebtRemindersService } from '../../src/jobs/debt-reminders/debt-reminders.service';
import { DEBT_REMINDERS_QUEUE, DEBT_REMINDERS_SCHEDULER, DebtRemindersScheduler, isDue } from '../../src/jobs/debt-reminders/debt-reminders.scheduler';

const TODAY = '2026-03-10';
const AT_TEN = '2026-03-10T05:00:00Z'; // 10:00 in Tashkent

describe('debt reminders', () => {
  let t: TestApp;
  let reminders: DebtRemindersService;
  let clock: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    clock = setNow(t, AT_TEN);
    reminders = t.app.get(DebtRemindersService);
  });
  afterAll(() => t.close());

  const messagesOf = (clientId: number) =>
    t.prisma.smsMessage.findMany({ where: { client_id: clientId, purpose: 'reminder' }, orderBy: { id: 'asc' }, select: { recipient: true, text: true, dedupe_key: true, status: true } });

  it('sends one SMS for an instalment due in 3 days and one for an overdue debt; nothing twice the same day; skips clients without a phone', async () => {
    const soon = await makeClient(t, { name: 'Aziz Karimov', phone: '+998901110001' });
    const late = await makeClient(t, { name: 'Malika Yusupova', phone: '+998901110002' });
    const nophone = await makeClient(t, { name: 'Telefonsiz', phone: '' });
    const later = await makeClient(t, { name: 'Keyinroq', phone: '+998901110004' });
    const closed = await makeClient(t, { name: 'Yopilgan', phone: '+998901110005' });

    const dueSoon = await makeDebt(t, { clientId: soon.id, currency: 1, schedule: [['1500000', '2026-03-13', '250000.50'], ['1500000', '2026-04-13']] });
    const overdue = await makeDebt(t, { clientId: late.id, schedule: [['1500', '2026-02-01', '100'], ['1500', '2026-03-01'], ['1500', '2026-04-01']] });
    await makeDebt(t, { clientId: nophone.id, schedule: [['100', '2026-02-01']] });
    await makeDebt(t, { clientId: later.id, schedule: [['100', '2026-03-14']] }); // in 4 days: not yet
    await makeDebt(t, { clientId: closed.id, schedule: [['100', '2026-02-01']], closed: 'refused' });

    const run = await reminders.run();
    expect(run).toMatchObject({ day: TODAY, skipped_no_phone: 1 });
    expect(await messagesOf(soon.id)).toEqual([
      {
        recipient: '+998901110001',
        text: 'Hurmatli Aziz Karimov! 13.03.2026 sanasida 1 249 999,50 soʻm miqdoridagi navbatdagi toʻlovingiz muddati keladi. Iltimos, oʻz vaqtida toʻlang.',
        dedupe_key: `reminder:${dueSoon.debt.instalments[0].id}:before`,
        status: expect.any(String),
      },
    ]);
    expect(await messagesOf(late.id)).toEqual([
      {
        recipient: '+998901110002',
        text: 'Hurmatli Malika Yusupova! 01.02.2026 sanasidan beri $2 900,00 miqdoridagi toʻlovingiz kechiktirilgan. Iltimos, imkon qadar tezroq toʻlang.',
        dedupe_key: `reminder:${overdue.debt.instalments[1].id}:overdue`,
        status: expect.any(String),
      },
    ]);
    for (const c of [nophone, later, closed]) expect(await messagesOf(c.id)).toEqual([]);

    const debt = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: overdue.debt.id }, include: { reminder_sms: true } });
    expect(debt.sms_sent_date?.toISOString().slice(0, 10)).toBe(TODAY);
    expect(debt.reminder_sms?.dedupe_key).toBe(`reminder:${overdue.debt.instalments[1].id}:overdue`);
    const reader = as(t, (await t.userWith([P.CLIENT_DEBT_READ])).token);
    const listed = await reader.get(`/api/client-debt/${overdue.debt.id}/`);
    expect(listed.body).toMatchObject({ sms_sent_date: TODAY, sms_status: expect.stringMatching(/^(not_sent|queued|sent)$/) });

    // Again the same day, later (23:00 in Tashkent): nothing new.
    clock.mockReturnValue(new Date('2026-03-10T18:00:00Z'));
    expect((await reminders.run()).queued).toBe(0);
    // The next day: only the instalment now 3 days away; the others were reminded once already.
    clock.mockReturnValue(new Date('2026-03-11T05:00:00Z'));
    expect((await reminders.run()).queued).toBe(1);
    expect((await messagesOf(later.id)).map((m) => m.text)).toEqual([
      'Hurmatli Keyinroq! 14.03.2026 sanasida $100,00 miqdoridagi navbatdagi toʻlovingiz muddati keladi. Iltimos, oʻz vaqtida toʻlang.',
    ]);
    expect((await messagesOf(soon.id)).length + (await messagesOf(late.id)).length).toBe(2);

    // 2 April in Tashkent: the April instalment of the overdue debt is now late too, so a new overdue reminder.
    clock.mockReturnValue(new Date('2026-04-01T19:00:00Z'));
    await reminders.run();
    const lateMessages = await messagesOf(late.id);
    expect(lateMessages.map((m) => m.dedupe_key)).toEqual([
      `reminder:${overdue.debt.instalments[1].id}:overdue`,
      `reminder:${overdue.debt.instalments[2].id}:overdue`,
    ]);
    expect(lateMessages[1].text).toContain('$4 400,00');
    clock.mockReturnValue(new Date(AT_TEN));
  });

  it('sends at most one SMS per debt a day: an overdue debt with an instalment due soon gets the other one the next day', async () => {
    const client = await makeClient(t, { phone: '+998901110010' });
    const { debt } = await makeDebt(t, { clientId: client.id, schedule: [['100', '2026-03-05'], ['100', '2026-03-12']] });
    clock.mockReturnValue(new Date(AT_TEN));
    await reminders.run();
    expect((await messagesOf(client.id)).map((m) => m.dedupe_key)).toEqual([`reminder:${debt.instalments[0].id}:overdue`]);
    clock.mockReturnValue(new Date('2026-03-11T05:00:00Z'));
    await reminders.run();
    expect((await messagesOf(client.id)).map((m) => m.dedupe_key)).toEqual([
      `reminder:${debt.instalments[0].id}:overdue`,
      `reminder:${debt.instalments[1].id}:before`,
    ]);
    clock.mockReturnValue(new Date(AT_TEN));
  });

  it('parallel runs on the same day send each reminder once', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, (_, i) => makeClient(t, { phone: `+9989011102${String(i).padStart(2, '0')}` })));
    for (const c of clients) await makeDebt(t, { clientId: c.id, schedule: [['100', '2026-03-11']] });
    clock.mockReturnValue(new Date(AT_TEN));
    const runs = await Promise.all([reminders.run(), reminders.run(), reminders.run()]);
    const ids = clients.map((c) => c.id);
    expect(await t.prisma.smsMessage.count({ where: { client_id: { in: ids } } })).toBe(5);
    expect(runs.reduce((n, r) => n + r.queued, 0)).toBeGreaterThanOrEqual(5);
  });

  it('runs once a day after DEBT_REMINDER_HOUR (Tashkent) on the timer, and as a BullMQ job scheduler with Redis', async () => {
    expect(isDue(new Date('2026-03-10T04:59:59Z'), TODAY, 10, null)).toBe(false); // 09:59:59 in Tashkent
    expect(isDue(new Date('2026-03-10T05:00:00Z'), TODAY, 10, null)).toBe(true);
    expect(isDue(new Date('2026-03-10T05:00:00Z'), TODAY, 10, TODAY)).toBe(false);
    expect(isDue(new Date('2026-03-10T19:30:00Z'), '2026-03-11', 0, TODAY)).toBe(true); // 00:30 next day, hour 0

    // The queue mode on a Redis of the test's own, so that it runs whatever Redis the run has.
    const redis = await OwnRedis.create();
    const q = await createTestApp({ REDIS_URL: redis.url });
    try {
      setNow(q, '2026-03-10T03:00:00Z'); // 08:00: before the hour, so no catch-up run is added
      const scheduler = q.app.get(DebtRemindersScheduler);
      scheduler.start();
      expect(scheduler.mode).toBe('queue');
      await scheduler.schedule();
      const queue = new Queue(DEBT_REMINDERS_QUEUE, { connection: { url: redis.url }, prefix: q.config.queuePrefix });
      try {
        const job = await queue.getJobScheduler(DEBT_REMINDERS_SCHEDULER);
        expect(job).toMatchObject({ pattern: '0 10 * * *', tz: 'Asia/Tashkent' });
        await queue.removeJobScheduler(DEBT_REMINDERS_SCHEDULER);
      } finally {
        await queue.obliterate({ force: true }).catch(() => undefined);
        await queue.close();
      }
    } finally {
      await q.close();
      await redis.stop();
    }
  });
});
