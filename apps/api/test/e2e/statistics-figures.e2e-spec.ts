import ExcelJS from 'exceljs';
import { CURRENCY_USD, CURRENCY_UZS, P, ROOM_STATUS } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { Decimal } from '../../src/common/money/money';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { as, makeBuilding, makeClient, makeRoom } from '../support/inventory';
import { CASH, createWallet, replenish, setRate } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The statistics, figure by figure, over a known month (March 2026) built through the API (sales,
 * confirmations, payments, refusals, hand-written operations) and, for the domains whose API is
 * written elsewhere (employees, investors, suppliers), with their rows inserted by Prisma and their
 * money moved by the app's own LedgerService. Two currencies, UZS at 12 500 per USD throughout.
 */

/** A Tashkent wall-clock time ("2026-03-10 12:00") as an instant. */
const tk = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:00`);
const RATE = '12500';
const INSTALLMENT = 1;
const MONTHS_3 = 1;
const MARCH = 'from_date=2026-03-01&to_date=2026-03-31';

type Schedule = [string, string][];

async function workbook(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('statistics figures', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let adminId: number;
  let clock: Clock;
  const ids = {} as Record<'A' | 'B' | 'Wu' | 'Wz' | 'M1' | 'M2' | 'S1' | 'S2' | 'S3' | 'S6' | 'S7', number>;
  const names = {} as Record<'A' | 'B', string>;

  const at = (text: string) => jest.spyOn(clock, 'now').mockReturnValue(tk(text));
  const ok = async (res: { status: number; body: unknown }, status = 201) => {
    if (res.status !== status) throw new Error(`HTTP ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };
  const get = (url: string, lang = 'uz') => admin.get(url, lang);

  /** A sale created and confirmed at `when` (Tashkent); `schedule` [due, amount] makes it a 3-month instalment sale. */
  async function sale(
    when: string,
    o: { room: number; client: number; wallet: number; currency: number; sold: string; paid: string; seller: number; schedule?: Schedule; confirm?: 'confirm' | 'decline' | null },
  ) {
    at(when);
    const body: Record<string, unknown> = {
      room: o.room,
      client: o.client,
      wallet: o.wallet,
      currency: o.currency,
      sold_amount: o.sold,
      paid_amount: o.paid,
      seller: o.seller,
      comment: 'Statistika',
    };
    if (o.schedule) {
      Object.assign(body, {
        debt_type: INSTALLMENT,
        credit_period: MONTHS_3,
        payment_date: o.schedule[0][0],
        monthly_amount: o.schedule.map(([paymentDate, amount], i) => ({ month: i + 1, paymentDate, amount })),
      });
    }
    const created = await ok(await admin.post('/api/sale/', body));
    const action = o.confirm === undefined ? 'confirm' : o.confirm;
    if (action) await ok(await admin.post(`/api/sale/${action}/`, { id: created.id }), 200);
    return created.id as number;
  }

  const debtOf = async (saleId: number) => (await t.prisma.clientDebt.findUniqueOrThrow({ where: { sale_id: saleId } })).id;
  async function pay(when: string, o: { saleId: number; client: number; wallet: number; amount: string; currency: number; exchange_rate?: string }) {
    at(when);
    return ok(
      await admin.post('/api/payment-report/', {
        client: o.client,
        client_debt: await debtOf(o.saleId),
        wallet: o.wallet,
        amount: o.amount,
        currency: o.currency,
        method: CASH,
        description: 'Toʻlov',
        payment_date: when.slice(0, 10),
        ...(o.exchange_rate ? { exchange_rate: o.exchange_rate } : {}),
      }),
    );
  }
  async function operation(when: string, body: Record<string, unknown>) {
    at(when);
    return ok(await admin.post('/api/wallet-operations/', { method: CASH, comment: 'Statistika', ...body }));
  }
  /** Money moved by the app's ledger, as the investors, employees and suppliers modules do. */
  async function ledger(when: string, input: { wallet: number; type: 'replenish' | 'withdraw'; kind: 'investments' | 'salary' | 'outflow'; amount: string } & Record<string, unknown>) {
    at(when);
    const l = t.app.get(LedgerService);
    const { wallet, type, kind, amount, ...links } = input;
    return l.transaction((tx) =>
      l.write(tx, { wallet_id: wallet, operation_type: type, kind, amount: new Decimal(amount), method_id: CASH, comment: 'Statistika', executor_id: adminId, ...(links as object) }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(Clock);
    const token = await t.adminToken();
    admin = as(t, token);
    adminId = (await t.prisma.user.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    await setRate(t, '2026-01-01', RATE);

    const m1 = await t.userWith([]);
    const m2 = await t.userWith([]);
    await t.prisma.user.update({ where: { id: m1.id }, data: { full_name: 'Sardor Karimov' } });
    await t.prisma.user.update({ where: { id: m2.id }, data: { full_name: 'Malika Yusupova' } });
    ids.M1 = m1.id;
    ids.M2 = m2.id;

    const a = await makeBuilding(t, { name: `Alfa ${process.pid}` });
    const b = await makeBuilding(t, { name: `Beta ${process.pid}` });
    Object.assign(ids, { A: a.id, B: b.id });
    Object.assign(names, { A: a.name, B: b.name });
    const [a1, a2, a3, a4] = [
      await makeRoom(t, a.id, { number: 'A1', area: '60.50' }),
      await makeRoom(t, a.id, { number: 'A2', area: '45.25' }),
      await makeRoom(t, a.id, { number: 'A3', area: '50.00' }),
      await makeRoom(t, a.id, { number: 'A4', area: '80.00', currency_id: CURRENCY_UZS }),
    ];
    await makeRoom(t, a.id, { number: 'A5', status_id: ROOM_STATUS.CLOSED });
    await makeRoom(t, a.id, { number: 'A6', status_id: ROOM_STATUS.BOOKED, booking_end_date: new Date('2026-12-31T00:00:00Z') });
    const [b1, b2, b3] = [
      await makeRoom(t, b.id, { number: 'B1', area: '70.00' }),
      await makeRoom(t, b.id, { number: 'B2' }),
      await makeRoom(t, b.id, { number: 'B3', area: '55.00' }),
    ];
    await makeRoom(t, b.id, { number: 'B4' });
    const [c1, c2, c3, c4] = [await makeClient(t), await makeClient(t), await makeClient(t), await makeClient(t)];
    const project = await t.prisma.constructionProject.create({ data: { name: 'Alfa qurilishi', floor_count: 9, room_count: 36, entrance_count: 2 } });
    const investor = await t.prisma.investor.create({ data: { first_name: 'Bobur', last_name: 'Aliyev', phone_number: '+998901112233' } });
    const employee = await t.prisma.employee.create({
      data: { first_name: 'Jasur', last_name: 'Toshmatov', position: 'Prorab', salary_type_id: 1, salary: '8000000', salary_currency_id: CURRENCY_UZS },
    });
    const supplier = await t.prisma.supplier.create({ data: { name: 'Qurilish Savdo MChJ', material_id: 1 } });

    // February: the wallets are funded, and a construction expense is written (reversed in March).
    at('2026-02-10 10:00');
    const wu = await createWallet(t, token, { name: 'Valyuta kassasi', currency: CURRENCY_USD });
    const wz = await createWallet(t, token, { name: 'Asosiy kassa', currency: CURRENCY_UZS });
    Object.assign(ids, { Wu: wu.id, Wz: wz.id });
    await replenish(t, token, wu.id, '100000.00');
    await replenish(t, token, wz.id, '2000000000.00');
    const febConstruction = await operation('2026-02-15 10:00', { wallet: wz.id, operation_type: 'withdraw', amount: '2000000.00', construction_building_id: project.id });

    // March.
    at('2026-03-02 10:00');
    await ok(await admin.delete(`/api/wallet-operations/${febConstruction.id}/`), 200);
    await ledger('2026-03-03 10:00', { wallet: wu.id, type: 'replenish', kind: 'investments', amount: '50000.00', investor_id: investor.id });
    await operation('2026-03-04 10:00', { wallet: wz.id, operation_type: 'replenish', kind: 'prepaid', amount: '5000000.00' });
    ids.S7 = await sale('2026-03-05 12:00', {
      room: a4.id, client: c4.id, wallet: wz.id, currency: CURRENCY_UZS, sold: '1000000000.00', paid: '250000000.00', seller: m2.id,
      schedule: [['2026-03-20', '250000000.00'], ['2026-04-01', '250000000.00'], ['2026-05-20', '250000000.00']],
    });
    const inflow = await operation('2026-03-06 10:00', { wallet: wu.id, operation_type: 'replenish', amount: '700.00' });
    at('2026-03-07 10:00');
    await ok(await admin.put(`/api/wallet-operations/${inflow.id}/`, { amount: '750.00' }), 200);
    at('2026-03-08 10:00');
    await ok(await admin.post('/api/wallet-operations/transfer/', { from_wallet: wu.id, to_wallet: wz.id, amount: '1000.00', exchange_rate: RATE, method: CASH, comment: 'Almashtirish' }));
    await operation('2026-03-09 10:00', { wallet: wz.id, operation_type: 'withdraw', amount: '3000000.00' });
    ids.S1 = await sale('2026-03-10 12:00', {
      room: a1.id, client: c1.id, wallet: wu.id, currency: CURRENCY_USD, sold: '100000.00', paid: '30000.00', seller: m1.id,
      schedule: [['2026-03-25', '20000.00'], ['2026-04-25', '25000.00'], ['2026-05-25', '25000.00']],
    });
    await operation('2026-03-11 10:00', { wallet: wz.id, operation_type: 'withdraw', amount: '15000000.00', construction_building_id: project.id });
    ids.S6 = await sale('2026-03-12 12:00', {
      room: b3.id, client: c3.id, wallet: wu.id, currency: CURRENCY_USD, sold: '40000.00', paid: '8000.00', seller: m2.id,
      schedule: [['2026-03-15', '16000.00'], ['2026-04-15', '8000.00'], ['2026-05-15', '8000.00']],
    });
    const cancelled = await operation('2026-03-13 10:00', { wallet: wz.id, operation_type: 'withdraw', amount: '5000000.00', construction_building_id: project.id });
    await pay('2026-03-14 12:00', { saleId: ids.S6, client: c3.id, wallet: wu.id, amount: '3000.00', currency: CURRENCY_USD });
    at('2026-03-16 10:00');
    await ok(await admin.delete(`/api/wallet-operations/${cancelled.id}/`), 200);
    // Supplier: a delivery in each currency and a UZS payment (2.5 % fee) from the cash desk.
    await t.prisma.supplierOperation.create({
      data: { supplier_id: supplier.id, kind: 'delivery', date: new Date('2026-03-01T00:00:00Z'), unit: 'tonna', unit_amount: '100', unit_price: '1000000.00', operation_price: '100000000.00', currency_id: CURRENCY_UZS },
    });
    await t.prisma.supplierOperation.create({
      data: { supplier_id: supplier.id, kind: 'delivery', date: new Date('2026-03-02T00:00:00Z'), unit: 'dona', unit_amount: '10', unit_price: '500.00', operation_price: '5000.00', currency_id: CURRENCY_USD },
    });
    const supplierPayment = await t.prisma.supplierOperation.create({
      data: {
        supplier_id: supplier.id, kind: 'payment', date: new Date('2026-03-17T00:00:00Z'), wallet_id: wz.id, wallet_payment: '40000000.00', fee_percentage: '2.50',
        actual_payment: '39000000.00', actual_payment_usd: '3120.00', exchange_rate: RATE, currency_id: CURRENCY_UZS,
      },
    });
    const paid = await ledger('2026-03-17 10:00', { wallet: wz.id, type: 'withdraw', kind: 'outflow', amount: '40000000.00', supplier_operation_id: supplierPayment.id });
    await t.prisma.supplierOperation.update({ where: { id: supplierPayment.id }, data: { wallet_operation_id: paid.id } });
    // A deleted payment keeps its row without a live wallet operation: it no longer lowers the debt.
    await t.prisma.supplierOperation.create({
      data: {
        supplier_id: supplier.id, kind: 'payment', date: new Date('2026-03-18T00:00:00Z'), wallet_id: wz.id, wallet_payment: '1000000.00', fee_percentage: '0',
        actual_payment: '1000000.00', actual_payment_usd: '80.00', exchange_rate: RATE, currency_id: CURRENCY_UZS,
      },
    });
    at('2026-03-18 10:00');
    const refusal = await ok(await admin.post('/api/refusals/', { sale: ids.S6, comment: 'Mijoz voz kechdi' }));
    await operation('2026-03-19 10:00', { wallet: wu.id, operation_type: 'withdraw', amount: '5000.00', refusal_id: refusal.id });
    const p4 = await pay('2026-03-21 12:00', { saleId: ids.S7, client: c4.id, wallet: wz.id, amount: '300000000.00', currency: CURRENCY_UZS });
    at('2026-03-22 12:00');
    await ok(
      await admin.put(`/api/payment-report/${p4.id}/`, {
        client: c4.id, client_debt: await debtOf(ids.S7), wallet: wz.id, amount: '280000000.00', currency: CURRENCY_UZS, method: CASH, description: 'Tuzatildi', payment_date: '2026-03-21',
      }),
      200,
    );
    await ledger('2026-03-23 10:00', { wallet: wz.id, type: 'withdraw', kind: 'salary', amount: '8000000.00', employee_id: employee.id, salary_date: new Date('2026-03-01T00:00:00Z') });
    await ledger('2026-03-24 10:00', { wallet: wu.id, type: 'withdraw', kind: 'salary', amount: '1200.00', employee_id: employee.id, salary_date: new Date('2026-03-01T00:00:00Z') });
    await pay('2026-03-25 12:00', { saleId: ids.S1, client: c1.id, wallet: wu.id, amount: '20500.00', currency: CURRENCY_USD });
    // A USD debt paid in UZS into the UZS cash desk: 100.00 USD off the debt, 1 250 000 UZS in the wallet.
    await pay('2026-03-26 12:00', { saleId: ids.S1, client: c1.id, wallet: wz.id, amount: '1250000.00', currency: CURRENCY_UZS, exchange_rate: RATE });
    await ledger('2026-03-28 10:00', { wallet: wu.id, type: 'withdraw', kind: 'investments', amount: '10000.00', investor_id: investor.id });
    // The boundary: 23:30 on the last day of March counts for March; 00:10 on 1 April does not.
    ids.S2 = await sale('2026-03-31 23:30', { room: a2.id, client: c1.id, wallet: wu.id, currency: CURRENCY_USD, sold: '80000.00', paid: '80000.00', seller: m2.id });
    ids.S3 = await sale('2026-04-01 00:10', {
      room: b1.id, client: c1.id, wallet: wu.id, currency: CURRENCY_USD, sold: '50000.00', paid: '10000.00', seller: m1.id,
      schedule: [['2026-04-05', '20000.00'], ['2026-05-05', '10000.00'], ['2026-06-05', '10000.00']],
    });
    // Never counted: a pending and a declined sale.
    await sale('2026-03-20 12:00', { room: b2.id, client: c2.id, wallet: wu.id, currency: CURRENCY_USD, sold: '60000.00', paid: '5000.00', seller: m1.id, schedule: [['2026-05-01', '20000.00'], ['2026-06-01', '20000.00'], ['2026-07-01', '15000.00']], confirm: null });
    await sale('2026-03-20 13:00', { room: a3.id, client: c2.id, wallet: wu.id, currency: CURRENCY_USD, sold: '70000.00', paid: '70000.00', seller: m1.id, confirm: 'decline' });
    await operation('2026-04-02 10:00', { wallet: wu.id, operation_type: 'replenish', amount: '999.00' });
    // "Today" for the debts: 10 April 2026.
    at('2026-04-10 12:00');
  }, 120_000);
  afterEach(() => at('2026-04-10 12:00'));
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const row = (building: 'A' | 'B', figures: Record<string, unknown>) => ({ id: ids[building], building: ids[building], name: names[building], ...figures });
  const ZERO_SALES = { sold_count: 0, sold_area: '0.00', sold_amount: '0.00', paid_amount: '0.00', debt_amount: '0.00' };
  const ROOMS_A = { rooms_total: 6, rooms_sold: 3, rooms_booked: 1, rooms_free: 1 };
  const ROOMS_B = { rooms_total: 4, rooms_sold: 1, rooms_booked: 1, rooms_free: 2 };

  describe('GET /api/sale-statistics/', () => {
    it('per building for March in USD: approved sales only (not refused, pending, declined or UZS), 23:30 on the 31st included', async () => {
      const res = await get(`/api/sale-statistics/?currency=2&${MARCH}&page_size=20`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        count: 2,
        results: [
          row('A', { ...ROOMS_A, sold_count: 2, sold_area: '105.75', sold_amount: '180000.00', paid_amount: '130600.00', debt_amount: '49400.00' }),
          row('B', { ...ROOMS_B, ...ZERO_SALES }),
        ],
        totals: { rooms_total: 10, rooms_sold: 4, rooms_booked: 2, rooms_free: 3, sold_count: 2, sold_area: '105.75', sold_amount: '180000.00', paid_amount: '130600.00', debt_amount: '49400.00' },
      });
      // sold = paid + debt, per building and in total.
      const a = res.body.results[0];
      expect(new Decimal(a.paid_amount).plus(a.debt_amount).toFixed(2)).toBe(a.sold_amount);
    });

    it('UZS in its own figures; the UZS payment of a USD debt counts in USD paid_amount only', async () => {
      const res = await get(`/api/sale-statistics/?currency=1&${MARCH}`);
      expect(res.body.results).toEqual([
        row('A', { ...ROOMS_A, sold_count: 1, sold_area: '80.00', sold_amount: '1000000000.00', paid_amount: '530000000.00', debt_amount: '470000000.00' }),
        row('B', { ...ROOMS_B, ...ZERO_SALES }),
      ]);
      expect(res.body.totals).toMatchObject({ sold_count: 1, sold_amount: '1000000000.00', paid_amount: '530000000.00', debt_amount: '470000000.00' });
    });

    it('Tashkent day boundaries: the 31st holds the 23:30 sale; 1 April holds the 00:10 one', async () => {
      const last = await get('/api/sale-statistics/?currency=2&from_date=2026-03-31&to_date=2026-03-31');
      expect(last.body.totals).toMatchObject({ sold_count: 1, sold_amount: '80000.00', paid_amount: '80000.00', debt_amount: '0.00' });
      expect(last.body.results[0]).toMatchObject({ building: ids.A, sold_count: 1, sold_area: '45.25' });
      const first = await get('/api/sale-statistics/?currency=2&from_date=2026-04-01&to_date=2026-04-01');
      expect(first.body.totals).toMatchObject({ sold_count: 1, sold_amount: '50000.00', paid_amount: '10000.00', debt_amount: '40000.00' });
      expect(first.body.results[1]).toMatchObject({ building: ids.B, sold_count: 1, sold_area: '70.00' });
    });

    it('defaults to USD over all time; filters building and search; pages with totals over every listed building', async () => {
      const all = await get('/api/sale-statistics/');
      expect(all.body.totals).toEqual({ rooms_total: 10, rooms_sold: 4, rooms_booked: 2, rooms_free: 3, sold_count: 3, sold_area: '175.75', sold_amount: '230000.00', paid_amount: '140600.00', debt_amount: '89400.00' });
      expect((await get(`/api/sale-statistics/?building=${ids.B}`)).body).toEqual({
        count: 1,
        results: [row('B', { ...ROOMS_B, sold_count: 1, sold_area: '70.00', sold_amount: '50000.00', paid_amount: '10000.00', debt_amount: '40000.00' })],
        totals: { ...ROOMS_B, sold_count: 1, sold_area: '70.00', sold_amount: '50000.00', paid_amount: '10000.00', debt_amount: '40000.00' },
      });
      expect((await get('/api/sale-statistics/?search=alfa')).body.results.map((r: { building: number }) => r.building)).toEqual([ids.A]);
      const page2 = await get('/api/sale-statistics/?page_size=1&page=2&ordering=-name');
      expect(page2.body).toMatchObject({ count: 2, results: [expect.objectContaining({ building: ids.A })], totals: all.body.totals });
      const beyond = await get('/api/sale-statistics/?page=5');
      expect(beyond.body).toEqual({ count: 2, results: [], totals: all.body.totals });
    });

    it('400 for a bad currency, a reversed period, a bad day, an unknown ordering or filter', async () => {
      const cases: [string, string, string][] = [
        ['currency=3', 'currency', 'invalid'],
        ['from_date=2026-04-01&to_date=2026-03-01', 'from_date', 'date.range'],
        ['to_date=2026-02-30', 'to_date', 'invalid'],
        ['ordering=sold_amount', 'ordering', 'invalid'],
        ['wallet=1', 'wallet', 'unknown_field'],
      ];
      for (const [query, field, code] of cases) {
        const res = await get(`/api/sale-statistics/?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
        expect(res.body.errors).toEqual([expect.objectContaining({ field, code })]);
      }
    });
  });

  describe('debts', () => {
    it('all-sale-debt: open debts per currency as of today (Tashkent), clients counted once', async () => {
      expect((await get('/api/sale-statistics/all-sale-debt/')).body).toEqual({
        currency: 2, total_debt: '89400.00', overdue_debt: '20000.00', paid_amount: '20600.00', debts_count: 2, clients_count: 1,
      });
      expect((await get('/api/sale-statistics/all-sale-debt/?currency=1')).body).toEqual({
        currency: 1, total_debt: '470000000.00', overdue_debt: '220000000.00', paid_amount: '280000000.00', debts_count: 1, clients_count: 1,
      });
    });

    it('agrees with the debt list totals it summarises', async () => {
      for (const currency of [1, 2]) {
        const list = await get(`/api/client-debt/?is_closed=false&currency=${currency}`);
        const stats = await get(`/api/sale-statistics/all-sale-debt/?currency=${currency}`);
        const totals = list.body.totals.find((x: { currency: number }) => x.currency === currency);
        expect([currency, totals.current_debt, totals.overdue_amount, list.body.count]).toEqual([currency, stats.body.total_debt, stats.body.overdue_debt, stats.body.debts_count]);
      }
    });

    it('building-debt-list: per building, most owed first', async () => {
      expect((await get('/api/statistics/building-debt-list/?currency=2')).body).toEqual([
        { building: ids.A, name: names.A, debt_amount: '49400.00', overdue_amount: '0.00', debts_count: 1 },
        { building: ids.B, name: names.B, debt_amount: '40000.00', overdue_amount: '20000.00', debts_count: 1 },
      ]);
      expect((await get('/api/statistics/building-debt-list/?currency=1')).body).toEqual([
        { building: ids.A, name: names.A, debt_amount: '470000000.00', overdue_amount: '220000000.00', debts_count: 1 },
      ]);
    });
  });

  describe('the plan of receipts', () => {
    const month = (m: string, expected: string, received: string) => ({ month: m, expected, received });
    const PLAN_USD = () => [
      {
        building: ids.A, name: names.A, expected: '70000.00', received: '20600.00',
        months: [month('2026-03', '20000.00', '20000.00'), month('2026-04', '25000.00', '600.00'), month('2026-05', '25000.00', '0.00'), month('2026-06', '0.00', '0.00')],
      },
      {
        building: ids.B, name: names.B, expected: '40000.00', received: '0.00',
        months: [month('2026-03', '0.00', '0.00'), month('2026-04', '20000.00', '0.00'), month('2026-05', '10000.00', '0.00'), month('2026-06', '10000.00', '0.00')],
      },
    ];

    it('expected against received per building and month; a refused sale\'s instalments are gone', async () => {
      const res = await get('/api/statistics/building-all-debt-list/?currency=2&from_date=2026-03-01&to_date=2026-06-30');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(PLAN_USD());
      expect((await get('/api/statistics/building-all-debt-list/?currency=1&from_date=2026-03-01&to_date=2026-06-30')).body).toEqual([
        {
          building: ids.A, name: names.A, expected: '750000000.00', received: '280000000.00',
          months: [month('2026-03', '250000000.00', '250000000.00'), month('2026-04', '250000000.00', '30000000.00'), month('2026-05', '250000000.00', '0.00'), month('2026-06', '0.00', '0.00')],
        },
      ]);
    });

    it('received is what the payments allocated to those instalments', async () => {
      const [row] = await t.prisma.$queryRaw<{ allocated: string }[]>`
        SELECT sum(pa.amount)::text AS allocated FROM payment_allocation pa JOIN debt_instalment i ON i.id = pa.debt_instalment_id
        JOIN client_debt cd ON cd.id = i.client_debt_id WHERE cd.sale_id = ${ids.S1}`;
      expect(row.allocated).toBe('20600.00');
    });

    it('a due day on the boundary belongs to its month; the default period is the current Tashkent year; at most 120 months', async () => {
      const april1 = await get('/api/statistics/building-all-debt-list/?currency=1&from_date=2026-04-01&to_date=2026-04-01');
      expect(april1.body).toEqual([{ building: ids.A, name: names.A, expected: '250000000.00', received: '30000000.00', months: [month('2026-04', '250000000.00', '30000000.00')] }]);
      const year = await get('/api/statistics/building-all-debt-list/?currency=2');
      expect(year.body[0].months.map((m: { month: string }) => m.month)).toEqual(
        ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2026-${m}`),
      );
      expect(year.body.map((b: { expected: string }) => b.expected)).toEqual(['70000.00', '40000.00']);
      const long = await get('/api/statistics/building-all-debt-list/?from_date=2016-01-01&to_date=2026-12-31', 'ru');
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual([{ field: 'to_date', code: 'statistics.period_too_long', message: 'Период не должен превышать 120 месяцев' }]);
    });

    it('is_excel=true answers the same figures as an XLSX sheet', async () => {
      const res = await admin.download('/api/statistics/building-all-debt-list/?currency=2&from_date=2026-03-01&to_date=2026-06-30&is_excel=true');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = await workbook(res.body);
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Toʻlovlar rejasi']);
      const rows = rowsOf(wb.worksheets[0]);
      expect(rows[0]).toEqual(['Bino', 'Oy', 'Kutilgan', 'Tushgan']);
      expect(rows.slice(1)).toEqual([
        [names.A, '2026-03', 20000, 20000],
        [names.A, '2026-04', 25000, 600],
        [names.A, '2026-05', 25000, 0],
        [names.A, '2026-06', 0, 0],
        [names.A, 'Jami', 70000, 20600],
        [names.B, '2026-03', 0, 0],
        [names.B, '2026-04', 20000, 0],
        [names.B, '2026-05', 10000, 0],
        [names.B, '2026-06', 10000, 0],
        [names.B, 'Jami', 40000, 0],
        ['Jami', '2026-03', 20000, 20000],
        ['Jami', '2026-04', 45000, 600],
        ['Jami', '2026-05', 35000, 0],
        ['Jami', '2026-06', 10000, 0],
        ['Jami', 'Jami', 110000, 20600],
      ]);
    });
  });

  describe('GET /api/statistics/overall-statistics/', () => {
    it('March in USD: every figure, UZS money nowhere in it', async () => {
      const res = await get(`/api/statistics/overall-statistics/?currency=2&${MARCH}`);
      expect(res.status).toBe(200);
      const wu = await t.prisma.wallet.findUniqueOrThrow({ where: { id: ids.Wu } });
      expect(res.body).toEqual({
        currency: 2,
        from_date: '2026-03-01',
        to_date: '2026-03-31',
        sales: { count: 2, sold_amount: '180000.00', paid_amount: '130600.00' },
        // selling 30000 + 8000 + 80000, payments 3000 + 20500 (the refused sale's money did come in).
        income: { payments: '141500.00', other: '50750.00' },
        expense: { salary: '1200.00', construction: '0.00', suppliers: '0.00', refunds: '5000.00', other: '10000.00' },
        debts: { total: '89400.00', overdue: '20000.00' },
        wallets: [{ id: ids.Wu, name: 'Valyuta kassasi', balance: wu.balance.toFixed(2) }],
        investors: { invested: '50000.00', withdrawn: '10000.00' },
        suppliers_debt: '5000.00',
        managers: [
          { seller: ids.M1, full_name: 'Sardor Karimov', count: 1, sold_amount: '100000.00' },
          { seller: ids.M2, full_name: 'Malika Yusupova', count: 1, sold_amount: '80000.00' },
        ],
        usd_equivalent: {
          income: { payments: '184000.00', other: '51150.00' },
          expense: { salary: '1840.00', construction: '1040.00', suppliers: '3200.00', refunds: '5000.00', other: '10240.00' },
        },
      });
    });

    it('March in UZS: reversals count as minus their original, edits as their new version, transfers not at all', async () => {
      const res = await get(`/api/statistics/overall-statistics/?currency=1&${MARCH}`);
      const wz = await t.prisma.wallet.findUniqueOrThrow({ where: { id: ids.Wz } });
      expect(res.body).toMatchObject({
        currency: 1,
        sales: { count: 1, sold_amount: '1000000000.00', paid_amount: '530000000.00' },
        // selling 250M, payment 300M reversed and re-made as 280M, 1.25M paid on a USD debt into this cash desk.
        income: { payments: '531250000.00', other: '5000000.00' },
        // construction: 15M + 5M − 5M (deleted) − 2M (February's, reversed in March).
        expense: { salary: '8000000.00', construction: '13000000.00', suppliers: '40000000.00', refunds: '0.00', other: '3000000.00' },
        debts: { total: '470000000.00', overdue: '220000000.00' },
        wallets: [{ id: ids.Wz, name: 'Asosiy kassa', balance: wz.balance.toFixed(2) }],
        investors: { invested: '0.00', withdrawn: '0.00' },
        suppliers_debt: '61000000.00',
        managers: [{ seller: ids.M2, full_name: 'Malika Yusupova', count: 1, sold_amount: '1000000000.00' }],
      });
    });

    it('income − expense is the net change of the wallets, transfers aside', async () => {
      for (const [currency, wallet] of [[1, ids.Wz], [2, ids.Wu]]) {
        const res = await get(`/api/statistics/overall-statistics/?currency=${currency}&${MARCH}`);
        const { income, expense } = res.body;
        const net = [income.payments, income.other].reduce((s, v) => s.plus(v), new Decimal(0)).minus(Object.values(expense as Record<string, string>).reduce((s, v) => s.plus(v), new Decimal(0)));
        const [flow] = await t.prisma.$queryRaw<{ net: string }[]>`
          SELECT sum(CASE operation_type WHEN 'replenish' THEN amount ELSE -amount END)::text AS net FROM wallet_operation
          WHERE wallet_id = ${wallet} AND kind <> 'transfer' AND date >= ${tk('2026-03-01 00:00')} AND date < ${tk('2026-04-01 00:00')}`;
        expect([currency, net.toFixed(2)]).toEqual([currency, new Decimal(flow.net).toFixed(2)]);
      }
    });

    it('the period bounds the sales and operations (April holds the 00:10 sale and the April inflow)', async () => {
      const res = await get('/api/statistics/overall-statistics/?currency=2&from_date=2026-04-01&to_date=2026-04-30');
      expect(res.body).toMatchObject({
        sales: { count: 1, sold_amount: '50000.00', paid_amount: '10000.00' },
        income: { payments: '10000.00', other: '999.00' },
        expense: { salary: '0.00', construction: '0.00', suppliers: '0.00', refunds: '0.00', other: '0.00' },
        managers: [{ seller: ids.M1, full_name: 'Sardor Karimov', count: 1, sold_amount: '50000.00' }],
      });
    });
  });

  describe('GET /api/statistics/dashboard/', () => {
    it("today's sales and payments per currency (Tashkent day) and, with STATISTICS, the plan of six months", async () => {
      at('2026-03-31 23:45');
      const res = await get('/api/statistics/dashboard/');
      expect(res.status).toBe(200);
      expect(res.body.today_sales).toEqual([
        { currency: 1, currency_code: 'UZS', count: 0, amount: '0.00' },
        { currency: 2, currency_code: 'USD', count: 1, amount: '80000.00' },
      ]);
      expect(res.body.today_payments).toEqual([
        { currency: 1, currency_code: 'UZS', count: 0, amount: '0.00' },
        { currency: 2, currency_code: 'USD', count: 1, amount: '80000.00' },
      ]);
      const m = (month: string, expected: string, received: string) => ({ month, expected, received });
      expect(res.body.plan).toEqual([
        {
          currency: 1, currency_code: 'UZS',
          months: [m('2026-03', '250000000.00', '250000000.00'), m('2026-04', '250000000.00', '30000000.00'), m('2026-05', '250000000.00', '0.00'), m('2026-06', '0.00', '0.00'), m('2026-07', '0.00', '0.00'), m('2026-08', '0.00', '0.00')],
        },
        {
          currency: 2, currency_code: 'USD',
          months: [m('2026-03', '20000.00', '20000.00'), m('2026-04', '45000.00', '600.00'), m('2026-05', '35000.00', '0.00'), m('2026-06', '10000.00', '0.00'), m('2026-07', '0.00', '0.00'), m('2026-08', '0.00', '0.00')],
        },
      ]);
      // The fields the dashboard had before stay.
      expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['week', 'today_calls', 'today_calls_list', 'graphic']));
    });

    it('a payment edited the next day: the day of the payment holds both versions, the next day the reversal', async () => {
      at('2026-03-21 18:00');
      expect((await get('/api/statistics/dashboard/')).body.today_payments[0]).toEqual({ currency: 1, currency_code: 'UZS', count: 2, amount: '580000000.00' });
      at('2026-03-22 18:00');
      // Only the reversal falls on this day: the amount goes negative, the count of payments stops at 0.
      expect((await get('/api/statistics/dashboard/')).body.today_payments[0]).toEqual({ currency: 1, currency_code: 'UZS', count: 0, amount: '-300000000.00' });
    });

    it('without STATISTICS the plan is null', async () => {
      const user = as(t, (await t.userWith([P.DASHBOARD])).token);
      const res = await user.get('/api/statistics/dashboard/');
      expect(res.status).toBe(200);
      expect(res.body.plan).toBeNull();
      expect(res.body.today_sales).toHaveLength(2);
    });
  });

  describe('GET /api/statistics/export/statistic.xls', () => {
    const SALES_ROWS = () => [
      [names.A, 6, 3, 1, 1, 2, 105.75, 180000, 130600, 49400],
      [names.B, 4, 1, 1, 2, 1, 70, 50000, 10000, 40000],
    ];

    it('the sale statistics and the plan as two sheets (Uzbek), with the sale statistics\' filters', async () => {
      const res = await admin.download('/api/statistics/export/statistic.xls?currency=2&from_date=2026-03-01&to_date=2026-06-30');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('statistic.xlsx');
      const wb = await workbook(res.body);
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Sotuv statistikasi', 'Toʻlovlar rejasi']);
      const sales = rowsOf(wb.worksheets[0]);
      expect(sales[0]).toEqual(['Bino', 'Xonadonlar', 'Sotilgan', 'Band qilingan', 'Boʻsh', 'Sotuvlar soni', 'Sotilgan maydon (m²)', 'Sotuv summasi', 'Toʻlangan', 'Qarz']);
      expect(sales.slice(1)).toEqual([...SALES_ROWS(), ['Jami', 10, 4, 2, 3, 3, 175.75, 230000, 140600, 89400]]);
      const plan = rowsOf(wb.worksheets[1]);
      expect(plan.at(-1)).toEqual(['Jami', 'Jami', 110000, 20600]);
      expect(plan).toHaveLength(16);
    });

    it('Russian sheet names and headers; UZS figures in a UZS export only', async () => {
      const res = await admin.download('/api/statistics/export/statistic.xls?currency=1&from_date=2026-03-01&to_date=2026-03-31', 'ru');
      const wb = await workbook(res.body);
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Статистика продаж', 'План поступлений']);
      const sales = rowsOf(wb.worksheets[0]);
      expect(sales[0][0]).toBe('Дом');
      expect(sales.slice(1)).toEqual([
        [names.A, 6, 3, 1, 1, 1, 80, 1000000000, 530000000, 470000000],
        [names.B, 4, 1, 1, 2, 0, 0, 0, 0, 0],
        ['Итого', 10, 4, 2, 3, 1, 80, 1000000000, 530000000, 470000000],
      ]);
      expect(rowsOf(wb.worksheets[1]).slice(1)).toEqual([
        [names.A, '2026-03', 250000000, 250000000],
        [names.A, 'Итого', 250000000, 250000000],
        ['Итого', '2026-03', 250000000, 250000000],
        ['Итого', 'Итого', 250000000, 250000000],
      ]);
    });
  });

  describe('permissions', () => {
    const STATISTICS_ROUTES = [
      '/api/sale-statistics/',
      '/api/sale-statistics/all-sale-debt/',
      '/api/statistics/building-debt-list/',
      '/api/statistics/building-all-debt-list/',
      '/api/statistics/export/statistic.xls',
    ];

    it('403 without STATISTICS; overall statistics needs ADMIN_STATISTICS', async () => {
      const dashboardOnly = as(t, (await t.userWith([P.DASHBOARD, P.CLIENT_DEBT_READ])).token);
      const statistics = as(t, (await t.userWith([P.STATISTICS])).token);
      const adminStatistics = as(t, (await t.userWith([P.ADMIN_STATISTICS])).token);
      for (const path of [...STATISTICS_ROUTES, '/api/statistics/overall-statistics/']) {
        expect([path, (await dashboardOnly.get(path)).status]).toEqual([path, 403]);
        expect([path, (await t.http().get(path)).status]).toEqual([path, 401]);
      }
      for (const path of STATISTICS_ROUTES) {
        expect([path, (await statistics.get(path)).status]).toEqual([path, 200]);
        expect([path, (await adminStatistics.get(path)).status]).toEqual([path, 403]);
      }
      expect((await statistics.get('/api/statistics/overall-statistics/')).status).toBe(403);
      expect((await adminStatistics.get('/api/statistics/overall-statistics/')).status).toBe(200);
    });
  });
});
