import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { Prisma } from '../../src/generated/prisma/client';
import { createTestApp, TestApp } from '../support/test-app';
import { as } from '../support/inventory';
import { balanceOf, makeClient, makeDebt, makeWallet, setNow } from '../support/debts';
import { entries } from '../support/audit';
import { docxText } from '../../src/common/documents/test-docx';

const NOW = '2026-03-10T07:00:00Z'; // 12:00 in Tashkent, 10 March
const APRIL_1 = '2026-03-31T20:00:00Z'; // 01:00 in Tashkent, 1 April (still 31 March in UTC)

describe('collections: penalties', () => {
  let t: TestApp;
  let clock: jest.SpyInstance;
  let reader: ReturnType<typeof as>;
  const f = {} as Record<'client' | 'a' | 'late' | 'capped' | 'none' | 'usdWallet', number>;
  const debt = async (id: number) => {
    const res = await reader.get(`/api/client-debt/${id}/`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const rate = (id: number, penalty_rate: string, penalty_cap_percent = '0') =>
    t.prisma.clientDebt.update({ where: { id }, data: { penalty_rate: new Prisma.Decimal(penalty_rate), penalty_cap_percent: new Prisma.Decimal(penalty_cap_percent) } });

  beforeAll(async () => {
    t = await createTestApp();
    clock = setNow(t, NOW);
    reader = as(t, (await t.userWith([P.CLIENT_DEBT_READ])).token);
    await t.prisma.collectionSettings.upsert({ where: { id: 1 }, update: { grace_days: 3 }, create: { id: 1, grace_days: 3 } });
    f.client = (await makeClient(t)).id;
    f.a = (await makeDebt(t, { clientId: f.client, schedule: [['1234.57', '2026-01-31'], ['1234.57', '2026-02-28'], ['1234.57', '2026-03-31']] })).debt.id;
    await rate(f.a, '0.0333');
    f.late = (await makeDebt(t, { schedule: [['500', '2026-02-01'], ['500', '2026-04-01']] })).debt.id;
    await rate(f.late, '0.1');
    f.capped = (await makeDebt(t, { clientId: f.client, schedule: [['1000', '2026-01-01'], ['1000', '2026-06-01']] })).debt.id;
    await rate(f.capped, '1', '2');
    f.none = (await makeDebt(t, { clientId: f.client, schedule: [['1000', '2026-01-01']] })).debt.id;
    f.usdWallet = (await makeWallet(t, 2)).id;
  });
  afterAll(() => t.close());

  describe('accrued penalty', () => {
    it('is computed to the tiyin per instalment after the grace days, over month ends as the Clock moves', async () => {
      // Grace 3: 31 Jan → late from 3 Feb (35 days to 10 Mar), 28 Feb → from 3 Mar (7 days), 31 Mar not due.
      const d = await debt(f.a);
      expect(d.instalments.map((i: { penalty_amount: string }) => i.penalty_amount)).toEqual(['14.39', '2.88', '0.00']); // 14.38891335, 2.87778267
      expect(d).toMatchObject({ penalty_accrued: '17.27', penalty_waived: '0.00', penalty_paid: '0.00', penalty_amount: '17.27' }); // 17.26669602
      clock.mockReturnValue(new Date(APRIL_1)); // 57 and 29 days; 31 Mar + 3 is not yet past
      const later = await debt(f.a);
      expect(later.instalments.map((i: { penalty_amount: string }) => i.penalty_amount)).toEqual(['23.43', '11.92', '0.00']);
      expect(later.penalty_amount).toBe('35.36'); // 23.43337317 + 11.92224249 = 35.35561566
      clock.mockReturnValue(new Date('2026-03-03T07:00:00Z')); // 3 Mar: the second instalment is still within its grace days
      const inGrace = await debt(f.a);
      expect(inGrace.instalments[1].penalty_amount).toBe('0.00');
      expect(inGrace.penalty_amount).toBe('11.51'); // 1234.57 × 28 days × 0.0333 % = 11.51113068
      clock.mockReturnValue(new Date(NOW));
    });

    it('keeps what a late-paid instalment accrued until its payment day', async () => {
      // Due 1 Feb, late from 4 Feb: 34 days unpaid to 10 Mar at 0.1 % of 500 = 17.00.
      expect((await debt(f.late)).penalty_amount).toBe('17.00');
      const client = (await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: f.late } })).client_id;
      const post = (amount: string, payment_date: string) =>
        reader.post('/api/payment-report/', { client, client_debt: f.late, wallet: f.usdWallet, amount, currency: 2, payment_date });
      expect((await post('200', '2026-02-10')).status).toBe(201); // 200 × 6 days + 300 × 34 days = 11400 × 0.1 % = 11.40
      expect((await debt(f.late)).penalty_amount).toBe('11.40');
      expect((await post('300', '2026-03-01')).status).toBe(201); // 200 × 6 + 300 × 25 = 8700 → 8.70, and it stays
      const paid = await debt(f.late);
      expect(paid.instalments[0]).toMatchObject({ status: 'paid', penalty_amount: '8.70' });
      expect(paid.penalty_amount).toBe('8.70');
      clock.mockReturnValue(new Date(APRIL_1));
      expect((await debt(f.late)).penalty_amount).toBe('8.70'); // the second instalment (1 Apr) is not late yet
      clock.mockReturnValue(new Date(NOW));
    });

    it('caps the debt at penalty_cap_percent of the sale, not the instalments; a rate of 0 is no penalty', async () => {
      // 1000 × 1 % × 65 days (4 Jan → 10 Mar) = 650, capped at 2 % of 2000 = 40.
      const capped = await debt(f.capped);
      expect(capped.instalments[0].penalty_amount).toBe('650.00');
      expect(capped).toMatchObject({ penalty_accrued: '40.00', penalty_amount: '40.00' });
      await rate(f.capped, '1', '0'); // cap 0 = no cap
      expect((await debt(f.capped)).penalty_amount).toBe('650.00');
      await rate(f.capped, '1', '2');
      const none = await debt(f.none);
      expect(none.overdue_days).toBeGreaterThan(0);
      expect(none).toMatchObject({ penalty_accrued: '0.00', penalty_amount: '0.00' });
      expect(none.instalments[0].penalty_amount).toBe('0.00');
    });

    it('answers the same figures in the list as in the detail, and totals the outstanding penalty per currency', async () => {
      const list = await reader.get(`/api/client-debt/?client=${f.client}`);
      expect(list.status).toBe(200);
      for (const row of list.body.results) {
        const one = await debt(row.id);
        for (const k of ['penalty_accrued', 'penalty_waived', 'penalty_paid', 'penalty_amount']) expect(row[k]).toBe(one[k]);
        expect(row.instalments).toEqual(one.instalments);
      }
      expect(list.body.totals).toEqual([expect.objectContaining({ currency: 2, penalty_amount: '57.27' })]); // 17.27 + 40.00 + 0
      const xlsx = await reader.get(`/api/client-debt/export/debts.xls?client=${f.client}`);
      expect(xlsx.status).toBe(200);
    });
  });

  describe('aging and the collector\'s day', () => {
    let agingUser: { id: number; token: string };
    let dayUser: { id: number; token: string };
    let stats: ReturnType<typeof as>;
    const aged: Record<number, number> = {};
    const put = (id: number, data: Prisma.ClientDebtUncheckedUpdateInput) => t.prisma.clientDebt.update({ where: { id }, data });

    beforeAll(async () => {
      agingUser = await t.userWith([P.CLIENT_DEBT_READ]);
      dayUser = await t.userWith([P.CLIENT_DEBT_READ]);
      stats = as(t, (await t.userWith([P.STATISTICS])).token);
      // UZS debts 10, 45, 75, 120 and 200 days past due (10 March), 1000 each unpaid but the last (600 of 1000), rate 0.1 %, grace 3.
      const dues: [number, string, string?][] = [[10, '2026-02-28'], [45, '2026-01-24'], [75, '2025-12-25'], [120, '2025-11-10'], [200, '2025-08-22', '400']];
      for (const [days, due, paid] of dues) {
        const { debt: d } = await makeDebt(t, { currency: 1, schedule: [['1000', due, paid], ['1000', '2026-12-01']] });
        aged[days] = d.id;
        await put(d.id, { responsible_id: agingUser.id, penalty_rate: new Prisma.Decimal('0.1') });
      }
    });

    it('filters the list by aging bucket, from the oldest unpaid instalment\'s due date', async () => {
      const mine = (q: string) => as(t, agingUser.token).get(`/api/client-debt/?responsible=me&${q}`);
      const expected: Record<string, number> = { '1-30': 10, '31-60': 45, '61-90': 75, '91-180': 120, '180+': 200 };
      for (const [bucket, days] of Object.entries(expected)) {
        const res = await mine(`aging=${encodeURIComponent(bucket)}`);
        expect(res.status).toBe(200);
        expect(res.body.results.map((r: { id: number; overdue_days: number }) => [r.id, r.overdue_days])).toEqual([[aged[days], days]]);
      }
      for (const q of ['aging=1-31', 'aging=', 'aging=180%2B%2B', 'collector_day=maybe']) {
        const res = await mine(q);
        expect(q === 'aging=' ? 200 : res.status).toBe(q === 'aging=' ? 200 : 400);
      }
    });

    it('answers the aging statistics per bucket with hand-computed figures, for a collector or all, by code or id', async () => {
      const res = await stats.get(`/api/statistics/debt-aging/?currency=UZS&responsible=${agingUser.id}`);
      expect(res.status).toBe(200);
      // Penalty = unpaid × (days − 3 grace) × 0.1 %: 7, 42, 72, 117, and 600 × 197 × 0.1 % = 118.20.
      expect(res.body).toEqual({
        currency: 1,
        buckets: [
          { bucket: '1-30', debts_count: 1, overdue_amount: '1000.00', penalty_amount: '7.00' },
          { bucket: '31-60', debts_count: 1, overdue_amount: '1000.00', penalty_amount: '42.00' },
          { bucket: '61-90', debts_count: 1, overdue_amount: '1000.00', penalty_amount: '72.00' },
          { bucket: '91-180', debts_count: 1, overdue_amount: '1000.00', penalty_amount: '117.00' },
          { bucket: '180+', debts_count: 1, overdue_amount: '600.00', penalty_amount: '118.20' },
        ],
        total: { debts_count: 5, overdue_amount: '4600.00', penalty_amount: '356.20' },
      });
      expect((await stats.get(`/api/statistics/debt-aging/?currency=1&responsible=${agingUser.id}`)).body).toEqual(res.body);
      const usd = await stats.get(`/api/statistics/debt-aging/?currency=usd&responsible=${agingUser.id}`);
      expect(usd.body.total).toEqual({ debts_count: 0, overdue_amount: '0.00', penalty_amount: '0.00' });
      const all = await stats.get('/api/statistics/debt-aging/?currency=UZS');
      expect(all.body.total.debts_count).toBeGreaterThanOrEqual(5);
      for (const q of ['', '?currency=EUR', '?currency=3', '?currency=UZS&responsible=abc', '?currency=UZS&x=1']) {
        const bad = await stats.get(`/api/statistics/debt-aging/${q}`);
        expect(bad.status).toBe(400);
        expect(bad.body.errors.length).toBeGreaterThan(0);
      }
      expect((await reader.get('/api/statistics/debt-aging/?currency=UZS')).status).toBe(403);
    });

    it('adds an aging sheet per collector to the debts export', async () => {
      const res = await as(t, agingUser.token).download('/api/client-debt/export/debts.xls?responsible=me&language=ru');
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Долги', 'Возраст долгов']);
      const rows: unknown[][] = [];
      wb.worksheets[1].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0]).toEqual(['Ответственный', 'Валюта', 'Просрочка (дней)', 'Число долгов', 'Просроченная сумма', 'Пеня']);
      expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
        ['UZS', '1-30', 1, 1000, 7],
        ['UZS', '31-60', 1, 1000, 42],
        ['UZS', '61-90', 1, 1000, 72],
        ['UZS', '91-180', 1, 1000, 117],
        ['UZS', '180+', 1, 600, 118.2],
      ]);
      const uz = await as(t, agingUser.token).download('/api/client-debt/export/debts.xls?responsible=me&language=uz');
      const wbUz = new ExcelJS.Workbook();
      await wbUz.xlsx.load(uz.body as unknown as ArrayBuffer);
      expect(wbUz.worksheets[1].name).toBe('Qarz yoshi');
    });

    it("lists the collector's day: my open debts promised today, broken, or newly past their grace days", async () => {
      const mk = async (due: string, data: Prisma.ClientDebtUncheckedUpdateInput = {}, responsible = dayUser.id) => {
        const { debt: d } = await makeDebt(t, { schedule: [['100', due], ['100', '2026-12-01']] });
        await put(d.id, { responsible_id: responsible, ...data });
        return d.id;
      };
      const promise = (date: string) => ({ promised_date: new Date(`${date}T00:00:00Z`), promised_amount: new Prisma.Decimal('50'), promise_contact_date: new Date('2026-03-01T00:00:00Z') });
      const today = await mk('2026-04-01', promise('2026-03-10'));
      const broken = await mk('2026-01-01', promise('2026-03-05'));
      const newly = await mk('2026-03-05'); // late from 9 March (grace 3): 2 days
      const weekAgo = await mk('2026-02-28'); // late from 4 March: 7 days, the last day counted
      await mk('2026-02-27'); // late from 3 March: 8 days, not new
      await mk('2026-03-07'); // still within its grace days
      await mk('2026-01-01'); // long overdue, no promise
      await mk('2026-04-01', promise('2026-03-10'), agingUser.id); // someone else's
      await mk('2026-03-05', { is_closed: true, closed_reason: 'paid' }); // closed
      const res = await as(t, dayUser.token).get('/api/client-debt/?collector_day=1&page_size=100');
      expect(res.status).toBe(200);
      expect(res.body.results.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual([today, broken, newly, weekAgo].sort((a, b) => a - b));
      expect((await as(t, dayUser.token).get('/api/client-debt/?collector_day=true')).body.count).toBe(4);
      expect((await as(t, dayUser.token).get('/api/client-debt/?collector_day=0')).body.count).toBeGreaterThan(4);
    });
  });

  describe('POST /api/client-debt/{id}/penalty-waive/', () => {
    let manager: { id: number; token: string };
    let waiver: ReturnType<typeof as>;
    const waive = (id: number, body: object, who = waiver, lang = 'uz') => who.post(`/api/client-debt/${id}/penalty-waive/`, body, lang);
    const penalised = async () => {
      // 1000 due 1 Feb, late from 4 Feb (grace 3): 34 days × 0.1 % = 34.00 on 10 March.
      const { debt: d } = await makeDebt(t, { schedule: [['1000', '2026-02-01'], ['1000', '2026-12-01']] });
      await rate(d.id, '0.1');
      return d.id;
    };

    beforeAll(async () => {
      manager = await t.userWith([P.CLIENT_DEBT_READ, P.SALE_WRITE]);
      waiver = as(t, manager.token);
    });

    it('lowers the outstanding penalty up to what is owed, with an audit entry carrying the reason', async () => {
      const id = await penalised();
      const res = await waive(id, { amount: '10.50', reason: '  Mijoz kasal edi  ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, penalty_accrued: '34.00', penalty_waived: '10.50', penalty_paid: '0.00', penalty_amount: '23.50' });
      const [entry] = await entries(t, { entity: 'client_debt', entity_id: id });
      expect(entry).toMatchObject({ action: 'update', actor: { id: manager.id }, changes: { penalty_waived: ['0.00', '10.50'] }, reason: 'Mijoz kasal edi' });
      const over = await waive(id, { amount: '23.51', reason: 'Koʻp' }, waiver, 'ru');
      expect(over.status).toBe(409);
      expect(over.body.errors).toEqual([{ field: 'amount', code: 'collections.waive_exceeds', message: expect.stringContaining('23.50') }]);
      expect((await waive(id, { amount: '23.50', reason: 'Qolgani' })).body.penalty_amount).toBe('0.00');
      expect((await waive(id, { amount: '0.01', reason: 'Yana' })).status).toBe(409);
      const row = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id } });
      expect(row.penalty_waived.toFixed(2)).toBe('34.00');
      // The penalty grows again from tomorrow: 1000 × 0.1 % a day.
      clock.mockReturnValue(new Date('2026-03-11T07:00:00Z'));
      expect((await debt(id)).penalty_amount).toBe('1.00');
      clock.mockReturnValue(new Date(NOW));
    });

    it('never waives more than is outstanding when waivers run in parallel', async () => {
      const id = await penalised();
      const results = await Promise.all([1, 2, 3].map(() => waive(id, { amount: '20', reason: 'Parallel' })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await debt(id)).penalty_waived).toBe('20.00');
    });

    it('refuses bad input with a 400, an unknown debt with a 404, and users without both permissions with a 403', async () => {
      const id = await penalised();
      const bad = async (body: object, field: string) => {
        const res = await waive(id, body);
        expect(res.status).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      };
      await bad({ amount: '5' }, 'reason');
      await bad({ amount: '5', reason: '   ' }, 'reason');
      await bad({ amount: '5', reason: 'x'.repeat(501) }, 'reason');
      await bad({ amount: '5', reason: 5 }, 'reason');
      await bad({ reason: 'Sabab' }, 'amount');
      for (const amount of ['0', '-1', 'abc', '1e2', '5.001', 0, -5, null, true, [5]]) await bad({ amount, reason: 'Sabab' }, 'amount');
      await bad({ amount: '5', reason: 'Sabab', extra: 1 }, 'extra');
      expect((await waive(99999999, { amount: '5', reason: 'Sabab' })).status).toBe(404);
      expect((await waive(id, { amount: '5', reason: 'Sabab' }, reader)).status).toBe(403);
      expect((await waive(id, { amount: '5', reason: 'Sabab' }, as(t, (await t.userWith([P.SALE_WRITE])).token))).status).toBe(403);
      expect((await debt(id)).penalty_waived).toBe('0.00');
      expect((await waive(id, { amount: '5', reason: 'x'.repeat(500) })).status).toBe(200);
    });
  });

  describe('penalty payments (payment report with penalty: true)', () => {
    let cashier: ReturnType<typeof as>;
    const penalised = async () => {
      // 1000 due 1 Feb, late from 4 Feb (grace 3): 34 days × 0.1 % = 34.00 on 10 March; 2000 owed.
      const made = await makeDebt(t, { schedule: [['1000', '2026-02-01'], ['1000', '2026-12-01']] });
      await rate(made.debt.id, '0.1');
      const wallet = (await makeWallet(t, 2)).id;
      const body = (amount: string, penalty = true) => ({ client: made.clientId, client_debt: made.debt.id, wallet, amount, currency: 2, penalty });
      return { id: made.debt.id, wallet, body };
    };

    beforeAll(async () => {
      cashier = as(t, (await t.userWith([P.CLIENT_DEBT_READ])).token);
    });

    it('pays the outstanding penalty, not instalments, through the wallet; more than outstanding is a 409', async () => {
      const { id, wallet, body } = await penalised();
      const paid = await cashier.post('/api/payment-report/', body('10'));
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ penalty: true, applied_amount: '10.00', allocations: [], wallet_amount: '10.00' });
      expect(await debt(id)).toMatchObject({ current_debt: '2000.00', penalty_accrued: '34.00', penalty_paid: '10.00', penalty_amount: '24.00' });
      expect(await balanceOf(t, wallet)).toBe('10.00');
      const op = await t.prisma.walletOperation.findUniqueOrThrow({ where: { id: paid.body.wallet_operation } });
      expect([op.kind, op.operation_type, op.payment_report_id]).toEqual(['payment', 'replenish', paid.body.id]);
      const over = await cashier.post('/api/payment-report/', body('24.01'), 'ru');
      expect(over.status).toBe(409);
      expect(over.body.errors).toEqual([{ field: 'amount', code: 'collections.penalty_exceeds', message: expect.stringContaining('24.00') }]);
      expect(await balanceOf(t, wallet)).toBe('10.00');
      expect((await cashier.post('/api/payment-report/', { ...body('1'), penalty: 'yes' })).status).toBe(400);
    });

    it("prints a penalty payment's receipt as a penalty, and leaves it out of the debt a receipt says is left", async () => {
      const { body } = await penalised();
      const penalty = await cashier.post('/api/payment-report/', body('10'));
      const instalment = await cashier.post('/api/payment-report/', body('300', false));
      expect([penalty.status, instalment.status]).toEqual([201, 201]);
      const receipt = async (id: number) => {
        const res = await cashier.download(`/api/payment-report/${id}/receipt.docx?language=ru`);
        expect(res.status).toBe(200);
        return docxText(res.body as Buffer);
      };
      const ofPenalty = await receipt(penalty.body.id);
      expect(ofPenalty).toContain('оплата пени за просрочку платежей по договору');
      expect(ofPenalty).toContain('2\u00a0000,00 долларов США'); // the debt is untouched by the penalty
      const ofInstalment = await receipt(instalment.body.id);
      expect(ofInstalment).not.toContain('пени');
      expect(ofInstalment).toContain('1\u00a0700,00 долларов США'); // 2000 − 300, the 10 of penalty not counted
    });

    it('an edit moves penalty_paid symmetrically, also between the penalty and the instalments', async () => {
      const { id, wallet, body } = await penalised();
      const paid = await cashier.post('/api/payment-report/', body('10'));
      const edit = (b: object) => cashier.put(`/api/payment-report/${paid.body.id}/`, { ...b, reason: 'Tuzatish' });
      expect((await edit(body('4'))).status).toBe(200);
      expect(await debt(id)).toMatchObject({ current_debt: '2000.00', penalty_paid: '4.00', penalty_amount: '30.00' });
      expect(await balanceOf(t, wallet)).toBe('4.00');
      const toInstalments = await edit(body('4', false));
      expect(toInstalments.status).toBe(200);
      expect(toInstalments.body).toMatchObject({ penalty: false, allocations: [expect.objectContaining({ month: 1, amount: '4.00' })] });
      expect(await debt(id)).toMatchObject({ current_debt: '1996.00', penalty_paid: '0.00' });
      const back = await edit(body('34'));
      expect(back.status).toBe(200);
      expect(await debt(id)).toMatchObject({ current_debt: '2000.00', penalty_paid: '34.00', penalty_amount: '0.00' });
      expect((await edit(body('34.01'))).status).toBe(409);
      expect(await debt(id)).toMatchObject({ current_debt: '2000.00', penalty_paid: '34.00' });
      expect(await balanceOf(t, wallet)).toBe('34.00');
    });

    it('takes a penalty payment on a paid-off debt, and a penalty payment keeps no promise', async () => {
      const made = await makeDebt(t, { schedule: [['100', '2026-02-01']] });
      await rate(made.debt.id, '1');
      const wallet = (await makeWallet(t, 2)).id;
      const pay = (amount: string, penalty: boolean, payment_date?: string) =>
        cashier.post('/api/payment-report/', { client: made.clientId, client_debt: made.debt.id, wallet, amount, currency: 2, penalty, payment_date });
      // Paid on 14 Feb, 10 days after its grace days ended (4 Feb): 100 × 10 × 1 % = 10.00 stays owed on the closed debt.
      expect((await pay('100', false, '2026-02-14')).status).toBe(201);
      expect(await debt(made.debt.id)).toMatchObject({ is_closed: true, closed_reason: 'paid', penalty_amount: '10.00' });
      expect((await pay('10', true)).status).toBe(201);
      expect(await debt(made.debt.id)).toMatchObject({ is_closed: true, penalty_paid: '10.00', penalty_amount: '0.00' });

      const promised = await makeDebt(t, { schedule: [['100', '2026-02-01'], ['100', '2026-04-01']] });
      await rate(promised.debt.id, '1');
      await t.prisma.clientDebt.update({
        where: { id: promised.debt.id },
        data: { promised_date: new Date('2026-03-08T00:00:00Z'), promised_amount: new Prisma.Decimal('5'), promise_contact_date: new Date('2026-03-01T00:00:00Z') },
      });
      const w2 = (await makeWallet(t, 2)).id;
      const paid = await cashier.post('/api/payment-report/', { client: promised.clientId, client_debt: promised.debt.id, wallet: w2, amount: '5', currency: 2, penalty: true, payment_date: '2026-03-05' });
      expect(paid.status).toBe(201);
      expect((await debt(promised.debt.id)).promise_broken).toBe(true);
    });

    it('parallel penalty payments never exceed the outstanding penalty; an Idempotency-Key replay moves money once', async () => {
      const { id, wallet, body } = await penalised();
      const results = await Promise.all([1, 2, 3].map(() => cashier.post('/api/payment-report/', body('20'))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect((await debt(id)).penalty_paid).toBe('20.00');
      expect(await balanceOf(t, wallet)).toBe('20.00');
      const first = await cashier.post('/api/payment-report/', body('5')).set('Idempotency-Key', 'penalty-pay-1');
      const again = await cashier.post('/api/payment-report/', body('5')).set('Idempotency-Key', 'penalty-pay-1');
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.id).toBe(first.body.id);
      expect((await debt(id)).penalty_paid).toBe('25.00');
      expect(await balanceOf(t, wallet)).toBe('25.00');
    });
  });
});
