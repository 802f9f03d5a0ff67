import { P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { as } from '../support/inventory';
import { entries, entryCount } from '../support/audit';
import { createWallet, replenish } from '../support/money';

/** The audit trail's own rules: append-only, read with AUDIT_READ, exports recorded, a change always has its entry. */
describe('audit trail', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let auditor: ReturnType<typeof as>;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.adminToken();
    admin = as(t, adminToken);
    auditor = as(t, (await t.userWith([P.AUDIT_READ])).token);
  });
  afterAll(() => t.close());

  it('refuses UPDATE, DELETE and TRUNCATE of entries in SQL', async () => {
    const wallet = await createWallet(t, adminToken, { name: 'Audit kassa' });
    await replenish(t, adminToken, wallet.id, '100.00');
    const [entry] = await entries(t, { entity: 'wallet_operation' });
    expect(entry).toBeDefined();
    await expect(t.prisma.$executeRawUnsafe(`UPDATE audit_log SET reason = 'x' WHERE id = ${entry.id}`)).rejects.toThrow(/append-only/);
    await expect(t.prisma.$executeRawUnsafe(`DELETE FROM audit_log WHERE id = ${entry.id}`)).rejects.toThrow(/append-only/);
    await expect(t.prisma.$executeRawUnsafe('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await entries(t, { entity: 'wallet_operation' }))[0]).toEqual(entry);
  });

  it('records a wallet operation with its actor, IP, request id and the fields as the API shows them', async () => {
    const wallet = await createWallet(t, adminToken, { name: 'Audit kassa 2' });
    const res = await admin.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '2500.50', method: 1, comment: 'Kirim' });
    expect(res.status).toBe(201);
    const [entry] = await entries(t, { entity: 'wallet_operation', entity_id: res.body.id });
    expect(entry).toMatchObject({
      action: 'create',
      entity_label: `#${res.body.id} +2500.50 USD`,
      actor: { full_name: expect.any(String) },
      changes: { amount: [null, '2500.50'], operation_type: [null, 'replenish'], wallet: [null, wallet.id], comment: [null, 'Kirim'] },
    });
    expect(entry.ip).toBeTruthy();
    expect(entry.request_id).toBe(res.headers['x-request-id']);
  });

  it('gates reading with AUDIT_READ and answers the list contract with filters', async () => {
    const noAudit = as(t, (await t.userWith([P.WALLET_READ, P.USER_READ])).token);
    expect((await noAudit.get('/api/audit-log/')).status).toBe(403);
    expect((await noAudit.get('/api/audit-log/export/audit.xls')).status).toBe(403);
    const list = await auditor.get('/api/audit-log/?entity=wallet_operation&action=create&page_size=5');
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThan(0);
    expect(list.body.results.every((e: { entity: string; action: string }) => e.entity === 'wallet_operation' && e.action === 'create')).toBe(true);
    const times = list.body.results.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await auditor.get('/api/audit-log/?action=nonsense')).status).toBe(400);
    expect((await auditor.get('/api/audit-log/?date_from=2026-13-01')).status).toBe(400);
    const one = await auditor.get(`/api/audit-log/${list.body.results[0].id}/`);
    expect(one.body).toEqual(list.body.results[0]);
  });

  it('has no route that changes or deletes an entry', async () => {
    const [entry] = await entries(t);
    for (const method of ['put', 'patch', 'delete', 'post'] as const) {
      const res = await t.http()[method](`/api/audit-log/${entry.id}/`).set('Authorization', `Bearer ${adminToken}`).send({ reason: 'x' });
      expect([404, 405]).toContain(res.status);
    }
    expect((await entries(t))[0]).toEqual(entry);
  });

  it('records an export: which list, which filters, how many rows', async () => {
    const before = await entryCount(t);
    const res = await auditor.download('/api/audit-log/export/audit.xls?entity=wallet_operation&language=ru');
    expect(res.status).toBe(200);
    const exported = await t.prisma.auditLog.count({ where: { entity: 'wallet_operation' } });
    const [entry] = await entries(t, { action: 'export' });
    expect(entry).toMatchObject({ entity_label: 'audit.xlsx', details: { file: 'audit.xlsx', rows: exported, filters: { list: 'audit_log', entity: 'wallet_operation', language: 'ru' } } });
    expect(await entryCount(t)).toBe(before + 1);
  });

  it('a refused request writes nothing', async () => {
    const before = await entryCount(t);
    const wallet = await createWallet(t, adminToken, { name: 'Audit kassa 3' });
    const afterWallet = await entryCount(t);
    expect((await admin.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'withdraw', amount: '10.00', method: 1 })).status).toBeGreaterThanOrEqual(400);
    expect((await admin.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: 'abc', method: 1 })).status).toBe(400);
    const reader = as(t, (await t.userWith([P.DASHBOARD])).token);
    expect((await reader.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '10.00', method: 1 })).status).toBe(403);
    expect(await entryCount(t)).toBe(afterWallet);
    expect(afterWallet).toBeGreaterThanOrEqual(before);
  });
});
