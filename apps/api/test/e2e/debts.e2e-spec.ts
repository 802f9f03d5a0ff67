import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { as } from '../support/inventory';
import { makeClient, makeDebt, makeWallet, setNow } from '../support/debts';

const NOW = '2026-03-10T07:00:00Z'; // 12:00 in Tashkent, 10 March

async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('client debts', () => {
  let t: TestApp;
  let reader: ReturnType<typeof as>;
  let clock: jest.SpyInstance;
  // d1: USD, month 1 paid, month 2 partly (70 overdue since 15 Feb), month 3 due 15 Mar; d2: UZS, not due yet;
  // d3: closed (paid); d4: closed (refused) with an unpaid instalment in the past.
  const f = {} as Record<'c1' | 'c2' | 'b1' | 'b2' | 'd1' | 'd2' | 'd3' | 'd4', number> & { d1inst: number[] };
  const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    clock = setNow(t, NOW);
    reader = as(t, (await t.userWith([P.CLIENT_DEBT_READ])).token);
    f.c1 = (await makeClient(t, { name: 'Aziz Karimov', phone: '+998901234501' })).id;
    f.c2 = (await makeClient(t, { name: 'Bobur Toshmatov', phone: '+998931112233' })).id;
    const d1 = await makeDebt(t, {
      clientId: f.c1,
      roomNumber: '12A',
      schedule: [['100', '2026-01-15', '100'], ['100', '2026-02-15', '30'], ['100', '2026-03-15']],
    });
    f.d1 = d1.debt.id;
    f.b1 = d1.buildingId;
    f.d1inst = d1.debt.instalments.map((i) => i.id);
    const d2 = await makeDebt(t, { clientId: f.c2, currency: 1, schedule: [['1000000', '2026-03-20'], ['1000000', '2026-04-20']] });
    f.d2 = d2.debt.id;
    f.b2 = d2.buildingId;
    f.d3 = (await makeDebt(t, { clientId: f.c1, buildingId: f.b1, schedule: [['50', '2026-01-01']], closed: 'paid' })).debt.id;
    f.d4 = (await makeDebt(t, { clientId: f.c2, buildingId: f.b2, currency: 1, schedule: [['500', '2026-01-01']], closed: 'refused' })).debt.id;
  });
  afterAll(() => t.close());

  it('lists open debts with overdue amount and days as of today, and totals per currency', async () => {
    const res = await reader.get('/api/client-debt/?is_closed=False');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(ids(res)).toEqual([f.d1, f.d2]); // next_payment_date: 15 Feb, then 20 Mar
    const [d1] = res.body.results;
    expect(d1).toEqual({
      id: f.d1,
      client: f.c1,
      client_name: 'Aziz Karimov',
      client_phone: '+998901234501',
      room: expect.any(Number),
      room_number: '12A',
      building: f.b1,
      building_name: expect.any(String),
      sale: expect.any(Number),
      currency: 2,
      currency_code: 'USD',
      debt_type: null,
      credit_period: null,
      all_debt: '300.00',
      paid_amount: '130.00',
      current_debt: '170.00',
      monthly_amount: '100.00',
      payment_date: '2026-01-15',
      next_payment_date: '2026-02-15',
      overdue_amount: '70.00',
      overdue_days: 23,
      is_closed: false,
      closed_reason: null,
      closed_at: null,
      sms_status: null,
      sms_sent_date: null,
      created_at: expect.any(String),
      responsible: null,
      penalty_rate: '0.0000',
      penalty_cap_percent: '0.00',
      promised_date: null,
      promised_amount: null,
      promise_broken: false,
      penalty_accrued: '0.00',
      penalty_waived: '0.00',
      penalty_paid: '0.00',
      penalty_amount: '0.00',
      instalments: [
        { id: f.d1inst[0], month: 1, amount: '100.00', paidAmount: '100.00', paymentDate: '2026-01-15', status: 'paid', paid_at: null, penalty_amount: '0.00' },
        { id: f.d1inst[1], month: 2, amount: '100.00', paidAmount: '30.00', paymentDate: '2026-02-15', status: 'partially_paid', paid_at: null, penalty_amount: '0.00' },
        { id: f.d1inst[2], month: 3, amount: '100.00', paidAmount: '0.00', paymentDate: '2026-03-15', status: 'not_paid', paid_at: null, penalty_amount: '0.00' },
      ],
    });
    expect(res.body.results[1]).toMatchObject({ id: f.d2, currency: 1, current_debt: '2000000.00', overdue_amount: '0.00', overdue_days: 0, next_payment_date: '2026-03-20' });
    expect(res.body.totals).toEqual([
      { currency: 1, currency_code: 'UZS', current_debt: '2000000.00', overdue_amount: '0.00', penalty_amount: '0.00' },
      { currency: 2, currency_code: 'USD', current_debt: '170.00', overdue_amount: '70.00', penalty_amount: '0.00' },
    ]);
  });

  it('filters by state, client, building, currency, overdue and the next payment date range', async () => {
    const get = async (q: string) => {
      const res = await reader.get(`/api/client-debt/?${q}`);
      expect(res.status).toBe(200);
      return ids(res).sort((a: number, b: number) => a - b);
    };
    expect(await get('is_closed=true')).toEqual([f.d3, f.d4]);
    expect(await get('is_closed=True')).toEqual([f.d3, f.d4]);
    expect(await get('is_closed=false')).toEqual([f.d1, f.d2]);
    expect(await get('')).toEqual([f.d1, f.d2, f.d3, f.d4]);
    expect(await get(`client=${f.c1}`)).toEqual([f.d1, f.d3]);
    expect(await get(`building=${f.b2}`)).toEqual([f.d2, f.d4]);
    expect(await get('currency=2')).toEqual([f.d1, f.d3]);
    expect(await get('overdue=true')).toEqual([f.d1]); // the refused debt is closed: never overdue
    expect(await get('overdue=false&is_closed=False')).toEqual([f.d2]);
    expect(await get('date_from=2026-03-01&date_to=2026-03-31')).toEqual([f.d2]);
    expect(await get('date_to=2026-02-15&is_closed=false')).toEqual([f.d1]);
    const closed = await reader.get('/api/client-debt/?is_closed=true');
    expect(closed.body.totals).toEqual([
      { currency: 1, currency_code: 'UZS', current_debt: '500.00', overdue_amount: '0.00', penalty_amount: '0.00' },
      { currency: 2, currency_code: 'USD', current_debt: '0.00', overdue_amount: '0.00', penalty_amount: '0.00' },
    ]);
    expect(closed.body.results.find((r: { id: number }) => r.id === f.d4)).toMatchObject({ closed_reason: 'refused', overdue_amount: '0.00', overdue_days: 0 });
  });

  it('searches client names, phone digits and room numbers', async () => {
    const search = async (term: string, extra = '') => ids(await reader.get(`/api/client-debt/?search=${encodeURIComponent(term)}${extra}`)).sort((a: number, b: number) => a - b);
    expect(await search('karimov')).toEqual([f.d1, f.d3]);
    expect(await search('90 123-45')).toEqual([f.d1, f.d3]);
    expect(await search('12a')).toEqual([f.d1]);
    expect(await search('Toshmat', '&is_closed=false')).toEqual([f.d2]);
    expect(await search('100%')).toEqual([]);
    const res = await reader.get('/api/client-debt/?search=karimov&is_closed=false');
    expect(res.body.totals).toEqual([{ currency: 2, currency_code: 'USD', current_debt: '170.00', overdue_amount: '70.00', penalty_amount: '0.00' }]);
  });

  it('orders by the whitelisted fields and pages', async () => {
    const order = async (o: string) => ids(await reader.get(`/api/client-debt/?is_closed=false&ordering=${o}`));
    expect(await order('-current_debt')).toEqual([f.d2, f.d1]);
    expect(await order('-overdue_days')).toEqual([f.d1, f.d2]);
    expect(await order('overdue_days')).toEqual([f.d2, f.d1]);
    expect(await order('-next_payment_date')).toEqual([f.d2, f.d1]);
    expect(ids(await reader.get('/api/client-debt/?ordering=-overdue_days'))[0]).toBe(f.d1);
    const page = await reader.get('/api/client-debt/?is_closed=false&page_size=1&page=2');
    expect([page.body.count, ids(page)]).toEqual([2, [f.d2]]);
    const bad = await reader.get('/api/client-debt/?ordering=client_name', 'ru');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'ordering', code: 'invalid', message: 'Недопустимое значение' }]);
  });

  it('answers 400 naming the field for bad filters', async () => {
    for (const [q, field, code] of [
      ['is_closed=maybe', 'is_closed', 'invalid'],
      ['overdue=sometimes', 'overdue', 'invalid'],
      ['client=abc', 'client', 'invalid'],
      ['date_from=2026-02-30', 'date_from', 'invalid'],
      ['date_from=2026-03-02&date_to=2026-03-01', 'date_from', 'date.range'],
      ['page_size=0', 'page_size', 'invalid'],
      ['unknown=1', 'unknown', 'unknown_field'],
    ]) {
      const res = await reader.get(`/api/client-debt/?${q}`);
      expect([q, res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([q, 400, field, code]);
    }
  });

  it('shows one debt with its instalments and payments; the schedule and next date follow a payment', async () => {
    const wallet = await makeWallet(t, 2);
    const payer = as(t, (await t.userWith([P.CLIENT_DEBT_READ])).token);
    const paid = await payer.post('/api/payment-report/', { client: f.c1, client_debt: f.d1, wallet: wallet.id, amount: '80', currency: 2, payment_date: '2026-03-10' });
    expect(paid.status).toBe(201);
    const res = await reader.get(`/api/client-debt/${f.d1}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: f.d1,
      current_debt: '90.00',
      paid_amount: '210.00',
      next_payment_date: '2026-03-15',
      overdue_amount: '0.00',
      overdue_days: 0,
      instalments: [
        { month: 1, paidAmount: '100.00', status: 'paid' },
        { month: 2, paidAmount: '100.00', status: 'paid', paid_at: new Date(NOW).toISOString() },
        { month: 3, paidAmount: '10.00', status: 'partially_paid', paid_at: null, penalty_amount: '0.00' },
      ],
      payments: [
        {
          id: paid.body.id,
          amount: '80.00',
          applied_amount: '80.00',
          allocations: [
            { instalment: f.d1inst[1], month: 2, amount: '70.00' },
            { instalment: f.d1inst[2], month: 3, amount: '10.00' },
          ],
        },
      ],
    });
    expect((await reader.get('/api/client-debt/987654/')).status).toBe(404);
    expect((await reader.get('/api/client-debt/abc/')).status).toBe(404);
  });

  it('counts overdue exactly around midnight in Tashkent', async () => {
    const client = await makeClient(t);
    const { debt } = await makeDebt(t, { clientId: client.id, schedule: [['100.50', '2026-05-10', '0.25'], ['100', '2026-06-10']] });
    const view = async (iso: string) => {
      clock.mockReturnValue(new Date(iso));
      const res = await reader.get(`/api/client-debt/?client=${client.id}&overdue=true`);
      const one = await reader.get(`/api/client-debt/${debt.id}/`);
      return [res.body.count, one.body.overdue_amount, one.body.overdue_days];
    };
    try {
      expect(await view('2026-05-10T18:59:59.999Z')).toEqual([0, '0.00', 0]); // 23:59:59 on 10 May in Tashkent: due today, not late
      expect(await view('2026-05-10T19:00:00.000Z')).toEqual([1, '100.25', 1]); // 00:00 on 11 May in Tashkent (still 10 May in UTC)
      expect(await view('2026-06-10T19:00:00.000Z')).toEqual([1, '200.25', 32]); // both instalments late, since 10 May
      const totals = await reader.get(`/api/client-debt/?client=${client.id}`);
      expect(totals.body.totals).toEqual([{ currency: 2, currency_code: 'USD', current_debt: '200.25', overdue_amount: '200.25', penalty_amount: '0.00' }]);
    } finally {
      clock.mockReturnValue(new Date(NOW));
    }
  });

  it('exports the filtered list as XLSX, in the language asked, with formulas escaped', async () => {
    const evil = await makeClient(t, { name: '=HYPERLINK("http://x")' });
    await makeDebt(t, { clientId: evil.id, buildingId: f.b2, roomNumber: '77', schedule: [['10', '2026-04-01']] });
    const res = await reader.download(`/api/client-debt/export/debts.xls?building=${f.b2}&is_closed=false&ordering=-current_debt&language=ru`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('debts.xlsx');
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual([
      'Клиент',
      'Номер телефона',
      'Дом',
      'Квартира',
      'Валюта',
      'Общий долг',
      'Оплачено',
      'Остаток долга',
      'Ежемесячный платёж',
      'Дата следующего платежа',
      'Просроченная сумма',
      'Просрочка (дней)',
      'Закрыт',
      'Пеня',
      'Ответственный',
      'Обещанная дата',
      'Обещанная сумма',
      'Обещание нарушено',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[7], r[9], r[12]])).toEqual([
      ['Bobur Toshmatov', expect.any(String), 2000000, '2026-03-20', 'нет'],
      ['\'=HYPERLINK("http://x")', '77', 10, '2026-04-01', 'нет'],
    ]);
    const uz = await readSheet((await reader.download('/api/client-debt/export/debts.xls?overdue=true')).body);
    expect(uz[0][0]).toBe('Mijoz');
    expect(uz.length).toBe(1 + 0); // d1 was paid up in an earlier test: nothing overdue now
    expect((await reader.get('/api/client-debt/export/debts.xls?ordering=nope')).status).toBe(400);
  });

  it('401 without a token, 403 without CLIENT_DEBT_READ', async () => {
    for (const path of ['/api/client-debt/', `/api/client-debt/${f.d1}/`, '/api/client-debt/export/debts.xls']) {
      expect((await t.http().get(path)).status).toBe(401);
    }
    const other = as(t, (await t.userWith([P.CLIENT_READ, P.STATISTICS])).token);
    for (const path of ['/api/client-debt/', `/api/client-debt/${f.d1}/`, '/api/client-debt/export/debts.xls']) {
      const res = await other.get(path);
      expect([path, res.status, res.body.errors?.[0]?.code]).toEqual([path, 403, 'forbidden']);
    }
  });
});
