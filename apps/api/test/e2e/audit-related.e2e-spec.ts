import { CURRENCY_USD, P, type AuditEntry } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { api, uniquePhone } from '../support/people';
import { entries, entriesOf } from '../support/audit';
import { as, makeBuilding, makeClient, makeRoom } from '../support/inventory';
import { makeWallet, setNow } from '../support/debts';
import { CASH, createWallet, replenish } from '../support/money';
import { FEW_RECORDS } from '../../src/modules/audit/audit.related';

const NOW = '2026-03-10T07:00:00Z';

/** A record's history with what belongs to it: GET /api/audit-log/?entity=…&entity_id=…&related=true. */
describe('audit trail: a record with its related records (related=true)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let adminToken: string;
  let auditor: ReturnType<typeof api>;
  let building: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, NOW);
    adminToken = await t.adminToken();
    admin = api(t, adminToken);
    auditor = api(t, (await t.userWith([P.AUDIT_READ])).token);
    building = await makeBuilding(t);
  });
  afterAll(() => t.close());

  const history = async (query: string) => {
    const res = await auditor.get(`/api/audit-log/?${query}`);
    expect(res.status).toBe(200);
    return res.body as { count: number; results: AuditEntry[] };
  };
  const kinds = (list: AuditEntry[]) => list.map((e) => `${e.entity}:${e.entity_id}:${e.action}`);

  /** A sale confirmed (its debt and selling operation) with two payments on its debt. */
  const saleWithPayment = async () => {
    const [room, client, wallet] = await Promise.all([makeRoom(t, building.id), makeClient(t), makeWallet(t, CURRENCY_USD)]);
    const created = await admin.post('/api/sale/', {
      room: room.id,
      client: client.id,
      wallet: wallet.id,
      currency: CURRENCY_USD,
      sold_amount: '100000.00',
      paid_amount: '30000.00',
      debt_type: 1,
      credit_period: 1,
      payment_date: '2026-04-15',
    });
    expect(created.status).toBe(201);
    const confirmed = await admin.post('/api/sale/confirm/', { id: created.body.id });
    expect(confirmed.status).toBe(200);
    const debt = confirmed.body.client_debt as number;
    const payments: number[] = [];
    for (const amount of ['500.00', '700.00']) {
      const paid = await admin.post('/api/payment-report/', { client: client.id, client_debt: debt, wallet: wallet.id, amount, currency: CURRENCY_USD, description: 'Naqd' });
      expect(paid.status).toBe(201);
      payments.push(paid.body.id);
    }
    const selling = await t.prisma.walletOperation.findFirstOrThrow({ where: { sale_id: created.body.id } });
    const paid = await t.prisma.paymentReport.findMany({ where: { id: { in: payments } }, orderBy: { id: 'asc' } });
    const paymentOperations = paid.map((p) => p.wallet_operation_id!);
    expect(paymentOperations.every(Boolean)).toBe(true);
    return { id: created.body.id as number, debt, payments, selling: selling.id, paymentOperations };
  };

  it("a sale's: its create and confirm, its debt's, its payment's and its wallet operation's entries, newest first, not another sale's", async () => {
    const sale = await saleWithPayment();
    const other = await saleWithPayment();

    const { count, results } = await history(`entity=sale&entity_id=${sale.id}&related=true&page_size=100`);
    // Exactly the entries of the sale, its debt, the debt's payment and the operation with its sale_id, as the plain list maps them.
    const expected = await entriesOf(t, [
      ['sale', [sale.id]],
      ['client_debt', [sale.debt]],
      ['payment_report', sale.payments],
      ['wallet_operation', [sale.selling, ...sale.paymentOperations]],
    ]);
    expect(results).toEqual(expected);
    expect(count).toBe(expected.length);
    expect(kinds(results)).toEqual(
      expect.arrayContaining([
        `sale:${sale.id}:create`,
        `sale:${sale.id}:confirm`,
        `client_debt:${sale.debt}:create`,
        `payment_report:${sale.payments[0]}:create`,
        `payment_report:${sale.payments[1]}:create`,
        `wallet_operation:${sale.selling}:create`,
        `wallet_operation:${sale.paymentOperations[0]}:create`,
        `wallet_operation:${sale.paymentOperations[1]}:create`,
      ]),
    );
    // Newest first: the last payment (its report and its operation, one transaction) leads, the sale's create closes the list.
    expect([`payment_report:${sale.payments[1]}:create`, `wallet_operation:${sale.paymentOperations[1]}:create`]).toContain(kinds(results)[0]);
    expect(kinds(results).at(-1)).toBe(`sale:${sale.id}:create`);
    const times = results.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const others = new Set([
      `sale:${other.id}`,
      `client_debt:${other.debt}`,
      ...other.payments.map((id) => `payment_report:${id}`),
      `wallet_operation:${other.selling}`,
      ...other.paymentOperations.map((id) => `wallet_operation:${id}`),
    ]);
    expect(results.filter((e) => others.has(`${e.entity}:${e.entity_id}`))).toEqual([]);

    // Without the flag: the sale's own entries only, as before.
    const own = await history(`entity=sale&entity_id=${sale.id}&page_size=100`);
    expect(own.results).toEqual(await entries(t, { entity: 'sale', entity_id: sale.id }));

    // Paging, ordering and the other filters work with it.
    const second = await history(`entity=sale&entity_id=${sale.id}&related=true&page_size=2&page=2`);
    expect(second).toEqual({ count: expected.length, results: expected.slice(2, 4) });
    const oldest = await history(`entity=sale&entity_id=${sale.id}&related=true&ordering=at&page_size=100`);
    expect(oldest.results.map((e) => e.id)).toEqual([...expected].reverse().map((e) => e.id));
    const creates = await history(`entity=sale&entity_id=${sale.id}&related=true&action=create&page_size=100`);
    expect(creates.results).toEqual(expected.filter((e) => e.action === 'create'));
    expect(creates.count).toBe(creates.results.length);
    const payment = expected.find((e) => e.entity === 'payment_report' && e.entity_id === sale.payments[0])!;
    const found = await history(`entity=sale&entity_id=${sale.id}&related=true&search=${encodeURIComponent(payment.entity_label)}`);
    expect(found.results.map((e) => e.id)).toEqual([payment.id]);
    // Entries carry the database's time (not the test's clock): their Tashkent days.
    const day = (at: string, plus = 0) => new Date(Date.parse(at) + 5 * 3600_000 + plus * 86400_000).toISOString().slice(0, 10);
    expect((await history(`entity=sale&entity_id=${sale.id}&related=true&date_from=${day(expected[0].at, 1)}`)).count).toBe(0);
    const days = `date_from=${day(expected.at(-1)!.at)}&date_to=${day(expected[0].at)}`;
    expect((await history(`entity=sale&entity_id=${sale.id}&related=true&${days}&page_size=100`)).results).toEqual(expected);

    // A debt's: its own entries and its payments'.
    const debt = await history(`entity=client_debt&entity_id=${sale.debt}&related=true&page_size=100`);
    expect(debt.results).toEqual(await entriesOf(t, [['client_debt', [sale.debt]], ['payment_report', sale.payments]]));
  });

  it("a wallet's: its own entries and its operations', not another wallet's", async () => {
    const wallet = await createWallet(t, adminToken);
    const otherWallet = await createWallet(t, adminToken);
    const first = await replenish(t, adminToken, wallet.id, '100.00');
    const second = await replenish(t, adminToken, wallet.id, '50.00');
    const cancelled = await admin.delete(`/api/wallet-operations/${second.id}/?reason=${encodeURIComponent('Xato')}`);
    expect(cancelled.status).toBe(200);
    const elsewhere = await replenish(t, adminToken, otherWallet.id, '70.00');

    const operations = (await t.prisma.walletOperation.findMany({ where: { wallet_id: wallet.id }, select: { id: true } })).map((o) => o.id);
    expect(operations).toHaveLength(3); // two incomes and the reversal
    const { count, results } = await history(`entity=wallet&entity_id=${wallet.id}&related=true&page_size=100`);
    const expected = await entriesOf(t, [['wallet', [wallet.id]], ['wallet_operation', operations]]);
    expect(results).toEqual(expected);
    expect(count).toBe(expected.length);
    expect(kinds(results)).toEqual(
      expect.arrayContaining([`wallet:${wallet.id}:create`, `wallet_operation:${first.id}:create`, `wallet_operation:${second.id}:create`, `wallet_operation:${second.id}:reverse`]),
    );
    expect(results.some((e) => e.entity_id === elsewhere.id && e.entity === 'wallet_operation')).toBe(false);
    expect(results.some((e) => e.entity === 'wallet' && e.entity_id === otherWallet.id)).toBe(false);

    // The export takes the same flag: the same entries, recorded with it.
    const sheet = await as(t, adminToken).download(`/api/audit-log/export/audit.xls?entity=wallet&entity_id=${wallet.id}&related=true`);
    expect(sheet.status).toBe(200);
    const [exported] = await entries(t, { action: 'export' });
    expect(exported.details).toMatchObject({ rows: expected.length, filters: { list: 'audit_log', entity: 'wallet', entity_id: wallet.id, related: true } });
  });

  it(`a wallet with more than ${FEW_RECORDS} operations: the same entries, pages and count (the page walks the trail instead)`, async () => {
    const wallet = await makeWallet(t, CURRENCY_USD);
    const n = FEW_RECORDS + 5;
    // Written in SQL (ten thousand requests would take minutes), each with its entry a minute apart, the newest now.
    await t.prisma.$executeRaw`
      INSERT INTO wallet_operation (wallet_id, operation_type, kind, amount, method_id, exchange_rate, amount_usd, executor_id, date)
      SELECT ${wallet.id}::int, 'replenish', 'inflow', 1, ${CASH}::int, 1, 1, (SELECT min(id) FROM "user"), now() - make_interval(mins => i)
      FROM generate_series(1, ${n}::int) i`;
    await t.prisma.$executeRaw`UPDATE wallet SET balance = ${n}::numeric WHERE id = ${wallet.id}::int`;
    await t.prisma.$executeRaw`
      INSERT INTO audit_log (at, action, entity, entity_id, entity_label)
      SELECT o.date, 'create', 'wallet_operation', o.id, '#' || o.id || ' +1.00 USD' FROM wallet_operation o WHERE o.wallet_id = ${wallet.id}::int`;
    const page = async (query: string) => history(`entity=wallet&entity_id=${wallet.id}&related=true&${query}`);
    const first = await page('page_size=20');
    expect(first.count).toBe(n);
    const newest = await t.prisma.walletOperation.findMany({ where: { wallet_id: wallet.id }, orderBy: [{ date: 'desc' }, { id: 'desc' }], take: 40 });
    expect(first.results.map((e) => e.entity_id)).toEqual(newest.slice(0, 20).map((o) => o.id));
    expect((await page('page_size=20&page=2')).results.map((e) => e.entity_id)).toEqual(newest.slice(20, 40).map((o) => o.id));
    const last = await page(`page_size=20&page=${Math.ceil(n / 20)}`);
    expect(last.results).toHaveLength(n % 20 || 20);
    expect(await page('action=reverse')).toEqual({ count: 0, results: [] });
    expect((await page('page_size=1&ordering=at')).results[0].entity_id).toBe((await t.prisma.walletOperation.findFirstOrThrow({ where: { wallet_id: wallet.id }, orderBy: { date: 'asc' } })).id);
  });

  it("a supplier's and an investor's: their operations' entries", async () => {
    const supplier = await admin.post('/api/supplier/', { name: `Taʼminotchi ${process.pid}`, material: 1 });
    expect(supplier.status).toBe(201);
    const delivery = await admin.post('/api/supplier-operation/', { supplier: supplier.body.id, date: '2026-03-10', unit: 'tonna', unit_amount: '10', unit_price: '25.50', currency: CURRENCY_USD });
    expect(delivery.status).toBe(201);
    const supplierHistory = await history(`entity=supplier&entity_id=${supplier.body.id}&related=true&page_size=100`);
    expect(supplierHistory.results).toEqual(await entriesOf(t, [['supplier', [supplier.body.id]], ['supplier_operation', [delivery.body.id]]]));
    expect(kinds(supplierHistory.results)).toContain(`supplier_operation:${delivery.body.id}:create`);

    const investor = await admin.post('/api/investors/', { first_name: 'Akmal', last_name: `Karimov${process.pid}`, phone_number: uniquePhone(), investor_type: 1 });
    expect(investor.status).toBe(201);
    const wallet = await createWallet(t, adminToken);
    const income = await admin.post(`/api/investors/${investor.body.id}/replenish-operation/`, { wallet: wallet.id, amount: '300.00', method: CASH, comment: 'Investitsiya' });
    expect(income.status).toBe(201);
    const operations = (await t.prisma.walletOperation.findMany({ where: { investor_id: investor.body.id }, select: { id: true } })).map((o) => o.id);
    expect(operations).toHaveLength(1);
    const investorHistory = await history(`entity=investor&entity_id=${investor.body.id}&related=true&page_size=100`);
    expect(investorHistory.results).toEqual(await entriesOf(t, [['investor', [investor.body.id]], ['wallet_operation', operations]]));
    expect(kinds(investorHistory.results)).toContain(`wallet_operation:${operations[0]}:create`);
  });

  it('other entities: the flag changes nothing', async () => {
    const client = await makeClient(t);
    const edited = await admin.put(`/api/client/${client.id}/`, { name: `${client.name} 2`, phone_number: client.phone_number });
    expect(edited.status).toBe(200);
    expect(await history(`entity=client&entity_id=${client.id}&related=true`)).toEqual(await history(`entity=client&entity_id=${client.id}`));
  });

  it('needs entity and entity_id (400 with the errors list), a boolean, and AUDIT_READ (403)', async () => {
    const none = await auditor.get('/api/audit-log/?related=true');
    expect(none.status).toBe(400);
    expect(none.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['entity', 'required'],
      ['entity_id', 'required'],
    ]);
    expect(none.body.errors[0].message).toEqual(expect.any(String));
    const noId = await auditor.get('/api/audit-log/?related=true&entity=wallet', 'ru');
    expect(noId.status).toBe(400);
    expect(noId.body.errors.map((e: { field: string }) => e.field)).toEqual(['entity_id']);
    expect((await auditor.get('/api/audit-log/?related=true&entity_id=5')).status).toBe(400);
    expect((await auditor.get('/api/audit-log/export/audit.xls?related=true&entity=wallet')).status).toBe(400);
    expect((await auditor.get('/api/audit-log/?related=maybe&entity=wallet&entity_id=1')).status).toBe(400);
    // related=false is the plain list.
    expect((await auditor.get('/api/audit-log/?related=false')).status).toBe(200);

    // Documented on both routes.
    const doc = (await t.http().get('/api/docs/openapi.json')).body;
    const paths = Object.keys(doc.paths).filter((p) => /^\/api\/audit-log\/(export\/audit\.xls\/?)?$/.test(p));
    expect(paths).toHaveLength(2);
    for (const path of paths) {
      const related = doc.paths[path].get.parameters.find((p: { name: string }) => p.name === 'related');
      expect([path, related]).toEqual([path, expect.objectContaining({ in: 'query', schema: expect.objectContaining({ type: 'boolean' }) })]);
    }
    expect(doc.paths['/api/audit-log/'].get.description).toContain('related=true');

    const noAudit = api(t, (await t.userWith([P.WALLET_READ, P.SALE_READ])).token);
    expect((await noAudit.get('/api/audit-log/?entity=wallet&entity_id=1&related=true')).status).toBe(403);
    expect((await noAudit.get('/api/audit-log/export/audit.xls?entity=wallet&entity_id=1&related=true')).status).toBe(403);
  });
});
