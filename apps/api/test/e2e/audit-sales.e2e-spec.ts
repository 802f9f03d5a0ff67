import { CURRENCY_USD, P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { api } from '../support/people';
import { entries, entryCount } from '../support/audit';
import { makeBuilding, makeClient, makeRoom } from '../support/inventory';
import { makeDebt, makeWallet, setNow } from '../support/debts';
import { approvedSale } from '../support/money';

const NOW = '2026-03-10T07:00:00Z'; // 12:00 in Tashkent
const INSTALLMENT = 1;
const MONTHS_3 = 1;
const CASH = 1;
const CARD = 2;

/** The audit trail of sales, payments, refusals and wallet operation corrections. */
describe('audit trail: sales, payments, refusals, corrections', () => {
  let t: TestApp;
  let manager: ReturnType<typeof api> & { id: number };
  let cashier: ReturnType<typeof api> & { id: number };
  let refuser: ReturnType<typeof api> & { id: number };
  let readerOnly: ReturnType<typeof api>;
  let building: { id: number; name: string };

  const user = async (permissions: Parameters<TestApp['userWith']>[0]) => {
    const u = await t.userWith(permissions);
    return Object.assign(api(t, u.token), { id: u.id });
  };

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, NOW);
    manager = await user([P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ]);
    cashier = await user([P.CLIENT_DEBT_READ, P.WALLET_READ]);
    refuser = await user([P.REFUSAL_READ, P.REFUSAL_WRITE]);
    readerOnly = api(t, (await t.userWith([P.SALE_READ, P.SALE_PENDING_READ, P.REFUSAL_READ])).token);
    building = await makeBuilding(t);
  });
  afterAll(() => t.close());

  const actorOf = (u: { id: number }) => ({ id: u.id, full_name: 'Test User' });

  /** A pending sale of a new free room to a new client, into a new USD wallet. */
  const pendingSale = async () => {
    const [room, client, wallet] = await Promise.all([makeRoom(t, building.id), makeClient(t), makeWallet(t, CURRENCY_USD)]);
    const res = await manager.post('/api/sale/', {
      room: room.id,
      client: client.id,
      wallet: wallet.id,
      currency: CURRENCY_USD,
      sold_amount: '100000.00',
      paid_amount: '30000.00',
      debt_type: INSTALLMENT,
      credit_period: MONTHS_3,
      payment_date: '2026-04-15',
      comment: 'Janubiy tomon',
    });
    expect(res.status).toBe(201);
    return { sale: res.body, room, client, wallet };
  };

  it('records a sale: create, confirm (with its debt and first payment) and decline with its reason, delete with ?reason=', async () => {
    const { sale, room, client, wallet } = await pendingSale();
    const label = `#${sale.id} · ${building.name}, ${room.number} · ${client.name}`;
    const [created] = await entries(t, { entity: 'sale', entity_id: sale.id });
    expect(created).toMatchObject({ action: 'create', actor: actorOf(manager), entity_label: label, reason: null });
    expect(created.changes).toMatchObject({
      room: [null, room.id],
      client: [null, client.id],
      wallet: [null, wallet.id],
      currency: [null, CURRENCY_USD],
      sold_amount: [null, '100000.00'],
      paid_amount: [null, '30000.00'],
      debt_amount: [null, '70000.00'],
      status: [null, 'pending'],
      comment: [null, 'Janubiy tomon'],
      seller: [null, manager.id],
    });
    // Values and ids, not their display names.
    expect(Object.keys(created.changes!).filter((k) => /_(name|phone|code)$/.test(k) || k === 'monthly_amount')).toEqual([]);

    const confirmed = await manager.post('/api/sale/confirm/', { id: sale.id });
    expect(confirmed.status).toBe(200);
    const [confirm] = await entries(t, { entity: 'sale', entity_id: sale.id, action: 'confirm' });
    expect(confirm).toMatchObject({ actor: actorOf(manager), entity_label: label });
    expect(confirm.changes).toEqual({
      status: ['pending', 'approved'],
      approved_at: [null, confirmed.body.approved_at],
      approved_by: [null, manager.id],
      client_debt: [null, confirmed.body.client_debt],
      contract_number: [null, confirmed.body.contract_number],
      contract_date: [null, confirmed.body.contract_date],
    });
    const [debt] = await entries(t, { entity: 'client_debt', entity_id: confirmed.body.client_debt });
    expect(debt).toMatchObject({ action: 'create', actor: actorOf(manager), entity_label: `#${confirmed.body.client_debt} · ${building.name}, ${room.number} · ${client.name}` });
    expect(debt.changes).toMatchObject({ sale: [null, sale.id], client: [null, client.id], all_debt: [null, '70000.00'], current_debt: [null, '70000.00'] });
    expect((debt.changes!.instalments[1] as unknown[]).length).toBe(3);
    const selling = await t.prisma.walletOperation.findFirstOrThrow({ where: { sale_id: sale.id } });
    const [operation] = await entries(t, { entity: 'wallet_operation', entity_id: selling.id });
    expect(operation.changes).toMatchObject({ kind: [null, 'selling'], sale: [null, sale.id], amount: [null, '30000.00'] });
    expect(operation.request_id).toBe(confirm.request_id);

    const second = await pendingSale();
    const declined = await manager.post('/api/sale/decline/', { id: second.sale.id, reason: '  Mijoz fikridan qaytdi  ' });
    expect(declined.status).toBe(200);
    const [decline] = await entries(t, { entity: 'sale', entity_id: second.sale.id, action: 'decline' });
    expect(decline).toMatchObject({ actor: actorOf(manager), reason: 'Mijoz fikridan qaytdi' });
    expect(decline.changes).toEqual({
      status: ['pending', 'declined'],
      declined_at: [null, declined.body.declined_at],
      declined_by: [null, manager.id],
    });

    const removed = await manager.delete(`/api/sale/${second.sale.id}/?reason=${encodeURIComponent('Takroriy yozuv')}`);
    expect(removed.status).toBe(204);
    const [deletion] = await entries(t, { entity: 'sale', entity_id: second.sale.id, action: 'delete' });
    expect(deletion).toMatchObject({ actor: actorOf(manager), reason: 'Takroriy yozuv', entity_label: `#${second.sale.id} · ${building.name}, ${second.room.number} · ${second.client.name}` });
    expect(deletion.changes).toMatchObject({ status: ['declined', null], sold_amount: ['100000.00', null], room: [second.room.id, null] });

    // Declining without a reason (or a null or blank one) is still allowed (integrators, the old admin).
    for (const reason of [undefined, null, '   ']) {
      const other = await pendingSale();
      expect((await manager.post('/api/sale/decline/', { id: other.sale.id, reason })).status).toBe(200);
      expect((await entries(t, { entity: 'sale', entity_id: other.sale.id, action: 'decline' }))[0].reason).toBeNull();
    }
  });

  it('records a payment (amount, debt, wallet) and its edit with the reason and before/after values', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: [['100', '2026-02-15'], ['100', '2026-03-15']] });
    const wallet = await makeWallet(t, 2);
    const paid = await cashier.post('/api/payment-report/', { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '150.00', currency: 2, description: 'Naqd' });
    expect(paid.status).toBe(201);
    const client = await t.prisma.client.findUniqueOrThrow({ where: { id: clientId } });
    const label = `#${paid.body.id} · 150.00 USD · ${client.name}`;
    const [created] = await entries(t, { entity: 'payment_report', entity_id: paid.body.id });
    expect(created).toMatchObject({ action: 'create', actor: actorOf(cashier), entity_label: label, reason: null });
    expect(created.changes).toMatchObject({
      amount: [null, '150.00'],
      applied_amount: [null, '150.00'],
      client_debt: [null, debt.id],
      client: [null, clientId],
      wallet: [null, wallet.id],
      wallet_amount: [null, '150.00'],
      wallet_operation: [null, paid.body.wallet_operation],
      method: [null, CASH],
      currency: [null, 2],
      description: [null, 'Naqd'],
    });
    const [operation] = await entries(t, { entity: 'wallet_operation', entity_id: paid.body.wallet_operation });
    expect(operation.changes).toMatchObject({ kind: [null, 'payment'], payment_report: [null, paid.body.id], amount: [null, '150.00'] });

    const edited = await cashier.put(`/api/payment-report/${paid.body.id}/`, {
      client: clientId,
      client_debt: debt.id,
      wallet: wallet.id,
      amount: '120.00',
      currency: 2,
      method: CARD,
      description: 'Naqd',
      reason: 'Kassir summani xato kiritdi',
    });
    expect(edited.status).toBe(200);
    const [update] = await entries(t, { entity: 'payment_report', entity_id: paid.body.id, action: 'update' });
    expect(update).toMatchObject({ actor: actorOf(cashier), reason: 'Kassir summani xato kiritdi', entity_label: `#${paid.body.id} · 120.00 USD · ${client.name}` });
    expect(update.changes).toEqual({
      amount: ['150.00', '120.00'],
      applied_amount: ['150.00', '120.00'],
      wallet_amount: ['150.00', '120.00'],
      method: [CASH, CARD],
      wallet_operation: [paid.body.wallet_operation, edited.body.wallet_operation],
      allocations: [paid.body.allocations, edited.body.allocations],
    });
    // The ledger's entries of the edit carry the same reason: the old operation reversed, the new one written.
    const [reversal] = await entries(t, { entity: 'wallet_operation', entity_id: paid.body.wallet_operation, action: 'reverse' });
    expect(reversal.reason).toBe('Kassir summani xato kiritdi');
    const [rewritten] = await entries(t, { entity: 'wallet_operation', entity_id: edited.body.wallet_operation });
    expect(rewritten).toMatchObject({ action: 'create', reason: 'Kassir summani xato kiritdi', request_id: update.request_id });
  });

  it('records the corrections of a wallet operation: PUT as an update with its reason, DELETE as a reversal with ?reason=', async () => {
    const wallet = await makeWallet(t, CURRENCY_USD);
    const op = await cashier.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '500.00', method: CASH, comment: 'Kirim' });
    expect(op.status).toBe(201);

    const put = await cashier.put(`/api/wallet-operations/${op.body.id}/`, { amount: '450.00', comment: 'Kirim (tuzatilgan)', reason: 'Summa xato' });
    expect(put.status).toBe(200);
    const [update] = await entries(t, { entity: 'wallet_operation', entity_id: op.body.id, action: 'update' });
    expect(update).toMatchObject({ actor: actorOf(cashier), reason: 'Summa xato', entity_label: `#${op.body.id} +500.00 USD`, details: { replaced_by: put.body.id } });
    expect(update.changes).toEqual({
      amount: ['500.00', '450.00'],
      amount_usd: ['500.00', '450.00'],
      comment: ['Kirim', 'Kirim (tuzatilgan)'],
    });
    const [reversed] = await entries(t, { entity: 'wallet_operation', entity_id: op.body.id, action: 'reverse' });
    expect(reversed).toMatchObject({ reason: 'Summa xato', request_id: update.request_id });

    const cancelled = await cashier.delete(`/api/wallet-operations/${put.body.id}/?reason=${encodeURIComponent('  Ikki marta kiritilgan ')}`);
    expect(cancelled.status).toBe(200);
    const [reverse] = await entries(t, { entity: 'wallet_operation', entity_id: put.body.id, action: 'reverse' });
    expect(reverse).toMatchObject({
      actor: actorOf(cashier),
      reason: 'Ikki marta kiritilgan',
      entity_label: `#${put.body.id} −450.00 USD`,
      changes: { reversed_by: [null, cancelled.body.reversals[0].id] },
    });
  });

  it('records a refusal as `refuse` on the refusal and on the sale, with its reason', async () => {
    const f = await approvedSale(t, { sold: '50000', paid: '10000', debtPaid: '5000' });
    const res = await refuser.post('/api/refusals/', { sale: f.sale.id, comment: 'Kvartira kerak emas', reason: 'Mijoz shartnomani bekor qildi' });
    expect(res.status).toBe(201);
    const label = `#${res.body.id} · ${f.building.name}, ${f.room.number} · ${f.client.name}`;
    const [refusal] = await entries(t, { entity: 'refusal', entity_id: res.body.id });
    expect(refusal).toMatchObject({ action: 'refuse', actor: actorOf(refuser), entity_label: label, reason: 'Mijoz shartnomani bekor qildi' });
    expect(refusal.changes).toEqual({
      sale: [null, f.sale.id],
      client: [null, f.client.id],
      room: [null, f.room.id],
      currency: [null, CURRENCY_USD],
      refund_due: [null, '15000.00'],
      refunded_amount: [null, '0.00'],
      remaining: [null, '15000.00'],
      comment: [null, 'Kvartira kerak emas'],
    });
    const [sale] = await entries(t, { entity: 'sale', entity_id: f.sale.id });
    expect(sale).toMatchObject({
      action: 'refuse',
      reason: 'Mijoz shartnomani bekor qildi',
      changes: { status: ['approved', 'refused'] },
      details: { refusal: res.body.id, refund_due: '15000.00', client_debt: f.debt!.id },
    });
  });

  it('an Idempotency-Key replay writes no second entry', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: [['100', '2026-03-15']] });
    const wallet = await makeWallet(t, 2);
    const body = { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '10', currency: 2 };
    const first = await cashier.post('/api/payment-report/', body).set('Idempotency-Key', 'audit-pay-1');
    expect(first.status).toBe(201);
    const before = await entryCount(t);
    const again = await cashier.post('/api/payment-report/', body).set('Idempotency-Key', 'audit-pay-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await entryCount(t)).toBe(before);
    expect(await entries(t, { entity: 'payment_report', entity_id: first.body.id })).toHaveLength(1);

    const { sale } = await pendingSale();
    const decline = () => manager.post('/api/sale/decline/', { id: sale.id, reason: 'Takror' }).set('Idempotency-Key', 'audit-decline-1');
    expect((await decline()).status).toBe(200);
    const afterDecline = await entryCount(t);
    expect((await decline()).headers['idempotent-replayed']).toBe('true');
    expect(await entryCount(t)).toBe(afterDecline);
  });

  it('a refused request (400, 403, 409) writes nothing', async () => {
    const pending = await pendingSale();
    const approved = await pendingSale();
    expect((await manager.post('/api/sale/confirm/', { id: approved.sale.id })).status).toBe(200);
    const { debt, clientId } = await makeDebt(t, { schedule: [['100', '2026-03-15']] });
    const wallet = await makeWallet(t, 2);
    const paid = await cashier.post('/api/payment-report/', { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '40', currency: 2 });
    const op = await cashier.post('/api/wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '50.00', method: CASH, comment: 'Kirim' });
    expect((await cashier.delete(`/api/wallet-operations/${op.body.id}/`)).status).toBe(200);
    const long = 'x'.repeat(501);
    const payment = { client: clientId, client_debt: debt.id, wallet: wallet.id, currency: 2 };
    const before = await entryCount(t);

    const refused: [string, () => PromiseLike<{ status: number }>, number][] = [
      ['reason too long', () => manager.post('/api/sale/decline/', { id: pending.sale.id, reason: long }), 400],
      ['reason not text', () => manager.post('/api/sale/decline/', { id: pending.sale.id, reason: 5 }), 400],
      ['delete: reason too long', () => manager.delete(`/api/sale/${pending.sale.id}/?reason=${long}`), 400],
      ['delete: unknown parameter', () => manager.delete(`/api/sale/${pending.sale.id}/?why=x`), 400],
      ['reason on a new payment', () => cashier.post('/api/payment-report/', { ...payment, amount: '1', reason: 'x' }), 400],
      ['payment above the debt', () => cashier.post('/api/payment-report/', { ...payment, amount: '60.01' }), 400],
      ['payment edit above the debt', () => cashier.put(`/api/payment-report/${paid.body.id}/`, { ...payment, amount: '100.01', reason: 'x' }), 400],
      ['operation edit with only a reason', () => cashier.put(`/api/wallet-operations/${op.body.id}/`, { reason: 'x' }), 400],
      ['reversal: reason too long', () => cashier.delete(`/api/wallet-operations/${paid.body.wallet_operation}/?reason=${long}`), 400],
      ['confirm an approved sale', () => manager.post('/api/sale/confirm/', { id: approved.sale.id }), 409],
      ['decline an approved sale', () => manager.post('/api/sale/decline/', { id: approved.sale.id, reason: 'x' }), 409],
      ['delete an approved sale', () => manager.delete(`/api/sale/${approved.sale.id}/?reason=x`), 409],
      ['refuse a pending sale', () => refuser.post('/api/refusals/', { sale: pending.sale.id, reason: 'x' }), 409],
      ['reverse a reversed operation', () => cashier.delete(`/api/wallet-operations/${op.body.id}/?reason=x`), 409],
      ['reverse a payment operation', () => cashier.delete(`/api/wallet-operations/${paid.body.wallet_operation}/?reason=x`), 409],
      ['decline without SALE_WRITE', () => readerOnly.post('/api/sale/decline/', { id: pending.sale.id, reason: 'x' }), 403],
      ['refuse without REFUSAL_WRITE', () => readerOnly.post('/api/refusals/', { sale: approved.sale.id, reason: 'x' }), 403],
    ];
    for (const [name, call, status] of refused) {
      expect([name, (await call()).status]).toEqual([name, status]);
    }
    expect(await entryCount(t)).toBe(before);
  });

  it('documents the reasons in the OpenAPI document: body `reason` on POST/PUT, `?reason=` on DELETE, ≤ 500 characters', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json')).body;
    const schema = (path: string, method: string) => {
      const ref: string = doc.paths[path][method].requestBody.content['application/json'].schema.$ref;
      return doc.components.schemas[ref.split('/').pop()!];
    };
    for (const [path, method] of [['/api/sale/decline/', 'post'], ['/api/payment-report/{id}/', 'put'], ['/api/refusals/', 'post'], ['/api/wallet-operations/{id}/', 'put']]) {
      const s = schema(path, method);
      expect([path, s.properties.reason]).toEqual([path, expect.objectContaining({ type: 'string', maxLength: 500 })]);
      expect([path, s.required ?? []]).toEqual([path, expect.not.arrayContaining(['reason'])]);
    }
    for (const path of ['/api/sale/{id}/', '/api/wallet-operations/{id}/']) {
      const reason = doc.paths[path].delete.parameters.find((p: { name: string; in: string }) => p.name === 'reason' && p.in === 'query');
      expect([path, reason]).toEqual([path, expect.objectContaining({ required: false, schema: expect.objectContaining({ type: 'string', maxLength: 500 }) })]);
    }
  });

  it('50 parallel payments on one debt: one payment_report entry and one wallet_operation entry per payment that succeeded', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: [['150', '2026-02-15'], ['150', '2026-03-15']] }); // owes 300
    const wallet = await makeWallet(t, 2);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cashier.post('/api/payment-report/', { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '30.00', currency: 2 })),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    // A payment waits its turn on the debt's row; on a slow machine one may give up first (503 busy, nothing moved).
    const busy = refused.filter((r) => r.status === 503 && r.body.errors[0].code === 'busy');
    // Paid off, the debt is closed: the payments after that are 409 debt.closed.
    const afterPaid = refused.filter((r) => r.status === 409 && r.body.errors[0].code === 'debt.closed');
    expect(busy.length + afterPaid.length).toBe(refused.length);
    expect(afterPaid.length).toBeGreaterThan(0);
    if (busy.length === 0) expect(ok).toHaveLength(10); // 10 × 30 pay it off; the 40 others find it paid
    expect((await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: debt.id } })).current_debt.toFixed(2)).toBe((300 - 30 * ok.length).toFixed(2));

    const ids = ok.map((r) => r.body.id as number).sort((a, b) => a - b);
    const created = await t.prisma.auditLog.findMany({ where: { entity: 'payment_report', action: 'create', entity_id: { in: ids } }, select: { entity_id: true } });
    expect(created.map((e) => e.entity_id).sort((a, b) => a! - b!)).toEqual(ids);
    const reports = await t.prisma.paymentReport.findMany({ where: { client_debt_id: debt.id }, select: { id: true } });
    expect(reports.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    const operations = await t.prisma.walletOperation.findMany({ where: { wallet_id: wallet.id }, select: { id: true } });
    expect(operations).toHaveLength(ok.length);
    const operationEntries = await t.prisma.auditLog.count({ where: { entity: 'wallet_operation', action: 'create', entity_id: { in: operations.map((o) => o.id) } } });
    expect(operationEntries).toBe(ok.length);
  }, 120_000);
});
