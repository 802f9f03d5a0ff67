import { sha256 } from '../../src/modules/auth/token.service';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_PHONE, TestApp } from '../support/test-app';

/**
 * Parallel refreshes of one refresh token (several tabs) all get the same new pair
 * within a 30 s grace window; a reuse after the window still revokes the family; never a 500.
 */
describe('hardening: parallel refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT: '10000' });
  });
  afterAll(() => t.close());

  const login = () => t.http().post('/api/account/login/').send({ phone_number: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD });
  const refresh = (token: string) => t.http().post('/api/account/token/refresh/').send({ refresh: token });
  const profile = (access: string) => t.http().get('/api/account/user/profile/').set('Authorization', `Bearer ${access}`);
  const backdateUse = (token: string, ms: number) =>
    t.prisma.refreshToken.updateMany({ where: { token_hash: sha256(token) }, data: { used_at: new Date(Date.now() - ms) } });

  it('10 parallel refreshes of one token: 10 × 200 with one and the same new pair, which works', async () => {
    const first = (await login()).body;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refresh)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((a) => `${a.body.access} ${a.body.refresh}`));
    expect(pairs.size).toBe(1);
    const pair = answers[0].body;
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await profile(pair.access)).status).toBe(200);
    // The winner's new token was not revoked by the others: it rotates on.
    const next = await refresh(pair.refresh);
    expect(next.status).toBe(200);
    expect((await profile(next.body.access)).status).toBe(200);
  });

  it('within the grace window a repeat answers the same pair; after it, a reuse ends the whole family', async () => {
    const first = (await login()).body;
    const second = (await refresh(first.refresh)).body;
    await backdateUse(first.refresh, 25_000);
    expect((await refresh(first.refresh)).body).toEqual(second);

    await backdateUse(first.refresh, 31_000);
    const replay = await refresh(first.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.errors[0].code).toBe('token_invalid');
    expect((await refresh(second.refresh)).status).toBe(401);
    const family = await t.prisma.refreshToken.findMany({ where: { token_hash: { in: [sha256(first.refresh), sha256(second.refresh)] } } });
    expect(family.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it('once the new token has been used, the old one is a replay even inside the window', async () => {
    const first = (await login()).body;
    const second = (await refresh(first.refresh)).body;
    expect((await refresh(second.refresh)).status).toBe(200);
    expect((await refresh(first.refresh)).status).toBe(401);
  });

  it('a storm of replays and rotations of one family at once: only 200 and 401, never a 500', async () => {
    const first = (await login()).body;
    const second = (await refresh(first.refresh)).body;
    await backdateUse(first.refresh, 31_000);
    const storm = await Promise.all(Array.from({ length: 20 }, (_, i) => refresh(i % 2 ? first.refresh : second.refresh)));
    const statuses = new Set(storm.map((r) => r.status));
    expect([...statuses].every((s) => s === 200 || s === 401)).toBe(true);
    // After the storm the family is revoked (a replay happened).
    expect((await refresh(second.refresh)).status).toBe(401);
  });

  it('a logout racing refreshes leaves no live token behind', async () => {
    for (let round = 0; round < 3; round++) {
      const first = (await login()).body;
      const answers = await Promise.all([
        refresh(first.refresh),
        t.http().post('/api/account/logout/').send({ refresh: first.refresh }),
        refresh(first.refresh),
      ]);
      for (const a of [answers[0], answers[2]].filter((x) => x.status === 200)) {
        expect((await refresh(a.body.refresh)).status).toBe(401);
      }
      const family = await t.prisma.refreshToken.findFirstOrThrow({ where: { token_hash: sha256(first.refresh) } });
      expect(await t.prisma.refreshToken.count({ where: { family_id: family.family_id, revoked_at: null } })).toBe(0);
    }
  });

  it('login and refresh answers are not cached (Cache-Control: no-store)', async () => {
    const res = await login();
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await refresh(res.body.refresh)).headers['cache-control']).toBe('no-store');
    expect((await refresh('nonsense')).headers['cache-control']).toBe('no-store');
  });
});
