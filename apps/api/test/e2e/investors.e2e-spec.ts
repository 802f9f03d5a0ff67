import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { api, uniquePhone } from '../support/people';
import { CASH, createWallet, fundedWallet } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

type Total = { currency: number; currency_code: string; invested: string; withdrawn: string; balance: string };

const zeroTotals: Total[] = [
  { currency: CURRENCY_UZS, currency_code: 'UZS', invested: '0.00', withdrawn: '0.00', balance: '0.00' },
  { currency: CURRENCY_USD, currency_code: 'USD', invested: '0.00', withdrawn: '0.00', balance: '0.00' },
];

/** The totals line of one currency. */
const line = (totals: Total[], currency: number) => totals.find((x) => x.currency === currency)!;
const figures = (totals: Total[], currency: number) => {
  const { invested, withdrawn, balance } = line(totals, currency);
  return { invested, withdrawn, balance };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const binary = (r: any, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => done(null, Buffer.concat(chunks)));
};

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('investors', () => {
  let t: TestApp;
  let cashier: { id: number; token: string }; // INVESTMENTS_READ + WALLET_READ
  let reader: string; // INVESTMENTS_READ only
  let walletOnly: string; // WALLET_READ only
  let usd: number; // a USD wallet with 100 000
  let uzs: number; // a UZS wallet with 500 000 000

  beforeAll(async () => {
    t = await createTestApp();
    cashier = await t.userWith([P.INVESTMENTS_READ, P.WALLET_READ]);
    reader = (await t.userWith([P.INVESTMENTS_READ])).token;
    walletOnly = (await t.userWith([P.WALLET_READ])).token;
    usd = (await fundedWallet(t, cashier.token, '100000')).id;
    uzs = (await fundedWallet(t, cashier.token, '500000000', { currency: CURRENCY_UZS, exchange_rate: '12500' })).id;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const as = (token = cashier.token) => api(t, token);
  let seq = 0;
  const newInvestor = async (extra: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await as().post('/api/investors/', { first_name: `Akmal${seq}`, last_name: `Karimov${process.pid}`, phone_number: uniquePhone(), investor_type: 1, ...extra });
    if (res.status !== 201) throw new Error(`newInvestor: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; first_name: string; last_name: string; phone_number: string; totals: Total[] };
  };
  const money = (id: number, direction: 'replenish' | 'withdraw', wallet: number, amount: string, extra: Record<string, unknown> = {}, token = cashier.token) =>
    api(t, token).post(`/api/investors/${id}/${direction}-operation/`, { wallet, amount, method: CASH, comment: 'Investitsiya', ...extra });
  const totalsOf = async (id: number) => (await as().get(`/api/investors/${id}/`)).body.totals as Total[];
  const walletBalance = async (id: number) => (await t.prisma.wallet.findUniqueOrThrow({ where: { id } })).balance.toFixed(2);

  describe('CRUD', () => {
    it('creates an investor (masked phone stored plain, names trimmed) and answers the shape with zero totals', async () => {
      const res = await as().post('/api/investors/', { first_name: '  Dilnoza ', last_name: 'Yusupova', phone_number: '+998 (90) 111-22-33', investor_type: 2 });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        first_name: 'Dilnoza',
        last_name: 'Yusupova',
        full_name: 'Dilnoza Yusupova',
        phone_number: '+998901112233',
        investor_type: 2,
        investor_type_name: 'Yuridik shaxs',
        totals: zeroTotals,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const ru = await as().get(`/api/investors/${res.body.id}/`, 'ru');
      expect(ru.status).toBe(200);
      expect(ru.body).toEqual({ ...res.body, investor_type_name: 'Юридическое лицо' });
      // investor_type is optional.
      const untyped = await as().post('/api/investors/', { first_name: 'Ab', last_name: 'C'.repeat(140), phone_number: '+998901112234' });
      expect(untyped.status).toBe(201);
      expect(untyped.body).toMatchObject({ first_name: 'Ab', investor_type: null, investor_type_name: null });
    });

    it('400 names the field: names of 1 or 141 characters, bad phone, unknown type or field (uz and ru); nothing is written', async () => {
      const before = await t.prisma.investor.count();
      const valid = { first_name: 'Akmal', last_name: 'Karimov', phone_number: '+998901234500', investor_type: 1 };
      for (const [body, field, code] of [
        [{ first_name: 'A' }, 'first_name', 'too_short'],
        [{ first_name: ' A  ' }, 'first_name', 'too_short'],
        [{ last_name: 'K'.repeat(141) }, 'last_name', 'too_long'],
        [{ first_name: '   ' }, 'first_name', 'required'],
        [{ last_name: null }, 'last_name', 'required'],
        [{ phone_number: '+998 (90) 123-45' }, 'phone_number', 'invalid_phone'],
        [{ phone_number: '' }, 'phone_number', 'required'],
        [{ investor_type: 999 }, 'investor_type', 'invalid'],
        [{ investor_type: 'x' }, 'investor_type', 'invalid'],
        [{ balance: '5' }, 'balance', 'unknown_field'],
      ] as [Record<string, unknown>, string, string][]) {
        const res = await as().post('/api/investors/', { ...valid, ...body });
        expect([JSON.stringify(body), res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([JSON.stringify(body), 400, field, code]);
      }
      const empty = await as().post('/api/investors/', {});
      expect(empty.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual([
        ['first_name', 'required'],
        ['last_name', 'required'],
        ['phone_number', 'required'],
      ]);
      const short = await as().post('/api/investors/', { ...valid, first_name: 'A' }, 'ru');
      expect(short.body.errors).toEqual([{ field: 'first_name', code: 'too_short', message: 'Должно быть не меньше 2 символов' }]);
      const long = await as().post('/api/investors/', { ...valid, last_name: 'K'.repeat(141) });
      expect(long.body.errors).toEqual([{ field: 'last_name', code: 'too_long', message: 'Koʻpi bilan 140 ta belgi boʻlishi mumkin' }]);
      expect(await t.prisma.investor.count()).toBe(before);
    });

    it('PUT changes the fields given; names cannot be cleared, investor_type can', async () => {
      const inv = await newInvestor();
      const res = await as().put(`/api/investors/${inv.id}/`, { last_name: ' Rahimov ', phone_number: '+998 (91) 000-00-01' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: inv.id, first_name: inv.first_name, last_name: 'Rahimov', phone_number: '+998910000001', investor_type: 1 });
      const cleared = await as().put(`/api/investors/${inv.id}/`, { investor_type: null });
      expect(cleared.body).toMatchObject({ investor_type: null, investor_type_name: null });
      for (const [body, field, code] of [
        [{ first_name: null }, 'first_name', 'required'],
        [{ first_name: 'Z' }, 'first_name', 'too_short'],
        [{ investor_type: 77 }, 'investor_type', 'invalid'],
      ] as [Record<string, unknown>, string, string][]) {
        const bad = await as().put(`/api/investors/${inv.id}/`, body);
        expect([bad.status, bad.body.errors[0].field, bad.body.errors[0].code]).toEqual([400, field, code]);
      }
      expect((await as().put('/api/investors/99999999/', { last_name: 'Rahimov' })).status).toBe(404);
    });

    it('404 for a missing or malformed id; types/ is the type list, not an id', async () => {
      expect((await as().get('/api/investors/99999999/')).status).toBe(404);
      const malformed = await as().get('/api/investors/abc/');
      expect(malformed.status).toBe(404);
      expect(malformed.body.errors[0].code).toBe('not_found');
      const types = await as().get('/api/investors/types/');
      expect(types.status).toBe(200);
      expect(types.body.results.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4]);
      expect((await as().delete('/api/investors/99999999/')).status).toBe(404);
    });

    it('DELETE removes an investor without operations; one with operations is 409 investor.has_operations (uz and ru)', async () => {
      const plain = await newInvestor();
      expect((await as().delete(`/api/investors/${plain.id}/`)).status).toBe(204);
      expect((await as().get(`/api/investors/${plain.id}/`)).status).toBe(404);

      const funded = await newInvestor();
      expect((await money(funded.id, 'replenish', usd, '10')).status).toBe(201);
      const refused = await as().delete(`/api/investors/${funded.id}/`);
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual([{ field: null, code: 'investor.has_operations', message: 'Investorning pul operatsiyalari bor, uni oʻchirib boʻlmaydi' }]);
      const ru = await as().delete(`/api/investors/${funded.id}/`, 'ru');
      expect(ru.body.errors[0].message).toBe('У инвестора есть денежные операции, его нельзя удалить');
      expect((await as().get(`/api/investors/${funded.id}/`)).status).toBe(200);
    });
  });

  describe('permissions', () => {
    it('401 without a token; 403 without INVESTMENTS_READ; the money routes also need WALLET_READ', async () => {
      const inv = await newInvestor();
      const reads: [string, string][] = [
        ['get', '/api/investors/'],
        ['post', '/api/investors/'],
        ['get', `/api/investors/${inv.id}/`],
        ['put', `/api/investors/${inv.id}/`],
        ['delete', `/api/investors/${inv.id}/`],
        ['get', `/api/investors/${inv.id}/operations/`],
        ['get', `/api/investors/${inv.id}/export/operations.xls`],
        ['get', '/api/investors/export/investors.xls'],
        ['get', '/api/total-investments/'],
      ];
      const moneyRoutes: [string, string][] = [
        ['post', `/api/investors/${inv.id}/replenish-operation/`],
        ['post', `/api/investors/${inv.id}/withdraw-operation/`],
      ];
      for (const [method, url] of [...reads, ...moneyRoutes]) {
        const anonymous = await (t.http() as any)[method](url).send({});
        expect([url, anonymous.status]).toEqual([url, 401]);
        const denied = await (api(t, walletOnly) as any)[method](url, {});
        expect([url, denied.status, denied.body.errors?.[0]?.code]).toEqual([url, 403, 'forbidden']);
      }
      for (const [method, url] of moneyRoutes) {
        const denied = await (api(t, reader) as any)[method](url, { wallet: usd, amount: '1', method: CASH, comment: 'x' });
        expect([url, denied.status, denied.body.errors?.[0]?.code]).toEqual([url, 403, 'forbidden']);
      }
      // The reader reads everything else.
      expect((await api(t, reader).get('/api/investors/')).status).toBe(200);
      expect((await api(t, reader).get('/api/total-investments/')).status).toBe(200);
      expect(await t.prisma.walletOperation.count({ where: { investor_id: inv.id } })).toBe(0);
    });
  });

  it('documents every investors route in the OpenAPI document, with the totals rule', async () => {
    const doc = await t.http().get('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/investors/',
        '/api/investors/{id}/',
        '/api/investors/{id}/operations/',
        '/api/investors/{id}/replenish-operation/',
        '/api/investors/{id}/withdraw-operation/',
        '/api/investors/{id}/export/operations.xls/',
        '/api/investors/export/investors.xls/',
        '/api/investors/types/',
        '/api/total-investments/',
      ]),
    );
    expect(doc.body.paths['/api/total-investments/'].get.description).toContain('reversed operation therefore counts as nothing');
  });

  describe('money in and out', () => {
    it('replenish and withdraw answer the investments operation with the balances after it; totals per currency to the tiyin, UZS never added to USD', async () => {
      const inv = await newInvestor();
      const usdBefore = await walletBalance(usd);
      const uzsBefore = await walletBalance(uzs);

      const inUsd = await money(inv.id, 'replenish', usd, '1000.50', { comment: 'Birinchi ulush' });
      expect(inUsd.status).toBe(201);
      expect(inUsd.body).toMatchObject({
        wallet: usd,
        currency: CURRENCY_USD,
        operation_type: 'replenish',
        kind: 'investments',
        amount: '1000.50',
        amount_usd: '1000.50',
        method: CASH,
        comment: 'Birinchi ulush',
        investor: inv.id,
        executor: { id: cashier.id, full_name: 'Test User' },
        reversal_of: null,
        reversed_by: null,
        investor_balance: '1000.50',
        wallet_balance: (Number(usdBefore) + 1000.5).toFixed(2),
      });

      const inUzs = await money(inv.id, 'replenish', uzs, '12500000.55', { exchange_rate: '12500' });
      expect(inUzs.status).toBe(201);
      expect(inUzs.body).toMatchObject({ currency: CURRENCY_UZS, amount: '12500000.55', exchange_rate: '12500.000000', amount_usd: '1000.00', investor_balance: '12500000.55' });

      await money(inv.id, 'replenish', uzs, '0.45', { exchange_rate: '12500' });
      const out = await money(inv.id, 'withdraw', usd, '200.25');
      expect(out.status).toBe(201);
      expect(out.body).toMatchObject({ operation_type: 'withdraw', kind: 'investments', amount: '200.25', investor: inv.id, investor_balance: '800.25' });
      const outUzs = await money(inv.id, 'withdraw', uzs, '2500000.01', { exchange_rate: '12500' });
      expect(outUzs.body).toMatchObject({ investor_balance: '10000000.99' });

      expect(await totalsOf(inv.id)).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', invested: '12500001.00', withdrawn: '2500000.01', balance: '10000000.99' },
        { currency: CURRENCY_USD, currency_code: 'USD', invested: '1000.50', withdrawn: '200.25', balance: '800.25' },
      ]);
      expect(await walletBalance(usd)).toBe((Number(usdBefore) + 800.25).toFixed(2));
      expect(await walletBalance(uzs)).toBe((Number(uzsBefore) + 10000000.99).toFixed(2));
      const stored = await t.prisma.walletOperation.findMany({ where: { investor_id: inv.id } });
      expect(stored.map((o) => o.kind)).toEqual(Array(5).fill('investments'));
    });

    it('a withdrawal above the investor balance in that currency is 409 investor.insufficient_balance (uz and ru); nothing moves', async () => {
      const inv = await newInvestor();
      await money(inv.id, 'replenish', usd, '300');
      await money(inv.id, 'replenish', uzs, '1000000', { exchange_rate: '12500' });
      const before = await walletBalance(usd);

      const over = await money(inv.id, 'withdraw', usd, '300.01');
      expect(over.status).toBe(409);
      expect(over.body.errors).toEqual([{ field: 'amount', code: 'investor.insufficient_balance', message: 'Investorning qoldigʻi yetarli emas: 300.00 USD' }]);
      const ru = await money(inv.id, 'withdraw', usd, '500', {}, cashier.token);
      expect(ru.status).toBe(409);
      const ruText = await api(t, cashier.token).post(`/api/investors/${inv.id}/withdraw-operation/`, { wallet: usd, amount: '500', method: CASH, comment: 'x' }, 'ru');
      expect(ruText.body.errors[0].message).toBe('Недостаточно средств инвестора: 300.00 USD');
      // 1 000 000 UZS do not cover 1 000 001 UZS, however many dollars the investor has.
      const uzsOver = await money(inv.id, 'withdraw', uzs, '1000000.01', { exchange_rate: '12500' });
      expect([uzsOver.status, uzsOver.body.errors[0].code]).toEqual([409, 'investor.insufficient_balance']);
      // An investor without a dollar in USD.
      const other = await newInvestor();
      const none = await money(other.id, 'withdraw', usd, '0.01');
      expect([none.status, none.body.errors[0].code]).toEqual([409, 'investor.insufficient_balance']);

      expect(await walletBalance(usd)).toBe(before);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '300.00', withdrawn: '0.00', balance: '300.00' });
      const exact = await money(inv.id, 'withdraw', usd, '300');
      expect(exact.status).toBe(201);
      expect(exact.body.investor_balance).toBe('0.00');
    });

    it('the wallet cannot go below zero either: 409 wallet.insufficient_funds', async () => {
      const inv = await newInvestor();
      await money(inv.id, 'replenish', usd, '500');
      const poor = await createWallet(t, cashier.token, { currency: CURRENCY_USD });
      const res = await money(inv.id, 'withdraw', poor.id, '100');
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: 'amount', code: 'wallet.insufficient_funds', message: 'Hamyonda mablagʻ yetarli emas' }]);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD).balance).toBe('500.00');
    });

    it("takes the spec's operation_type (withdraw on withdraw-operation/, replenish on replenish-operation/); the other value is a 400 in uz and ru, nothing moves", async () => {
      const inv = await newInvestor();
      const inn = await money(inv.id, 'replenish', usd, '300', { operation_type: 'replenish' });
      expect([inn.status, inn.body.operation_type, inn.body.investor_balance]).toEqual([201, 'replenish', '300.00']);
      const out = await money(inv.id, 'withdraw', usd, '100', { operation_type: 'withdraw' });
      expect([out.status, out.body.operation_type, out.body.investor_balance]).toEqual([201, 'withdraw', '200.00']);

      const before = await walletBalance(usd);
      const wrongOut = await money(inv.id, 'withdraw', usd, '50', { operation_type: 'replenish' });
      expect([wrongOut.status, wrongOut.body.errors]).toEqual([
        400,
        [{ field: 'operation_type', code: 'investor.operation_type_mismatch', message: 'Operatsiya turi bu amalga mos emas: bu yerda faqat withdraw (chiqim) boʻlishi mumkin' }],
      ]);
      const wrongIn = await api(t, cashier.token).post(`/api/investors/${inv.id}/replenish-operation/`, { wallet: usd, amount: '50', method: CASH, comment: 'X', operation_type: 'withdraw' }, 'ru');
      expect([wrongIn.status, wrongIn.body.errors]).toEqual([
        400,
        [{ field: 'operation_type', code: 'investor.operation_type_mismatch', message: 'Тип операции не соответствует действию: здесь допустим только replenish (пополнение)' }],
      ]);
      expect(await walletBalance(usd)).toBe(before);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD).balance).toBe('200.00');
      expect(await t.prisma.walletOperation.count({ where: { investor_id: inv.id } })).toBe(2);
    });

    it('400 names the field; 404 for a missing investor; nothing moves', async () => {
      const inv = await newInvestor();
      await money(inv.id, 'replenish', usd, '100');
      const before = await walletBalance(usd);
      const empty = await as().post(`/api/investors/${inv.id}/withdraw-operation/`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual([
        ['amount', 'required'],
        ['comment', 'required'],
        ['method', 'required'],
        ['wallet', 'required'],
      ]);
      const noRateWallet = (await createWallet(t, cashier.token, { currency: CURRENCY_UZS })).id;
      for (const [body, field, code] of [
        [{ amount: '0' }, 'amount', 'money.invalid_positive'],
        [{ amount: '1.001' }, 'amount', 'money.invalid_positive'],
        [{ amount: 1e21 }, 'amount', 'invalid'],
        [{ method: 999 }, 'method', 'invalid'],
        [{ wallet: 987654 }, 'wallet', 'invalid'],
        [{ wallet: 'abc' }, 'wallet', 'invalid'],
        [{ comment: '  ' }, 'comment', 'required'],
        [{ date: '2999-01-01' }, 'date', 'date.future'],
        [{ date: 'yesterday' }, 'date', 'invalid'],
        [{ exchange_rate: '0' }, 'exchange_rate', 'exchange_rate.invalid'],
        [{ operation_type: 'replenish' }, 'operation_type', 'investor.operation_type_mismatch'],
        [{ operation_type: 'sideways' }, 'operation_type', 'invalid'],
        [{ investor: 5 }, 'investor', 'unknown_field'],
      ] as [Record<string, unknown>, string, string][]) {
        const res = await money(inv.id, 'withdraw', usd, '1', body);
        expect([JSON.stringify(body), res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([JSON.stringify(body), 400, field, code]);
      }
      // A UZS wallet needs the rate (none given, none stored for the day).
      const noRate = await money(inv.id, 'replenish', noRateWallet, '1000');
      expect([noRate.status, noRate.body.errors[0].field, noRate.body.errors[0].code]).toEqual([400, 'exchange_rate', 'exchange_rate.required']);
      const missing = await money(99999999, 'replenish', usd, '1');
      expect(missing.status).toBe(404);
      expect(await walletBalance(usd)).toBe(before);
      expect(await t.prisma.walletOperation.count({ where: { investor_id: inv.id } })).toBe(1);
    });

    it('10 parallel withdrawals of which only some fit never take the investor below zero', async () => {
      const inv = await newInvestor();
      await money(inv.id, 'replenish', usd, '1000');
      const before = await walletBalance(usd);
      const results = await Promise.all(Array.from({ length: 10 }, () => money(inv.id, 'withdraw', usd, '150')));
      const ok = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status !== 201);
      expect(ok).toHaveLength(6);
      expect(refused.map((r) => [r.status, r.body.errors[0].code])).toEqual(Array(4).fill([409, 'investor.insufficient_balance']));
      expect(ok.map((r) => r.body.investor_balance).sort()).toEqual(['100.00', '250.00', '400.00', '550.00', '700.00', '850.00']);
      expect(await totalsOf(inv.id)).toEqual([zeroTotals[0], { currency: CURRENCY_USD, currency_code: 'USD', invested: '1000.00', withdrawn: '900.00', balance: '100.00' }]);
      expect(await walletBalance(usd)).toBe((Number(before) - 900).toFixed(2));
    });

    it('10 parallel withdrawals never take the wallet below zero when the wallet is the limit', async () => {
      const inv = await newInvestor();
      const w = (await createWallet(t, cashier.token, { currency: CURRENCY_USD })).id;
      await money(inv.id, 'replenish', w, '1000');
      // 700 leave the wallet for something else: the investor still has 1000, the wallet 300.
      const spent = await as().post('/api/wallet-operations/', { wallet: w, operation_type: 'withdraw', amount: '700', method: CASH, comment: 'Qurilish' });
      expect(spent.status).toBe(201);
      const results = await Promise.all(Array.from({ length: 10 }, () => money(inv.id, 'withdraw', w, '50')));
      expect(results.filter((r) => r.status === 201)).toHaveLength(6);
      expect(results.filter((r) => r.status !== 201).map((r) => [r.status, r.body.errors[0].code])).toEqual(Array(4).fill([409, 'wallet.insufficient_funds']));
      expect(await walletBalance(w)).toBe('0.00');
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '1000.00', withdrawn: '300.00', balance: '700.00' });
    });

    it('an idempotent replay moves the money once and answers the same; the same key with another body is 422', async () => {
      const inv = await newInvestor();
      await money(inv.id, 'replenish', usd, '100');
      const key = randomUUID();
      const send = (amount: string) =>
        t.http()
          .post(`/api/investors/${inv.id}/withdraw-operation/`)
          .set('Authorization', `Bearer ${cashier.token}`)
          .set('Idempotency-Key', key)
          .send({ wallet: usd, amount, method: CASH, comment: 'Qaytarish' });
      const results = await Promise.all(Array.from({ length: 5 }, () => send('40')));
      expect(results.map((r) => r.status)).toEqual(Array(5).fill(201));
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      const replay = await send('40');
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(results[0].body);
      expect((await send('41')).status).toBe(422);
      expect(await t.prisma.walletOperation.count({ where: { investor_id: inv.id, operation_type: 'withdraw' } })).toBe(1);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD).balance).toBe('60.00');
    });
  });

  describe('corrections through the wallet operations', () => {
    it('a reversed replenishment counts as nothing; a reversed withdrawal gives the money back; an edited one counts its new amount', async () => {
      const inv = await newInvestor();
      const first = await money(inv.id, 'replenish', usd, '500');
      const second = await money(inv.id, 'replenish', usd, '300');
      const out = await money(inv.id, 'withdraw', usd, '120.40');

      const reversed = await as().delete(`/api/wallet-operations/${first.body.id}/`);
      expect(reversed.status).toBe(200);
      expect(reversed.body.reversals[0]).toMatchObject({ investor: inv.id, operation_type: 'withdraw', kind: 'investments', reversal_of: first.body.id });
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '300.00', withdrawn: '120.40', balance: '179.60' });

      await as().delete(`/api/wallet-operations/${out.body.id}/`);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '300.00', withdrawn: '0.00', balance: '300.00' });

      const edited = await as().put(`/api/wallet-operations/${second.body.id}/`, { amount: '250.10' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ investor: inv.id, kind: 'investments', amount: '250.10' });
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '250.10', withdrawn: '0.00', balance: '250.10' });

      // The operations list shows every row, reversals marked, and nets its totals the same way.
      const list = await as().get(`/api/investors/${inv.id}/operations/?ordering=id`);
      expect(list.body.count).toBe(7);
      expect(list.body.results.map((o: { operation_type: string; amount: string; reversal_of: number | null; reversed_by: number | null }) => [o.operation_type, o.amount, o.reversal_of !== null, o.reversed_by !== null])).toEqual([
        ['replenish', '500.00', false, true],
        ['replenish', '300.00', false, true],
        ['withdraw', '120.40', false, true],
        ['withdraw', '500.00', true, false],
        ['replenish', '120.40', true, false],
        ['withdraw', '300.00', true, false],
        ['replenish', '250.10', false, false],
      ]);
      expect(figures(list.body.totals, CURRENCY_USD)).toEqual({ invested: '250.10', withdrawn: '0.00', balance: '250.10' });
      // A withdrawal the investor no longer covers is refused.
      const over = await money(inv.id, 'withdraw', usd, '250.11');
      expect([over.status, over.body.errors[0].code]).toEqual([409, 'investor.insufficient_balance']);
    });

    it('a correction that would leave the investor having taken out more than they put in is 409; nothing moves', async () => {
      const inv = await newInvestor();
      const paidIn = await money(inv.id, 'replenish', usd, '1000');
      await money(inv.id, 'withdraw', usd, '600');
      const before = await walletBalance(usd);

      const cancel = await as().delete(`/api/wallet-operations/${paidIn.body.id}/`);
      expect([cancel.status, cancel.body.errors[0].code]).toEqual([409, 'investor.insufficient_balance']);
      const shrink = await as().put(`/api/wallet-operations/${paidIn.body.id}/`, { amount: '599.99' });
      expect([shrink.status, shrink.body.errors[0].code]).toEqual([409, 'investor.insufficient_balance']);
      expect(await walletBalance(usd)).toBe(before);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '1000.00', withdrawn: '600.00', balance: '400.00' });

      // Down to exactly what was taken out is fine.
      const edited = await as().put(`/api/wallet-operations/${paidIn.body.id}/`, { amount: '600' });
      expect(edited.status).toBe(200);
      expect(figures(await totalsOf(inv.id), CURRENCY_USD)).toEqual({ invested: '600.00', withdrawn: '600.00', balance: '0.00' });
    });
  });

  describe('operations list', () => {
    let inv: { id: number };
    beforeAll(async () => {
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T09:00:00Z'));
      inv = await newInvestor();
      await money(inv.id, 'replenish', usd, '1000', { date: '2026-09-30', comment: 'Sentabr ulushi' });
      await money(inv.id, 'replenish', uzs, '25000000', { date: '2026-10-01', exchange_rate: '12600', comment: 'Oktabr ulushi' });
      await money(inv.id, 'withdraw', usd, '100', { date: '2026-10-31T23:59:00+05:00', comment: 'Dividend' });
      await money(inv.id, 'withdraw', uzs, '5000000.50', { date: '2026-11-01', exchange_rate: '12650', comment: 'Dividend' });
      jest.restoreAllMocks();
    });

    it('lists the investor operations newest first with totals; filters by dates (Tashkent days), direction, currency, wallet and search', async () => {
      const all = await as().get(`/api/investors/${inv.id}/operations/`);
      expect(all.status).toBe(200);
      expect(all.body.count).toBe(4);
      expect(all.body.results.map((o: { amount: string }) => o.amount)).toEqual(['5000000.50', '100.00', '25000000.00', '1000.00']);
      expect(all.body.results[0]).toMatchObject({ investor: inv.id, wallet: uzs, currency: CURRENCY_UZS, kind: 'investments', amount_usd: '395.26' });
      expect(all.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', invested: '25000000.00', withdrawn: '5000000.50', balance: '19999999.50' },
        { currency: CURRENCY_USD, currency_code: 'USD', invested: '1000.00', withdrawn: '100.00', balance: '900.00' },
      ]);

      const october = await as().get(`/api/investors/${inv.id}/operations/?date_from=2026-10-01&date_to=2026-10-31`);
      expect(october.body.results.map((o: { amount: string }) => o.amount)).toEqual(['100.00', '25000000.00']);
      expect(figures(october.body.totals, CURRENCY_USD)).toEqual({ invested: '0.00', withdrawn: '100.00', balance: '-100.00' });

      const outs = await as().get(`/api/investors/${inv.id}/operations/?operation_type=withdraw`);
      expect(outs.body.count).toBe(2);
      const dollars = await as().get(`/api/investors/${inv.id}/operations/?currency=${CURRENCY_USD}`);
      expect(dollars.body.results.map((o: { amount: string }) => o.amount)).toEqual(['100.00', '1000.00']);
      expect(figures(dollars.body.totals, CURRENCY_UZS)).toEqual({ invested: '0.00', withdrawn: '0.00', balance: '0.00' });
      const byWallet = await as().get(`/api/investors/${inv.id}/operations/?wallet=${uzs}`);
      expect(byWallet.body.count).toBe(2);
      const search = await as().get(`/api/investors/${inv.id}/operations/?search=dividend&ordering=amount`);
      expect(search.body.results.map((o: { amount: string }) => o.amount)).toEqual(['100.00', '5000000.50']);
      const paged = await as().get(`/api/investors/${inv.id}/operations/?page_size=1&page=2`);
      expect(paged.body).toMatchObject({ count: 4, results: [expect.objectContaining({ amount: '100.00' })] });
      expect(paged.body.totals).toEqual(all.body.totals);
    });

    it('refuses bad filters with the field named; 404 for a missing investor', async () => {
      for (const [query, field, code] of [
        ['date_from=2026-13-01', 'date_from', 'invalid'],
        ['operation_type=sideways', 'operation_type', 'invalid'],
        ['currency=3', 'currency', 'invalid'],
        ['ordering=comment', 'ordering', 'invalid'],
        ['investor=1', 'investor', 'unknown_field'],
      ]) {
        const res = await as().get(`/api/investors/${inv.id}/operations/?${query}`);
        expect([query, res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([query, 400, field, code]);
      }
      expect((await as().get('/api/investors/99999999/operations/')).status).toBe(404);
      expect((await as().get('/api/investors/99999999/export/operations.xls')).status).toBe(404);
    });

    it('exports the investor operations as XLSX (filters applied, headers in the language)', async () => {
      const res = await as().get(`/api/investors/${inv.id}/export/operations.xls?language=ru&ordering=date`).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('attachment');
      const rows = await sheetRows(res.body as Buffer);
      expect(rows[0].slice(0, 7)).toEqual(['ID', 'Дата', 'Кошелёк', 'Валюта', 'Направление', 'Вид', 'Сумма']);
      expect(rows.slice(1).map((r) => [r[1], r[3], r[4], r[5], r[6]])).toEqual([
        ['2026-09-30 00:00', 'USD', 'Приход', 'Инвестиции', 1000],
        ['2026-10-01 00:00', 'UZS', 'Приход', 'Инвестиции', 25000000],
        ['2026-10-31 23:59', 'USD', 'Расход', 'Инвестиции', 100],
        ['2026-11-01 00:00', 'UZS', 'Расход', 'Инвестиции', 5000000.5],
      ]);
      const dollars = await as().get(`/api/investors/${inv.id}/export/operations.xls?currency=${CURRENCY_USD}`).buffer(true).parse(binary);
      const usdRows = await sheetRows(dollars.body as Buffer);
      expect(usdRows[0][0]).toBe('ID');
      expect(usdRows[0][2]).toBe('Hamyon');
      expect(usdRows).toHaveLength(3);
      expect((await as().get(`/api/investors/${inv.id}/export/operations.xls?ordering=nope`)).status).toBe(400);
    });
  });

  describe('list and total investments', () => {
    const tag = `Qx${process.pid}`;
    let a: { id: number; phone_number: string };
    let b: { id: number };
    let c: { id: number };

    beforeAll(async () => {
      a = await newInvestor({ first_name: 'Bobur', last_name: `Aliyev${tag}`, investor_type: 3, phone_number: '+998 (93) 555-01-02' });
      b = await newInvestor({ first_name: 'Zarina', last_name: `Aliyeva${tag}`, investor_type: 4 });
      c = await newInvestor({ first_name: 'Sardor', last_name: `Botirov${tag}`, investor_type: 3 });
      await money(a.id, 'replenish', usd, '1500.10');
      await money(a.id, 'replenish', uzs, '30000000', { exchange_rate: '12500' });
      await money(a.id, 'withdraw', usd, '0.10');
      await money(b.id, 'replenish', usd, '250.05');
      await money(c.id, 'replenish', uzs, '7000000.33', { exchange_rate: '12500' });
    });

    it('each investor carries its totals; `totals` sums every investor the search and filters select, per currency', async () => {
      const res = await as().get(`/api/investors/?search=${tag}&ordering=last_name`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(3);
      expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([a.id, b.id, c.id]);
      expect(res.body.results[0]).toMatchObject({ id: a.id, first_name: 'Bobur', phone_number: '+998935550102', investor_type: 3 });
      expect(res.body.results[1]).toMatchObject({ id: b.id, investor_type: 4, investor_type_name: 'Hamkor' });
      expect(res.body.results.map((r: { totals: Total[] }) => [figures(r.totals, CURRENCY_UZS).balance, figures(r.totals, CURRENCY_USD).balance])).toEqual([
        ['30000000.00', '1500.00'],
        ['0.00', '250.05'],
        ['7000000.33', '0.00'],
      ]);
      expect(res.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', invested: '37000000.33', withdrawn: '0.00', balance: '37000000.33' },
        { currency: CURRENCY_USD, currency_code: 'USD', invested: '1750.15', withdrawn: '0.10', balance: '1750.05' },
      ]);
      // The page is one page; the totals stay those of the whole selection.
      const page2 = await as().get(`/api/investors/?search=${tag}&ordering=last_name&page_size=1&page=2`);
      expect(page2.body.results.map((r: { id: number }) => r.id)).toEqual([b.id]);
      expect(page2.body.totals).toEqual(res.body.totals);
      // The list and the detail agree.
      expect(res.body.results[0].totals).toEqual(await totalsOf(a.id));
    });

    it('searches by every name word or phone digits, filters by type, orders both ways', async () => {
      const ids = async (query: string) => (await as().get(`/api/investors/?${query}`)).body.results.map((r: { id: number }) => r.id);
      expect(await ids(`search=${encodeURIComponent(`zarina aliyeva${tag}`)}`)).toEqual([b.id]);
      expect(await ids(`search=${encodeURIComponent('93 555-01')}`)).toEqual([a.id]);
      expect(await ids(`search=${encodeURIComponent('(93) 555 01 02')}`)).toEqual([a.id]);
      expect(await ids(`search=${tag}&investor_type=3&ordering=-last_name`)).toEqual([c.id, a.id]);
      const typed = await as().get(`/api/investors/?search=${tag}&investor_type=3`);
      expect(figures(typed.body.totals, CURRENCY_USD)).toEqual({ invested: '1500.10', withdrawn: '0.10', balance: '1500.00' });
      expect(await ids(`search=${tag}&ordering=first_name`)).toEqual([a.id, c.id, b.id]);
      for (const ordering of ['id', '-id', 'phone_number', 'investor_type', 'created_at', '-first_name']) {
        expect((await as().get(`/api/investors/?ordering=${ordering}`)).status).toBe(200);
      }
      const bad = await as().get('/api/investors/?ordering=balance');
      expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'ordering']);
      const badType = await as().get('/api/investors/?investor_type=abc');
      expect([badType.status, badType.body.errors[0].field]).toEqual([400, 'investor_type']);
    });

    it('sums the whole page in one statement (no query per investor)', async () => {
      for (let i = 0; i < 4; i++) await newInvestor();
      const spy = jest.spyOn(t.prisma, '$queryRaw');
      await as().get('/api/investors/?page_size=1');
      const one = spy.mock.calls.length;
      spy.mockClear();
      const res = await as().get('/api/investors/?page_size=20');
      expect(res.body.results.length).toBeGreaterThan(5);
      expect(spy.mock.calls.length).toBe(one);
      expect(one).toBeLessThanOrEqual(3); // the sign-in check (one statement) and the page's sums
    });

    it('total-investments answers every investor per currency, and agrees with the operations', async () => {
      const res = await as().get('/api/total-investments/');
      expect(res.status).toBe(200);
      const sums = await t.prisma.$queryRaw<{ currency_id: number; balance: string }[]>`
        SELECT w.currency_id, SUM(CASE o.operation_type WHEN 'replenish' THEN o.amount ELSE -o.amount END)::text AS balance
        FROM wallet_operation o JOIN wallet w ON w.id = o.wallet_id WHERE o.investor_id IS NOT NULL GROUP BY w.currency_id`;
      for (const currency of [CURRENCY_UZS, CURRENCY_USD]) {
        const expected = sums.find((s) => s.currency_id === currency)?.balance ?? '0';
        expect(line(res.body, currency).balance).toBe(Number(expected).toFixed(2));
      }
      expect(res.body.map((l: Total) => l.currency_code)).toEqual(['UZS', 'USD']);
      for (const l of res.body as Total[]) expect((Number(l.invested) - Number(l.withdrawn)).toFixed(2)).toBe(l.balance);
      const founders = await as().get('/api/total-investments/?investor_type=4');
      expect(founders.status).toBe(200);
      expect(Number(line(founders.body, CURRENCY_USD).invested)).toBeGreaterThanOrEqual(250.05);
      const bad = await as().get('/api/total-investments/?currency=1');
      expect([bad.status, bad.body.errors[0].code]).toEqual([400, 'unknown_field']);
    });

    it('exports the list with totals per currency (XLSX)', async () => {
      const res = await as().get(`/api/investors/export/investors.xls?search=${tag}&ordering=last_name`).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      const rows = await sheetRows(res.body as Buffer);
      expect(rows[0]).toEqual(['ID', 'Familiya', 'Ism', 'Telefon', 'Investor turi', 'Kiritilgan (UZS)', 'Qaytarilgan (UZS)', 'Qoldiq (UZS)', 'Kiritilgan (USD)', 'Qaytarilgan (USD)', 'Qoldiq (USD)']);
      expect(rows.slice(1).map((r) => [r[0], r[5], r[7], r[8], r[9], r[10]])).toEqual([
        [a.id, 30000000, 30000000, 1500.1, 0.1, 1500],
        [b.id, 0, 0, 250.05, 0, 250.05],
        [c.id, 7000000.33, 7000000.33, 0, 0, 0],
      ]);
    });
  });
});
