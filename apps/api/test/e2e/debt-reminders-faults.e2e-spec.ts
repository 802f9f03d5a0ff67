import { DebtRemindersService } from '../../src/jobs/debt-reminders/debt-reminders.service';
import { SmsWorker } from '../../src/jobs/sms/sms.worker';
import { SmsRelayService } from '../../src/modules/sms/sms-relay.service';
import { makeClient, makeDebt, setNow } from '../support/debts';
import { freePort, OwnRedis, SilentRedis } from '../support/redis-server';
import { createTestApp, TestApp } from '../support/test-app';
import { until } from '../support/until';

jest.setTimeout(90_000);

/**
 * The daily reminders when Redis is lost while they run (here: it hangs, the worst case): every
 * reminder is written to the SMS outbox in PostgreSQL with its debt's claim, whatever happens to
 * Redis; a second run (the job restarted after being killed) writes none again; once Redis is
 * back each message is sent exactly once. A run killed after a batch committed and before it was
 * queued leaves exactly this state: messages in the outbox, not queued.
 */
describe('debt reminders when Redis is lost during the run', () => {
  let t: TestApp;
  let port: number;
  let silent: SilentRedis;
  let redis: OwnRedis | undefined;

  beforeAll(async () => {
    port = await freePort();
    silent = new SilentRedis(port);
    await silent.start();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, SMS_QUEUE_TIMEOUT_MS: '300' });
    setNow(t, '2026-03-10T05:00:00Z'); // 10:00 in Tashkent
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('writes every reminder once, then sends each exactly once when Redis is back', async () => {
    const clients = await Promise.all(Array.from({ length: 30 }, (_, i) => makeClient(t, { name: `Mijoz ${i}`, phone: `+9989055${String(i).padStart(5, '0')}` })));
    for (const client of clients) await makeDebt(t, { clientId: client.id, schedule: [['100.00', '2026-03-12'], ['100.00', '2026-04-12']] });
    const reminders = t.app.get(DebtRemindersService);

    const first = await reminders.run();
    expect(first.queued).toBe(30);
    const again = await reminders.run(); // the job restarted the same day
    expect(again.queued).toBe(0);
    const written = await t.prisma.smsMessage.findMany({ where: { purpose: 'reminder' }, select: { dedupe_key: true, status: true } });
    expect(written).toHaveLength(30);
    expect(new Set(written.map((m) => m.dedupe_key)).size).toBe(30);
    expect(written.every((m) => m.status === 'not_sent')).toBe(true);

    await silent.stop();
    redis = new OwnRedis(port);
    await redis.start();
    t.app.get(SmsRelayService).start(200);
    t.app.get(SmsWorker).start();
    const sent = await until(
      () => t.prisma.smsMessage.findMany({ where: { purpose: 'reminder' }, select: { status: true, attempts: true } }),
      (all) => all.every((m) => m.status === 'sent'),
      60_000,
    );
    expect(sent).toHaveLength(30);
    expect(sent.every((m) => m.attempts === 1)).toBe(true);
    expect((await reminders.run()).queued).toBe(0);
  });
});
