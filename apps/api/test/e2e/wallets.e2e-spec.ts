import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { api } from '../support/people';
import { CASH, createWallet, replenish, setRate } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

describe('wallets, overview and exchange rates', () => {
  let t: TestApp;
  let cashier: string; // WALLET_READ
  let cashierId: number;
  let viewer: string; // WALLETS_OVERVIEW only
  let nobody: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token: cashier, id: cashierId } = await t.userWith([P.WALLET_READ]));
    viewer = (await t.userWith([P.WALLETS_OVERVIEW])).token;
    nobody = (await t.userWith([])).token;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const as = (token: string) => api(t, token);

  describe('wallet CRUD', () => {
    it('creates a wallet with a zero balance and reads it back', async () => {
      const res = await as(cashier).post('/api/wallet/', { name: '  Asosiy kassa  ', currency: CURRENCY_UZS });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), name: 'Asosiy kassa', currency: 1, currency_code: 'UZS', balance: '0.00', is_active: true });
      const got = await as(cashier).get(`/api/wallet/${res.body.id}/`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ ...res.body, has_operations: false });
    });

    it('400 names the fields, in uz by default and in ru on request; unknown fields and a balance are refused', async () => {
      const res = await as(cashier).post('/api/wallet/', { name: ' ', currency: 3, balance: '100' });
      expect(res.status).toBe(400);
      const byField = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
      expect(byField).toEqual({ name: 'required', currency: 'invalid', balance: 'unknown_field' });
      expect(res.body.errors.find((e: { field: string }) => e.field === 'name').message).toBe('Bu maydon boʻsh boʻlishi mumkin emas');
      const ru = await as(cashier).post('/api/wallet/', { currency: CURRENCY_USD }, 'ru');
      expect(ru.body.errors).toEqual([{ field: 'name', code: 'required', message: expect.stringMatching(/[а-я]/) }]);
    });

    it('401 without a token, 403 without WALLET_READ, 404 for an unknown wallet', async () => {
      expect((await t.http().get('/api/wallet/')).status).toBe(401);
      expect((await t.http().post('/api/wallet/').send({ name: 'x', currency: 2 })).status).toBe(401);
      for (const res of [
        await as(nobody).get('/api/wallet/'),
        await as(nobody).post('/api/wallet/', { name: 'x', currency: 2 }),
        await as(viewer).get('/api/wallet/'),
        await as(nobody).put('/api/wallet/1/', { name: 'x' }),
        await as(nobody).delete('/api/wallet/1/'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.errors[0].code).toBe('forbidden');
      }
      expect((await as(cashier).get('/api/wallet/987654/')).status).toBe(404);
      expect((await as(cashier).put('/api/wallet/987654/', { name: 'x' })).status).toBe(404);
      expect((await as(cashier).delete('/api/wallet/987654/')).status).toBe(404);
      expect((await as(cashier).get('/api/wallet/abc/')).status).toBe(404);
    });

    it('renames and changes the currency while the wallet has no operations; then the currency is locked', async () => {
      const w = await createWallet(t, cashier, { currency: CURRENCY_USD });
      const renamed = await as(cashier).put(`/api/wallet/${w.id}/`, { name: 'Dollar kassa', currency: CURRENCY_UZS });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Dollar kassa', currency: 1, currency_code: 'UZS', balance: '0.00' });
      expect((await as(cashier).get(`/api/wallet/${w.id}/`)).body.has_operations).toBe(false);
      await replenish(t, cashier, w.id, '1000', { exchange_rate: '12650' });
      expect((await as(cashier).get(`/api/wallet/${w.id}/`)).body.has_operations).toBe(true);
      const locked = await as(cashier).put(`/api/wallet/${w.id}/`, { currency: CURRENCY_USD });
      expect(locked.status).toBe(409);
      expect(locked.body.errors).toEqual([
        { field: 'currency', code: 'wallet.currency_locked', message: 'Operatsiyalari bor hamyonning valyutasini oʻzgartirib boʻlmaydi' },
      ]);
      // Sending the same currency again is not a change.
      expect((await as(cashier).put(`/api/wallet/${w.id}/`, { currency: CURRENCY_UZS, name: 'Soʻm kassa' })).status).toBe(200);
    });

    it('deletes a wallet without operations; one with operations is 409 and can be deactivated instead', async () => {
      const empty = await createWallet(t, cashier);
      const gone = await as(cashier).delete(`/api/wallet/${empty.id}/`);
      expect(gone.status).toBe(204);
      expect((await as(cashier).get(`/api/wallet/${empty.id}/`)).status).toBe(404);

      const used = await createWallet(t, cashier);
      await replenish(t, cashier, used.id, '5');
      const refused = await as(cashier).delete(`/api/wallet/${used.id}/`, 'ru');
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({ code: 'wallet.has_operations', message: 'У кошелька есть операции: удалить его нельзя, деактивируйте его' });
      const off = await as(cashier).put(`/api/wallet/${used.id}/`, { is_active: false });
      expect(off.body).toMatchObject({ is_active: false, balance: '5.00' });
      // An inactive wallet takes no operations.
      const op = await as(cashier).post('/api/wallet-operations/', { wallet: used.id, operation_type: 'replenish', amount: '1', method: CASH, comment: 'x' });
      expect(op.status).toBe(409);
      expect(op.body.errors[0].code).toBe('wallet.inactive');
    });
  });

  describe('wallet list', () => {
    let ids: Record<string, number>;
    const mark = `L${process.pid}`;

    beforeAll(async () => {
      const a = await createWallet(t, cashier, { name: `${mark} Alfa`, currency: CURRENCY_USD });
      const b = await createWallet(t, cashier, { name: `${mark} Beta`, currency: CURRENCY_USD });
      const c = await createWallet(t, cashier, { name: `${mark} Gamma`, currency: CURRENCY_UZS });
      const d = await createWallet(t, cashier, { name: `${mark} Delta`, currency: CURRENCY_UZS });
      await replenish(t, cashier, a.id, '100.10');
      await replenish(t, cashier, b.id, '0.15');
      await replenish(t, cashier, c.id, '1265000.50', { exchange_rate: '12650' });
      ids = { a: a.id, b: b.id, c: c.id, d: d.id };
    });

    it('searches by name, orders by balance, and totals per currency over all filtered wallets', async () => {
      const res = await as(cashier).get(`/api/wallet/?search=${mark}&ordering=-balance&page_size=2`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(4);
      expect(res.body.results.map((w: { id: number }) => w.id)).toEqual([ids.c, ids.a]);
      // totals cover the 4 filtered wallets, not only the page of 2
      expect(res.body.totals).toEqual([
        { currency: 1, currency_code: 'UZS', balance: '1265000.50' },
        { currency: 2, currency_code: 'USD', balance: '100.25' },
      ]);
    });

    it('hide_zero drops zero balances; currency and is_active filter', async () => {
      const nonZero = await as(cashier).get(`/api/wallet/?search=${mark}&hide_zero=true&ordering=name`);
      expect(nonZero.body.results.map((w: { id: number }) => w.id)).toEqual([ids.a, ids.b, ids.c]);
      const usd = await as(cashier).get(`/api/wallet/?search=${mark}&currency=2`);
      expect(usd.body.count).toBe(2);
      expect(usd.body.totals).toEqual([
        { currency: 1, currency_code: 'UZS', balance: '0.00' },
        { currency: 2, currency_code: 'USD', balance: '100.25' },
      ]);
      await as(cashier).put(`/api/wallet/${ids.d}/`, { is_active: false });
      const inactive = await as(cashier).get(`/api/wallet/?search=${mark}&is_active=false`);
      expect(inactive.body.results.map((w: { id: number }) => w.id)).toEqual([ids.d]);
    });

    it('allows page_size 1000 and refuses unknown orderings and filters', async () => {
      expect((await as(cashier).get('/api/wallet/?page_size=1000')).status).toBe(200);
      const bad = await as(cashier).get('/api/wallet/?ordering=created_at');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ field: 'ordering', code: 'invalid' });
      const badFilter = await as(cashier).get('/api/wallet/?hide_zero=maybe');
      expect(badFilter.status).toBe(400);
      expect(badFilter.body.errors[0].field).toBe('hide_zero');
    });
  });

  describe('overview', () => {
    it('totals, wallets and per-month inflow/outflow per currency without transfers and reversed pairs', async () => {
      const overviewer = (await t.userWith([P.WALLETS_OVERVIEW, P.WALLET_READ])).token;
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T09:00:00Z'));
      const before = await as(overviewer).get('/api/wallet/overview/?months=3');
      expect(before.status).toBe(200);

      const usd = await createWallet(t, overviewer, { currency: CURRENCY_USD });
      const usd2 = await createWallet(t, overviewer, { currency: CURRENCY_USD });
      const uzs = await createWallet(t, overviewer, { currency: CURRENCY_UZS });
      await replenish(t, overviewer, usd.id, '1000', { date: '2026-10-05' });
      await replenish(t, overviewer, uzs.id, '500000', { date: '2026-10-31T23:30:00+05:00', exchange_rate: '12500' });
      const out = await as(overviewer).post('/api/wallet-operations/', { wallet: usd.id, operation_type: 'withdraw', amount: '200.50', method: CASH, comment: 'Ijara', date: '2026-11-02' });
      expect(out.status).toBe(201);
      // reversed pair: counts nowhere
      const mistake = await replenish(t, overviewer, usd.id, '777', { date: '2026-11-03' });
      expect((await as(overviewer).delete(`/api/wallet-operations/${mistake.id}/`)).status).toBe(200);
      // transfer: neither inflow nor outflow
      expect((await as(overviewer).post('/api/wallet-operations/transfer/', { from_wallet: usd.id, to_wallet: usd2.id, amount: '50', comment: 'oʻtkazma', date: '2026-11-04' })).status).toBe(201);
      // outside the 3 months
      await replenish(t, overviewer, usd.id, '9', { date: '2026-08-31' });

      const res = await as(overviewer).get('/api/wallet/overview/?months=3');
      expect(res.status).toBe(200);
      expect(res.body.months.map((m: { month: string }) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
      const delta = (month: string, currency: number) => {
        const pick = (body: any) => body.months.find((m: any) => m.month === month).currencies.find((c: any) => c.currency === currency);
        const [a, b] = [pick(before.body), pick(res.body)];
        return { inflow: (Number(b.inflow) - Number(a.inflow)).toFixed(2), outflow: (Number(b.outflow) - Number(a.outflow)).toFixed(2) };
      };
      expect(delta('2026-09', 2)).toEqual({ inflow: '0.00', outflow: '0.00' });
      expect(delta('2026-10', 2)).toEqual({ inflow: '1000.00', outflow: '0.00' });
      expect(delta('2026-10', 1)).toEqual({ inflow: '500000.00', outflow: '0.00' }); // 23:30 Tashkent on 31 Oct is October
      expect(delta('2026-11', 2)).toEqual({ inflow: '0.00', outflow: '200.50' });
      const nov = res.body.months[2].currencies.find((c: any) => c.currency === 2);
      expect(nov).toMatchObject({ currency_code: 'USD', net: (Number(nov.inflow) - Number(nov.outflow)).toFixed(2) });

      const wallet = res.body.wallets.find((w: { id: number }) => w.id === usd.id);
      expect(wallet).toMatchObject({ balance: '758.50', currency_code: 'USD' }); // 1000 + 9 − 200.50 − 50
      const all = await t.prisma.wallet.groupBy({ by: ['currency_id'], _sum: { balance: true } });
      expect(res.body.totals).toEqual(
        [1, 2].map((currency) => ({
          currency,
          currency_code: currency === 1 ? 'UZS' : 'USD',
          balance: (all.find((s) => s.currency_id === currency)?._sum.balance ?? 0).toFixed(2),
        })),
      );
    });

    it('defaults to 12 months; needs WALLETS_OVERVIEW; months is validated', async () => {
      const res = await as(viewer).get('/api/wallet/overview/');
      expect(res.status).toBe(200);
      expect(res.body.months).toHaveLength(12);
      expect((await as(cashier).get('/api/wallet/overview/')).status).toBe(403);
      expect((await t.http().get('/api/wallet/overview/')).status).toBe(401);
      const bad = await as(viewer).get('/api/wallet/overview/?months=0');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('months');
    });
  });

  describe('exchange rates', () => {
    it("sets the day's rate (default today), replaces it, lists newest first, and answers today's", async () => {
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T20:00:00Z')); // 21 Nov in Tashkent
      const empty = await as(cashier).get('/api/exchange-rate/today/');
      expect(empty.body).toEqual({ date: '2026-11-21', rate: null, rate_date: null, source: null, set_by: null });

      await setRate(t, '2026-11-18', '12600');
      const earlier = await as(cashier).get('/api/exchange-rate/today/');
      expect(earlier.body).toMatchObject({ date: '2026-11-21', rate: '12600.000000', rate_date: '2026-11-18', source: 'manual' });

      const created = await as(cashier).post('/api/exchange-rate/', { rate: '12650.5' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        date: '2026-11-21',
        currency: 2,
        rate: '12650.500000',
        source: 'manual',
        set_by: { id: cashierId, full_name: 'Test User' },
        created_at: expect.any(String),
      });
      const replaced = await as(cashier).post('/api/exchange-rate/', { rate: '12700', date: '2026-11-21' });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ id: created.body.id, rate: '12700.000000' });
      expect((await as(cashier).get('/api/exchange-rate/today/')).body).toEqual({
        date: '2026-11-21',
        rate: '12700.000000',
        rate_date: '2026-11-21',
        source: 'manual',
        set_by: { id: cashierId, full_name: 'Test User' },
      });

      const list = await as(cashier).get('/api/exchange-rate/?search=2026-11');
      expect(list.body.results.map((r: { date: string }) => r.date)).toEqual(['2026-11-21', '2026-11-18']);
      const ranged = await as(cashier).get('/api/exchange-rate/?date_from=2026-11-19&date_to=2026-11-30');
      expect(ranged.body.results.map((r: { rate: string }) => r.rate)).toEqual(['12700.000000']);

      // A UZS operation without a rate takes the day's stored rate.
      const uzs = await createWallet(t, cashier, { currency: CURRENCY_UZS });
      const op = await replenish(t, cashier, uzs.id, '127000');
      expect(op).toMatchObject({ exchange_rate: '12700.000000', amount_usd: '10.00' });
    });

    it('400 for a bad rate, a future day or a malformed date; 401 and 403', async () => {
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T09:00:00Z'));
      const bad = await as(cashier).post('/api/exchange-rate/', { rate: '-5', date: '2026-13-01' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['date', 'rate']);
      expect(bad.body.errors.find((e: { field: string }) => e.field === 'rate').code).toBe('exchange_rate.invalid');
      const future = await as(cashier).post('/api/exchange-rate/', { rate: '12000', date: '2026-11-21' }, 'ru');
      expect(future.status).toBe(400);
      expect(future.body.errors).toEqual([{ field: 'date', code: 'date.future', message: 'Дата не может быть в будущем' }]);
      expect((await t.http().get('/api/exchange-rate/today/')).status).toBe(401);
      expect((await as(nobody).post('/api/exchange-rate/', { rate: '1' })).status).toBe(403);
      expect((await as(viewer).get('/api/exchange-rate/')).status).toBe(403);
    });
  });
});
