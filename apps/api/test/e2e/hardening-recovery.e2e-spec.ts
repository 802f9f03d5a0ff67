import { createTestApp, TestApp } from '../support/test-app';

/**
 * Request-rate limits. Recovery: one code per 60 s and at most 3 per phone per 15
 * minutes, and a limit per IP; a global limit per IP on the public routes. Counted in Redis, and
 * in PostgreSQL when Redis does not answer.
 */
describe('hardening: recovery and public rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback', PUBLIC_RATE_LIMIT: '40' });
  });
  afterAll(() => t.close());

  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq}`;
  const verifyPhone = (app: TestApp, phone: string, ip: string) =>
    app.http().post('/api/account/forgot-password/verify-phone/').set('X-Forwarded-For', ip).send({ phone_number: phone });
  const codes = (app: TestApp, phone: string) => app.prisma.passwordResetCode.count({ where: { phone } });
  const sms = (app: TestApp, phone: string) => app.prisma.smsMessage.count({ where: { recipient: phone, purpose: 'recovery' } });

  /** Ends the 60 s resend pause of a phone, as if a minute had passed (Redis or PostgreSQL). */
  async function resendWindowPasses(app: TestApp, phone: string) {
    const key = `recovery:r:${phone}`;
    const redis = (app.app.get((await import('../../src/redis/redis.service')).RedisService)).client;
    if (redis) await redis.del(`${app.config.queuePrefix}:rl:${key}`);
    await app.prisma.rateLimitCounter.deleteMany({ where: { key } });
  }

  it('20 requests at once for one phone: one code, one SMS, 19 × 429', async () => {
    const user = await t.userWith([]);
    const ip = nextIp();
    const burst = await Promise.all(Array.from({ length: 20 }, () => verifyPhone(t, user.phone, ip)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(19);
    expect(await codes(t, user.phone)).toBe(1);
    expect(await sms(t, user.phone)).toBe(1);
  });

  it('at most 3 codes per phone per 15 minutes, then 429 with Retry-After (known and unknown phones alike)', async () => {
    for (const phone of [(await t.userWith([])).phone, '+998339990011']) {
      for (let i = 0; i < 3; i++) {
        expect((await verifyPhone(t, phone, nextIp())).status).toBe(200);
        await resendWindowPasses(t, phone);
      }
      const fourth = await verifyPhone(t, phone, nextIp());
      expect(fourth.status).toBe(429);
      expect(fourth.body.errors[0].code).toBe('too_many_requests');
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(800);
      expect(await codes(t, phone)).toBe(3);
    }
  });

  it('an IP asking for codes for many phones is stopped after 10', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await verifyPhone(t, `+9983377700${String(i).padStart(2, '0')}`, ip)).status).toBe(200);
    expect((await verifyPhone(t, '+998337770099', ip)).status).toBe(429);
    expect((await verifyPhone(t, '+998337770099', nextIp())).status).toBe(200);
  });

  it('the public routes allow PUBLIC_RATE_LIMIT requests a minute per IP; health is not counted', async () => {
    const ip = '192.0.2.200';
    const logout = () => t.http().post('/api/account/logout/').set('X-Forwarded-For', ip).send({});
    for (let i = 0; i < 40; i++) expect((await logout()).status).toBe(200);
    const over = await logout();
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.http().get('/api/health/live').set('X-Forwarded-For', ip)).status).toBe(200);
    // Another client is not affected, and neither are signed-in routes.
    expect((await t.http().post('/api/account/logout/').set('X-Forwarded-For', '192.0.2.201').send({})).status).toBe(200);
    expect((await t.http().get('/api/currency/').set('X-Forwarded-For', ip).set('Authorization', `Bearer ${await t.adminToken()}`)).status).toBe(200);
  });

  it('with Redis down the limits still hold, counted in PostgreSQL', async () => {
    const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', TRUST_PROXY: 'loopback' });
    try {
      const user = await down.userWith([]);
      expect((await verifyPhone(down, user.phone, '192.0.2.9')).status).toBe(200);
      expect((await verifyPhone(down, user.phone, '192.0.2.9')).status).toBe(429);
      const keys = (await down.prisma.rateLimitCounter.findMany({ select: { key: true } })).map((r) => r.key);
      expect(keys).toEqual(expect.arrayContaining([`recovery:r:${user.phone}`, `recovery:p:${user.phone}`, 'recovery:i:192.0.2.9']));
    } finally {
      await down.close();
    }
  });
});
