import { CURRENCY_USD, P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { CbuRatesJob } from '../../src/jobs/cbu-rates/cbu-rates.job';
import { CbuRatesService, CbuUnavailableError } from '../../src/jobs/cbu-rates/cbu-rates.service';
import { cbuUsd, FakeCbu } from '../support/fake-cbu';
import { api } from '../support/people';
import { setRate } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

/** The Central Bank's USD rate, fetched from a fake bank on 127.0.0.1 (nothing here reaches the internet). */
describe('exchange rates from the Central Bank (fake bank on loopback)', () => {
  const bank = new FakeCbu();
  let t: TestApp;
  let cbu: CbuRatesService;
  let cashier: string; // WALLET_READ
  let cashierId: number;
  let nobody: string;

  beforeAll(async () => {
    await bank.start();
    t = await createTestApp({ CBU_RATES_URL: bank.urlTemplate, CBU_RATES_TIMEOUT_MS: '300', CBU_RATES_HOUR: '9' });
    cbu = t.app.get(CbuRatesService);
    ({ token: cashier, id: cashierId } = await t.userWith([P.WALLET_READ]));
    nobody = (await t.userWith([P.WALLETS_OVERVIEW])).token;
  });
  afterAll(async () => {
    await t.close();
    await bank.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  const as = (token: string) => api(t, token);
  /** Tashkent wall-clock time (UTC+5) → the instant the mocked Clock answers. */
  const at = (tashkent: string) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(new Date(`${tashkent}Z`).getTime() - 5 * 3600_000));
  const rows = async (from: string, to: string) =>
    (
      await t.prisma.exchangeRate.findMany({
        where: { currency_id: CURRENCY_USD, date: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
        orderBy: { date: 'asc' },
        include: { created_by: true },
      })
    ).map((r) => ({ date: r.date.toISOString().slice(0, 10), rate: r.rate.toFixed(6), source: r.source, by: r.created_by_id }));

  it("stores a normal day's rate with source cbu and no author", async () => {
    bank.on('2026-10-01', { body: cbuUsd('2026-10-01', '12194.21') });
    const row = await cbu.fetchDay('2026-10-01');
    expect(row).toMatchObject({ source: 'cbu', created_by: null });
    expect(await rows('2026-10-01', '2026-10-01')).toEqual([{ date: '2026-10-01', rate: '12194.210000', source: 'cbu', by: null }]);
  });

  it('divides Rate by Nominal', async () => {
    bank.on('2026-10-02', { body: cbuUsd('2026-10-02', '121942.10', '10') });
    await cbu.fetchDay('2026-10-02');
    expect(await rows('2026-10-02', '2026-10-02')).toEqual([{ date: '2026-10-02', rate: '12194.210000', source: 'cbu', by: null }]);
  });

  it.each([
    ['an HTML page', { body: '<html><body>Texnik ishlar olib borilmoqda</body></html>' }],
    ['an HTTP error', { status: 503, body: cbuUsd('2026-10-05', '12194.21') }],
    ['an empty array', { body: '[]' }],
    ['Rate "0"', { body: cbuUsd('2026-10-05', '0') }],
    ['a negative Rate', { body: cbuUsd('2026-10-05', '-12194.21') }],
    ['Nominal "0"', { body: cbuUsd('2026-10-05', '12194.21', '0') }],
    ['a date after the day asked for', { body: cbuUsd('2026-10-06', '12194.21') }],
  ])('stores nothing for %s', async (_name, reply) => {
    bank.on('2026-10-05', reply);
    await expect(cbu.fetchDay('2026-10-05')).rejects.toBeInstanceOf(CbuUnavailableError);
    expect(await rows('2026-10-05', '2026-10-06')).toEqual([]);
  });

  it('a bank that does not answer in time stores nothing, and the job neither throws nor asks again within the hour', async () => {
    bank.on('2026-10-07', 'hang');
    const started = Date.now();
    await expect(cbu.fetchDay('2026-10-07')).rejects.toBeInstanceOf(CbuUnavailableError);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await rows('2026-10-07', '2026-10-07')).toEqual([]);

    // The job on that day, after the hour (its fill of earlier days is another test's).
    const job = new CbuRatesJob(t.config, t.prisma, t.app.get(Clock), cbu);
    jest.spyOn(cbu, 'fillMissing').mockResolvedValue(0);
    at('2026-10-07T10:00:00');
    const before = bank.asked.length;
    await expect(job.tick()).resolves.toBeUndefined();
    expect(bank.asked.slice(before)).toEqual(['2026-10-07']);
    expect(await rows('2026-10-07', '2026-10-07')).toEqual([]);

    at('2026-10-07T10:30:00'); // within the hour: not asked
    await job.tick();
    expect(bank.asked.slice(before)).toEqual(['2026-10-07']);

    bank.on('2026-10-07', { body: cbuUsd('2026-10-07', '12201.5') });
    at('2026-10-07T11:05:00'); // an hour later: asked again, stored, and not asked again that day
    await job.tick();
    await job.tick();
    expect(bank.asked.slice(before)).toEqual(['2026-10-07', '2026-10-07']);
    expect(await rows('2026-10-07', '2026-10-07')).toEqual([{ date: '2026-10-07', rate: '12201.500000', source: 'cbu', by: null }]);
  });

  it("a weekend day is stored for the day the bank names (Friday), once", async () => {
    bank.on('2026-11-28', { body: cbuUsd('2026-11-27', '12194.21') }); // Saturday → Friday's rate
    const row = await cbu.fetchDay('2026-11-28');
    expect(row.date.toISOString().slice(0, 10)).toBe('2026-11-27');
    await cbu.fetchDay('2026-11-28');
    expect(await rows('2026-11-27', '2026-11-28')).toEqual([{ date: '2026-11-27', rate: '12194.210000', source: 'cbu', by: null }]);
  });

  it('a repeat stores once; a corrected bank rate replaces the bank rate of that day', async () => {
    bank.on('2026-10-08', { body: cbuUsd('2026-10-08', '12210.00') });
    const first = await cbu.fetchDay('2026-10-08');
    const again = await cbu.fetchDay('2026-10-08');
    expect(again.id).toBe(first.id);
    expect(await rows('2026-10-08', '2026-10-08')).toEqual([{ date: '2026-10-08', rate: '12210.000000', source: 'cbu', by: null }]);
    bank.on('2026-10-08', { body: cbuUsd('2026-10-08', '12211.00') });
    await cbu.fetchDay('2026-10-08');
    expect(await rows('2026-10-08', '2026-10-08')).toEqual([{ date: '2026-10-08', rate: '12211.000000', source: 'cbu', by: null }]);
  });

  it("a person's rate wins: the bank never overwrites it, and a manual rate replaces the bank's", async () => {
    at('2026-10-09T12:00:00');
    const manual = await as(cashier).post('/api/exchange-rate/', { date: '2026-10-09', rate: '12300' });
    expect(manual.status).toBe(201);
    bank.on('2026-10-09', { body: cbuUsd('2026-10-09', '12194.21') });
    const fetched = await as(cashier).post('/api/exchange-rate/fetch/', { date: '2026-10-09' });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ id: manual.body.id, date: '2026-10-09', rate: '12300.000000', source: 'manual', set_by: { id: cashierId, full_name: 'Test User' } });
    expect(await rows('2026-10-09', '2026-10-09')).toEqual([{ date: '2026-10-09', rate: '12300.000000', source: 'manual', by: cashierId }]);

    bank.on('2026-10-12', { body: cbuUsd('2026-10-12', '12194.21') });
    at('2026-10-12T12:00:00');
    await cbu.fetchDay('2026-10-12');
    const replaced = await as(cashier).post('/api/exchange-rate/', { date: '2026-10-12', rate: '12250' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ rate: '12250.000000', source: 'manual', set_by: { id: cashierId, full_name: 'Test User' } });
    await cbu.fetchDay('2026-10-12');
    expect(await rows('2026-10-12', '2026-10-12')).toEqual([{ date: '2026-10-12', rate: '12250.000000', source: 'manual', by: cashierId }]);
  });

  it('on start the job fills the missing days of the last 30 (asking only for those), then today after the hour', async () => {
    // Today is Wednesday 16 December 2026; the 30 days before it are 16 November … 15 December.
    const weekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    const friday = (day: string) => {
      const d = new Date(`${day}T00:00:00Z`);
      while (![5].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() - 1);
      return d.toISOString().slice(0, 10);
    };
    bank.fallback = (day) => ({ body: cbuUsd(weekday(day) ? day : friday(day), day.endsWith('0') ? '12100.00' : '12150.50') });
    await setRate(t, '2026-12-01', '12000');
    await setRate(t, '2026-11-27', '12194.21');
    at('2026-12-16T07:00:00');
    expect((await as(cashier).post('/api/exchange-rate/', { date: '2026-12-02', rate: '12010' })).status).toBe(201);

    // Before CBU_RATES_HOUR: the fill only.
    const job = new CbuRatesJob(t.config, t.prisma, t.app.get(Clock), cbu);
    const before = bank.asked.length;
    await job.tick();
    const asked = bank.asked.slice(before);
    const days: string[] = [];
    for (let d = new Date('2026-11-16T00:00:00Z'); d < new Date('2026-12-16T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
    const missing = days.filter((day) => !['2026-11-27', '2026-12-01', '2026-12-02'].includes(day));
    // A Saturday answers Friday's rate, which makes the Friday stored; the Sunday is still asked for.
    expect(asked).toEqual(missing);
    const stored = await rows('2026-11-16', '2026-12-16');
    expect(stored.map((r) => r.date)).toEqual(days.filter(weekday));
    expect(stored.find((r) => r.date === '2026-12-01')).toMatchObject({ rate: '12000.000000' });
    expect(stored.find((r) => r.date === '2026-12-02')).toMatchObject({ rate: '12010.000000', source: 'manual', by: cashierId });
    expect(stored.find((r) => r.date === '2026-12-10')).toMatchObject({ rate: '12100.000000', source: 'cbu' });
    expect(stored.find((r) => r.date === '2026-12-16')).toBeUndefined();

    at('2026-12-16T09:01:00'); // the hour has come: today, once
    await job.tick();
    await job.tick();
    expect(bank.asked.slice(before + asked.length)).toEqual(['2026-12-16']);
    expect(await rows('2026-12-16', '2026-12-16')).toEqual([{ date: '2026-12-16', rate: '12150.500000', source: 'cbu', by: null }]);
    bank.fallback = () => ({ status: 404, body: '<html></html>' });
  });

  describe('POST /api/exchange-rate/fetch/', () => {
    it('is in the OpenAPI document with WALLET_READ and its 502', async () => {
      const doc = (await t.http().get('/api/docs/openapi.json')).body;
      const op = doc.paths['/api/exchange-rate/fetch/']?.post;
      expect(op).toBeDefined();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '502']));
      expect(op.responses['403'].description).toContain('WALLET_READ');
      expect(op.requestBody.content['application/json'].schema.$ref).toMatch(/FetchExchangeRateDto$/);
    });

    it("answers the stored row; the day defaults to today's", async () => {
      at('2026-10-13T09:30:00');
      bank.on('2026-10-13', { body: cbuUsd('2026-10-13', '12222.22') });
      const res = await as(cashier).post('/api/exchange-rate/fetch/', {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: expect.any(Number), date: '2026-10-13', currency: 2, rate: '12222.220000', source: 'cbu', set_by: null, created_at: expect.any(String) });
      const today = await as(cashier).get('/api/exchange-rate/today/');
      expect(today.body).toEqual({ date: '2026-10-13', rate: '12222.220000', rate_date: '2026-10-13', source: 'cbu', set_by: null });
    });

    it('502 exchange_rate.source_unavailable (uz, ru) when the bank is down or answers garbage; nothing stored', async () => {
      at('2026-10-14T09:30:00');
      bank.on('2026-10-14', 'down');
      const uz = await as(cashier).post('/api/exchange-rate/fetch/', { date: '2026-10-14' });
      expect(uz.status).toBe(502);
      expect(uz.body.errors).toEqual([
        {
          field: null,
          code: 'exchange_rate.source_unavailable',
          message: 'Markaziy bankdan kurs olinmadi (javob yoʻq yoki javob notoʻgʻri). Birozdan soʻng qayta urinib koʻring yoki kursni qoʻlda kiriting',
        },
      ]);
      bank.on('2026-10-14', { body: '<!DOCTYPE html><html><body>cbu.uz</body></html>' });
      const ru = await as(cashier).post('/api/exchange-rate/fetch/', { date: '2026-10-14' }, 'ru');
      expect(ru.status).toBe(502);
      expect(ru.body.errors).toEqual([
        { field: null, code: 'exchange_rate.source_unavailable', message: 'Не удалось получить курс ЦБ (нет ответа или неверный ответ). Повторите чуть позже или введите курс вручную' },
      ]);
      expect(await rows('2026-10-14', '2026-10-14')).toEqual([]);
    });

    it('401 without a token, 403 without WALLET_READ, 400 on a bad or future date or an unknown field', async () => {
      at('2026-10-15T09:30:00');
      const before = bank.asked.length;
      expect((await t.http().post('/api/exchange-rate/fetch/').send({})).status).toBe(401);
      expect((await as(nobody).post('/api/exchange-rate/fetch/', {})).status).toBe(403);
      for (const date of ['2026-13-01', '15.10.2026', '2026-10-15T00:00:00Z', 20261015]) {
        const bad = await as(cashier).post('/api/exchange-rate/fetch/', { date });
        expect(bad.status).toBe(400);
        expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['date']);
      }
      const future = await as(cashier).post('/api/exchange-rate/fetch/', { date: '2026-10-16' }, 'ru');
      expect(future.status).toBe(400);
      expect(future.body.errors).toEqual([{ field: 'date', code: 'date.future', message: 'Дата не может быть в будущем' }]);
      expect((await as(cashier).post('/api/exchange-rate/fetch/', { rate: '1' })).status).toBe(400);
      expect(bank.asked.length).toBe(before);
    });
  });

  it('a UZS operation without a rate is told what to do (uz, ru) when no rate is stored at all; off: no fetch route', async () => {
    // A fresh database of its own: this one has rates by now.
    const fresh = await createTestApp();
    try {
      const token = (await fresh.userWith([P.WALLET_READ])).token;
      // CBU_RATES_URL=off (every other test app): no bank to ask, as for an unconfigured payment provider.
      expect((await api(fresh, token).post('/api/exchange-rate/fetch/', {})).status).toBe(404);
      const wallet = await api(fresh, token).post('/api/wallet/', { name: 'Kassa', currency: 1 });
      const res = await api(fresh, token).post('/api/wallet-operations/', { wallet: wallet.body.id, amount: '1000', operation_type: 'replenish', method: 1, comment: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          field: 'exchange_rate',
          code: 'exchange_rate.required',
          message: 'Dollar kursi hali kiritilmagan: kursni kiriting (1 USD uchun soʻm) yoki administrator Markaziy bank kursini yuklasin',
        },
      ]);
      const ru = await api(fresh, token).post('/api/wallet-operations/', { wallet: wallet.body.id, amount: '1000', operation_type: 'replenish', method: 1, comment: 'x' }, 'ru');
      expect(ru.body.errors[0].message).toBe('Курс доллара ещё не задан: введите курс (сумов за 1 USD) или попросите администратора загрузить курс ЦБ');
    } finally {
      await fresh.close();
    }
  });
});
