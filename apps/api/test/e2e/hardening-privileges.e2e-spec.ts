import { ALL_PERMISSIONS, P } from '@mijozlar/shared';
import { Client } from 'pg';
import { PRIVILEGE_LOCK } from '../../src/modules/users/users.service';
import { as } from '../support/inventory';
import { createTestApp, TEST_ADMIN_PHONE, TestApp } from '../support/test-app';

/**
 * Nobody grants a permission they do not hold, nobody edits their own role, and the
 * last active user holding every permission cannot be deactivated or lose a permission (409).
 */
describe('hardening: privilege escalation', () => {
  let t: TestApp;
  let adminRoleId: number;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.prisma.user.findUniqueOrThrow({ where: { phone_number: TEST_ADMIN_PHONE } });
    adminRoleId = admin.role_id;
    adminId = admin.id;
  });
  afterAll(() => t.close());

  const fullAdmins = () =>
    t.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "user" u WHERE u.is_active AND NOT EXISTS (
        SELECT 1 FROM permission p WHERE NOT EXISTS (
          SELECT 1 FROM role_permission rp WHERE rp.role_id = u.role_id AND rp.permission_code = p.code))`.then((r) => r[0].n);

  /**
   * Runs both requests so that both are past authentication before either changes anything: the
   * test holds the privilege lock until both wait for it, then lets them race.
   */
  async function race<T>(first: () => PromiseLike<T>, second: () => PromiseLike<T>): Promise<[T, T]> {
    const holder = new Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [PRIVILEGE_LOCK]);
      const both = Promise.all([first(), second()]);
      for (let i = 0; i < 200; i++) {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1`,
          [PRIVILEGE_LOCK],
        );
        if (rows[0].n >= 2) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await holder.query('SELECT pg_advisory_unlock($1)', [PRIVILEGE_LOCK]);
      return await both;
    } finally {
      await holder.end();
    }
  }

  it('a USER_WRITE holder cannot give its own role every permission, nor any role what it lacks', async () => {
    const clerk = await t.userWith([P.USER_READ, P.USER_WRITE]);
    const me = as(t, clerk.token);
    const ownRole = (await t.prisma.user.findUniqueOrThrow({ where: { id: clerk.id } })).role_id;

    const own = await me.put(`/api/account/role/${ownRole}/`, { permissions: [...ALL_PERMISSIONS] }, 'ru');
    expect(own.status).toBe(403);
    expect(own.body.errors[0]).toMatchObject({ code: 'role.own_role', message: 'Нельзя изменить свою собственную роль' });
    expect((await me.put(`/api/account/role/${ownRole}/`, { name: 'renamed' })).status).toBe(403);

    const created = await me.post('/api/account/role/', { name: 'everything', permissions: [...ALL_PERMISSIONS] });
    expect(created.status).toBe(403);
    expect(created.body.errors[0]).toMatchObject({ field: 'permissions', code: 'role.grant_not_held' });
    const modest = await me.post('/api/account/role/', { name: 'readers', permissions: [P.USER_READ] });
    expect(modest.status).toBe(201);
    const raised = await me.put(`/api/account/role/${modest.body.id}/`, { permissions: [P.USER_READ, P.SALE_WRITE] });
    expect(raised.status).toBe(403);
    expect(raised.body.errors[0].code).toBe('role.grant_not_held');

    // The admin role holds more than the clerk: not emptied, not deleted.
    const emptied = await me.put(`/api/account/role/${adminRoleId}/`, { permissions: [] });
    expect(emptied.status).toBe(403);
    expect(emptied.body.errors[0].code).toBe('role.not_held');
    expect((await me.delete(`/api/account/role/${adminRoleId}/`)).status).toBe(403);
    expect((await t.prisma.rolePermission.count({ where: { role_id: adminRoleId } }))).toBe(ALL_PERMISSIONS.length);
  });

  it('a USER_WRITE holder cannot hand out the admin role, move itself, or touch a user above it', async () => {
    const clerk = await t.userWith([P.USER_READ, P.USER_WRITE]);
    const me = as(t, clerk.token);
    const user = { phone_number: '+998 (91) 700-00-01', full_name: 'Yangi Admin', password: 'password-123', role: adminRoleId };
    const made = await me.post('/api/account/user/', user);
    expect(made.status).toBe(403);
    expect(made.body.errors[0]).toMatchObject({ field: 'role', code: 'role.grant_not_held' });

    const peer = await t.userWith([P.USER_READ]);
    const moved = await me.put(`/api/account/user/${peer.id}/`, { role: adminRoleId });
    expect(moved.status).toBe(403);
    expect((await me.put(`/api/account/user/${clerk.id}/`, { role: adminRoleId })).body.errors[0].code).toBe('user.self_role');

    for (const res of [
      await me.put(`/api/account/user/${adminId}/`, { is_active: false }),
      await me.put(`/api/account/user/${adminId}/`, { password: 'taken-over-1' }),
      await me.delete(`/api/account/user/${adminId}/`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('user.not_held');
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: adminId } })).is_active).toBe(true);
    // Below it, it works as before.
    expect((await me.put(`/api/account/user/${peer.id}/`, { full_name: 'Peer' })).status).toBe(200);
  });

  it('the last active user with every permission: of two admins deactivating each other at once, one is refused', async () => {
    const a = await t.userWith([...ALL_PERMISSIONS]);
    const b = await t.userWith([...ALL_PERMISSIONS]);
    // The seeded admin and any other full admin leave first.
    await t.prisma.user.updateMany({ where: { id: { notIn: [a.id, b.id] }, is_active: true }, data: { is_active: false } });
    expect(await fullAdmins()).toBe(2);

    const [ab, ba] = await race(
      () => as(t, a.token).put(`/api/account/user/${b.id}/`, { is_active: false }),
      () => as(t, b.token).put(`/api/account/user/${a.id}/`, { is_active: false }),
    );
    expect([ab.status, ba.status].sort()).toEqual([200, 409]);
    expect([ab, ba].find((r) => r.status === 409)!.body.errors[0].code).toBe('user.last_admin');
    expect(await fullAdmins()).toBe(1);

    // Losing a permission counts the same: two admins cutting each other's role at once.
    const survivor = ab.status === 200 ? a : b;
    const c = await t.userWith([...ALL_PERMISSIONS]);
    const roleOf = async (id: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id } })).role_id;
    const less = ALL_PERMISSIONS.filter((code) => code !== P.DASHBOARD);
    const [roleC, roleS] = [await roleOf(c.id), await roleOf(survivor.id)];
    const [sc, cs] = await race(
      () => as(t, survivor.token).put(`/api/account/role/${roleC}/`, { permissions: less }),
      () => as(t, c.token).put(`/api/account/role/${roleS}/`, { permissions: less }),
    );
    expect([sc.status, cs.status].sort()).toEqual([200, 409]);
    expect([sc, cs].find((r) => r.status === 409)!.body.errors[0].code).toBe('user.last_admin');
    expect(await fullAdmins()).toBe(1);

    // Bring the seeded admin back for whatever runs next.
    await t.prisma.user.update({ where: { id: adminId }, data: { is_active: true } });
  });
});
