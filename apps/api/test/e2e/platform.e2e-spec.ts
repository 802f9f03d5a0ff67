import { createTestApp, TestApp } from '../support/test-app';

/** Health, the error shape for everything that is not a domain error, security headers, the OpenAPI page. */
describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => t.close());

  it('health: live without dependencies, ready with PostgreSQL and Redis', async () => {
    expect((await t.http().get('/api/health/live')).body).toEqual({ status: 'ok' });
    const ready = await t.http().get('/api/health/ready/');
    expect(ready.status).toBe(200);
    const redis = t.config.redisUrl ? 'up' : 'not_configured';
    expect(ready.body).toEqual({ status: 'ok', database: 'up', redis, backup: { last: null, last_ok_at: null } });
  });

  it('ready is "degraded" (still 200) when Redis is down', async () => {
    const noRedis = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await noRedis.http().get('/api/health/ready/');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', backup: { last: null, last_ok_at: null } });
    } finally {
      await noRedis.close();
    }
  });

  it('ready is 503 without PostgreSQL', async () => {
    const url = new URL(t.config.databaseUrl);
    url.port = '1';
    const { createApp } = await import('../../src/app.factory');
    const { loadConfig } = await import('../../src/config/config');
    const { testEnv } = await import('../support/test-app');
    const app = await createApp(loadConfig(testEnv(url.toString())));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      const res = await (await import('supertest')).default(app.getHttpServer()).get('/api/health/ready/');
      expect(res.status).toBe(503);
      expect(res.body.database).toBe('down');
    } finally {
      await app.close();
    }
  });

  it('an unknown API path is a 404 in the error shape and language', async () => {
    const res = await t.http().get('/api/no/such/thing/').set('Accept-Language', 'ru');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ field: null, code: 'not_found', message: 'Не найдено' }] });
  });

  it('malformed JSON is a 400, an oversized body a 413, both without internals', async () => {
    const bad = await t.http().post('/api/account/login/').set('Content-Type', 'application/json').send('{"phone_number": ');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: null, code: 'bad_request' });
    expect(JSON.stringify(bad.body)).not.toMatch(/stack|Unexpected|at /);

    const big = await t.http().post('/api/account/login/').send({ phone_number: '+998901234567', password: 'x'.repeat(10000) });
    expect(big.status).toBe(413);
    expect(big.body.errors[0].code).toBe('payload_too_large');
  });

  it("runs the API's connections with the planner setting the client search relies on", async () => {
    const [row] = await t.prisma.$queryRaw<{ random_page_cost: string }[]>`SHOW random_page_cost`;
    expect(row.random_page_cost).toBe('1.1');
  });

  it('sends the same security headers on every answer: an API answer, an error, a list, the OpenAPI page', async () => {
    const csp =
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
      "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";
    const expected = {
      'content-security-policy': csp,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const admin = await t.adminToken();
    const answers = [
      await t.http().get('/api/health/live'),
      await t.http().get('/api/client/'),
      await t.http().get('/api/client/').set('Authorization', `Bearer ${admin}`),
      await t.http().get('/api/docs/'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 200, 200]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    // The list's JSON, written by PostgreSQL, goes out as it is, as JSON.
    expect(answers[2].headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answers[2].body).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
  });

  it('serves the OpenAPI document with the spec paths', async () => {
    const page = await t.http().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger');
    const doc = await t.http().get('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/account/login/', '/api/account/user/profile/', '/api/currency/', '/api/account/user/{id}/']),
    );
    expect(doc.body.components.securitySchemes.bearer).toBeDefined();
  });
});
