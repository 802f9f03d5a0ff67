import { SmsQueue } from '../../src/jobs/sms/sms.queue';
import { SmsWorker } from '../../src/jobs/sms/sms.worker';
import { SmsRelayService } from '../../src/modules/sms/sms-relay.service';
import { uniquePhone } from '../support/people';
import { freePort, OwnRedis, SilentRedis } from '../support/redis-server';
import { createTestApp, TestApp } from '../support/test-app';
import { until } from '../support/until';

jest.setTimeout(60000);

/**
 * With Redis down (here: hanging), a request that queues an SMS holds no database
 * transaction or connection while it waits for Redis; the wait is short and a circuit breaker
 * stops further attempts; unrelated routes are unaffected; no message is lost or sent twice.
 */
describe('hardening: Redis down', () => {
  let t: TestApp;
  let port: number;
  let silent: SilentRedis;
  let redis: OwnRedis | undefined;
  let admin: string;

  beforeAll(async () => {
    port = await freePort();
    silent = new SilentRedis(port);
    await silent.start();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, DATABASE_POOL_SIZE: '3', SMS_QUEUE_TIMEOUT_MS: '400' });
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const dbName = () => new URL(t.config.databaseUrl).pathname.slice(1);
  /** Transactions left open while the process waits for something else (between two statements, for more than 150 ms). */
  const idleInTransaction = async () => {
    const [row] = await t.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = ${dbName()} AND state LIKE 'idle in transaction%' AND now() - state_change > interval '150 milliseconds'`;
    return row.n;
  };
  const sendSms = (clientId: number) =>
    t.http().post(`/api/client/${clientId}/send-sms/`).set('Authorization', `Bearer ${admin}`).send({ text: 'Redis yoʻq' });
  const listClients = () => t.http().get('/api/client/?page_size=5').set('Authorization', `Bearer ${admin}`);

  it('requests that queue SMS hold no transaction while Redis hangs; other routes keep answering; the breaker stops trying', async () => {
    const clients = [];
    for (let i = 0; i < 20; i++) clients.push(await t.prisma.client.create({ data: { name: `Mijoz ${i}`, phone_number: uniquePhone() } }));
    const add = jest.spyOn(t.app.get(SmsQueue), 'add');

    let watching = true;
    let worst = 0;
    const watcher = (async () => {
      while (watching) {
        worst = Math.max(worst, await idleInTransaction());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const answers = await Promise.all([...clients.map((c) => sendSms(c.id)), ...Array.from({ length: 20 }, () => listClients())]);
    // Let the queue attempts (fire-and-forget after each commit) run out.
    await until(async () => add.mock.results.filter((r) => r.type === 'return').length, () => false, 1500);
    watching = false;
    await watcher;

    expect(answers.map((a) => a.status).sort()).toEqual([...Array(20).fill(200), ...Array(20).fill(201)]);
    expect(worst).toBe(0);
    expect(add).toHaveBeenCalled();
    await expect(Promise.allSettled(add.mock.results.map((r) => r.value))).resolves.toEqual(
      add.mock.results.map(() => expect.objectContaining({ status: 'rejected' })),
    );

    // The breaker is open now: the next requests do not even try Redis.
    add.mockClear();
    const more = await Promise.all(clients.slice(0, 5).map((c) => sendSms(c.id)));
    expect(more.map((a) => a.status)).toEqual(Array(5).fill(201));
    await new Promise((r) => setTimeout(r, 100));
    expect(add).not.toHaveBeenCalled();

    // Nothing lost: every message waits in PostgreSQL.
    expect(await t.prisma.smsMessage.count({ where: { status: 'not_sent' } })).toBe(25);
    add.mockRestore();
  });

  it('when Redis is back, every waiting message is sent, exactly once', async () => {
    await silent.stop();
    redis = new OwnRedis(port);
    await redis.start();
    t.app.get(SmsRelayService).start(200);
    t.app.get(SmsWorker).start();
    const rows = await until(
      () => t.prisma.smsMessage.findMany({ select: { status: true, attempts: true } }),
      (all) => all.every((m) => m.status === 'sent'),
      30000,
    );
    expect(rows).toHaveLength(25);
    expect(rows.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });
});
