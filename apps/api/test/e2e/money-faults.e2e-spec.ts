import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CURRENCY_USD, P } from '@mijozlar/shared';
import { balanceOf, makeDebt, makeWallet } from '../support/debts';
import { as, makeBuilding, makeRoom, unique } from '../support/inventory';
import { CASH, fundedWallet } from '../support/money';
import { uniquePhone } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Money under faults: a request whose money committed but whose answer was never stored (its
 * process died in between) is answered again from what was written, and moves nothing again.
 * The crash is simulated in the key row exactly as it leaves it: the row written with the money,
 * without an answer.
 */
describe('money under faults: a stranded Idempotency-Key', () => {
  let t: TestApp;
  let cashier: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWith([P.WALLET_READ, P.CLIENT_DEBT_READ, P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ, P.INVESTMENTS_READ, P.EMPLOYEE_READ]);
    cashier = as(t, user.token);
  });
  afterAll(() => t.close());

  const keyed = (method: 'post' | 'put' | 'delete', url: string, key: string, body: object = {}, lang?: string) =>
    (method === 'post' ? cashier.post(url, body, lang) : method === 'put' ? cashier.put(url, body, lang) : cashier.delete(url, lang)).set('Idempotency-Key', key);

  /** The state a process leaves when it dies after its commit and before storing its answer. */
  const strand = (key: string, committedSecondsAgo: number) =>
    t.prisma.$executeRaw`
      UPDATE idempotency_key SET status_code = NULL, response = NULL, completed_at = NULL,
             claimed_at = clock_timestamp() - make_interval(secs => ${committedSecondsAgo})
      WHERE key = ${key}`;

  it('a payment: the replay rebuilds the same answer; one payment, the debt and the wallet moved once', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: [['100.00', '2026-01-10'], ['100.00', '2026-02-10']] });
    const wallet = await makeWallet(t, CURRENCY_USD);
    const body = { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '150.00', currency: CURRENCY_USD, description: 'Naqd', payment_date: '2026-01-09' };
    const key = randomUUID();
    const first = await keyed('post', '/api/payment-report/', key, body);
    expect(first.status).toBe(201);
    expect(await strand(key, 3)).toBe(1);

    const replays = await Promise.all([1, 2, 3].map(() => keyed('post', '/api/payment-report/', key, body)));
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
    }
    expect(first.body.allocations.map((a: { amount: string }) => a.amount)).toEqual(['100.00', '50.00']);
    expect(await t.prisma.paymentReport.count({ where: { client_debt_id: debt.id } })).toBe(1);
    expect((await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: debt.id } })).current_debt.toFixed(2)).toBe('50.00');
    expect(await balanceOf(t, wallet.id)).toBe('150.00');
    // The recovered answer is stored: the next replay reads it.
    const row = await t.prisma.idempotencyKey.findFirstOrThrow({ where: { key } });
    expect([row.status_code, row.response]).toEqual([201, first.body]);
  });

  it('a replay that arrives right after the crash waits, then recovers (no 409 for the days the key is kept)', async () => {
    const w = await fundedWallet(t, (await t.userWith([P.WALLET_READ])).token, '100');
    const body = { wallet: w.id, operation_type: 'withdraw', amount: '30', method: CASH, comment: 'Ijara' };
    const key = randomUUID();
    const first = await keyed('post', '/api/wallet-operations/', key, body);
    expect(first.status).toBe(201);
    await strand(key, 0);
    const began = Date.now();
    const replay = await keyed('post', '/api/wallet-operations/', key, body);
    expect([replay.status, replay.body]).toEqual([201, first.body]);
    expect(Date.now() - began).toBeGreaterThanOrEqual(1500);
    expect(await balanceOf(t, w.id)).toBe('70.00');
  });

  it('a transfer and a sale confirmation: recovered answers equal the first, money moved once', async () => {
    const from = await fundedWallet(t, (await t.userWith([P.WALLET_READ])).token, '100');
    const to = await makeWallet(t, CURRENCY_USD);
    const transfer = { from_wallet: from.id, to_wallet: to.id, amount: '40', comment: 'x' };
    const transferKey = randomUUID();
    const moved = await keyed('post', '/api/wallet-operations/transfer/', transferKey, transfer);
    expect(moved.status).toBe(201);
    await strand(transferKey, 3);
    const again = await keyed('post', '/api/wallet-operations/transfer/', transferKey, transfer);
    expect([again.status, again.body]).toEqual([201, moved.body]);
    expect([await balanceOf(t, from.id), await balanceOf(t, to.id)]).toEqual(['60.00', '40.00']);

    const building = await makeBuilding(t);
    const room = await makeRoom(t, building.id);
    const client = await t.prisma.client.create({ data: { name: unique('Mijoz'), phone_number: uniquePhone() } });
    const wallet = await makeWallet(t, CURRENCY_USD);
    const sale = await cashier.post('/api/sale/', {
      room: room.id, client: client.id, wallet: wallet.id, currency: CURRENCY_USD,
      sold_amount: '90000.00', paid_amount: '12345.67', debt_type: 1, credit_period: 1, payment_date: '2026-06-01',
    });
    expect(sale.status).toBe(201);
    const confirmKey = randomUUID();
    const confirmed = await keyed('post', '/api/sale/confirm/', confirmKey, { id: sale.body.id });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'approved']);
    await strand(confirmKey, 3);
    const reconfirmed = await keyed('post', '/api/sale/confirm/', confirmKey, { id: sale.body.id });
    expect([reconfirmed.status, reconfirmed.body]).toEqual([200, confirmed.body]);
    expect(await balanceOf(t, wallet.id)).toBe('12345.67');
    expect(await t.prisma.clientDebt.count({ where: { sale_id: sale.body.id } })).toBe(1);
  });

  it('an investor withdrawal: the balances in the answer (Decimals kept in the key row) come back the same', async () => {
    const wallet = await fundedWallet(t, (await t.userWith([P.WALLET_READ])).token, '1000');
    const investor = await cashier.post('/api/investors/', { first_name: 'Anvar', last_name: unique('Karimov'), phone_number: uniquePhone(), investor_type: 1 });
    expect(investor.status).toBe(201);
    const money = { wallet: wallet.id, amount: '400.50', method: CASH, comment: 'x' };
    expect((await cashier.post(`/api/investors/${investor.body.id}/replenish-operation/`, money)).status).toBe(201);
    const key = randomUUID();
    const out = { ...money, amount: '100.25' };
    const first = await keyed('post', `/api/investors/${investor.body.id}/withdraw-operation/`, key, out);
    expect(first.status).toBe(201);
    expect([first.body.investor_balance, first.body.wallet_balance]).toEqual(['300.25', '1300.25']);
    await strand(key, 3);
    const again = await keyed('post', `/api/investors/${investor.body.id}/withdraw-operation/`, key, out);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(await balanceOf(t, wallet.id)).toBe('1300.25');
  });

  it('corrections: an edited and a deleted operation, a removed supplier payment — rebuilt, not reversed twice', async () => {
    const w = await fundedWallet(t, (await t.userWith([P.WALLET_READ])).token, '100');
    const spent = await cashier.post('/api/wallet-operations/', { wallet: w.id, operation_type: 'withdraw', amount: '20', method: CASH, comment: 'Ijara' });
    expect(spent.status).toBe(201);
    const putKey = randomUUID();
    const edited = await keyed('put', `/api/wallet-operations/${spent.body.id}/`, putKey, { amount: '15' });
    expect(edited.status).toBe(200);
    await strand(putKey, 3);
    const editedAgain = await keyed('put', `/api/wallet-operations/${spent.body.id}/`, putKey, { amount: '15' });
    expect([editedAgain.status, editedAgain.body]).toEqual([200, edited.body]);
    expect(await balanceOf(t, w.id)).toBe('85.00');

    const delKey = randomUUID();
    const deleted = await keyed('delete', `/api/wallet-operations/${edited.body.id}/`, delKey);
    expect(deleted.status).toBe(200);
    await strand(delKey, 3);
    const deletedAgain = await keyed('delete', `/api/wallet-operations/${edited.body.id}/`, delKey);
    expect([deletedAgain.status, deletedAgain.body]).toEqual([200, deleted.body]);
    expect(await balanceOf(t, w.id)).toBe('100.00');
    // Without the key it is a new request: the operation is reversed already.
    expect((await cashier.delete(`/api/wallet-operations/${edited.body.id}/`)).body.errors[0].code).toBe('operation.already_reversed');

    const supplier = await cashier.post('/api/supplier/', { name: unique('Taʼminotchi'), material: 1 });
    expect(supplier.status).toBe(201);
    const paid = await cashier.post('/api/supplier-operation/', { supplier: supplier.body.id, date: new Date().toISOString().slice(0, 10), wallet: w.id, wallet_payment: '40', currency: CURRENCY_USD });
    expect(paid.status).toBe(201);
    expect(await balanceOf(t, w.id)).toBe('60.00');
    const removeKey = randomUUID();
    expect((await keyed('delete', `/api/supplier-operation/${paid.body.id}/`, removeKey)).status).toBe(204);
    await strand(removeKey, 3);
    expect((await keyed('delete', `/api/supplier-operation/${paid.body.id}/`, removeKey)).status).toBe(204);
    expect(await balanceOf(t, w.id)).toBe('100.00');
  });

  it('a payment that waits 5 s for a debt another transaction holds is a 503 busy with Retry-After; nothing is written; the retry goes through', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: [['100.00', '2026-01-10']] });
    const wallet = await makeWallet(t, CURRENCY_USD);
    const body = { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '40.00', currency: CURRENCY_USD, description: 'Naqd', payment_date: '2026-01-09' };
    const key = randomUUID();
    const holder = new Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM client_debt WHERE id = $1 FOR UPDATE', [debt.id]);
      const began = Date.now();
      const waited = await keyed('post', '/api/payment-report/', key, body, 'ru');
      expect([waited.status, waited.headers['retry-after'], waited.body.errors[0].code]).toEqual([503, '1', 'busy']);
      expect(waited.body.errors[0].message).toBe('Сервер занят. Повторите чуть позже');
      expect(Date.now() - began).toBeGreaterThanOrEqual(4500);
      expect(Date.now() - began).toBeLessThan(15_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(await t.prisma.paymentReport.count({ where: { client_debt_id: debt.id } })).toBe(0);
    expect(await t.prisma.idempotencyKey.count({ where: { key } })).toBe(0);
    const retried = await keyed('post', '/api/payment-report/', key, body);
    expect(retried.status).toBe(201);
    expect(await balanceOf(t, wallet.id)).toBe('40.00');
  });
});
