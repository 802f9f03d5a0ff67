import { P, type PermissionCode } from '@mijozlar/shared';
import type { Pool } from 'pg';
import { as, makeBuilding, makeClient, makeRoom } from '../support/inventory';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * On the hot list routes the sign-in check rides in the list's own statement (one round
 * trip per request once the process knows the user). A deactivation, a password change or a role
 * edit still takes effect on the very next request, whatever the request (a good one, a bad one).
 */
describe('sign-in check carried by the list statement', () => {
  let t: TestApp;
  let building: number;
  let statements: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    building = (await makeBuilding(t)).id;
    await makeRoom(t, building);
    await makeClient(t);
    statements = jest.spyOn((t.prisma as unknown as { pool: Pool }).pool, 'query');
  });
  afterAll(() => t.close());

  const routes: { name: string; permission: PermissionCode; url: () => string }[] = [
    { name: 'clients', permission: P.CLIENT_READ, url: () => '/api/client/' },
    { name: 'leads', permission: P.LID_READ, url: () => '/api/lid/' },
    { name: 'SMS', permission: P.SMS_READ, url: () => '/api/sms/' },
    { name: 'wallet operations', permission: P.WALLET_READ, url: () => '/api/wallet-operations/' },
    { name: 'rooms (kept answers)', permission: P.BUILDING_READ, url: () => `/api/room/?building=${building}` },
    { name: 'free rooms', permission: P.BUILDING_READ, url: () => `/api/room/free-list/?building=${building}` },
  ];

  /** The statements one request sends through the API's pool. */
  async function counted(send: () => PromiseLike<{ status: number }>) {
    statements.mockClear();
    const res = await send();
    return { res, statements: statements.mock.calls.length };
  }

  describe.each(routes)('$name', ({ permission, url }) => {
    it('one statement per request once the user is known; a removed permission answers 403 at once, a restored one 200', async () => {
      const user = await t.userWith([permission]);
      const me = as(t, user.token);
      const first = await counted(() => me.get(url()));
      expect(first.res.status).toBe(200);
      const again = await counted(() => me.get(url()));
      expect(again.res.status).toBe(200);
      expect(again.statements).toBe(1);

      const { role_id } = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      await t.prisma.rolePermission.deleteMany({ where: { role_id } });
      const revoked = await me.get(url(), 'ru');
      expect(revoked.status).toBe(403);
      expect(revoked.body.results).toBeUndefined();
      expect(revoked.body.errors[0].code).toBe('forbidden');
      expect((await me.get(url())).status).toBe(403);

      await t.prisma.rolePermission.create({ data: { role_id, permission_code: permission } });
      const restored = await me.get(url());
      expect(restored.status).toBe(200);
      expect(typeof restored.body.count).toBe('number');
    });

    it('a deactivated user or an outdated token (password changed) gets 401, also for a request that would be a 400', async () => {
      const user = await t.userWith([permission]);
      const me = as(t, user.token);
      expect((await me.get(url())).status).toBe(200);

      await t.prisma.user.update({ where: { id: user.id }, data: { token_version: { increment: 1 } } });
      const outdated = await me.get(url());
      expect(outdated.status).toBe(401);
      expect(outdated.body.errors[0].code).toBe('token_invalid');

      const other = await t.userWith([permission]);
      const them = as(t, other.token);
      expect((await them.get(url())).status).toBe(200);
      await t.prisma.user.update({ where: { id: other.id }, data: { is_active: false } });
      const separator = url().includes('?') ? '&' : '?';
      const bad = await them.get(`${url()}${separator}page=abc`);
      expect(bad.status).toBe(401);
      expect(bad.body.errors[0].code).toBe('token_invalid');
      await t.prisma.user.update({ where: { id: other.id }, data: { is_active: true } });
      const good = await them.get(`${url()}${separator}page=abc`);
      expect(good.status).toBe(400);
    });
  });

  it('a user known to lack the permission is read again, not refused from memory', async () => {
    const user = await t.userWith([P.LID_READ]);
    const me = as(t, user.token);
    expect((await me.get('/api/client/')).status).toBe(403);
    const { role_id } = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    await t.prisma.rolePermission.create({ data: { role_id, permission_code: P.CLIENT_READ } });
    expect((await me.get('/api/client/')).status).toBe(200);
  });

  it('other routes read the user before their handler: a deactivated user gets 401 from a detail route', async () => {
    const user = await t.userWith([P.CLIENT_READ]);
    const me = as(t, user.token);
    expect((await me.get('/api/client/')).status).toBe(200);
    const client = await makeClient(t);
    expect((await me.get(`/api/client/${client.id}/`)).status).toBe(200);
    await t.prisma.user.update({ where: { id: user.id }, data: { is_active: false } });
    expect((await me.get(`/api/client/${client.id}/`)).status).toBe(401);
  });
});
