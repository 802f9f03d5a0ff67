import { JwtService } from '@nestjs/jwt';
import { hashPassword } from '../../src/common/auth/password';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Login throttling counts atomically (per phone and IP, per phone from any
 * IP, per IP), trusts X-Forwarded-For only from the configured proxies, and refuses the right
 * password while locked; a deactivated account is told so; tokens without exp are refused;
 * a 414 answers in the API's shape.
 */
describe('hardening: login throttling', () => {
  let t: TestApp;
  let password: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT: '10000' });
    password = await hashPassword('right-password-9');
  });
  afterAll(() => t.close());

  const login = (app: TestApp, phone: string, pass: string, forwardedFor?: string) => {
    const req = app.http().post('/api/account/login/');
    if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
    return req.send({ phone_number: phone, password: pass });
  };
  const counters = (app: TestApp, phone: string) =>
    app.prisma.rateLimitCounter.findMany({ where: { key: { contains: phone } }, orderBy: { key: 'asc' } }).then((rows) => Object.fromEntries(rows.map((r) => [r.key, r.count])));

  it('50 parallel wrong passwords for one phone: exactly 5 are checked, 45 locked out; then the right one is refused too', async () => {
    const user = await t.userWith([], { password_hash: password });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(t, user.phone, `wrong-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect(await t.prisma.loginAttempt.count({ where: { phone: user.phone } })).toBe(5);
    const ip = Object.keys(await counters(t, user.phone)).find((k) => k.startsWith('login:pi:'))!.split('|')[1];
    expect(await counters(t, user.phone)).toEqual({ [`login:p:${user.phone}`]: 5, [`login:pi:${user.phone}|${ip}`]: 5 });

    const locked = await login(t, user.phone, 'right-password-9');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('without trusted proxies, a forged X-Forwarded-For changes nothing', async () => {
    const user = await t.userWith([], { password_hash: password });
    for (let i = 0; i < 5; i++) expect((await login(t, user.phone, 'wrong', `203.0.113.${i}`)).status).toBe(401);
    expect((await login(t, user.phone, 'right-password-9', '198.51.100.7')).status).toBe(429);
  });

  it('a deactivated account is told so once the password is right; a wrong password stays "wrong"', async () => {
    const user = await t.userWith([], { password_hash: password });
    await t.prisma.user.update({ where: { id: user.id }, data: { is_active: false } });
    const right = await t.http().post('/api/account/login/').set('Accept-Language', 'ru').send({ phone_number: user.phone, password: 'right-password-9' });
    expect(right.status).toBe(401);
    expect(right.body.errors[0]).toMatchObject({ code: 'account_disabled', message: 'Ваша учётная запись отключена. Обратитесь к администратору' });
    expect((await login(t, user.phone, 'wrong')).body.errors[0].code).toBe('invalid_credentials');
  });

  it('refuses an access token without exp, or one that lives longer than the API issues', async () => {
    const user = await t.userWith([]);
    const me = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const jwt = t.app.get(JwtService);
    const profile = (token: string) => t.http().get('/api/account/user/profile/').set('Authorization', `Bearer ${token}`);
    const now = Math.floor(Date.now() / 1000);
    expect((await profile(user.token)).status).toBe(200);
    const noExp = await jwt.signAsync({ sub: me.id, tv: me.token_version, typ: 'access' });
    const res = await profile(noExp);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('token_invalid');
    const forever = await jwt.signAsync({ sub: me.id, tv: me.token_version, typ: 'access', iat: now, exp: now + 10 * 365 * 86400 });
    expect((await profile(forever)).status).toBe(401);
  });

  it('a too long URL answers in the API error shape (414), and so does a header overflow (431)', async () => {
    const res = await t.http().get(`/api/room/${'9'.repeat(300)}/`).set('Accept-Language', 'ru');
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ errors: [{ field: null, code: 'uri_too_long', message: 'Слишком длинный адрес запроса' }] });
    const big = await t.http().get(`/api/client/?search=${'x'.repeat(20000)}`);
    expect(big.status).toBe(431);
    expect(big.body.errors[0]).toMatchObject({ field: null, code: 'uri_too_long' });
  });

  describe('behind trusted proxies (TRUST_PROXY=loopback)', () => {
    let p: TestApp;
    beforeAll(async () => {
      p = await createTestApp({ TRUST_PROXY: 'loopback', PUBLIC_RATE_LIMIT: '10000', LOGIN_MAX_FAILURES_PER_IP: '12' });
    });
    afterAll(() => p.close());

    it('the client IP is the last address the proxies did not add: a forged first entry is ignored', async () => {
      const user = await p.userWith([], { password_hash: password });
      await login(p, user.phone, 'wrong', '1.2.3.4, 198.51.100.20');
      expect(Object.keys(await counters(p, user.phone))).toContain(`login:pi:${user.phone}|198.51.100.20`);
    });

    it('a phone is locked across IPs after 10 failures: rotating IPs does not help, the right password is refused', async () => {
      const user = await p.userWith([], { password_hash: password });
      for (let i = 0; i < 10; i++) expect((await login(p, user.phone, 'wrong', `198.51.100.${100 + i}`)).status).toBe(401);
      const fresh = await login(p, user.phone, 'right-password-9', '198.51.100.250');
      expect(fresh.status).toBe(429);
    });

    it('an IP is locked across phones after LOGIN_MAX_FAILURES_PER_IP failures', async () => {
      const ip = '192.0.2.77';
      const users = [];
      for (let i = 0; i < 4; i++) users.push(await p.userWith([], { password_hash: password }));
      for (let i = 0; i < 12; i++) expect((await login(p, users[i % 3].phone, 'wrong', ip)).status).toBe(401);
      expect((await login(p, users[3].phone, 'right-password-9', ip)).status).toBe(429);
      // Another IP signs the same user in.
      expect((await login(p, users[3].phone, 'right-password-9', '192.0.2.78')).status).toBe(200);
    });
  });
});
