import ExcelJS from 'exceljs';
import { CURRENCY_USD, P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { as, makeBuilding, makeRoom } from '../support/inventory';
import { makeClient, makeDebt, makeWallet, setNow } from '../support/debts';
import { entries } from '../support/audit';

const NOW = '2026-03-10T07:00:00Z'; // 12:00 in Tashkent, 10 March
const LATER = '2026-03-13T07:00:00Z'; // 13 March

type Who = ReturnType<typeof as> & { id: number; patch: (url: string, body: object, lang?: string) => ReturnType<ReturnType<TestApp['http']>['patch']> };

describe('collections: the collector, the collection log, the settings', () => {
  let t: TestApp;
  let clock: jest.SpyInstance;
  let settingsWriter: Who;
  let manager: Who; // SALE_WRITE + CLIENT_DEBT_READ
  let collector: Who; // CLIENT_DEBT_READ only
  let nobody: Who; // neither
  const f = {} as Record<'d1' | 'd2' | 'kept' | 'broken' | 'closed' | 'sold', number>;
  const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id).sort((a, b) => a - b);

  const who = async (permissions: Parameters<TestApp['userWith']>[0]): Promise<Who> => {
    const u = await t.userWith(permissions);
    const patch = (url: string, body: object, lang = 'uz') =>
      t.http().patch(url).set('Authorization', `Bearer ${u.token}`).set('Accept-Language', lang).send(body);
    return Object.assign(as(t, u.token), { id: u.id, patch });
  };
  const debt = async (id: number) => {
    const res = await collector.get(`/api/client-debt/${id}/`);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    clock = setNow(t, NOW);
    settingsWriter = await who([P.SETTINGS_WRITE]);
    manager = await who([P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ, P.CLIENT_DEBT_READ]);
    collector = await who([P.CLIENT_DEBT_READ]);
    nobody = await who([P.CLIENT_READ]);
    // d1: USD, 70 overdue since 15 Feb, 100 due 15 Mar; d2: UZS, not due yet.
    f.d1 = (await makeDebt(t, { schedule: [['100', '2026-01-15', '100'], ['100', '2026-02-15', '30'], ['100', '2026-03-15']] })).debt.id;
    f.d2 = (await makeDebt(t, { currency: 1, schedule: [['1000000', '2026-03-20'], ['1000000', '2026-04-20']] })).debt.id;
    f.kept = (await makeDebt(t, { schedule: [['100', '2026-03-01'], ['100', '2026-04-01']] })).debt.id;
    f.broken = (await makeDebt(t, { schedule: [['100', '2026-03-01'], ['100', '2026-04-01']] })).debt.id;
    f.closed = (await makeDebt(t, { schedule: [['50', '2026-01-01']], closed: 'paid' })).debt.id;
  });
  afterAll(() => t.close());

  describe('GET/PUT /api/settings/collections/', () => {
    it('starts at zero, changes the fields given, answers decimals as strings, and writes an audit entry', async () => {
      const start = await settingsWriter.get('/api/settings/collections/');
      expect(start.status).toBe(200);
      expect(start.body).toEqual({ penalty_rate: '0.0000', penalty_cap_percent: '0.00', grace_days: 0 });
      const put = await settingsWriter.put('/api/settings/collections/', { penalty_rate: '0.05', penalty_cap_percent: '5', grace_days: 3 });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ penalty_rate: '0.0500', penalty_cap_percent: '5.00', grace_days: 3 });
      const partial = await settingsWriter.put('/api/settings/collections/', { grace_days: 5 });
      expect(partial.body).toEqual({ penalty_rate: '0.0500', penalty_cap_percent: '5.00', grace_days: 5 });
      expect((await settingsWriter.get('/api/settings/collections/')).body).toEqual(partial.body);
      const [last, first] = await entries(t, { entity: 'collection_settings' });
      expect(first).toMatchObject({ action: 'update', entity_id: 1, actor: { id: settingsWriter.id }, changes: { penalty_rate: ['0.0000', '0.0500'], penalty_cap_percent: ['0.00', '5.00'], grace_days: [0, 3] } });
      expect(last.changes).toEqual({ grace_days: [3, 5] });
      await settingsWriter.put('/api/settings/collections/', { grace_days: 3 });
    });

    it('refuses values out of range with the field and a Russian message, and unknown fields', async () => {
      const bad = async (body: object, field: string, code?: string) => {
        const res = await settingsWriter.put('/api/settings/collections/', body, 'ru');
        expect(res.status).toBe(400);
        expect(res.body.errors[0].field).toBe(field);
        if (code) expect(res.body.errors[0].code).toBe(code);
        return res.body.errors[0].message as string;
      };
      expect(await bad({ penalty_rate: '10.5' }, 'penalty_rate', 'collections.penalty_rate_range')).toMatch(/Ставка пени/);
      await bad({ penalty_rate: '-1' }, 'penalty_rate', 'collections.penalty_rate_range');
      await bad({ penalty_rate: '0.00001' }, 'penalty_rate', 'collections.penalty_rate_range');
      await bad({ penalty_rate: '1e2' }, 'penalty_rate', 'collections.penalty_rate_range');
      await bad({ penalty_rate: true }, 'penalty_rate', 'collections.penalty_rate_range');
      expect(await bad({ penalty_cap_percent: '100.01' }, 'penalty_cap_percent', 'collections.penalty_cap_range')).toMatch(/Предел пени/);
      await bad({ penalty_cap_percent: '99999999999999999999999' }, 'penalty_cap_percent', 'collections.penalty_cap_range');
      expect(await bad({ grace_days: 366 }, 'grace_days', 'collections.grace_days_range')).toMatch(/Льготные дни/);
      await bad({ grace_days: 1.5 }, 'grace_days', 'collections.grace_days_range');
      await bad({ grace_days: '3' }, 'grace_days', 'collections.grace_days_range');
      await bad({ grace_days: 3, rate: '1' }, 'rate');
      await bad({ penalty_rate: 'a\u0000b' }, 'penalty_rate');
      expect((await settingsWriter.get('/api/settings/collections/')).body).toEqual({ penalty_rate: '0.0500', penalty_cap_percent: '5.00', grace_days: 3 });
    });

    it('needs SETTINGS_WRITE to read or change', async () => {
      expect((await manager.get('/api/settings/collections/')).status).toBe(403);
      expect((await manager.put('/api/settings/collections/', { grace_days: 1 })).status).toBe(403);
      expect((await t.http().get('/api/settings/collections/')).status).toBe(401);
    });
  });

  describe('confirm', () => {
    it("copies the settings' penalty terms onto the new debt; the seller, else who recorded the sale, collects it", async () => {
      const building = await makeBuilding(t);
      const sell = async (seller?: number) => {
        const [room, client, wallet] = await Promise.all([makeRoom(t, building.id), makeClient(t), makeWallet(t, CURRENCY_USD)]);
        const body = { room: room.id, client: client.id, wallet: wallet.id, currency: CURRENCY_USD, sold_amount: '1000.00', paid_amount: '100.00', debt_type: 1, credit_period: 1, payment_date: '2026-04-15', ...(seller ? { seller } : {}) };
        const sale = await manager.post('/api/sale/', body);
        expect(sale.status).toBe(201);
        const confirmed = await manager.post('/api/sale/confirm/', { id: sale.body.id });
        expect(confirmed.status).toBe(200);
        return debt(confirmed.body.client_debt);
      };
      const bySeller = await sell(collector.id);
      f.sold = bySeller.id;
      expect(bySeller).toMatchObject({ responsible: { id: collector.id, full_name: 'Test User' }, penalty_rate: '0.0500', penalty_cap_percent: '5.00', promised_date: null, promised_amount: null, promise_broken: false });
      const noSeller = await sell();
      expect(noSeller.responsible).toEqual({ id: manager.id, full_name: 'Test User' });
    });
  });

  describe('PATCH /api/client-debt/{id}/ and POST /api/client-debt/reassign/', () => {
    it("changes the collector and the penalty terms, answers the debt, and records what changed", async () => {
      const res = await manager.patch(`/api/client-debt/${f.d1}/`, { responsible: collector.id, penalty_rate: '0.1', penalty_cap_percent: 10 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: f.d1, responsible: { id: collector.id, full_name: 'Test User' }, penalty_rate: '0.1000', penalty_cap_percent: '10.00', overdue_amount: '70.00' });
      expect(res.body.payments).toEqual([]);
      const [entry] = await entries(t, { entity: 'client_debt', entity_id: f.d1 });
      expect(entry).toMatchObject({
        action: 'update',
        actor: { id: manager.id },
        changes: { responsible: [null, { id: collector.id, full_name: 'Test User' }], penalty_rate: ['0.0000', '0.1000'], penalty_cap_percent: ['0.00', '10.00'] },
      });
      const cleared = await manager.patch(`/api/client-debt/${f.d1}/`, { responsible: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ responsible: null, penalty_rate: '0.1000' });
    });

    it('refuses an inactive or unknown collector, bad terms, unknown fields; 404 and 403', async () => {
      const gone = await t.userWith([P.CLIENT_DEBT_READ]);
      await t.prisma.user.update({ where: { id: gone.id }, data: { is_active: false } });
      for (const responsible of [gone.id, 2147483647]) {
        const res = await manager.patch(`/api/client-debt/${f.d1}/`, { responsible }, 'ru');
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ field: 'responsible', code: 'collections.responsible_inactive', message: 'Ответственным может быть только активный пользователь' });
      }
      for (const body of [{ penalty_rate: '11' }, { penalty_cap_percent: '-0.01' }, { responsible: 'abc' }, { responsible: 2147483648 }, { owner: 1 }, { penalty_rate: 1e300 }]) {
        const res = await manager.patch(`/api/client-debt/${f.d1}/`, body);
        expect(res.status).toBe(400);
      }
      expect((await manager.patch('/api/client-debt/99999999/', { penalty_rate: '1' })).status).toBe(404);
      expect((await collector.patch(`/api/client-debt/${f.d1}/`, { penalty_rate: '1' })).status).toBe(403);
      expect((await debt(f.d1)).penalty_rate).toBe('0.1000');
    });

    it('reassigns many debts at once, all or nothing, one audit entry per debt that changed', async () => {
      const res = await manager.post('/api/client-debt/reassign/', { debts: [f.d1, f.d2, f.d2], responsible: collector.id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ updated: 2 });
      expect((await debt(f.d1)).responsible).toEqual({ id: collector.id, full_name: 'Test User' });
      expect((await debt(f.d2)).responsible).toEqual({ id: collector.id, full_name: 'Test User' });
      const [e2] = await entries(t, { entity: 'client_debt', entity_id: f.d2 });
      expect(e2).toMatchObject({ action: 'update', changes: { responsible: [null, { id: collector.id, full_name: 'Test User' }] } });
      expect((await manager.post('/api/client-debt/reassign/', { debts: [f.d1], responsible: collector.id })).body).toEqual({ updated: 0 });

      const bad = await manager.post('/api/client-debt/reassign/', { debts: [f.kept, 99999999], responsible: collector.id }, 'ru');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ field: 'debts', code: 'collections.debt_not_found', message: 'Задолженность не найдена: 99999999' });
      expect((await debt(f.kept)).responsible).toBeNull();

      for (const body of [{ debts: [], responsible: collector.id }, { debts: Array.from({ length: 1001 }, (_, i) => i + 1), responsible: collector.id }, { debts: ['x'], responsible: collector.id }, { debts: [f.d1] }, { debts: [f.d1], responsible: null }, { debts: [f.d1], responsible: collector.id, extra: 1 }]) {
        expect((await manager.post('/api/client-debt/reassign/', body)).status).toBe(400);
      }
      expect((await collector.post('/api/client-debt/reassign/', { debts: [f.kept], responsible: collector.id })).status).toBe(403);
      const back = await manager.patch(`/api/client-debt/${f.d2}/`, { responsible: null });
      expect(back.body.responsible).toBeNull();
    });
  });

  describe('the collection log: GET/POST /api/client-debt/{id}/contacts/', () => {
    let call: number;
    let first: number;
    let second: number;

    it('records a call without an answer: today, by the signed-in user, no promise', async () => {
      const res = await collector.post(`/api/client-debt/${f.d1}/contacts/`, { channel: 'call', result: 'no_answer', comment: '  Javob bermadi ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        date: '2026-03-10',
        channel: 'call',
        result: 'no_answer',
        promised_date: null,
        promised_amount: null,
        comment: 'Javob bermadi',
        author: { id: collector.id, full_name: 'Test User' },
        created_at: '2026-03-10T07:00:00.000Z',
      });
      call = res.body.id;
      expect((await debt(f.d1)).promised_date).toBeNull();
      const [entry] = await entries(t, { entity: 'debt_contact', entity_id: call });
      expect(entry).toMatchObject({ action: 'create', actor: { id: collector.id }, changes: { client_debt: [null, f.d1], result: [null, 'no_answer'] } });
    });

    it('a promise sets the debt’s promised date and amount; the newest promise wins; without an amount it is the overdue amount', async () => {
      const p1 = await collector.post(`/api/client-debt/${f.d1}/contacts/`, { date: '2026-03-09', channel: 'visit', result: 'promised', promised_date: '2026-03-12', promised_amount: '50' });
      expect(p1.status).toBe(201);
      expect(p1.body).toMatchObject({ date: '2026-03-09', promised_date: '2026-03-12', promised_amount: '50.00' });
      first = p1.body.id;
      expect(await debt(f.d1)).toMatchObject({ promised_date: '2026-03-12', promised_amount: '50.00', promise_broken: false });
      const [change] = await entries(t, { entity: 'client_debt', entity_id: f.d1 });
      expect(change.changes).toEqual({ promised_date: [null, '2026-03-12'], promised_amount: [null, '50.00'] });

      const p2 = await collector.post(`/api/client-debt/${f.d1}/contacts/`, { channel: 'telegram', result: 'promised', promised_date: '2026-03-14' });
      expect(p2.status).toBe(201);
      expect(p2.body.promised_amount).toBe('70.00');
      second = p2.body.id;
      expect(await debt(f.d1)).toMatchObject({ promised_date: '2026-03-14', promised_amount: '70.00' });

      // A back-dated promise is logged, but is not the newest: the debt keeps the 14 March promise.
      const old = await collector.post(`/api/client-debt/${f.d1}/contacts/`, { date: '2026-03-01', channel: 'sms', result: 'promised', promised_date: '2026-03-20', promised_amount: '1' });
      expect(old.status).toBe(201);
      expect(await debt(f.d1)).toMatchObject({ promised_date: '2026-03-14', promised_amount: '70.00' });

      const list = await collector.get(`/api/client-debt/${f.d1}/contacts/`);
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(4);
      expect(list.body.results.map((r: { id: number }) => r.id)).toEqual([second, call, first, old.body.id]);
      const page = await collector.get(`/api/client-debt/${f.d1}/contacts/?page=2&page_size=3`);
      expect(page.body).toMatchObject({ count: 4, results: [{ id: old.body.id }] });
      // A debt not yet due: the promise defaults to the unpaid part of its next instalment.
      const next = await collector.post(`/api/client-debt/${f.d2}/contacts/`, { channel: 'call', result: 'promised', promised_date: '2026-03-10' });
      expect(next.body.promised_amount).toBe('1000000.00');
    });

    it('refuses bad contacts with the field (400, never 500), 404 for an unknown debt, 409 for a promise on a closed debt, 403 without CLIENT_DEBT_READ', async () => {
      const post = (body: object, lang = 'uz', id = f.d1) => collector.post(`/api/client-debt/${id}/contacts/`, body, lang);
      const cases: [object, string, string?][] = [
        [{ channel: 'call', result: 'promised' }, 'promised_date', 'collections.promised_date_required'],
        [{ channel: 'call', result: 'promised', promised_date: '2026-03-09' }, 'promised_date', 'collections.promised_date_past'],
        [{ channel: 'call', result: 'reached', date: '2026-03-11' }, 'date', 'collections.date_in_future'],
        [{ channel: 'call', result: 'reached', promised_date: '2026-03-12' }, 'promised_date', 'collections.promise_only_when_promised'],
        [{ channel: 'call', result: 'refused', promised_amount: '5' }, 'promised_amount', 'collections.promise_only_when_promised'],
        [{ channel: 'fax', result: 'reached' }, 'channel'],
        [{ channel: 'call', result: 'maybe' }, 'result'],
        [{ result: 'reached' }, 'channel'],
        [{ channel: 'call', result: 'promised', promised_date: '2026-03-12', promised_amount: '0' }, 'promised_amount'],
        [{ channel: 'call', result: 'promised', promised_date: '2026-03-12', promised_amount: '1e30' }, 'promised_amount'],
        [{ channel: 'call', result: 'promised', promised_date: '2026-03-12', promised_amount: '99999999999999999999999.00' }, 'promised_amount'],
        [{ channel: 'call', result: 'promised', promised_date: '2026-02-30' }, 'promised_date'],
        [{ channel: 'call', result: 'reached', comment: 'a\u0000b' }, 'comment'],
        [{ channel: 'call', result: 'reached', comment: 'x'.repeat(2001) }, 'comment'],
        [{ channel: 'call', result: 'reached', author: 1 }, 'author'],
      ];
      for (const [body, field, code] of cases) {
        const res = await post(body, 'ru');
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
        if (code) expect(res.body.errors[0].code).toBe(code);
      }
      expect((await post({ channel: 'call', result: 'promised' }, 'ru')).body.errors[0].message).toBe('Укажите обещанную дату');
      expect((await post({ channel: 'call', result: 'reached' }, 'uz', 99999999)).status).toBe(404);
      expect((await collector.get('/api/client-debt/99999999/contacts/')).status).toBe(404);
      const closed = await post({ channel: 'call', result: 'promised', promised_date: '2026-03-12' }, 'ru', f.closed);
      expect(closed.status).toBe(409);
      expect(closed.body.errors[0].code).toBe('collections.debt_closed');
      expect((await post({ channel: 'visit', result: 'reached' }, 'uz', f.closed)).status).toBe(201);
      expect((await nobody.get(`/api/client-debt/${f.d1}/contacts/`)).status).toBe(403);
      expect((await nobody.post(`/api/client-debt/${f.d1}/contacts/`, { channel: 'call', result: 'reached' })).status).toBe(403);
      expect((await collector.get(`/api/client-debt/${f.d1}/contacts/?ordering=comment`)).status).toBe(400);
    });
  });

  describe('promises kept and broken, and the list filters', () => {
    it('a promise paid in time is kept; one the date passed without the money is broken; promise=today|broken find them', async () => {
      // Both promise 40 by 12 March, made today (10 March); `kept` is paid 40 today.
      for (const id of [f.kept, f.broken]) {
        const res = await collector.post(`/api/client-debt/${id}/contacts/`, { channel: 'call', result: 'promised', promised_date: '2026-03-12', promised_amount: '40' });
        expect(res.status).toBe(201);
      }
      const wallet = await makeWallet(t, CURRENCY_USD);
      const kept = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: f.kept } });
      const paid = await collector.post('/api/payment-report/', { client: kept.client_id, client_debt: f.kept, wallet: wallet.id, amount: '40', currency: 2, payment_date: '2026-03-10' });
      expect(paid.status).toBe(201);
      // A smaller payment on `broken` does not keep a promise of 40.
      const broken = await t.prisma.clientDebt.findUniqueOrThrow({ where: { id: f.broken } });
      expect((await collector.post('/api/payment-report/', { client: broken.client_id, client_debt: f.broken, wallet: wallet.id, amount: '39.99', currency: 2, payment_date: '2026-03-10' })).status).toBe(201);

      // Today is 10 March: nothing is broken yet; d2 is promised for today.
      expect(ids(await collector.get('/api/client-debt/?promise=broken'))).toEqual([]);
      expect(ids(await collector.get('/api/client-debt/?promise=today'))).toEqual([f.d2]);
      expect((await debt(f.broken)).promise_broken).toBe(false);

      clock.mockReturnValue(new Date(LATER)); // 13 March
      expect((await debt(f.kept)).promise_broken).toBe(false);
      expect(await debt(f.broken)).toMatchObject({ promised_date: '2026-03-12', promised_amount: '40.00', promise_broken: true });
      // d2's promise of 1 000 000 by 10 March was not paid either; d1's runs to 14 March.
      expect(ids(await collector.get('/api/client-debt/?promise=broken'))).toEqual([f.d2, f.broken].sort((a, b) => a - b));
      expect((await debt(f.d1)).promise_broken).toBe(false);
      expect(ids(await collector.get('/api/client-debt/?promise=today'))).toEqual([]);
      const today = await collector.post(`/api/client-debt/${f.kept}/contacts/`, { channel: 'call', result: 'promised', promised_date: '2026-03-13', promised_amount: '10' });
      expect(today.status).toBe(201);
      expect(ids(await collector.get('/api/client-debt/?promise=today'))).toEqual([f.kept]);
      clock.mockReturnValue(new Date(NOW));
    });

    it('filters by the collector: an id, me, none', async () => {
      await manager.post('/api/client-debt/reassign/', { debts: [f.kept], responsible: manager.id });
      expect(ids(await collector.get(`/api/client-debt/?responsible=${collector.id}`))).toEqual([f.d1, f.sold]);
      expect(ids(await collector.get('/api/client-debt/?responsible=me'))).toEqual([f.d1, f.sold]);
      expect(ids(await manager.get('/api/client-debt/?responsible=me'))).toContain(f.kept);
      const none = ids(await collector.get('/api/client-debt/?responsible=none'));
      expect(none).toEqual(expect.arrayContaining([f.d2, f.broken, f.closed]));
      expect(none).not.toContain(f.d1);
      for (const q of ['responsible=0', 'responsible=abc', 'responsible=2147483648', 'promise=later', 'responsible=me%00']) {
        expect((await collector.get(`/api/client-debt/?${q}`)).status).toBe(400);
      }
    });

    it("the list's rows equal the debt's answer (without its payments), in the new fields too", async () => {
      clock.mockReturnValue(new Date(LATER));
      const list = await collector.get('/api/client-debt/?page_size=100');
      expect(list.status).toBe(200);
      expect(list.body.count).toBeGreaterThanOrEqual(7);
      for (const row of list.body.results) {
        const { payments: _payments, ...detail } = await debt(row.id);
        expect(row).toEqual(detail);
        expect(Object.keys(row)).toEqual(expect.arrayContaining(['responsible', 'penalty_rate', 'penalty_cap_percent', 'promised_date', 'promised_amount', 'promise_broken']));
      }
      clock.mockReturnValue(new Date(NOW));
    });

    it('the debts sheet has the collector, the promised date and amount, and whether it is broken', async () => {
      clock.mockReturnValue(new Date(LATER));
      const res = await collector.download('/api/client-debt/export/debts.xls?promise=broken&language=ru');
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const header = rows[0] as string[];
      expect(header.slice(-4)).toEqual(['Ответственный', 'Обещанная дата', 'Обещанная сумма', 'Обещание нарушено']);
      expect(rows).toHaveLength(3);
      const brokenRow = rows.find((r) => r[header.indexOf('Обещанная сумма')] === 40 || r[header.indexOf('Обещанная сумма')] === '40.00');
      expect(brokenRow).toBeDefined();
      expect(brokenRow!.slice(-4)).toEqual([undefined, '2026-03-12', expect.anything(), 'да']) // nobody responsible: an empty cell;
      clock.mockReturnValue(new Date(NOW));
    });
  });
});
