import { ALL_PERMISSIONS } from '@mijozlar/shared';
import { hashPassword } from '../../src/common/auth/password';
import { sha256 } from '../../src/modules/auth/token.service';
import { SmsRelayService } from '../../src/modules/sms/sms-relay.service';
import { SmsWorker } from '../../src/jobs/sms/sms.worker';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_PHONE, TestApp } from '../support/test-app';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>, lang = 'uz') =>
    t.http().post('/api/account/login/').set('Accept-Language', lang).send(body);
  const profile = (token: string) => t.http().get('/api/account/user/profile/').set('Authorization', `Bearer ${token}`);

  describe('login', () => {
    it('signs in with a masked phone and shows the profile with role name and permissions', async () => {
      const res = await login({ phone_number: '+998 (90) 123-45-67', password: TEST_ADMIN_PASSWORD });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
      const me = await profile(res.body.access);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ phone_number: TEST_ADMIN_PHONE, full_name: 'Administrator', profile_image: null });
      expect(me.body.role.name).toBe('admin');
      expect([...me.body.role.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    });

    it('accepts `phone` instead of `phone_number`, and the path without a trailing slash', async () => {
      const res = await t.http().post('/api/account/login').send({ phone: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD });
      expect(res.status).toBe(200);
    });

    it('answers a wrong password and an unknown phone alike, in the request language', async () => {
      const wrong = await login({ phone_number: TEST_ADMIN_PHONE, password: 'wrong-password' }, 'ru');
      const unknown = await login({ phone_number: '+998 (99) 000-00-01', password: 'wrong-password' }, 'ru');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({
        errors: [{ field: null, code: 'invalid_credentials', message: 'Пользователь не найден или пароль неверен' }],
      });
      expect(unknown.body).toEqual(wrong.body);
      const uz = await login({ phone_number: TEST_ADMIN_PHONE, password: 'wrong-password' });
      expect(uz.body.errors[0].message).toBe("Foydalanuvchi topilmadi yoki parol notoʻgʻri");
    });

    it('validates the body: required fields, a bad phone, unknown fields', async () => {
      const empty = await login({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'phone_number', code: 'required', message: "Bu maydon boʻsh boʻlishi mumkin emas" }),
          expect.objectContaining({ field: 'password', code: 'required' }),
        ]),
      );
      const bad = await login({ phone_number: '12345', password: 'x', admin: true }, 'ru');
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'phone_number', code: 'invalid_phone' }),
          expect.objectContaining({ field: 'admin', code: 'unknown_field', message: 'Неизвестное поле' }),
        ]),
      );
    });

    it('locks a phone and IP after 5 failures: 429 with Retry-After, even for the right password', async () => {
      const user = await t.userWith([], { password_hash: await hashPassword('right-password-1') });
      for (let i = 0; i < 5; i++) {
        expect((await login({ phone_number: user.phone, password: `wrong-${i}` })).status).toBe(401);
      }
      const locked = await login({ phone_number: user.phone, password: 'right-password-1' }, 'ru');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(locked.body.errors[0].code).toBe('too_many_requests');
      // Another phone from the same IP is not locked.
      expect((await login({ phone_number: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD })).status).toBe(200);
      // After the window the user signs in again.
      await t.prisma.rateLimitCounter.updateMany({ where: { key: { contains: user.phone } }, data: { expires_at: new Date(Date.now() - 1000) } });
      expect((await login({ phone_number: user.phone, password: 'right-password-1' })).status).toBe(200);
    });

    it('refuses an inactive user', async () => {
      const user = await t.userWith([], { password_hash: await hashPassword('right-password-2') });
      await t.prisma.user.update({ where: { id: user.id }, data: { is_active: false } });
      expect((await login({ phone_number: user.phone, password: 'right-password-2' })).status).toBe(401);
    });
  });

  describe('tokens', () => {
    const refresh = (token: string) => t.http().post('/api/account/token/refresh/').send({ refresh: token });

    it('rotates the refresh token; a reused one (after the 30 s grace window) revokes the whole family', async () => {
      const first = (await login({ phone_number: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD })).body;
      const second = await refresh(first.refresh);
      expect(second.status).toBe(200);
      expect(second.body.refresh).not.toBe(first.refresh);
      expect((await profile(second.body.access)).status).toBe(200);

      await t.prisma.refreshToken.updateMany({ where: { token_hash: sha256(first.refresh) }, data: { used_at: new Date(Date.now() - 31_000) } });
      const replay = await refresh(first.refresh);
      expect(replay.status).toBe(401);
      expect(replay.body.errors[0].code).toBe('token_invalid');
      // The thief's replay also ended the legitimate chain.
      expect((await refresh(second.body.refresh)).status).toBe(401);
    });

    it('concurrent uses of one refresh token (tabs) all get the same new pair', async () => {
      const pair = (await login({ phone_number: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD })).body;
      const results = await Promise.all([refresh(pair.refresh), refresh(pair.refresh), refresh(pair.refresh)]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    });

    it('refuses an unknown or expired refresh token', async () => {
      expect((await refresh('nonsense')).status).toBe(401);
      const pair = (await login({ phone_number: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD })).body;
      await t.prisma.refreshToken.updateMany({ where: { used_at: null, revoked_at: null }, data: { expires_at: new Date(Date.now() - 1000) } });
      expect((await refresh(pair.refresh)).status).toBe(401);
    });

    it('logout ends the refresh token', async () => {
      const pair = (await login({ phone_number: TEST_ADMIN_PHONE, password: TEST_ADMIN_PASSWORD })).body;
      expect((await t.http().post('/api/account/logout/').send({ refresh: pair.refresh })).status).toBe(200);
      expect((await refresh(pair.refresh)).status).toBe(401);
    });

    it('deactivation and a role change take effect on the next request', async () => {
      const adminToken = await t.adminToken();
      const user = await t.userWith(['USER_READ']);
      expect((await profile(user.token)).status).toBe(200);
      const role = await t.prisma.role.findFirstOrThrow({ where: { name: 'operator' } });
      await t.http().put(`/api/account/user/${user.id}/`).set('Authorization', `Bearer ${adminToken}`).send({ role: role.id }).expect(200);
      expect((await profile(user.token)).status).toBe(401);

      const other = await t.userWith(['USER_READ']);
      await t.http().put(`/api/account/user/${other.id}/`).set('Authorization', `Bearer ${adminToken}`).send({ is_active: false }).expect(200);
      expect((await profile(other.token)).status).toBe(401);
    });

    it('an edit of a role permission list applies at once', async () => {
      const user = await t.userWith(['USER_READ']);
      const list = () => t.http().get('/api/account/user/').set('Authorization', `Bearer ${user.token}`);
      expect((await list()).status).toBe(200);
      const me = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      await t.prisma.rolePermission.deleteMany({ where: { role_id: me.role_id } });
      expect((await list()).status).toBe(403);
    });
  });

  describe('password recovery', () => {
    const verifyPhone = (phone: string, lang = 'uz') =>
      t.http().post('/api/account/forgot-password/verify-phone/').set('Accept-Language', lang).send({ phone_number: phone });
    const verifyCode = (phone: string, code: string) =>
      t.http().post('/api/account/forgot-password/verify-code/').send({ phone_number: phone, code });
    const reset = (body: Record<string, unknown>) => t.http().post('/api/account/forgot-password/reset-password/').send(body);

    async function sentCode(phone: string): Promise<string> {
      // Without Redis the relay sends; with Redis it queues and the worker sends.
      t.app.get(SmsWorker).start();
      await t.app.get(SmsRelayService).flush();
      let sms = await t.prisma.smsMessage.findFirstOrThrow({ where: { recipient: phone, purpose: 'recovery' }, orderBy: { id: 'desc' } });
      for (let i = 0; i < 100 && sms.status !== 'sent'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sms = await t.prisma.smsMessage.findUniqueOrThrow({ where: { id: sms.id } });
      }
      expect(sms.status).toBe('sent');
      return sms.text.match(/\b(\d{6})\b/)![1];
    }

    it('phone → SMS code → verification key → new password; old sessions end', async () => {
      const user = await t.userWith([], { password_hash: await hashPassword('old-password-1') });
      const oldSession = (await login({ phone_number: user.phone, password: 'old-password-1' })).body;

      const step1 = await verifyPhone(user.phone, 'ru');
      expect(step1.status).toBe(200);
      expect(step1.body.detail).toMatch(/код/);
      const code = await sentCode(user.phone);

      const step2 = await verifyCode(user.phone, code);
      expect(step2.status).toBe(200);
      expect(step2.body.verification_key).toMatch(/^[0-9a-f]{32}$/);
      // The code is single-use.
      expect((await verifyCode(user.phone, code)).status).toBe(400);

      const mismatch = await reset({ verification_key: step2.body.verification_key, password: 'new-password-1', password_confirm: 'other' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors[0]).toMatchObject({ field: 'password_confirm', code: 'passwords_do_not_match' });

      const done = await reset({ verification_key: step2.body.verification_key, password: 'new-password-1', password_confirm: 'new-password-1' });
      expect(done.status).toBe(200);
      // The key is single-use too.
      expect(
        (await reset({ verification_key: step2.body.verification_key, password: 'new-password-2', password_confirm: 'new-password-2' })).status,
      ).toBe(400);

      expect((await login({ phone_number: user.phone, password: 'old-password-1' })).status).toBe(401);
      expect((await login({ phone_number: user.phone, password: 'new-password-1' })).status).toBe(200);
      expect((await t.http().post('/api/account/token/refresh/').send({ refresh: oldSession.refresh })).status).toBe(401);
      expect((await profile(oldSession.access)).status).toBe(401);
    });

    it('answers an unknown phone exactly like a known one, and sends nothing', async () => {
      const known = await t.userWith([]);
      const a = await verifyPhone(known.phone);
      const b = await verifyPhone('+998 (33) 999-88-77');
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      expect(await t.prisma.smsMessage.count({ where: { recipient: '+998339998877' } })).toBe(0);
      // And the resend limit applies to both.
      expect((await verifyPhone(known.phone)).status).toBe(429);
      expect((await verifyPhone('+998 (33) 999-88-77')).status).toBe(429);
    });

    it('kills the code after 5 wrong tries', async () => {
      const user = await t.userWith([]);
      await verifyPhone(user.phone);
      const code = await sentCode(user.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await verifyCode(user.phone, wrong);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ field: 'code', code: 'code_invalid' });
      }
      expect((await verifyCode(user.phone, code)).status).toBe(400);
    });

    it('refuses an expired code', async () => {
      const user = await t.userWith([]);
      await verifyPhone(user.phone);
      const code = await sentCode(user.phone);
      await t.prisma.passwordResetCode.updateMany({ where: { phone: user.phone }, data: { expires_at: new Date(Date.now() - 1000) } });
      const res = await verifyCode(user.phone, code);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].code).toBe('code_expired');
    });

    it('validates the steps', async () => {
      expect((await verifyCode(TEST_ADMIN_PHONE, '12ab')).body.errors[0]).toMatchObject({ field: 'code', code: 'invalid' });
      const short = await reset({ verification_key: 'x', password: 'short', password_confirm: 'short' });
      expect(short.body.errors[0]).toMatchObject({ field: 'password', code: 'too_short' });
      expect((await reset({ verification_key: 'nope', password: 'long-enough-1', password_confirm: 'long-enough-1' })).body.errors[0]).toMatchObject({
        field: 'verification_key',
        code: 'verification_key_invalid',
      });
    });
  });
});
