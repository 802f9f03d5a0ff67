import { CURRENCY_USD, CURRENCY_UZS, P, ROOM_STATUS } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { api } from '../support/people';
import { approvedSale, CASH, createWallet, fundedWallet } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

describe('refusals and payouts', () => {
  let t: TestApp;
  let manager: { id: number; token: string }; // refusals and wallets
  let reader: string; // REFUSAL_READ only
  let cashierOnly: string; // WALLET_READ only

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWith([P.REFUSAL_READ, P.REFUSAL_WRITE, P.WALLET_READ]);
    reader = (await t.userWith([P.REFUSAL_READ])).token;
    cashierOnly = (await t.userWith([P.WALLET_READ])).token;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const as = (token = manager.token) => api(t, token);
  const refuse = (sale: number, comment = 'Mijoz fikridan qaytdi', token = manager.token, lang = 'uz') => api(t, token).post('/api/refusals/', { sale, comment }, lang);
  const payout = (refusal_id: number, wallet: number, amount: string, token = manager.token) =>
    api(t, token).post('/api/wallet-operations/', { wallet, operation_type: 'withdraw', amount, method: CASH, comment: 'Qaytarildi', refusal_id });

  describe('creating a refusal', () => {
    it('frees the room, marks the sale refused, closes the debt as refused; refund_due = what the client paid', async () => {
      const now = new Date('2026-11-20T09:30:00Z');
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(now);
      const f = await approvedSale(t, { currency: CURRENCY_USD, sold: '50000', paid: '10000', debtPaid: '5000.50', clientName: 'Dilshod Rahimov' });
      const res = await refuse(f.sale.id);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        sale: f.sale.id,
        client: f.client.id,
        client_name: 'Dilshod Rahimov',
        room: f.room.id,
        room_number: f.room.number,
        building_name: f.building.name,
        currency: CURRENCY_USD,
        refund_due: '15000.50',
        refunded_amount: '0.00',
        remaining: '15000.50',
        comment: 'Mijoz fikridan qaytdi',
        created_at: expect.any(String),
      });
      const room = await t.prisma.room.findUniqueOrThrow({ where: { id: f.room.id } });
      expect(room).toMatchObject({ status_id: ROOM_STATUS.FREE, client_id: null, lid_id: null, booking_end_date: null });
      expect((await t.prisma.sale.findUniqueOrThrow({ where: { id: f.sale.id } })).status).toBe('refused');
      const debt = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: f.debt!.id } });
      expect(debt).toMatchObject({ is_closed: true, closed_reason: 'refused', closed_at: now });
      // A refusal moves no money.
      expect(await t.prisma.walletOperation.count({ where: { refusal_id: res.body.id } })).toBe(0);
      // The room can be sold again (the refused sale no longer holds it).
      await expect(
        t.prisma.sale.create({
          data: { room_id: f.room.id, client_id: f.client.id, wallet_id: f.wallet.id, sold_amount: '1', paid_amount: '1', debt_amount: '0', created_by_id: manager.id },
        }),
      ).resolves.toMatchObject({ status: 'pending' });
    });

    it('a sale paid in full has no debt: refund_due is the paid amount', async () => {
      const f = await approvedSale(t, { currency: CURRENCY_UZS, sold: '650000000', paid: '650000000' });
      expect(f.debt).toBeNull();
      const res = await refuse(f.sale.id);
      expect(res.body).toMatchObject({ currency: CURRENCY_UZS, refund_due: '650000000.00', remaining: '650000000.00' });
    });

    it('409 for a second refusal and for a sale that is not approved; 400 for an unknown or missing sale', async () => {
      const f = await approvedSale(t);
      expect((await refuse(f.sale.id)).status).toBe(201);
      const again = await refuse(f.sale.id);
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([{ field: 'sale', code: 'refusal.exists', message: 'Bu sotuv uchun voz kechish allaqachon yaratilgan' }]);
      const pending = await approvedSale(t, { status: 'pending' });
      const notApproved = await refuse(pending.sale.id, 'x', manager.token, 'ru');
      expect(notApproved.status).toBe(409);
      expect(notApproved.body.errors).toEqual([{ field: 'sale', code: 'sale.not_approved', message: 'Действие возможно только для подтверждённой продажи' }]);
      const unknown = await refuse(987654);
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0]).toMatchObject({ field: 'sale', code: 'invalid' });
      const missing = await as().post('/api/refusals/', { comment: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ field: 'sale', code: 'required', message: expect.any(String) }]);
      const junk = await as().post('/api/refusals/', { sale: 'abc', refund_due: '5' });
      expect(junk.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual([
        ['refund_due', 'unknown_field'],
        ['sale', 'invalid'],
      ]);
    });

    it('concurrent refusals of one sale: exactly one succeeds', async () => {
      const f = await approvedSale(t);
      const results = await Promise.all(Array.from({ length: 6 }, () => refuse(f.sale.id)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.errors[0].code))).toEqual(new Set(['refusal.exists']));
      expect(await t.prisma.refusal.count({ where: { sale_id: f.sale.id } })).toBe(1);
    });

    it('401 without a token; 403 without the permission; 404 for an unknown refusal', async () => {
      expect((await t.http().get('/api/refusals/')).status).toBe(401);
      expect((await t.http().post('/api/refusals/').send({ sale: 1 })).status).toBe(401);
      expect((await api(t, cashierOnly).get('/api/refusals/')).status).toBe(403);
      expect((await api(t, cashierOnly).get('/api/refusals/1/')).status).toBe(403);
      expect((await api(t, cashierOnly).get('/api/refusals/1/operations/')).status).toBe(403);
      const readerPost = await api(t, reader).post('/api/refusals/', { sale: 1 });
      expect([readerPost.status, readerPost.body.errors[0].code]).toEqual([403, 'forbidden']);
      expect((await as(reader).get('/api/refusals/987654/')).status).toBe(404);
      expect((await as(reader).get('/api/refusals/987654/operations/')).status).toBe(404);
    });
  });

  describe('payouts', () => {
    it('10 parallel payouts of 30 against 100 due: exactly 3 succeed, refunded never above due', async () => {
      const f = await approvedSale(t, { sold: '100', paid: '100' });
      const refusal = (await refuse(f.sale.id)).body;
      const wallet = await fundedWallet(t, manager.token, '1000');
      const results = await Promise.all(Array.from({ length: 10 }, () => payout(refusal.id, wallet.id, '30')));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused.map((r) => [r.status, r.body.errors[0].code])).toEqual(Array(7).fill([400, 'refusal.payout_exceeds_due']));
      const after = (await as().get(`/api/refusals/${refusal.id}/`)).body;
      expect(after).toMatchObject({ refund_due: '100.00', refunded_amount: '90.00', remaining: '10.00' });
      expect((await as().get(`/api/wallet/${wallet.id}/`)).body.balance).toBe('910.00');

      // Above what remains: 400 naming the amount still due; nothing moves.
      const over = await payout(refusal.id, wallet.id, '10.01');
      expect(over.status).toBe(400);
      expect(over.body.errors).toEqual([
        { field: 'amount', code: 'refusal.payout_exceeds_due', message: 'Toʻlov mijozga qaytarilishi kerak boʻlgan qoldiqdan (10.00) oshmasligi kerak' },
      ]);
      const last = await payout(refusal.id, wallet.id, '10');
      expect(last.status).toBe(201);
      expect(last.body).toMatchObject({ kind: 'return_refusal', refusal_id: refusal.id, client: f.client.id, operation_type: 'withdraw', amount: '10.00' });
      expect((await as().get(`/api/refusals/${refusal.id}/`)).body).toMatchObject({ refunded_amount: '100.00', remaining: '0.00' });
      const ops = await as().get(`/api/refusals/${refusal.id}/operations/`);
      expect(ops.body.count).toBe(4);
      expect(ops.body.results.every((o: { kind: string; refusal_id: number }) => o.kind === 'return_refusal' && o.refusal_id === refusal.id)).toBe(true);
    });

    it('a payout comes from a wallet in the refusal currency, is a withdrawal, and needs REFUSAL_WRITE and WALLET_READ', async () => {
      const f = await approvedSale(t, { sold: '500', paid: '500' });
      const refusal = (await refuse(f.sale.id)).body;
      const uzs = await fundedWallet(t, manager.token, '10000000', { currency: CURRENCY_UZS, exchange_rate: '12650' });
      const usd = await fundedWallet(t, manager.token, '1000');
      const mismatch = await payout(refusal.id, uzs.id, '100');
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors).toEqual([{ field: 'wallet', code: 'refusal.currency_mismatch', message: 'Toʻlov voz kechish valyutasidagi hamyondan boʻlishi kerak' }]);
      const inflow = await as().post('/api/wallet-operations/', { wallet: usd.id, operation_type: 'replenish', amount: '1', method: CASH, comment: 'x', refusal_id: refusal.id });
      expect(inflow.body.errors[0]).toMatchObject({ field: 'operation_type', code: 'operation.withdraw_only' });
      const unknown = await payout(987654, usd.id, '1');
      expect(unknown.body.errors[0]).toMatchObject({ field: 'refusal_id', code: 'invalid' });
      const noRefusalWrite = await payout(refusal.id, usd.id, '1', cashierOnly);
      expect([noRefusalWrite.status, noRefusalWrite.body.errors[0].code]).toEqual([403, 'forbidden']);
      const noWalletRead = await payout(refusal.id, usd.id, '1', (await t.userWith([P.REFUSAL_WRITE, P.REFUSAL_READ])).token);
      expect(noWalletRead.status).toBe(403);
      expect((await as().get(`/api/refusals/${refusal.id}/`)).body.refunded_amount).toBe('0.00');
      expect((await as().get(`/api/wallet/${usd.id}/`)).body.balance).toBe('1000.00');
    });

    it('reversing a payout makes the amount due again; PUT re-checks the new amount', async () => {
      const f = await approvedSale(t, { sold: '300', paid: '200' });
      const refusal = (await refuse(f.sale.id)).body;
      expect(refusal.refund_due).toBe('200.00');
      const wallet = await fundedWallet(t, manager.token, '1000');
      const first = await payout(refusal.id, wallet.id, '150');
      const undo = await as().delete(`/api/wallet-operations/${first.body.id}/`);
      expect(undo.status).toBe(200);
      expect(undo.body.reversals[0]).toMatchObject({ kind: 'return_refusal', operation_type: 'replenish', refusal_id: refusal.id });
      expect((await as().get(`/api/refusals/${refusal.id}/`)).body).toMatchObject({ refunded_amount: '0.00', remaining: '200.00' });

      const second = await payout(refusal.id, wallet.id, '120');
      const tooMuch = await as().put(`/api/wallet-operations/${second.body.id}/`, { amount: '200.01' });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors[0]).toMatchObject({ code: 'refusal.payout_exceeds_due', message: expect.stringContaining('200.00') });
      const fixed = await as().put(`/api/wallet-operations/${second.body.id}/`, { amount: '200' });
      expect(fixed.status).toBe(200);
      expect(fixed.body).toMatchObject({ refusal_id: refusal.id, amount: '200.00', kind: 'return_refusal' });
      expect((await as().get(`/api/refusals/${refusal.id}/`)).body).toMatchObject({ refunded_amount: '200.00', remaining: '0.00' });
      expect((await as().get(`/api/wallet/${wallet.id}/`)).body.balance).toBe('800.00');
      // Reversing a payout needs REFUSAL_WRITE as well.
      expect((await api(t, cashierOnly).delete(`/api/wallet-operations/${fixed.body.id}/`)).status).toBe(403);
      // Only as the refusal's payout: a payout cannot become an ordinary expense without clearing the link.
      const unlinked = await as().put(`/api/wallet-operations/${fixed.body.id}/`, { refusal_id: null });
      expect(unlinked.body).toMatchObject({ kind: 'outflow', refusal_id: null });
      expect((await as().get(`/api/refusals/${refusal.id}/`)).body.refunded_amount).toBe('0.00');
    });
  });

  describe('list', () => {
    let ids: { a: number; b: number; c: number };
    let fa: Awaited<ReturnType<typeof approvedSale>>;

    beforeAll(async () => {
      fa = await approvedSale(t, { clientName: 'Zarina Yusupova', phone: '+998935550011', currency: CURRENCY_USD });
      const fb = await approvedSale(t, { clientName: 'Bobur Alimov', currency: CURRENCY_UZS, sold: '100000000', paid: '20000000' });
      const fc = await approvedSale(t, { clientName: 'Zarina Yusupova 2', currency: CURRENCY_USD });
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T09:00:00Z'));
      ids = { a: (await refuse(fa.sale.id)).body.id, b: (await refuse(fb.sale.id)).body.id, c: (await refuse(fc.sale.id)).body.id };
      await t.prisma.refusal.update({ where: { id: ids.c }, data: { created_at: new Date('2026-10-10T10:00:00Z') } });
    });

    it('newest first; filters client, building, currency and Tashkent days; searches name, phone and room number', async () => {
      const all = await as(reader).get('/api/refusals/?page_size=100');
      expect(all.status).toBe(200);
      const order = all.body.results.map((r: { id: number }) => r.id);
      expect(order.indexOf(ids.b)).toBeLessThan(order.indexOf(ids.a));
      expect((await as(reader).get(`/api/refusals/?client=${fa.client.id}`)).body.results.map((r: any) => r.id)).toEqual([ids.a]);
      expect((await as(reader).get(`/api/refusals/?building=${fa.building.id}`)).body.results.map((r: any) => r.id)).toEqual([ids.a]);
      expect((await as(reader).get(`/api/refusals/?currency=${CURRENCY_UZS}`)).body.results.map((r: any) => r.id)).toContain(ids.b);
      expect((await as(reader).get(`/api/refusals/?currency=${CURRENCY_UZS}`)).body.results.map((r: any) => r.id)).not.toContain(ids.a);
      const zarina = await as(reader).get('/api/refusals/?search=zarina');
      expect(zarina.body.results.map((r: any) => r.id)).toEqual([ids.a, ids.c]);
      expect((await as(reader).get('/api/refusals/?search=93 555 00')).body.results.map((r: any) => r.id)).toEqual([ids.a]);
      expect((await as(reader).get(`/api/refusals/?search=${encodeURIComponent(fa.room.number)}&client=${fa.client.id}`)).body.count).toBe(1);
      const october = await as(reader).get('/api/refusals/?search=zarina&date_from=2026-10-01&date_to=2026-10-31');
      expect(october.body.results.map((r: any) => r.id)).toEqual([ids.c]);
      const badCurrency = await as(reader).get('/api/refusals/?currency=7');
      expect([badCurrency.status, badCurrency.body.errors[0].field]).toEqual([400, 'currency']);
      const badOrdering = await as(reader).get('/api/refusals/?ordering=refund_due');
      expect([badOrdering.status, badOrdering.body.errors[0].field]).toEqual([400, 'ordering']);
    });
  });
});
