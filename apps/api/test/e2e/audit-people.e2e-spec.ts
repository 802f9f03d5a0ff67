import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { hashPassword } from '../../src/common/auth/password';
import { createTestApp, TEST_ADMIN_PHONE, TestApp } from '../support/test-app';
import { as, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { entries, entryCount } from '../support/audit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Issue 24 for people, access and sign-ins: clients, users, roles, sign-ins, the client import. */
describe('audit trail: people, access and sign-ins', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let adminId: number;
  let reader: ReturnType<typeof as>;
  let readerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
    adminId = (await t.prisma.user.findUniqueOrThrow({ where: { phone_number: TEST_ADMIN_PHONE } })).id;
    const user = await t.userWith([P.CLIENT_READ]);
    reader = as(t, user.token);
    readerId = user.id;
  });
  afterAll(() => t.close());

  /** The stored rows as PostgreSQL writes them out: nothing secret may appear anywhere in them. */
  const rawRows = async (entity: string, entityId: number) =>
    (await t.prisma.$queryRaw<{ row: string }[]>`SELECT row_to_json(a)::text AS row FROM audit_log a WHERE entity = ${entity} AND entity_id = ${entityId}`).map((r) => r.row).join('\n');

  describe('clients', () => {
    it('records create, update and delete with the actor and exactly the changed fields', async () => {
      const name = unique('Audit mijoz');
      const phone = uniquePhone();
      const created = await reader.post('/api/client/', { name, phone_number: phone, status: 1 });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const [create] = await entries(t, { entity: 'client', entity_id: id });
      expect(create).toMatchObject({ action: 'create', entity_label: name, actor: { id: readerId } });
      expect(create.changes).toEqual({ name: [null, name], phone_number: [null, created.body.phone_number], additional_numbers: [null, []], status: [null, 1] });
      expect(create.request_id).toBe(created.headers['x-request-id']);

      const extra = uniquePhone();
      const updated = await reader.put(`/api/client/${id}/`, { company_name: 'Audit MChJ', additional_numbers: [extra], status: 1 });
      expect(updated.status).toBe(200);
      const [update] = await entries(t, { entity: 'client', entity_id: id, action: 'update' });
      expect(update).toMatchObject({ entity_label: name, actor: { id: readerId } });
      expect(update.changes).toEqual({ company_name: [null, 'Audit MChJ'], additional_numbers: [[], updated.body.additional_numbers] });

      // An update that changes nothing writes nothing (and still answers 200).
      const count = await entryCount(t);
      expect((await reader.put(`/api/client/${id}/`, { company_name: 'Audit MChJ' })).status).toBe(200);
      expect(await entryCount(t)).toBe(count);

      expect((await reader.delete(`/api/client/${id}/`)).status).toBe(204);
      const [deleted] = await entries(t, { entity: 'client', entity_id: id, action: 'delete' });
      expect(deleted).toMatchObject({ entity_label: name, actor: { id: readerId } });
      expect(deleted.changes).toEqual({
        name: [name, null],
        phone_number: [created.body.phone_number, null],
        additional_numbers: [updated.body.additional_numbers, null],
        company_name: ['Audit MChJ', null],
        status: [1, null],
      });
      expect(await entries(t, { entity: 'client', entity_id: id })).toHaveLength(3);
    });

    it('a refused request writes nothing: 400, 409 duplicate phone, 403', async () => {
      const existing = await reader.post('/api/client/', { name: unique('Bor'), phone_number: uniquePhone(), status: 1 });
      expect(existing.status).toBe(201);
      const before = await entryCount(t);
      expect((await reader.post('/api/client/', { name: '', phone_number: uniquePhone(), status: 1 })).status).toBe(400);
      expect((await reader.post('/api/client/', { name: unique('Ikki'), phone_number: existing.body.phone_number, status: 1 })).status).toBe(409);
      const other = await reader.post('/api/client/', { name: unique('Uch'), phone_number: uniquePhone(), status: 1 });
      const afterOther = await entryCount(t);
      expect(afterOther).toBe(before + 1);
      expect((await reader.put(`/api/client/${other.body.id}/`, { phone_number: existing.body.phone_number })).status).toBe(409);
      const outsider = as(t, (await t.userWith([P.LID_READ])).token);
      expect((await outsider.post('/api/client/', { name: unique('Yoʻq'), phone_number: uniquePhone(), status: 1 })).status).toBe(403);
      expect((await outsider.delete(`/api/client/${other.body.id}/`)).status).toBe(403);
      expect(await entryCount(t)).toBe(afterOther);
    });

    it('an import writes one create per client (with the file name) and one import entry', async () => {
      const tag = unique('Imp');
      const [p1, p2] = [uniquePhone(), uniquePhone()];
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Clients');
      for (const row of [['F.I.Sh.', 'Telefon raqami', 'Kompaniya'], [`${tag} A`, p1, 'A MChJ'], [`${tag} B`, p2, null]]) ws.addRow(row);
      const file = Buffer.from(await wb.xlsx.writeBuffer());
      const upload = (query = '') => reader.upload(`/api/import-clients/${query}`).attach('dataFile', file, { filename: 'mijozlar-audit.xlsx', contentType: XLSX });

      const before = await entryCount(t);
      const dry = await upload('?dry_run=true');
      expect(dry.status).toBe(200);
      expect(await entryCount(t)).toBe(before);

      const res = await upload();
      expect(res.status).toBe(201);
      const clients = await t.prisma.client.findMany({ where: { name: { startsWith: tag } }, orderBy: { id: 'asc' } });
      expect(clients).toHaveLength(2);
      for (const client of clients) {
        const [entry] = await entries(t, { entity: 'client', entity_id: client.id });
        expect(entry).toMatchObject({ action: 'create', entity_label: client.name, actor: { id: readerId }, details: { import: 'mijozlar-audit.xlsx' } });
        expect(entry.changes).toMatchObject({ name: [null, client.name], phone_number: [null, client.phone_number], status: [null, 1] });
      }
      const [imported] = await entries(t, { entity: 'client', action: 'import', actor: readerId });
      expect(imported).toMatchObject({
        entity_id: null,
        entity_label: 'mijozlar-audit.xlsx',
        details: { file: 'mijozlar-audit.xlsx', rows: 2, created: 2, updated: 0, failed: 0 },
      });
      expect(await entryCount(t)).toBe(before + 3);

      // The same file again is refused (phones exist): nothing more.
      expect((await upload()).status).toBe(400);
      expect(await entryCount(t)).toBe(before + 3);
    });
  });

  describe('users, roles and passwords', () => {
    it("a password change's entry holds no password and no hash", async () => {
      const oldPassword = 'eski-parol-Audit-1';
      const newPassword = 'yangi-parol-Audit-2';
      const user = await t.userWith([], { password_hash: await hashPassword(oldPassword) });
      const self = as(t, user.token);
      const res = await self.post('/api/account/user/change-password', { old_password: oldPassword, new_password: newPassword });
      expect(res.status).toBe(200);
      const [entry] = await entries(t, { entity: 'user', entity_id: user.id });
      expect(entry).toMatchObject({ action: 'update', actor: { id: user.id }, entity_label: user.phone, changes: { password: ['***', '***'] } });

      // An administrator's new password for a user: the same.
      const adminPassword = 'admin-bergan-Audit-3';
      expect((await admin.put(`/api/account/user/${user.id}/`, { password: adminPassword, full_name: 'Audit User' })).status).toBe(200);
      const [byAdmin] = await entries(t, { entity: 'user', entity_id: user.id, action: 'update' });
      expect(byAdmin).toMatchObject({ actor: { id: adminId }, changes: { password: ['***', '***'], full_name: ['Test User', 'Audit User'] } });

      const raw = await rawRows('user', user.id);
      expect(raw).toContain('***');
      for (const secret of [oldPassword, newPassword, adminPassword, '$argon2']) expect(raw).not.toContain(secret);
      // A wrong current password changes nothing and records nothing.
      const before = await entryCount(t);
      expect((await self.post('/api/account/user/change-password', { old_password: 'notright', new_password: 'whatever-123' })).status).toBeGreaterThanOrEqual(400);
      expect(await entryCount(t)).toBe(before);
    });

    it("a role's permission list change is permission_change with both lists; a user's role change too", async () => {
      const name = unique('Audit rol');
      const created = await admin.post('/api/account/role/', { name, permissions: [P.CLIENT_READ] });
      expect(created.status).toBe(201);
      const roleId = created.body.id as number;
      const [create] = await entries(t, { entity: 'role', entity_id: roleId });
      expect(create).toMatchObject({ action: 'create', entity_label: name, changes: { name: [null, name], permissions: [null, [P.CLIENT_READ]] } });

      expect((await admin.put(`/api/account/role/${roleId}/`, { permissions: [P.LID_READ, P.CLIENT_READ] })).status).toBe(200);
      const [change] = await entries(t, { entity: 'role', entity_id: roleId, action: 'permission_change' });
      expect(change).toMatchObject({ actor: { id: adminId }, entity_label: name });
      expect(change.changes).toEqual({ permissions: [[P.CLIENT_READ], [P.CLIENT_READ, P.LID_READ].sort()] });
      expect(await entries(t, { entity: 'role', entity_id: roleId, action: 'update' })).toHaveLength(0);

      const user = await t.userWith([P.DASHBOARD]);
      const oldRole = (await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role_id;
      expect((await admin.put(`/api/account/user/${user.id}/`, { role: roleId })).status).toBe(200);
      const [moved] = await entries(t, { entity: 'user', entity_id: user.id });
      expect(moved).toMatchObject({ action: 'permission_change', actor: { id: adminId }, changes: { role: [oldRole, roleId] }, details: { role_name: [expect.any(String), name] } });

      // A refused grant (403: the actor lacks the code) writes nothing.
      const limited = as(t, (await t.userWith([P.USER_READ, P.USER_WRITE, P.CLIENT_READ])).token);
      const before = await entryCount(t);
      expect((await limited.post('/api/account/role/', { name: unique('Rol'), permissions: [P.WALLET_READ] })).status).toBe(403);
      expect(await entryCount(t)).toBe(before);

      expect((await admin.delete(`/api/account/user/${user.id}/`)).status).toBe(204);
      expect((await admin.delete(`/api/account/role/${roleId}/`)).status).toBe(204);
      const [roleGone] = await entries(t, { entity: 'role', entity_id: roleId, action: 'delete' });
      expect(roleGone.changes).toEqual({ name: [name, null], permissions: [[P.CLIENT_READ, P.LID_READ].sort(), null] });
      expect(await entries(t, { entity: 'user', entity_id: user.id, action: 'delete' })).toHaveLength(1);
    });
  });

  describe('sign-ins', () => {
    const login = (body: object) => t.http().post('/api/account/login').send(body);

    it('records a failed sign-in of an unknown phone and of a known one, without the password', async () => {
      const unknown = uniquePhone();
      expect((await login({ phone_number: unknown, password: 'taxmin-Audit-1' })).status).toBe(401);
      const [failed] = await entries(t, { action: 'login_failed' });
      expect(failed).toMatchObject({ entity: 'user', entity_id: null, entity_label: unknown, actor: null, details: { phone_number: unknown, reason: 'unknown' } });

      const user = await t.userWith([P.DASHBOARD], { password_hash: await hashPassword('togri-parol-Audit') });
      expect((await login({ phone_number: user.phone, password: 'notogri-Audit-2' })).status).toBe(401);
      const [wrong] = await entries(t, { entity: 'user', entity_id: user.id, action: 'login_failed' });
      expect(wrong).toMatchObject({ entity_label: user.phone, details: { phone_number: user.phone, reason: 'wrong_password' } });
      expect(wrong.ip).toBeTruthy();

      const raw = (await t.prisma.$queryRaw<{ row: string }[]>`SELECT row_to_json(a)::text AS row FROM audit_log a WHERE action = 'login_failed'`).map((r) => r.row).join('\n');
      for (const secret of ['taxmin-Audit-1', 'notogri-Audit-2', '$argon2']) expect(raw).not.toContain(secret);
    });

    it('records a sign-in with the user as actor, and the logout', async () => {
      const user = await t.userWith([P.DASHBOARD], { password_hash: await hashPassword('kirish-parol-Audit') });
      const res = await login({ phone_number: user.phone, password: 'kirish-parol-Audit' });
      expect(res.status).toBe(200);
      const [signIn] = await entries(t, { entity: 'user', entity_id: user.id, action: 'login' });
      expect(signIn).toMatchObject({ actor: { id: user.id, full_name: 'Test User' }, entity_label: user.phone });
      expect(signIn.request_id).toBe(res.headers['x-request-id']);

      expect((await t.http().post('/api/account/logout').send({ refresh: res.body.refresh })).status).toBe(200);
      const [out] = await entries(t, { entity: 'user', entity_id: user.id, action: 'logout' });
      expect(out).toMatchObject({ actor: { id: user.id }, entity_label: user.phone });
      // Logging out an ended session again changes nothing: no second entry.
      expect((await t.http().post('/api/account/logout').send({ refresh: res.body.refresh })).status).toBe(200);
      expect(await entries(t, { entity: 'user', entity_id: user.id, action: 'logout' })).toHaveLength(1);
    });
  });
});
