import { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../src/config/config';
import { SMS_QUEUE, smsJobId } from '../../src/jobs/sms/sms.queue';
import { SmsWorker } from '../../src/jobs/sms/sms.worker';
import { SmsRelayService, STUCK_QUEUED_MS } from '../../src/modules/sms/sms-relay.service';
import { FakeEskiz } from '../support/fake-eskiz';
import { uniquePhone } from '../support/people';
import { OwnRedis } from '../support/redis-server';
import { createTestApp, TestApp } from '../support/test-app';
import { until } from '../support/until';

jest.setTimeout(60000);

/**
 * Redis restarted without its data: messages stay `queued` in PostgreSQL with no job anywhere.
 * The relay queues them again after STUCK_QUEUED_MS; the job id dedupe keeps delivery exactly once.
 * The relay is driven by hand (no interval) and the worker starts only when the test says so.
 */
describe('SMS relay: messages stuck in queued', () => {
  let t: TestApp;
  let redis: OwnRedis;
  let eskiz: FakeEskiz;
  let relay: SmsRelayService;
  /** An inspection handle of its own (reconnects by itself after the Redis restart). */
  let queue: Queue;

  beforeAll(async () => {
    redis = await OwnRedis.create();
    eskiz = new FakeEskiz();
    await eskiz.start();
    t = await createTestApp({
      REDIS_URL: redis.url,
      SMS_PROVIDER: 'eskiz',
      ESKIZ_BASE_URL: eskiz.baseUrl,
      ESKIZ_EMAIL: 'sms@example.uz',
      ESKIZ_PASSWORD: 'secret',
      ESKIZ_FROM: '4546',
      SMS_BACKOFF_MS: '20',
    });
    relay = t.app.get(SmsRelayService);
    queue = new Queue(SMS_QUEUE, { connection: { url: redis.url }, prefix: t.app.get<AppConfig>(APP_CONFIG).queuePrefix });
  });
  afterAll(async () => {
    await queue?.close();
    await t?.close();
    await redis?.stop();
    await eskiz?.stop();
  });

  const newMessage = async (text: string) => {
    const phone = uniquePhone();
    const client = await t.prisma.client.create({ data: { name: `Mijoz ${phone.slice(-4)}`, phone_number: phone } });
    return t.prisma.smsMessage.create({ data: { recipient: phone, client_id: client.id, text } });
  };
  const backdate = (ids: number[], ms = STUCK_QUEUED_MS + 60_000) =>
    t.prisma.$executeRaw`UPDATE sms_message SET updated_at = now() - make_interval(secs => ${ms / 1000}) WHERE id = ANY(${ids})`;
  const jobIds = async () => (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'prioritized'])).map((j) => j.id).sort();
  const status = (id: number) => t.prisma.smsMessage.findUniqueOrThrow({ where: { id } }).then((m) => m.status);

  it('queues again a message Redis lost, only after STUCK_QUEUED_MS (a minute), and each message is sent exactly once', async () => {
    const lost = await newMessage('Yoʻqolgan');
    expect(await relay.flush()).toBe(1);
    expect(await status(lost.id)).toBe('queued');
    expect(await jobIds()).toEqual([smsJobId(lost.id)]);

    // Redis restarts without persistence: the job is gone, the row still says queued.
    await redis.stop();
    await redis.start();
    expect(await until(jobIds, (ids) => ids.length === 0)).toEqual([]);

    // Not yet stuck (just queued): left alone.
    expect(await relay.flush()).toBe(0);
    expect(await jobIds()).toEqual([]);
    expect(STUCK_QUEUED_MS).toBe(60_000); // after Redis lost its data, a minute is enough
    await backdate([lost.id], STUCK_QUEUED_MS - 10_000);
    expect(await relay.flush()).toBe(0);

    // Past STUCK_QUEUED_MS: queued again under the same job id, and its clock restarts.
    await backdate([lost.id]);
    expect(await until(() => relay.flush(), (n) => n === 1, 5000)).toBe(1);
    expect(await jobIds()).toEqual([smsJobId(lost.id)]);
    expect(await relay.flush()).toBe(0);

    // A message whose job still waits (the worker is slow): re-adding it is a no-op.
    const waiting = await newMessage('Kutmoqda');
    expect(await relay.flush()).toBe(1);
    await backdate([lost.id, waiting.id]);
    expect(await relay.requeueStuck()).toBe(2);
    expect(await jobIds()).toEqual([smsJobId(lost.id), smsJobId(waiting.id)].sort());

    t.app.get(SmsWorker).start();
    const sent = await until(
      () => t.prisma.smsMessage.findMany({ where: { id: { in: [lost.id, waiting.id] } } }),
      (rows) => rows.every((m) => m.status === 'sent'),
    );
    expect(sent.map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);

    // The row missed the worker's answer (still queued, long ago): the completed job is kept a day,
    // so the re-add is ignored and nothing is sent again.
    await t.prisma.smsMessage.update({ where: { id: waiting.id }, data: { status: 'queued' } });
    await backdate([waiting.id]);
    expect(await relay.requeueStuck()).toBe(1);
    // Instead of a fixed sleep: the re-add has been handled once the queue runs and holds nothing.
    const counts = await until(
      () => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
      (c) => Object.values(c).every((n) => n === 0),
    );
    expect(counts).toEqual({ waiting: 0, active: 0, delayed: 0, prioritized: 0 });
    expect(eskiz.sends(lost.recipient.slice(1))).toHaveLength(1);
    expect(eskiz.sends(waiting.recipient.slice(1))).toHaveLength(1);
    expect(await status(waiting.id)).toBe('queued');
  });
});

describe('global teardown: the run’s queue keys', () => {
  it('removes the keys under this run’s prefixes only (SCAN + DEL)', async () => {
    const { removeRunQueueKeys } = await import('../support/global-teardown');
    const Redis = (await import('ioredis')).default;
    const own = await OwnRedis.create();
    const client = new Redis(own.url);
    try {
      for (let i = 0; i < 2500; i++) await client.set(`mijozlar:mijozlar_test_run1_w1_${i % 7}:sms:${i}`, '1');
      await client.set('mijozlar:mijozlar_test_run10_w1_x:sms:id', '1'); // another run whose id starts alike
      await client.set('mijozlar:mijozlar_dev:sms:id', '1');
      await client.set('unrelated', '1');
      expect(await removeRunQueueKeys(own.url, 'run1')).toBe(2500);
      expect((await client.keys('*')).sort()).toEqual(['mijozlar:mijozlar_dev:sms:id', 'mijozlar:mijozlar_test_run10_w1_x:sms:id', 'unrelated']);
    } finally {
      client.disconnect();
      await own.stop();
    }
  });
});
