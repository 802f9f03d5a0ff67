import ExcelJS from 'exceljs';
import { CURRENCY_UZS, LID_STATUS, P } from '@mijozlar/shared';
import { hashPassword } from '../../src/common/auth/password';
import { sha256 } from '../../src/modules/auth/token.service';
import { createTestApp, TEST_ADMIN_PHONE, TestApp } from '../support/test-app';
import { as, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { entries, entryCount } from '../support/audit';
import { CASH, replenish } from '../support/money';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const MONTHLY = 1;

/** The audit trail of people, access and sign-ins: clients, users, roles, sign-ins, the client import. */
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

    it('records a password reset by its user, without the password; the code steps record nothing', async () => {
      const user = await t.userWith([P.DASHBOARD], { password_hash: await hashPassword('unutilgan-Audit') });
      const before = await entryCount(t);
      expect((await t.http().post('/api/account/forgot-password/verify-phone/').send({ phone_number: uniquePhone() })).status).toBe(200);
      expect((await t.http().post('/api/account/forgot-password/verify-code/').send({ phone_number: user.phone, code: '000000' })).status).toBe(400);
      expect(await entryCount(t)).toBe(before);
      // The key step 2 would answer (the SMS steps are auth.e2e-spec.ts's).
      const key = 'a'.repeat(24) + String(user.id).padStart(8, '0');
      await t.prisma.verificationKey.create({ data: { key_hash: sha256(key), user_id: user.id, expires_at: new Date(Date.now() + 60_000) } });
      const res = await t.http().post('/api/account/forgot-password/reset-password/').send({ verification_key: key, password: 'tiklangan-Audit-9', password_confirm: 'tiklangan-Audit-9' });
      expect(res.status).toBe(200);
      const [reset] = await entries(t, { entity: 'user', entity_id: user.id });
      expect(reset).toMatchObject({ action: 'password_reset', actor: { id: user.id }, entity_label: user.phone, changes: { password: ['***', '***'] } });
      const raw = await rawRows('user', user.id);
      for (const secret of ['tiklangan-Audit-9', key, '$argon2']) expect(raw).not.toContain(secret);
    });

    it('records a throttled sign-in (429) as login_failed too', async () => {
      const user = await t.userWith([P.DASHBOARD], { password_hash: await hashPassword('tiqilgan-Audit') });
      let status = 0;
      for (let i = 0; i < 8 && status !== 429; i++) status = (await login({ phone_number: user.phone, password: `xato-${i}` })).status;
      expect(status).toBe(429);
      const [throttled] = await entries(t, { entity: 'user', entity_id: user.id, action: 'login_failed' });
      expect(throttled).toMatchObject({ actor: null, entity_label: user.phone, details: { phone_number: user.phone, reason: 'throttled' } });
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
  describe('leads, SMS, employees, salary, uploads', () => {
    it('records a lead: create (ids, not names), update, a talk, the conversion to a client, delete', async () => {
      const leads = as(t, (await t.userWith([P.LID_READ, P.CLIENT_READ])).token);
      const name = unique('Audit lid');
      const res = await leads.post('/api/lid/', { name, phone_number: uniquePhone(), status: LID_STATUS.NEW, call_date: '2026-11-20', seller: adminId });
      expect(res.status).toBe(201);
      const id = res.body.id as number;
      const [create] = await entries(t, { entity: 'lid', entity_id: id });
      expect(create).toMatchObject({ action: 'create', entity_label: name, changes: { name: [null, name], seller: [null, adminId], status: [null, LID_STATUS.NEW], call_date: [null, '2026-11-20'] } });
      expect(Object.keys(create.changes!).filter((k) => k.endsWith('_name'))).toEqual([]);

      expect((await leads.put(`/api/lid/${id}/`, { note: 'Qayta', archived: false })).status).toBe(200);
      const [update] = await entries(t, { entity: 'lid', entity_id: id, action: 'update' });
      expect(update.changes).toEqual({ note: [null, 'Qayta'] });

      const talk = await leads.post('/api/lid-talk/', { lid: id, talk_date: '2026-11-20T10:00:00Z', result: 'Qoʻngʻiroq qilindi', next_call_date: '2026-11-25' });
      expect(talk.status).toBe(201);
      const [talked] = await entries(t, { entity: 'lid', entity_id: id, action: 'update' });
      expect(talked).toMatchObject({ changes: { next_call_date: [null, '2026-11-25'] }, details: { talk: { id: talk.body.id, result: 'Qoʻngʻiroq qilindi' } } });

      const converted = await leads.get(`/api/lid/${id}/lid-to-client/`);
      expect(converted.status).toBe(200);
      const [client] = await entries(t, { entity: 'client', entity_id: converted.body.id });
      expect(client).toMatchObject({ action: 'create', entity_label: name, details: { lid: id }, changes: { name: [null, name] } });
      const [linked] = await entries(t, { entity: 'lid', entity_id: id, action: 'update' });
      expect(linked.changes).toEqual({ converted_client: [null, converted.body.id] });

      expect((await leads.delete(`/api/lid/${id}/`)).status).toBe(204);
      const [deleted] = await entries(t, { entity: 'lid', entity_id: id, action: 'delete' });
      expect(deleted.changes).toMatchObject({ name: [name, null], converted_client: [converted.body.id, null] });
    });

    it('records an SMS sending: how many and how the text starts', async () => {
      const sender = as(t, (await t.userWith([P.SMS_WRITE, P.SMS_READ, P.CLIENT_READ])).token);
      const client = await reader.post('/api/client/', { name: unique('SMS mijoz'), phone_number: uniquePhone(), status: 1 });
      const text = 'Hurmatli mijoz, toʻlov muddati yaqinlashmoqda. Iltimos, oʻz vaqtida toʻlang.';
      const res = await sender.post('/api/sms/', { clients: [client.body.id], text });
      expect(res.status).toBe(201);
      const [entry] = await entries(t, { entity: 'sms', action: 'create' });
      expect(entry).toMatchObject({ entity_id: res.body.results[0].id, details: { recipients: 1, text, clients: [client.body.id] } });
      expect(entry.entity_label).toBe(`1 SMS · ${text.slice(0, 40)}…`);
      const one = await sender.post(`/api/client/${client.body.id}/send-sms/`, { text: 'Salom' });
      expect(one.status).toBe(201);
      expect((await entries(t, { entity: 'sms', entity_id: one.body.id }))[0]).toMatchObject({ entity_label: '1 SMS · Salom', details: { client: client.body.id } });
    });

    it('records employees and their salary entries (accrual, bulk accrual, payment, deletion)', async () => {
      const hr = await t.userWith([P.EMPLOYEE_READ, P.WALLET_READ]);
      const staff = as(t, hr.token);
      const res = await staff.post('/api/employee/', { first_name: 'Vali', last_name: unique('Aliyev'), position: 'Hisobchi', salary_type: MONTHLY, salary: '5000000', salary_currency: CURRENCY_UZS });
      expect(res.status).toBe(201);
      const id = res.body.id as number;
      const label = `${res.body.last_name} Vali`;
      const [create] = await entries(t, { entity: 'employee', entity_id: id });
      expect(create).toMatchObject({ action: 'create', entity_label: label, actor: { id: hr.id } });
      expect(create.changes).toEqual({
        first_name: [null, 'Vali'], last_name: [null, res.body.last_name], position: [null, 'Hisobchi'], salary_type: [null, MONTHLY],
        salary: [null, res.body.salary], salary_currency: [null, CURRENCY_UZS], is_active: [null, true],
      });
      expect((await staff.put(`/api/employee/${id}/`, { salary: '5500000' })).status).toBe(200);
      expect((await entries(t, { entity: 'employee', entity_id: id, action: 'update' }))[0].changes).toEqual({ salary: [res.body.salary, '5500000.00'] });

      const accrual = await staff.post('/api/employee-balance/', { employee_id: id, salaryMonth: '2026-10' });
      expect(accrual.status).toBe(201);
      const [accrued] = await entries(t, { entity: 'salary', entity_id: accrual.body.id });
      expect(accrued).toMatchObject({ action: 'create', entity_label: `${label} · 2026-10`, changes: { kind: [null, 'accrual'], amount: [null, '5500000.00'], salary_month: [null, '2026-10-01'], employee_id: [null, id] } });

      const bulk = await staff.post('/api/employee-balance/accrue-month/', { salaryMonth: '2026-11' });
      expect(bulk.status).toBe(201);
      const mine = await t.prisma.employeeBalance.findFirstOrThrow({ where: { employee_id: id, salary_month: new Date('2026-11-01') } });
      expect((await entries(t, { entity: 'salary', entity_id: mine.id }))[0]).toMatchObject({ action: 'create', details: { accrue_month: '2026-11' } });
      expect(await t.prisma.auditLog.count({ where: { entity: 'salary', details: { path: ['accrue_month'], equals: '2026-11' } } })).toBe(bulk.body.created);
      const again = await staff.post('/api/employee-balance/accrue-month/', { salaryMonth: '2026-11' });
      expect(again.status).toBe(201);
      expect(again.body.created).toBe(0);

      const wallet = await t.prisma.wallet.create({ data: { name: unique('Kassa'), currency_id: CURRENCY_UZS } });
      await replenish(t, hr.token, wallet.id, '9000000.00', { exchange_rate: '12500' });
      const paid = await staff.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'withdraw', amount: '1000000', method: CASH, comment: 'Ish haqi', employee_id: id, salary_date: '2026-10', exchange_rate: '12500' });
      expect(paid.status).toBe(201);
      const payment = await t.prisma.employeeBalance.findFirstOrThrow({ where: { wallet_operation_id: paid.body.id } });
      expect((await entries(t, { entity: 'salary', entity_id: payment.id }))[0]).toMatchObject({ action: 'create', changes: { kind: [null, 'payment'], wallet_operation: [null, paid.body.id] } });

      expect((await staff.delete(`/api/employee-balance/${accrual.body.id}/`)).status).toBe(204);
      expect((await entries(t, { entity: 'salary', entity_id: accrual.body.id, action: 'delete' }))[0].changes).toMatchObject({ amount: ['5500000.00', null] });
      // With history the employee is refused (409): nothing recorded.
      const before = await entryCount(t);
      expect((await staff.delete(`/api/employee/${id}/`)).status).toBe(409);
      expect(await entryCount(t)).toBe(before);
    });

    it('records an uploaded image and a profile change', async () => {
      const user = await t.userWith([P.DASHBOARD]);
      const self = as(t, user.token);
      const up = await self.upload('/api/document/upload-images/').field('image_type', 'profile').attach('images', PNG, { filename: 'men.png', contentType: 'image/png' });
      expect(up.status).toBe(201);
      const [doc] = await entries(t, { entity: 'document', entity_id: up.body[0].id });
      expect(doc).toMatchObject({ action: 'create', entity_label: 'men.png', actor: { id: user.id }, changes: { image_type: [null, 'profile'], url: [null, up.body[0].url] } });
      expect((await self.put('/api/account/user/profile/', { profile_image: up.body[0].id, full_name: 'Audit Profil' })).status).toBe(200);
      const [profile] = await entries(t, { entity: 'user', entity_id: user.id });
      expect(profile).toMatchObject({ action: 'update', actor: { id: user.id }, changes: { full_name: ['Test User', 'Audit Profil'], profile_image: [null, up.body[0].id] } });
    });
  });
});
