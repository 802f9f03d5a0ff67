import { P } from '@mijozlar/shared';
import { SmsWorker } from '../../src/jobs/sms/sms.worker';
import { SmsQueue } from '../../src/jobs/sms/sms.queue';
import { SmsRelayService } from '../../src/modules/sms/sms-relay.service';
import { FakeEskiz } from '../support/fake-eskiz';
import { api, giveDebt, uniquePhone } from '../support/people';
import { OwnRedis } from '../support/redis-server';
import { createTestApp, TestApp } from '../support/test-app';
import { until } from '../support/until';

/** Waits until the SMS queue has nothing waiting, delayed or running (so no further send can happen), instead of a fixed sleep. */
let queueIdle: () => Promise<void>;

jest.setTimeout(60000);

describe('SMS through BullMQ and Eskiz (own Redis, fake Eskiz on loopback)', () => {
  let t: TestApp;
  let redis: OwnRedis;
  let eskiz: FakeEskiz;
  let writer: ReturnType<typeof api>;
  let readerOnly: ReturnType<typeof api>;
  let nobody: ReturnType<typeof api>;

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
    t.app.get(SmsRelayService).start(100);
    t.app.get(SmsWorker).start();
    const queue = t.app.get(SmsQueue).queue!;
    queueIdle = async () => {
      const counts = await until(
        () => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
        (c) => Object.values(c).every((n) => n === 0),
      );
      expect(counts).toEqual({ waiting: 0, active: 0, delayed: 0, prioritized: 0 });
    };
    writer = api(t, (await t.userWith([P.SMS_READ, P.SMS_WRITE])).token);
    readerOnly = api(t, (await t.userWith([P.SMS_READ])).token);
    nobody = api(t, (await t.userWith([P.CLIENT_READ])).token);
  });
  afterAll(async () => {
    // Let every message settle before shutting down (no job left running).
    if (t) await until(() => t.prisma.smsMessage.count({ where: { status: { in: ['not_sent', 'queued'] } } }), (n) => n === 0, 20000);
    await t?.close();
    await redis?.stop();
    await eskiz?.stop();
  });

  const newClient = async (phone = uniquePhone()) =>
    t.prisma.client.create({ data: { name: `Mijoz ${phone.slice(-4)}`, phone_number: phone, status_id: 1 } });
  const newLid = async (phone = uniquePhone()) =>
    t.prisma.lid.create({ data: { name: `Lid ${phone.slice(-4)}`, phone_number: phone, status_id: 1 } });
  const message = (id: number) => t.prisma.smsMessage.findUniqueOrThrow({ where: { id } });
  const settled = (id: number) => until(() => message(id), (m) => m.status === 'sent' || m.status === 'failed');

  it('refuses a client and a lead together, and no recipient, with the spec messages', async () => {
    const client = await newClient();
    const lid = await newLid();
    const both = await writer.post('/api/sms/', { clients: [client.id], lids: [lid.id], text: 'Salom' });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual([{ field: 'clients', code: 'client_or_lid', message: 'Mijoz yoki lidni tanlang, ikkalasini emas!' }]);
    const none = await writer.post('/api/sms/', { clients: [], text: 'Salom' }, 'ru');
    expect(none.body.errors).toEqual([{ field: null, code: 'recipient_required', message: 'Выберите, кому отправить!' }]);
    const shape = await writer.post('/api/sms/', { clients: ['x'], text: '' });
    expect(shape.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['clients', 'text']);
    const unknown = await writer.post('/api/sms/', { lids: [987654], text: 'Salom' });
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'lids', code: 'invalid' })]);
    expect(await t.prisma.smsMessage.count({ where: { text: 'Salom' } })).toBe(0);
  });

  it('401 without a token, 403 without SMS_READ / SMS_WRITE', async () => {
    expect((await t.http().get('/api/sms/')).status).toBe(401);
    expect((await t.http().post('/api/sms/').send({ text: 'x' })).status).toBe(401);
    expect((await nobody.get('/api/sms/')).status).toBe(403);
    expect((await readerOnly.post('/api/sms/', { clients: [1], text: 'x' })).status).toBe(403);
    expect((await readerOnly.post('/api/people-group/', { name: 'x' })).status).toBe(403);
    expect((await nobody.get('/api/people-group/')).status).toBe(403);
  });

  it('sends through Eskiz: digits without +, the sender, the text; status sent with its date', async () => {
    const client = await newClient();
    const res = await writer.post('/api/sms/', { clients: [client.id], text: 'Assalomu alaykum' });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({ recipient: client.phone_number, client: client.id, client_name: client.name, text: 'Assalomu alaykum' });
    const done = await settled(res.body.results[0].id);
    expect(done).toMatchObject({ status: 'sent', error: null, attempts: 1 });
    expect(done.sent_at).toBeInstanceOf(Date);
    expect(done.provider_message_id).toMatch(/^eskiz-/);
    const calls = eskiz.sends(client.phone_number.slice(1));
    expect(calls).toHaveLength(1);
    expect(calls[0].fields).toEqual({ mobile_phone: client.phone_number.slice(1), message: 'Assalomu alaykum', from: '4546' });
  });

  it('retries a 500 with backoff: three 500s, then sent on the fourth attempt', async () => {
    const client = await newClient();
    eskiz.script(client.phone_number.slice(1), [500, 500, 500]);
    const res = await writer.post('/api/sms/', { clients: [client.id], text: 'Qayta urinish' });
    const done = await settled(res.body.results[0].id);
    expect(done).toMatchObject({ status: 'sent', attempts: 4, error: null });
    expect(eskiz.sends(client.phone_number.slice(1))).toHaveLength(4);
  });

  it('a 400 fails at once: one call, no retry, the reason stored', async () => {
    const client = await newClient();
    eskiz.script(client.phone_number.slice(1), [400]);
    const res = await writer.post('/api/sms/', { clients: [client.id], text: 'Notoʻgʻri' });
    const done = await settled(res.body.results[0].id);
    expect(done).toMatchObject({ status: 'failed', attempts: 1 });
    expect(done.error).toMatch(/HTTP 400/);
    // No retry can come once the queue holds no waiting, delayed or active job.
    await queueIdle();
    expect(eskiz.sends(client.phone_number.slice(1))).toHaveLength(1);
    const listed = await writer.get(`/api/sms/?client=${client.id}`);
    expect(listed.body.results[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('400'), sent_at: null });
  });

  it('a 401 renews the token once and sends', async () => {
    const client = await newClient();
    const logins = eskiz.logins();
    eskiz.expireToken();
    const res = await writer.post(`/api/client/${client.id}/send-sms/`, { text: 'Token' });
    expect(res.status).toBe(201);
    expect((await settled(res.body.id)).status).toBe('sent');
    expect(eskiz.logins()).toBe(logins + 1);
  });

  it('with Redis down requests still succeed; after it restarts every message is sent exactly once', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => newClient()));
    const lid = await newLid();
    await redis.stop();
    const started = Date.now();
    const a = await writer.post('/api/sms/', { clients: clients.map((c) => c.id), text: 'Redis yoʻq' });
    const b = await writer.post('/api/sms/', { lids: [lid.id], text: 'Redis yoʻq' });
    const c = await writer.post(`/api/client/${clients[0].id}/send-sms/`, { text: 'Redis yoʻq 2' });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(Date.now() - started).toBeLessThan(10000);
    const ids = [...a.body.results.map((m: { id: number }) => m.id), b.body.results[0].id, c.body.id];
    // A relay pass with Redis down has run to its end: nothing could be queued or sent.
    await t.app.get(SmsRelayService).flush().catch(() => 0);
    const waiting = await t.prisma.smsMessage.findMany({ where: { id: { in: ids } } });
    expect(waiting.map((m) => m.status)).toEqual(ids.map(() => 'not_sent'));

    await redis.start();
    const final = await until(
      () => t.prisma.smsMessage.findMany({ where: { id: { in: ids } } }),
      (rows) => rows.every((m) => m.status === 'sent'),
      30000,
    );
    expect(final.map((m) => m.status)).toEqual(ids.map(() => 'sent'));
    // Exactly once: no duplicate job is left to run.
    await queueIdle();
    for (const client of clients) {
      const texts = eskiz.sends(client.phone_number.slice(1)).map((x) => x.fields.message).sort();
      expect(texts).toEqual(client.id === clients[0].id ? ['Redis yoʻq', 'Redis yoʻq 2'] : ['Redis yoʻq']);
    }
    expect(eskiz.sends(lid.phone_number.slice(1))).toHaveLength(1);
  });

  it('the list hides recovery codes; filters status, client, lid; search by text or phone', async () => {
    const client = await newClient();
    await t.prisma.smsMessage.create({ data: { recipient: client.phone_number, text: 'Kod 123456', purpose: 'recovery', client_id: client.id } });
    const res = await writer.post('/api/sms/', { clients: [client.id], text: 'Roʻyxat uchun' });
    await settled(res.body.results[0].id);
    const list = await writer.get(`/api/sms/?client=${client.id}`);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0].text).toBe('Roʻyxat uchun');
    expect(Object.keys(list.body.results[0]).sort()).toEqual(
      ['id', 'created_at', 'recipient', 'client', 'client_name', 'lid', 'lid_name', 'people_group', 'people_group_name', 'text', 'status', 'sent_at', 'error'].sort(),
    );
    expect((await writer.get('/api/sms/?search=123456')).body.count).toBe(0);
    expect((await writer.get(`/api/sms/?search=${client.phone_number.slice(5)}`)).body.count).toBe(1);
    expect((await writer.get(`/api/sms/?status=sent&client=${client.id}`)).body.count).toBe(1);
    expect((await writer.get(`/api/sms/?status=failed&client=${client.id}`)).body.count).toBe(0);
    expect((await writer.get('/api/sms/?status=lost')).body.errors[0]).toMatchObject({ field: 'status', code: 'invalid' });
  });

  it('people groups: manual CRUD, computed ones locked, sending to a group reaches each phone once', async () => {
    const [c1, c2] = [await newClient(), await newClient()];
    const lid = await newLid();
    const created = await writer.post('/api/people-group/', { name: 'VIP mijozlar', clients: [c1.id, c2.id], lids: [lid.id] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'VIP mijozlar', name_ru: 'VIP mijozlar', kind: 'manual', members_count: 3, clients: [c1.id, c2.id], lids: [lid.id] });
    const bad = await writer.post('/api/people-group/', { name: '', clients: [987654] });
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name']);
    const badMember = await writer.post('/api/people-group/', { name: 'x', clients: [987654] });
    expect(badMember.body.errors).toEqual([expect.objectContaining({ field: 'clients', code: 'invalid' })]);
    const renamed = await writer.put(`/api/people-group/${created.body.id}/`, { name: 'VIP', name_ru: 'ВИП', lids: [] });
    expect(renamed.body).toMatchObject({ name: 'VIP', name_ru: 'ВИП', members_count: 2, lids: [] });
    expect((await readerOnly.get(`/api/people-group/${created.body.id}/`, 'ru')).body.name).toBe('ВИП');

    const sent = await writer.post('/api/sms/', { people_group: created.body.id, clients: [c1.id], text: 'Guruhga' });
    expect(sent.body.count).toBe(2);
    for (const m of sent.body.results) expect((await settled(m.id)).status).toBe('sent');
    expect(eskiz.sends(c1.phone_number.slice(1)).filter((x) => x.fields.message === 'Guruhga')).toHaveLength(1);

    const computed = await writer.get('/api/people-group/?kind=debtors');
    expect(computed.body.results).toHaveLength(1);
    const debtors = computed.body.results[0];
    await giveDebt(t, c2.id, { overdue: true });
    const recount = await writer.get(`/api/people-group/${debtors.id}/`);
    expect(recount.body.members_count).toBe(debtors.members_count + 1);
    expect((await writer.put(`/api/people-group/${debtors.id}/`, { name: 'x' })).status).toBe(409);
    expect((await writer.delete(`/api/people-group/${debtors.id}/`)).body.errors[0].code).toBe('people_group.computed');
    const overdue = (await writer.get('/api/people-group/?kind=overdue_debtors')).body.results[0];
    const toOverdue = await writer.post('/api/sms/', { people_group: overdue.id, text: 'Muddati oʻtdi' });
    expect(toOverdue.body.results.map((m: { client: number }) => m.client)).toContain(c2.id);

    expect((await writer.delete(`/api/people-group/${created.body.id}/`)).status).toBe(204);
    expect((await writer.get(`/api/people-group/${created.body.id}/`)).status).toBe(404);
    expect((await writer.put('/api/people-group/987654/', { name: 'x' })).status).toBe(404);
  });
});
