import ExcelJS from 'exceljs';
import { CURRENCY_USD, CURRENCY_UZS, P, ROOM_STATUS } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { Decimal } from '../../src/common/money/money';
import { as, makeBuilding, makeRoom, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

/** Tuesday 10 March 2026, 12:00 in Tashkent. */
const NOW = new Date('2026-03-10T07:00:00.000Z');
const TODAY = '2026-03-10';
/** Credit periods seeded with fixed ids (reference-data.ts). */
const MONTHS_3 = 1;
const MONTHS_12 = 4;
const INSTALLMENT = 1;
const CARD = 2;

const SALE_KEYS = [
  'id', 'room', 'room_number', 'floor', 'building', 'building_name', 'client', 'client_name', 'client_phone', 'lid', 'lid_name', 'lid_phone',
  'wallet', 'wallet_name', 'wallet_currency', 'currency', 'currency_code', 'sold_amount', 'paid_amount', 'debt_amount', 'debt_type',
  'debt_type_name', 'credit_period', 'credit_period_name', 'months', 'payment_date', 'schedule', 'monthly_amount', 'method', 'method_name',
  'exchange_rate', 'seller', 'seller_name', 'comment', 'status', 'client_debt', 'created_at', 'created_by', 'created_by_name', 'approved_at',
  'approved_by', 'approved_by_name', 'declined_at', 'declined_by', 'declined_by_name', 'contract_number', 'contract_date',
].sort();

async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('sales', () => {
  let t: TestApp;
  let manager: ReturnType<typeof as> & { id: number };
  let reader: ReturnType<typeof as>;
  let writerOnly: ReturnType<typeof as>;
  let nobody: ReturnType<typeof as>;
  let building: { id: number; name: string };
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const m = await t.userWith([P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ]);
    manager = Object.assign(as(t, m.token), { id: m.id });
    reader = as(t, (await t.userWith([P.SALE_READ])).token);
    writerOnly = as(t, (await t.userWith([P.SALE_WRITE])).token);
    nobody = as(t, (await t.userWith([P.CLIENT_READ, P.BUILDING_READ])).token);
    building = await makeBuilding(t);
  });
  beforeEach(() => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  /** A client with a phone of its own (one client per phone). */
  const makeClient = (_t: TestApp, name = unique('Mijoz')) => t.prisma.client.create({ data: { name, phone_number: uniquePhone() } });
  const makeLid = (_t: TestApp, name = unique('Lid')) => t.prisma.lid.create({ data: { name, phone_number: uniquePhone() } });
  const wallet = (currency = CURRENCY_USD, over: { is_active?: boolean } = {}) =>
    t.prisma.wallet.create({ data: { name: `Kassa ${++seq}`, currency_id: currency, ...over } });
  const room = (over: Parameters<typeof makeRoom>[2] = {}) => makeRoom(t, building.id, over);
  const roomOf = (id: number) => t.prisma.room.findUniqueOrThrow({ where: { id } });
  const saleBody = (over: Record<string, unknown>) => ({
    currency: CURRENCY_USD,
    sold_amount: '100000.00',
    paid_amount: '30000.00',
    debt_type: INSTALLMENT,
    credit_period: MONTHS_3,
    payment_date: '2026-04-15',
    comment: 'Janubiy tomon',
    ...over,
  });
  /** A pending sale of a new free room to a new client, into a new USD wallet. */
  const pendingSale = async (over: Record<string, unknown> = {}) => {
    const [r, c, w] = await Promise.all([room(), makeClient(t), wallet()]);
    const res = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id, ...over }));
    expect(res.status).toBe(201);
    return { sale: res.body, room: r, client: c, wallet: w };
  };
  const operationsOf = (saleId: number) => t.prisma.walletOperation.findMany({ where: { sale_id: saleId }, orderBy: { id: 'asc' } });

  describe('POST /api/sale/', () => {
    it('creates a pending sale holding the free room as booked, with the generated schedule', async () => {
      const [r, c, w] = await Promise.all([room(), makeClient(t, 'Aziz Rahimov'), wallet()]);
      const res = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id, method: CARD }));
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(SALE_KEYS);
      expect(res.body).toMatchObject({
        room: r.id,
        room_number: r.number,
        building: building.id,
        building_name: building.name,
        client: c.id,
        client_name: 'Aziz Rahimov',
        lid: null,
        wallet: w.id,
        currency: CURRENCY_USD,
        currency_code: 'USD',
        sold_amount: '100000.00',
        paid_amount: '30000.00',
        debt_amount: '70000.00',
        debt_type: INSTALLMENT,
        debt_type_name: 'Boʻlib toʻlash',
        credit_period: MONTHS_3,
        months: 3,
        payment_date: '2026-04-15',
        method: CARD,
        exchange_rate: '1.000000',
        seller: manager.id,
        seller_name: 'Test User',
        comment: 'Janubiy tomon',
        status: 'pending',
        client_debt: null,
        created_at: NOW.toISOString(),
        created_by: manager.id,
        approved_at: null,
        approved_by: null,
      });
      const schedule = [
        { month: 1, paymentDate: '2026-04-15', amount: '23333.00' },
        { month: 2, paymentDate: '2026-05-15', amount: '23333.00' },
        { month: 3, paymentDate: '2026-06-15', amount: '23334.00' },
      ];
      expect(res.body.schedule).toEqual(schedule);
      expect(res.body.monthly_amount).toEqual(schedule);
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: c.id, lid_id: null, booking_end_date: null });
      const stored = await t.prisma.sale.findUniqueOrThrow({ where: { id: res.body.id } });
      expect(stored.previous_room_status_id).toBe(ROOM_STATUS.FREE);
      // No money moves before confirm.
      expect(await operationsOf(res.body.id)).toEqual([]);
      expect((await manager.get(`/api/sale/${res.body.id}/`, 'ru')).body).toMatchObject({ id: res.body.id, debt_type_name: 'Рассрочка', schedule });
    });

    it('a sale paid in full needs no period; the seller may be another user', async () => {
      const [r, c, w] = await Promise.all([room(), makeClient(t), wallet()]);
      const res = await manager.post('/api/sale/', {
        room: r.id, client: c.id, wallet: w.id, currency: CURRENCY_USD, sold_amount: 5000, paid_amount: '5000', debt_amount: '0.00', seller: 1,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ debt_amount: '0.00', schedule: [], credit_period: null, payment_date: null, seller: 1, comment: null });
    });

    it('answers 400 naming each field, in the request language, and writes nothing', async () => {
      const [r, c, w] = await Promise.all([room(), makeClient(t), wallet()]);
      const lid = await makeLid(t);
      const empty = await manager.post('/api/sale/', {});
      expect(empty.status).toBe(400);
      const fields = empty.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`);
      expect(fields).toEqual(expect.arrayContaining(['room:required', 'wallet:required', 'currency:required', 'sold_amount:required', 'paid_amount:required']));

      const both = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, lid: lid.id, wallet: w.id }));
      expect(both.status).toBe(400);
      expect(both.body.errors).toEqual([{ field: 'client', code: 'client_or_lid', message: 'Mijoz yoki lidni tanlang, ikkalasini emas!' }]);
      const bothRu = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, lid: lid.id, wallet: w.id }), 'ru');
      expect(bothRu.body.errors[0].message).toBe('Выберите клиента или лида, но не обоих!');
      const neither = await manager.post('/api/sale/', saleBody({ room: r.id, wallet: w.id }));
      expect(neither.body.errors).toEqual([expect.objectContaining({ field: 'client', code: 'required' })]);

      const cases: [Record<string, unknown>, string, string][] = [
        [{ paid_amount: '100000.01' }, 'paid_amount', 'sale.paid_exceeds_sold'],
        [{ debt_amount: '69999.99' }, 'debt_amount', 'sale.amounts_mismatch'],
        [{ credit_period: null }, 'credit_period', 'sale.credit_period_required'],
        [{ payment_date: undefined }, 'payment_date', 'sale.credit_period_required'],
        [{ debt_type: null }, 'debt_type', 'required'],
        [{ sold_amount: '12.345' }, 'sold_amount', 'money.invalid_positive'],
        [{ sold_amount: '0' }, 'sold_amount', 'money.invalid_positive'],
        [{ paid_amount: '-1' }, 'paid_amount', 'money.invalid'],
        [{ exchange_rate: '0' }, 'exchange_rate', 'exchange_rate.invalid'],
        [{ payment_date: '2026-02-30' }, 'payment_date', 'invalid'],
        [{ wallet: 987654 }, 'wallet', 'invalid'],
        [{ currency: 3 }, 'currency', 'invalid'],
        [{ credit_period: 987654 }, 'credit_period', 'invalid'],
        [{ debt_type: 987654 }, 'debt_type', 'invalid'],
        [{ method: 987654 }, 'method', 'invalid'],
        [{ seller: 987654 }, 'seller', 'invalid'],
        [{ client: 987654 }, 'client', 'invalid'],
        [{ room: 987654 }, 'room', 'invalid'],
        [{ status: 'approved' }, 'status', 'unknown_field'],
      ];
      for (const [over, field, code] of cases) {
        const res = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id, ...over }));
        expect([over, res.status]).toEqual([over, 400]);
        expect([over, res.body.errors]).toEqual([over, [expect.objectContaining({ field, code, message: expect.any(String) })]]);
      }
      const ru = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id, paid_amount: '100000.01' }), 'ru');
      expect(ru.body.errors[0].message).toBe('Оплаченная сумма не может превышать общую');
      expect(await t.prisma.sale.count({ where: { room_id: r.id } })).toBe(0);
      expect((await roomOf(r.id)).status_id).toBe(ROOM_STATUS.FREE);
    });

    it('checks a given schedule: count, months, dates, sum to the tiyin, amounts above zero', async () => {
      const [r, c, w] = await Promise.all([room(), makeClient(t), wallet()]);
      const base = { room: r.id, client: c.id, wallet: w.id, sold_amount: '1000.00', paid_amount: '0', credit_period: MONTHS_3, payment_date: '2026-04-01' };
      const good = [
        { month: 1, paymentDate: '2026-04-01', amount: '100.00' },
        { month: 2, paymentDate: '2026-05-10', amount: '450.50' },
        { month: 3, paymentDate: '2026-07-01', amount: '449.50' },
      ];
      const cases: [unknown[], string, string, string][] = [
        [good.slice(0, 2), 'monthly_amount', 'sale.schedule_count', 'Grafikda 3 ta oy boʻlishi kerak'],
        [[good[0], good[1], { ...good[2], amount: '449.49' }], 'monthly_amount', 'sale.schedule_sum', 'Grafik summalari yigʻindisi qarzga (1000.00) teng boʻlishi kerak'],
        [[good[0], { ...good[1], paymentDate: '2026-04-01' }, good[2]], 'monthly_amount', 'sale.schedule_dates', 'Grafik sanalari oʻsib borishi kerak'],
        [[{ ...good[0], paymentDate: '2026-04-02' }, good[1], good[2]], 'monthly_amount', 'sale.schedule_dates', 'Grafik sanalari oʻsib borishi kerak'],
        [[good[0], { ...good[1], month: 1 }, good[2]], 'monthly_amount.1.month', 'invalid', 'Qiymat notoʻgʻri'],
        [[good[0], good[1], { ...good[2], month: 4 }], 'monthly_amount.2.month', 'invalid', 'Qiymat notoʻgʻri'],
        [[{ ...good[0], amount: '0' }, { ...good[1], amount: '550.50' }, good[2]], 'monthly_amount.0.amount', 'money.invalid_positive', expect.any(String)],
        [[{ ...good[0], payment_date: '2026-04-01' }, good[1], good[2]], 'monthly_amount.0.payment_date', 'unknown_field', expect.any(String)],
      ];
      for (const [monthly_amount, field, code, message] of cases) {
        const res = await manager.post('/api/sale/', saleBody({ ...base, monthly_amount }));
        expect([code, res.status]).toEqual([code, 400]);
        expect(res.body.errors).toEqual(expect.arrayContaining([{ field, code, message }]));
      }
      const ru = await manager.post('/api/sale/', saleBody({ ...base, monthly_amount: good.slice(0, 2) }), 'ru');
      expect(ru.body.errors[0].message).toBe('Число месяцев в графике должно быть 3');
      expect(await t.prisma.sale.count({ where: { room_id: r.id } })).toBe(0);

      // Given in any order, kept in month order; without payment_date the first line's date is used.
      const ok = await manager.post('/api/sale/', saleBody({ ...base, payment_date: undefined, monthly_amount: [good[2], good[0], good[1]] }));
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ payment_date: '2026-04-01', schedule: good, debt_amount: '1000.00' });

      const confirmed = await manager.post('/api/sale/confirm/', { id: ok.body.id });
      expect(confirmed.status).toBe(200);
      const debt = await t.prisma.clientDebt.findUniqueOrThrow({ where: { sale_id: ok.body.id }, include: { instalments: { orderBy: { month: 'asc' } } } });
      expect(debt.instalments.map((i) => [i.month, i.payment_date.toISOString().slice(0, 10), i.amount.toFixed(2), i.status])).toEqual([
        [1, '2026-04-01', '100.00', 'not_paid'],
        [2, '2026-05-10', '450.50', 'not_paid'],
        [3, '2026-07-01', '449.50', 'not_paid'],
      ]);
      expect(debt.monthly_amount.toFixed(2)).toBe('100.00');
    });

    it('the schedule of 100 000.01 over 7 months sums exactly: 6 × 14285.00 and 14290.01, kept on confirm', async () => {
      const seven = await t.prisma.creditPeriod.create({ data: { months: 7, name_uz: '7 oy', name_ru: '7 месяцев' } });
      const { sale, client } = await pendingSale({ sold_amount: '100000.01', paid_amount: '0', credit_period: seven.id, payment_date: '2026-01-31' });
      expect(sale.schedule).toEqual([
        { month: 1, paymentDate: '2026-01-31', amount: '14285.00' },
        { month: 2, paymentDate: '2026-02-28', amount: '14285.00' },
        { month: 3, paymentDate: '2026-03-31', amount: '14285.00' },
        { month: 4, paymentDate: '2026-04-30', amount: '14285.00' },
        { month: 5, paymentDate: '2026-05-31', amount: '14285.00' },
        { month: 6, paymentDate: '2026-06-30', amount: '14285.00' },
        { month: 7, paymentDate: '2026-07-31', amount: '14290.01' },
      ]);
      const res = await manager.post('/api/sale/confirm/', { id: sale.id });
      expect(res.status).toBe(200);
      const debt = await t.prisma.clientDebt.findUniqueOrThrow({ where: { sale_id: sale.id }, include: { instalments: true } });
      expect([debt.client_id, debt.all_debt.toFixed(2), debt.current_debt.toFixed(2), debt.monthly_amount.toFixed(2)]).toEqual([
        client.id, '100000.01', '100000.01', '14285.00',
      ]);
      expect(debt.instalments.reduce((s, i) => s.plus(i.amount), new Decimal(0)).toFixed(2)).toBe('100000.01');
      expect(debt.instalments).toHaveLength(7);
      // paid_amount 0: no wallet operation.
      expect(await operationsOf(sale.id)).toEqual([]);
    });

    it('a room booked for this same client keeps its booking as the hold; for someone else it is 409', async () => {
      const [c, other, w] = await Promise.all([makeClient(t), makeClient(t), wallet()]);
      const r = await room({ status_id: ROOM_STATUS.BOOKED, client_id: c.id, booking_end_date: new Date('2026-03-20T00:00:00Z') });
      const refused = await manager.post('/api/sale/', saleBody({ room: r.id, client: other.id, wallet: w.id }), 'ru');
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual([{ field: 'room', code: 'room.not_free', message: 'Квартира не свободна: она продана или забронирована' }]);
      const res = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id }));
      expect(res.status).toBe(201);
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: c.id, booking_end_date: new Date('2026-03-20T00:00:00Z') });
      // Decline gives the booking back as it was.
      const declined = await manager.post('/api/sale/decline/', { id: res.body.id });
      expect(declined.status).toBe(200);
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: c.id, booking_end_date: new Date('2026-03-20T00:00:00Z') });
    });

    it('a room booked for a lead may be sold to that lead, or to the client it became', async () => {
      const [lid, w] = await Promise.all([makeLid(t), wallet()]);
      const r = await room({ status_id: ROOM_STATUS.BOOKED, lid_id: lid.id, booking_end_date: new Date('2026-03-12T00:00:00Z') });
      const converted = await as(t, await t.adminToken()).get(`/api/lid/${lid.id}/lid-to-client/`);
      expect(converted.status).toBe(200);
      const res = await manager.post('/api/sale/', saleBody({ room: r.id, client: converted.body.id, wallet: w.id }));
      expect(res.status).toBe(201);
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: converted.body.id, lid_id: null });
    });

    it('an expired booking counts as free; sold and closed rooms are 409; an inactive wallet is 409', async () => {
      const [c, other, w] = await Promise.all([makeClient(t), makeClient(t), wallet()]);
      const expired = await room({ status_id: ROOM_STATUS.BOOKED, client_id: other.id, booking_end_date: new Date('2026-03-09T00:00:00Z') });
      const res = await manager.post('/api/sale/', saleBody({ room: expired.id, client: c.id, wallet: w.id }));
      expect(res.status).toBe(201);
      expect(await roomOf(expired.id)).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: c.id, booking_end_date: null });
      expect((await t.prisma.sale.findUniqueOrThrow({ where: { id: res.body.id } })).previous_room_status_id).toBe(ROOM_STATUS.FREE);

      for (const over of [{ status_id: ROOM_STATUS.SOLD, client_id: other.id }, { status_id: ROOM_STATUS.CLOSED }]) {
        const r = await room(over);
        const refused = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id }));
        expect(refused.status).toBe(409);
        expect(refused.body.errors[0].code).toBe('room.not_free');
      }
      // A room held by a pending sale is not free, even for the same buyer.
      const again = await manager.post('/api/sale/', saleBody({ room: expired.id, client: c.id, wallet: w.id }));
      expect([again.status, again.body.errors[0].code]).toEqual([409, 'room.not_free']);

      const closedWallet = await wallet(CURRENCY_USD, { is_active: false });
      const r = await room();
      const inactive = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: closedWallet.id }));
      expect(inactive.status).toBe(409);
      expect(inactive.body.errors[0]).toMatchObject({ field: 'wallet', code: 'wallet.inactive' });
    });

    it('401 without a token, 403 without SALE_WRITE', async () => {
      expect((await t.http().post('/api/sale/').send({})).status).toBe(401);
      const res = await reader.post('/api/sale/', {});
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    });

    it('an Idempotency-Key replay answers the first sale; the same key with another body is 422', async () => {
      const [r, c, w] = await Promise.all([room(), makeClient(t), wallet()]);
      const body = saleBody({ room: r.id, client: c.id, wallet: w.id });
      const first = await manager.post('/api/sale/', body).set('Idempotency-Key', 'sale-create-1');
      const replay = await manager.post('/api/sale/', body).set('Idempotency-Key', 'sale-create-1');
      expect([first.status, replay.status]).toEqual([201, 201]);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await t.prisma.sale.count({ where: { room_id: r.id } })).toBe(1);
      const reused = await manager.post('/api/sale/', { ...body, comment: 'other' }).set('Idempotency-Key', 'sale-create-1');
      expect(reused.status).toBe(422);
      expect(reused.body.errors[0].code).toBe('idempotency.key_reused');
    });
  });

  describe('POST /api/sale/confirm/', () => {
    it('approves: room sold, debt and instalments, the first payment as a selling operation, all at once', async () => {
      const { sale, room: r, client: c, wallet: w } = await pendingSale({ method: CARD });
      const res = await manager.post('/api/sale/confirm/', { id: sale.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: sale.id, status: 'approved', approved_at: NOW.toISOString(), approved_by: manager.id, client: c.id });
      expect(res.body.client_debt).toEqual(expect.any(Number));
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.SOLD, client_id: c.id, lid_id: null, booking_end_date: null });

      const debt = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: res.body.client_debt }, include: { instalments: { orderBy: { month: 'asc' } } } });
      expect(debt).toMatchObject({ client_id: c.id, room_id: r.id, sale_id: sale.id, currency_id: CURRENCY_USD, debt_type_id: INSTALLMENT, credit_period_id: MONTHS_3, is_closed: false });
      expect([debt.all_debt, debt.current_debt, debt.monthly_amount].map((d) => d.toFixed(2))).toEqual(['70000.00', '70000.00', '23333.00']);
      expect(debt.payment_date.toISOString().slice(0, 10)).toBe('2026-04-15');
      expect(debt.instalments.map((i) => [i.month, i.payment_date.toISOString().slice(0, 10), i.amount.toFixed(2), i.paid_amount.toFixed(2)])).toEqual([
        [1, '2026-04-15', '23333.00', '0.00'],
        [2, '2026-05-15', '23333.00', '0.00'],
        [3, '2026-06-15', '23334.00', '0.00'],
      ]);

      const ops = await operationsOf(sale.id);
      expect(ops.map((o) => [o.wallet_id, o.operation_type, o.kind, o.amount.toFixed(2), o.amount_usd.toFixed(2), o.client_id, o.method_id, o.executor_id])).toEqual([
        [w.id, 'replenish', 'selling', '30000.00', '30000.00', c.id, CARD, manager.id],
      ]);
      expect(ops[0].date.toISOString()).toBe(NOW.toISOString());
      expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })).balance.toFixed(2)).toBe('30000.00');

      // The sale's operations.
      const list = await reader.get(`/api/sale/${sale.id}/operations/`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        count: 1,
        results: [
          expect.objectContaining({
            id: ops[0].id, wallet: w.id, operation_type: 'replenish', kind: 'selling', amount: '30000.00', amount_usd: '30000.00', method: CARD,
            exchange_rate: '1.000000', executor: { id: manager.id, full_name: 'Test User' }, sale: sale.id, client: c.id, reversal_of: null, reversed_by: null,
          }),
        ],
      });

      // Approved: no second confirm, no decline, no delete.
      const again = await manager.post('/api/sale/confirm/', { id: sale.id }, 'ru');
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([{ field: null, code: 'sale.not_pending', message: 'Продажа не в статусе ожидания' }]);
      expect((await manager.post('/api/sale/decline/', { id: sale.id })).body.errors[0].code).toBe('sale.not_pending');
      const del = await manager.delete(`/api/sale/${sale.id}/`);
      expect([del.status, del.body.errors[0].code]).toEqual([409, 'sale.not_deletable']);
      expect(await operationsOf(sale.id)).toHaveLength(1);
    });

    it('a USD sale into a UZS wallet books paid_amount converted exactly at the sale rate', async () => {
      const w = await wallet(CURRENCY_UZS);
      const { sale } = await pendingSale({ wallet: w.id, sold_amount: '50000.00', paid_amount: '1234.56', exchange_rate: '12650.123456' });
      expect(sale.exchange_rate).toBe('12650.123456');
      expect(sale.wallet_currency).toBe(CURRENCY_UZS);
      const res = await manager.post('/api/sale/confirm/', { id: sale.id });
      expect(res.status).toBe(200);
      const [op] = await operationsOf(sale.id);
      // 1234.56 × 12650.123456 = 15617336.41383936 → 15617336.41
      expect([op.amount.toFixed(2), op.exchange_rate.toFixed(6), op.amount_usd.toFixed(2)]).toEqual(['15617336.41', '12650.123456', '1234.56']);
      expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })).balance.toFixed(2)).toBe('15617336.41');
      // The debt stays in the sale's currency.
      expect((await t.prisma.clientDebt.findUniqueOrThrow({ where: { sale_id: sale.id } })).currency_id).toBe(CURRENCY_USD);
    });

    it('without a rate it takes the day\'s stored rate; with none stored it is a 400 and nothing moves', async () => {
      const w = await wallet(CURRENCY_UZS);
      const { sale, room: r } = await pendingSale({ wallet: w.id, sold_amount: '1000.00', paid_amount: '100.01' });
      const refused = await manager.post('/api/sale/confirm/', { id: sale.id });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'exchange_rate', code: 'exchange_rate.required' })]);
      expect((await t.prisma.sale.findUniqueOrThrow({ where: { id: sale.id } })).status).toBe('pending');
      expect((await roomOf(r.id)).status_id).toBe(ROOM_STATUS.BOOKED);
      expect(await t.prisma.clientDebt.count({ where: { sale_id: sale.id } })).toBe(0);

      await t.prisma.exchangeRate.create({ data: { currency_id: CURRENCY_USD, date: new Date(`${TODAY}T00:00:00Z`), rate: '12700' } });
      const res = await manager.post('/api/sale/confirm/', { id: sale.id });
      expect(res.status).toBe(200);
      expect(res.body.exchange_rate).toBe('12700.000000');
      const [op] = await operationsOf(sale.id);
      expect([op.amount.toFixed(2), op.amount_usd.toFixed(2)]).toEqual(['1270127.00', '100.01']);
    });

    it('a UZS sale into a USD wallet divides by the rate given at confirm', async () => {
      const w = await wallet(CURRENCY_USD);
      const { sale } = await pendingSale({ wallet: w.id, currency: CURRENCY_UZS, sold_amount: '1265000000.00', paid_amount: '1265000.00' });
      const res = await manager.post('/api/sale/confirm/', { id: sale.id, exchange_rate: '12650' });
      expect(res.status).toBe(200);
      const [op] = await operationsOf(sale.id);
      expect([op.amount.toFixed(2), op.exchange_rate.toFixed(6)]).toEqual(['100.00', '12650.000000']);
    });

    it('a sale to a lead converts the lead into a client on confirm; the room and the debt get the client', async () => {
      const [r, lid, w] = await Promise.all([room(), makeLid(t, 'Otabek Lid'), wallet()]);
      const created = await manager.post('/api/sale/', saleBody({ room: r.id, lid: lid.id, wallet: w.id }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ client: null, client_name: null, lid: lid.id, lid_name: 'Otabek Lid' });
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: null, lid_id: lid.id });

      const res = await manager.post('/api/sale/confirm/', { id: created.body.id });
      expect(res.status).toBe(200);
      const converted = await t.prisma.lid.findUniqueOrThrow({ where: { id: lid.id } });
      expect(converted.converted_client_id).toEqual(expect.any(Number));
      expect(converted.converted_at?.toISOString()).toBe(NOW.toISOString());
      const client = await t.prisma.client.findUniqueOrThrow({ where: { id: converted.converted_client_id! } });
      expect(client).toMatchObject({ name: 'Otabek Lid', phone_number: lid.phone_number, created_by_id: manager.id });
      expect(res.body).toMatchObject({ client: client.id, client_name: 'Otabek Lid', lid: lid.id, status: 'approved' });
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.SOLD, client_id: client.id, lid_id: null });
      expect((await t.prisma.clientDebt.findUniqueOrThrow({ where: { sale_id: created.body.id } })).client_id).toBe(client.id);
      expect((await operationsOf(created.body.id))[0].client_id).toBe(client.id);
    });

    it('a lead converted before confirm keeps its client (no second client)', async () => {
      const [r, lid, w] = await Promise.all([room(), makeLid(t), wallet()]);
      const created = await manager.post('/api/sale/', saleBody({ room: r.id, lid: lid.id, wallet: w.id }));
      const converted = await as(t, await t.adminToken()).get(`/api/lid/${lid.id}/lid-to-client/`);
      expect(converted.status).toBe(200);
      const clients = await t.prisma.client.count();
      const res = await manager.post('/api/sale/confirm/', { id: created.body.id });
      expect(res.status).toBe(200);
      expect(res.body.client).toBe(converted.body.id);
      expect(await t.prisma.client.count()).toBe(clients);
    });

    it('an inactive wallet stops the confirm with 409 and nothing changes', async () => {
      const { sale, room: r, wallet: w } = await pendingSale();
      await t.prisma.wallet.update({ where: { id: w.id }, data: { is_active: false } });
      const res = await manager.post('/api/sale/confirm/', { id: sale.id });
      expect([res.status, res.body.errors[0].code]).toEqual([409, 'wallet.inactive']);
      expect((await t.prisma.sale.findUniqueOrThrow({ where: { id: sale.id } })).status).toBe('pending');
      expect((await roomOf(r.id)).status_id).toBe(ROOM_STATUS.BOOKED);
      expect(await t.prisma.clientDebt.count({ where: { sale_id: sale.id } })).toBe(0);
    });

    it('400 naming the field, 401, 403 without SALE_PENDING_READ or SALE_WRITE, 404', async () => {
      for (const url of ['/api/sale/confirm/', '/api/sale/decline/']) {
        const bad = await manager.post(url, { id: 'x' });
        expect([url, bad.status]).toEqual([url, 400]);
        expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'id', code: 'invalid' })]);
        expect((await manager.post(url, {})).body.errors).toEqual([expect.objectContaining({ field: 'id', code: 'required' })]);
        expect((await t.http().post(url).send({ id: 1 })).status).toBe(401);
        expect((await writerOnly.post(url, { id: 1 })).status).toBe(403);
        expect((await reader.post(url, { id: 1 })).status).toBe(403);
        const missing = await manager.post(url, { id: 987654 });
        expect([url, missing.status, missing.body.errors[0].code]).toEqual([url, 404, 'not_found']);
      }
    });
  });

  describe('POST /api/sale/decline/ and DELETE /api/sale/{id}/', () => {
    it('decline returns a free room to free, moves no money, and is final', async () => {
      const { sale, room: r, wallet: w } = await pendingSale();
      const res = await manager.post('/api/sale/decline/', { id: sale.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'declined', declined_by: manager.id, declined_at: NOW.toISOString(), approved_at: null });
      expect(await roomOf(r.id)).toMatchObject({ status_id: ROOM_STATUS.FREE, client_id: null, lid_id: null, booking_end_date: null });
      expect(await operationsOf(sale.id)).toEqual([]);
      expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })).balance.toFixed(2)).toBe('0.00');
      expect((await manager.post('/api/sale/decline/', { id: sale.id })).status).toBe(409);
      expect((await manager.post('/api/sale/confirm/', { id: sale.id })).status).toBe(409);
      // The room can be sold again.
      const c = await makeClient(t);
      expect((await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id }))).status).toBe(201);
    });

    it('deletes a pending sale (the room is given back) or a declined one; 401, 403, 404', async () => {
      const pending = await pendingSale();
      expect((await t.http().delete(`/api/sale/${pending.sale.id}/`)).status).toBe(401);
      expect((await reader.delete(`/api/sale/${pending.sale.id}/`)).status).toBe(403);
      const res = await manager.delete(`/api/sale/${pending.sale.id}/`);
      expect(res.status).toBe(204);
      expect(await roomOf(pending.room.id)).toMatchObject({ status_id: ROOM_STATUS.FREE, client_id: null });
      expect((await manager.get(`/api/sale/${pending.sale.id}/`)).status).toBe(404);
      expect((await manager.delete(`/api/sale/${pending.sale.id}/`)).status).toBe(404);

      const declined = await pendingSale();
      await manager.post('/api/sale/decline/', { id: declined.sale.id });
      expect((await manager.delete(`/api/sale/${declined.sale.id}/`).set('Idempotency-Key', 'del-1')).status).toBe(204);
      expect(await t.prisma.sale.count({ where: { id: declined.sale.id } })).toBe(0);
      expect((await manager.delete('/api/sale/abc/')).status).toBe(404);
    });
  });

  describe('reading', () => {
    it('GET /api/sale/{id}/: 200, 401, 403, 404', async () => {
      const { sale } = await pendingSale();
      expect((await reader.get(`/api/sale/${sale.id}/`)).body).toEqual(sale);
      expect((await t.http().get(`/api/sale/${sale.id}/`)).status).toBe(401);
      expect((await nobody.get(`/api/sale/${sale.id}/`)).status).toBe(403);
      expect((await reader.get('/api/sale/987654/')).status).toBe(404);
      expect((await reader.get('/api/sale/987654/operations/')).status).toBe(404);
      expect((await nobody.get(`/api/sale/${sale.id}/operations/`)).status).toBe(403);
    });

    it('lists with filters, search, ordering and totals per currency that never mix UZS and USD', async () => {
      const b = await makeBuilding(t);
      const tag = unique('Sotuv');
      const [c1, c2] = await Promise.all([makeClient(t, `${tag} Ali`), makeClient(t, `${tag} Vali`)]);
      const [usdWallet, uzsWallet] = await Promise.all([wallet(CURRENCY_USD), wallet(CURRENCY_UZS)]);
      const make = async (over: Record<string, unknown>, at: string) => {
        jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(at));
        const r = await makeRoom(t, b.id);
        const res = await manager.post('/api/sale/', saleBody({ room: r.id, ...over }));
        expect(res.status).toBe(201);
        return res.body;
      };
      // 23:30 in Tashkent on 1 March is 18:30 UTC: the Tashkent day counts.
      const s1 = await make({ client: c1.id, wallet: usdWallet.id, sold_amount: '1000.10', paid_amount: '1000.10', debt_amount: '0' }, '2026-03-01T18:30:00Z');
      const s2 = await make({ client: c2.id, wallet: usdWallet.id, sold_amount: '2000.20', paid_amount: '500.05' }, '2026-03-02T06:00:00Z');
      const s3 = await make({ client: c1.id, wallet: uzsWallet.id, currency: CURRENCY_UZS, sold_amount: '500000000.00', paid_amount: '100000000.00', exchange_rate: '12650' }, '2026-03-05T06:00:00Z');
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-03-06T06:00:00Z'));
      expect((await manager.post('/api/sale/confirm/', { id: s2.id })).status).toBe(200);
      expect((await manager.post('/api/sale/decline/', { id: s1.id })).status).toBe(200);

      const all = await reader.get(`/api/sale/?building=${b.id}&ordering=created_at`);
      expect(all.status).toBe(200);
      expect(all.body.count).toBe(3);
      expect(all.body.results.map((s: { id: number }) => s.id)).toEqual([s1.id, s2.id, s3.id]);
      expect(all.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', count: 1, sold_amount: '500000000.00', paid_amount: '100000000.00', debt_amount: '400000000.00' },
        { currency: CURRENCY_USD, currency_code: 'USD', count: 2, sold_amount: '3000.30', paid_amount: '1500.15', debt_amount: '1500.15' },
      ]);
      const ids = async (query: string) => {
        const res = await reader.get(`/api/sale/?building=${b.id}&${query}`);
        expect([query, res.status]).toEqual([query, 200]);
        return res.body.results.map((s: { id: number }) => s.id).sort((x: number, y: number) => x - y);
      };
      expect(await ids('currency=2')).toEqual([s1.id, s2.id]);
      expect((await reader.get(`/api/sale/?building=${b.id}&currency=1`)).body.totals).toEqual([expect.objectContaining({ currency: CURRENCY_UZS })]);
      expect(await ids('status=pending')).toEqual([s3.id]);
      expect(await ids(`client=${c1.id}`)).toEqual([s1.id, s3.id]);
      expect(await ids(`seller=${manager.id}`)).toEqual([s1.id, s2.id, s3.id]);
      expect(await ids('seller=1')).toEqual([]);
      expect(await ids('date_from=2026-03-01&date_to=2026-03-01')).toEqual([s1.id]);
      expect(await ids('date_from=2026-03-02&date_to=2026-03-05')).toEqual([s2.id, s3.id]);
      expect(await ids('approved_from=2026-03-06&approved_to=2026-03-06')).toEqual([s2.id]);
      expect(await ids('approved_to=2026-03-05')).toEqual([]);
      expect(await ids(`search=${encodeURIComponent(`${tag} Vali`)}`)).toEqual([s2.id]);
      expect(await ids(`search=${encodeURIComponent(s3.room_number)}`)).toEqual(expect.arrayContaining([s3.id]));
      const bySold = await reader.get(`/api/sale/?building=${b.id}&ordering=-sold_amount`);
      expect(bySold.body.results.map((s: { id: number }) => s.id)).toEqual([s3.id, s2.id, s1.id]);
      // Approved first whichever the direction: not yet approved sales have no date and come last.
      for (const ordering of ['approved_at', '-approved_at']) {
        expect((await reader.get(`/api/sale/?building=${b.id}&ordering=${ordering}`)).body.results[0].id).toBe(s2.id);
      }
      const page = await reader.get(`/api/sale/?building=${b.id}&page_size=1&page=2&ordering=created_at`);
      expect([page.body.count, page.body.results.map((s: { id: number }) => s.id), page.body.totals.length]).toEqual([3, [s2.id], 2]);

      for (const [query, field, code] of [['status=sold', 'status', 'invalid'], ['ordering=comment', 'ordering', 'invalid'], ['date_from=2026-13-01', 'date_from', 'invalid'], ['x=1', 'x', 'unknown_field']]) {
        const res = await reader.get(`/api/sale/?${query}`);
        expect([query, res.status, res.body.errors]).toEqual([query, 400, [expect.objectContaining({ field, code })]]);
      }
      expect((await t.http().get('/api/sale/')).status).toBe(401);
      expect((await nobody.get('/api/sale/')).status).toBe(403);

      // Pending list: only pending sales; SALE_PENDING_READ.
      const pending = await manager.get(`/api/sale/pending/?building=${b.id}`);
      expect(pending.status).toBe(200);
      expect(pending.body).toEqual({ count: 1, results: [expect.objectContaining({ id: s3.id, status: 'pending' })] });
      expect((await reader.get('/api/sale/pending/')).status).toBe(403);
      expect((await t.http().get('/api/sale/pending/')).status).toBe(401);
      expect((await manager.get('/api/sale/pending/?status=approved')).body.errors[0]).toMatchObject({ field: 'status', code: 'unknown_field' });
    });

    it('exports the filtered list as XLSX, in the request language, formulas escaped', async () => {
      const b = await makeBuilding(t);
      const [c, w] = await Promise.all([makeClient(t, '=HYPERLINK("x")'), wallet()]);
      const r = await makeRoom(t, b.id, { number: '77' });
      const created = await manager.post('/api/sale/', saleBody({ room: r.id, client: c.id, wallet: w.id, comment: '+cmd' }));
      expect(created.status).toBe(201);
      const res = await reader.download(`/api/sale/export/sales.xls?building=${b.id}`, 'ru');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const rows = await readSheet(res.body as Buffer);
      expect(rows[0]).toEqual(expect.arrayContaining(['ID', 'Статус', 'Квартира', 'Общая сумма']));
      expect(rows).toHaveLength(2);
      const header = rows[0] as string[];
      const cell = (name: string) => rows[1][header.indexOf(name)];
      expect([cell('ID'), cell('Статус'), cell('Квартира'), cell('Клиент'), cell('Валюта'), cell('Общая сумма'), cell('Оплачено'), cell('Долг'), cell('Комментарий')]).toEqual([
        created.body.id, 'Ожидает', '77', '\'=HYPERLINK("x")', 'USD', 100000, 30000, 70000, "'+cmd",
      ]);
      const uz = await readSheet((await reader.download(`/api/sale/export/sales.xls?building=${b.id}&language=uz`, 'ru')).body as Buffer);
      expect(uz[0]).toEqual(expect.arrayContaining(['Holat', 'Xonadon']));
      expect((await reader.download('/api/sale/export/sales.xls?ordering=nope')).status).toBe(400);
      expect((await nobody.download('/api/sale/export/sales.xls')).status).toBe(403);
      expect((await t.http().get('/api/sale/export/sales.xls')).status).toBe(401);
    });
  });
});
