import ExcelJS from 'exceljs';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { tashkentDate } from '../../src/common/clock/clock';
import { Prisma } from '../../src/generated/prisma/client';
import { as } from '../support/inventory';
import { CASH, createWallet, fundedWallet, setRate } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dayAgo = (n: number) => tashkentDate(new Date(Date.now() - n * 86400_000));

async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Xarajatlar');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const HEADER_UZ = ['Sana', 'Hamyon', 'Summa', 'Toʻlov usuli', 'Izoh'];
const HEADER_RU = ['Дата', 'Кошелёк', 'Сумма', 'Способ оплаты', 'Комментарий'];

describe('construction projects', () => {
  let t: TestApp;
  let manager: { id: number; token: string }; // CONSTRUCTION_OPERATIONS + WALLET_READ
  let siteOnly: string; // CONSTRUCTION_OPERATIONS without WALLET_READ
  let nobody: string; // WALLET_READ without CONSTRUCTION_OPERATIONS
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWith([P.CONSTRUCTION_OPERATIONS, P.WALLET_READ]);
    siteOnly = (await t.userWith([P.CONSTRUCTION_OPERATIONS])).token;
    nobody = (await t.userWith([P.WALLET_READ])).token;
  });
  afterAll(() => t.close());

  const me = (token = manager.token) => as(t, token);
  const project = async (name = `Obyekt ${process.pid}-${++seq}`) => {
    const res = await me().post('/api/construction/', { name, floor_count: 9, room_count: 72, entrance_count: 2 });
    expect(res.status).toBe(201);
    return res.body as { id: number; name: string };
  };
  const spend = (wallet: number, construction: number, amount: string, extra: Record<string, unknown> = {}) =>
    me().post('/api/wallet-operations/', { wallet, operation_type: 'withdraw', amount, method: CASH, comment: 'Qurilish xarajati', construction_building_id: construction, ...extra });
  const balance = async (walletId: number) => (await me().get(`/api/wallet/${walletId}/`)).body.balance as string;
  const delivery = async (constructionId: number, opts: { currency: number; unit_amount: string; unit_price: string; date: string; comment?: string }) => {
    const material = await t.prisma.supplierMaterial.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const supplier = await t.prisma.supplier.create({ data: { name: `Taʼminotchi ${++seq}`, material_id: material.id } });
    const price = new Prisma.Decimal(opts.unit_amount).mul(opts.unit_price).toDecimalPlaces(2);
    return t.prisma.supplierOperation.create({
      data: {
        supplier_id: supplier.id,
        kind: 'delivery',
        date: new Date(`${opts.date}T00:00:00Z`),
        floor: 3,
        material_id: material.id,
        unit: 'tonna',
        unit_amount: new Prisma.Decimal(opts.unit_amount),
        unit_price: new Prisma.Decimal(opts.unit_price),
        operation_price: price,
        currency_id: opts.currency,
        construction_id: constructionId,
        comment: opts.comment ?? 'Armatura',
      },
      include: { supplier: true },
    });
  };
  const importFile = (id: number, file: Buffer, query = '', token = manager.token, lang = 'uz') =>
    me(token).upload(`/api/${id}/import-construction-operations/${query}`, lang).attach('dataFile', file, { filename: 'xarajatlar.xlsx', contentType: XLSX });
  const constructionOps = (id: number) => t.prisma.walletOperation.count({ where: { construction_id: id } });

  describe('CRUD', () => {
    it('creates, reads, updates and lists with the spec shape', async () => {
      const created = await me().post('/api/construction/', { name: '  Yunusobod 12  ', floor_count: 12, room_count: 96, entrance_count: 4 });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Yunusobod 12',
        floor_count: 12,
        room_count: 96,
        entrance_count: 4,
        spent: [],
        created_at: expect.any(String),
      });
      const id = created.body.id;
      const put = await me().put(`/api/construction/${id}/`, { name: 'Yunusobod 12-uy', floor_count: 14 });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ id, name: 'Yunusobod 12-uy', floor_count: 14, room_count: 96, entrance_count: 4 });
      expect((await me().get(`/api/construction/${id}/`)).body).toMatchObject({ name: 'Yunusobod 12-uy', floor_count: 14 });

      const list = await me().get('/api/construction/?search=yunusobod%2012-UY');
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(1);
      expect(list.body.results[0]).toMatchObject({ id, name: 'Yunusobod 12-uy' });
      expect(list.body.totals).toEqual([]);
      // Default page size 20.
      for (let i = 0; i < 21; i++) await t.prisma.constructionProject.create({ data: { name: `Toʻplam ${i}`, floor_count: 1, room_count: 1, entrance_count: 1 } });
      const page = await me().get('/api/construction/');
      expect(page.body.results).toHaveLength(20);
      expect(page.body.count).toBeGreaterThanOrEqual(22);
    });

    it('400 names each field (uz and ru)', async () => {
      const empty = await me().post('/api/construction/', {});
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['entrance_count', 'floor_count', 'name', 'room_count']);
      const bad = await me().post('/api/construction/', { name: '   ', floor_count: -1, room_count: 1.5, entrance_count: 1000 }, 'ru');
      expect(bad.status).toBe(400);
      const fields = Object.fromEntries(bad.body.errors.map((e: { field: string; code: string; message: string }) => [e.field, e]));
      expect(Object.keys(fields).sort()).toEqual(['entrance_count', 'floor_count', 'name', 'room_count']);
      expect(fields.name.code).toBe('required');
      expect(fields.name.message).toMatch(/[а-я]/);
      const put = await me().put(`/api/construction/${(await project()).id}/`, { floor_count: 'x' });
      expect(put.status).toBe(400);
      expect(put.body.errors[0].field).toBe('floor_count');
    });

    it('401 without a token, 403 without CONSTRUCTION_OPERATIONS, 404 for a missing project', async () => {
      const p = await project();
      expect((await t.http().get('/api/construction/')).status).toBe(401);
      for (const [method, url] of [
        ['get', '/api/construction/'],
        ['get', `/api/construction/${p.id}/`],
        ['get', `/api/construction/${p.id}/operations/`],
        ['get', `/api/construction/${p.id}/monthly-spending/`],
        ['get', `/api/${p.id}/export/construction_operations.xls`],
        ['get', '/api/construction/import-template.xlsx'],
        ['delete', `/api/construction/${p.id}/`],
      ] as const) {
        expect([url, (await me(nobody)[method](url)).status]).toEqual([url, 403]);
      }
      expect((await me(nobody).post('/api/construction/', { name: 'x', floor_count: 1, room_count: 1, entrance_count: 1 })).status).toBe(403);
      expect((await me(nobody).put(`/api/construction/${p.id}/`, { name: 'x' })).status).toBe(403);
      for (const url of ['/api/construction/999999/', '/api/construction/999999/operations/', '/api/construction/999999/monthly-spending/', '/api/999999/export/construction_operations.xls']) {
        expect([url, (await me().get(url)).status]).toEqual([url, 404]);
      }
      expect((await me().put('/api/construction/999999/', { name: 'x' })).status).toBe(404);
      expect((await me().delete('/api/construction/999999/')).status).toBe(404);
      expect((await me().get('/api/construction/abc/')).status).toBe(404);
    });

    it('deletes an empty project; 409 with operations or deliveries', async () => {
      const empty = await project();
      expect((await me().delete(`/api/construction/${empty.id}/`)).status).toBe(204);
      expect((await me().get(`/api/construction/${empty.id}/`)).status).toBe(404);

      const w = await fundedWallet(t, manager.token, '100');
      const withOp = await project();
      expect((await spend(w.id, withOp.id, '10')).status).toBe(201);
      const refused = await me().delete(`/api/construction/${withOp.id}/`, 'ru');
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({ code: 'construction.has_operations', message: expect.stringMatching(/удалить/) });

      const withDelivery = await project();
      await delivery(withDelivery.id, { currency: CURRENCY_USD, unit_amount: '1', unit_price: '5', date: dayAgo(1) });
      expect((await me().delete(`/api/construction/${withDelivery.id}/`)).body.errors[0].code).toBe('construction.has_operations');
      expect((await me().get(`/api/construction/${withDelivery.id}/`)).status).toBe(200);
    });
  });

  describe('spent, operations, monthly spending, export', () => {
    let p: { id: number };
    let usd: { id: number };
    let uzs: { id: number };
    let reversedId: number;
    let reversalId: number;
    let keptId: number;
    let usdDelivery: { id: number };

    beforeAll(async () => {
      p = await project('Chilonzor A blok');
      usd = await fundedWallet(t, manager.token, '1000');
      uzs = await fundedWallet(t, manager.token, '20000000', { currency: CURRENCY_UZS, exchange_rate: '12650' });
      const kept = await spend(usd.id, p.id, '250.50', { date: dayAgo(40), comment: '=HYPERLINK("http://x","y")' });
      expect(kept.status).toBe(201);
      keptId = kept.body.id;
      const reversed = await spend(usd.id, p.id, '100', { date: dayAgo(10) });
      reversedId = reversed.body.id;
      const del = await me().delete(`/api/wallet-operations/${reversedId}/`);
      expect(del.status).toBe(200);
      reversalId = del.body.reversals[0].id;
      expect((await spend(uzs.id, p.id, '1500000', { exchange_rate: '12600', date: dayAgo(5) })).status).toBe(201);
      usdDelivery = await delivery(p.id, { currency: CURRENCY_USD, unit_amount: '100', unit_price: '25.50', date: dayAgo(20) });
      await delivery(p.id, { currency: CURRENCY_UZS, unit_amount: '2', unit_price: '1500000', date: dayAgo(3), comment: 'Sement M400' });
      // Another project's money and an ordinary outflow are not counted.
      const other = await project();
      await spend(usd.id, other.id, '7');
      await me().post('/api/wallet-operations/', { wallet: usd.id, operation_type: 'withdraw', amount: '3', method: CASH, comment: 'boshqa' });
    });

    it('spent per currency: withdrawals net of reversals plus deliveries, exact', async () => {
      const res = await me().get(`/api/construction/${p.id}/`);
      expect(res.body.spent).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', operations: '1500000.00', deliveries: '3000000.00', amount: '4500000.00' },
        { currency: CURRENCY_USD, currency_code: 'USD', operations: '250.50', deliveries: '2550.00', amount: '2800.50' },
      ]);
      const list = await me().get('/api/construction/?search=Chilonzor%20A');
      expect(list.body.results[0].spent).toEqual(res.body.spent);
      expect(list.body.totals).toEqual(res.body.spent);
      expect(await balance(usd.id)).toBe('739.50'); // 1000 − 250.50 − 7 − 3
    });

    it('lists both sources in one list by date, reversals marked, with totals', async () => {
      const res = await me().get(`/api/construction/${p.id}/operations/`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(6);
      const items = res.body.results as { id: number; source: string; date: string; amount: string; signed_amount: string; reversal_of: number | null; reversed_by: number | null }[];
      // Newest first: the reversal (written now), the UZS delivery (3 days ago), the UZS expense (5),
      // the reversed expense (10), the USD delivery (20), the first expense (40).
      expect(items.map((i) => [i.source, i.amount])).toEqual([
        ['wallet_operation', '100.00'],
        ['supplier_delivery', '3000000.00'],
        ['wallet_operation', '1500000.00'],
        ['wallet_operation', '100.00'],
        ['supplier_delivery', '2550.00'],
        ['wallet_operation', '250.50'],
      ]);
      expect(items[0].id).toBe(reversalId);
      const dates = items.map((i) => i.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const reversal = items.find((i) => i.id === reversalId && i.source === 'wallet_operation')!;
      expect(reversal).toMatchObject({ operation_type: 'replenish', reversal_of: reversedId, signed_amount: '-100.00' });
      expect(items.find((i) => i.id === reversedId && i.source === 'wallet_operation')).toMatchObject({ reversed_by: reversalId, signed_amount: '100.00' });
      const d = items.find((i) => i.id === usdDelivery.id && i.source === 'supplier_delivery')!;
      expect(d).toMatchObject({ amount: '2550.00', currency: CURRENCY_USD, floor: 3, unit_amount: '100', unit_price: '25.50', wallet: null, method: null });
      expect(d).toHaveProperty('supplier.name');
      expect(items.find((i) => i.id === keptId && i.source === 'wallet_operation')).toMatchObject({ wallet: { id: usd.id }, method: { id: CASH, name: 'Naqd pul' }, executor: { id: manager.id } });
      expect(res.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', operations: '1500000.00', deliveries: '3000000.00', amount: '4500000.00' },
        { currency: CURRENCY_USD, currency_code: 'USD', operations: '250.50', deliveries: '2550.00', amount: '2800.50' },
      ]);

      // Exactly date order (newest first) across both sources.
      const ts = items.map((i) => Date.parse(i.date));
      for (let i = 1; i < ts.length; i++) expect(ts[i - 1]).toBeGreaterThanOrEqual(ts[i]);
      expect(items[items.length - 1]).toMatchObject({ source: 'wallet_operation', amount: '250.50' });

      const page2 = await me().get(`/api/construction/${p.id}/operations/?page_size=2&page=2`);
      expect(page2.body.results.map((i: { id: number; source: string }) => `${i.source}:${i.id}`)).toEqual(items.slice(2, 4).map((i) => `${i.source}:${i.id}`));

      const filters: [string, number][] = [
        ['source=supplier_delivery', 2],
        ['source=wallet_operation', 4],
        ['currency=1', 2],
        ['currency=2', 4],
        [`date_from=${dayAgo(21)}&date_to=${dayAgo(4)}`, 3],
        ['search=sement', 1],
      ];
      for (const [q, n] of filters) expect([q, (await me().get(`/api/construction/${p.id}/operations/?${q}`)).body.count]).toEqual([q, n]);
      const usdOnly = await me().get(`/api/construction/${p.id}/operations/?currency=2`);
      expect(usdOnly.body.totals).toEqual([{ currency: CURRENCY_USD, currency_code: 'USD', operations: '250.50', deliveries: '2550.00', amount: '2800.50' }]);

      for (const [q, field] of [
        ['source=nope', 'source'],
        ['currency=3', 'currency'],
        ['date_from=2026-13-01', 'date_from'],
        ['ordering=comment', 'ordering'],
        ['foo=1', 'foo'],
      ]) {
        const bad = await me().get(`/api/construction/${p.id}/operations/?${q}`);
        expect([q, bad.status, bad.body.errors[0].field]).toEqual([q, 400, field]);
      }
    });

    it('answers the spending per month and currency', async () => {
      const res = await me().get(`/api/construction/${p.id}/monthly-spending/`);
      expect(res.status).toBe(200);
      const rows = res.body.results as { month: string; currency: number; amount: string }[];
      const total = (currency: number) => rows.filter((r) => r.currency === currency).reduce((s, r) => s.plus(r.amount), new Prisma.Decimal(0)).toFixed(2);
      expect(total(CURRENCY_USD)).toBe('2800.50');
      expect(total(CURRENCY_UZS)).toBe('4500000.00');
      expect(rows.map((r) => r.month)).toEqual([...rows.map((r) => r.month)].sort());
      expect(rows.find((r) => r.month === dayAgo(40).slice(0, 7) && r.currency === CURRENCY_USD)).toBeDefined();
    });

    it('exports the list as XLSX with its filters, escaped', async () => {
      const res = await me().download(`/api/${p.id}/export/construction_operations.xls?currency=2`, 'ru');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      const rows = await readSheet(res.body);
      expect(rows[0].slice(0, 4)).toEqual(['Дата', 'Источник', 'Сумма', 'Валюта']);
      expect(rows).toHaveLength(1 + 4);
      const amounts = rows.slice(1).map((r) => r[2]);
      expect(amounts).toEqual([-100, 100, 2550, 250.5]);
      expect(rows.some((r) => r.includes(`'=HYPERLINK("http://x","y")`))).toBe(true);
      const all = await me().download(`/api/${p.id}/export/construction_operations.xls`);
      expect((await readSheet(all.body)).length).toBe(1 + 6);
      expect((await me().get(`/api/${p.id}/export/construction_operations.xls?ordering=bad`)).status).toBe(400);
    });
  });

  describe('import', () => {
    let p: { id: number };
    let usd: { id: number; name: string };
    let uzs: { id: number; name: string };

    beforeAll(async () => {
      p = await project('Sergeli import');
      usd = await fundedWallet(t, manager.token, '1000');
      uzs = await createWallet(t, manager.token, { currency: CURRENCY_UZS, name: `Soʻm kassa ${process.pid}` });
      await setRate(t, dayAgo(60), '12700');
      await me().post('/api/wallet-operations/', { wallet: uzs.id, operation_type: 'replenish', amount: '5000000', method: CASH, comment: 'Kirim' });
    });

    const state = async () => ({ usd: await balance(usd.id), uzs: await balance(uzs.id), ops: await constructionOps(p.id) });

    it('serves a template with the header and an example row', async () => {
      const res = await me().download('/api/construction/import-template.xlsx?language=ru');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      const rows = await readSheet(res.body);
      expect(rows[0]).toEqual(HEADER_RU);
      expect(rows[1]).toHaveLength(5);
      // The example names a wallet and a method that exist; the rules list the active wallets and the methods.
      expect(rows[1][3]).toBe('Наличные');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const rules = (wb.worksheets[1].getColumn(1).values as unknown[]).map(String);
      expect(rules).toEqual(expect.arrayContaining([expect.stringContaining(`${usd.name} (${usd.id})`), expect.stringMatching(/^Способы оплаты: Наличные, /)]));
      expect((await readSheet((await me().download('/api/construction/import-template.xlsx')).body))[0]).toEqual(HEADER_UZ);
    });

    it('a bad row near the end writes nothing; the dry run lists errors by row and field', async () => {
      const before = await state();
      const rows: unknown[][] = [HEADER_UZ];
      for (let i = 0; i < 8; i++) rows.push([dayAgo(10), usd.name, '10', 'Naqd pul', `Qator ${i}`]);
      rows.push([dayAgo(9), 'Yoʻq hamyon', '5', '', 'Xato hamyon']); // row 10
      rows.push(['31.02.2026', usd.name, '-3', 'Kripto', '']); // row 11
      const file = await sheet(rows);

      const dry = await importFile(p.id, file, '?dry_run=true');
      expect(dry.status).toBe(200);
      expect(dry.body.valid).toBe(false);
      expect(dry.body.rows).toBe(10);
      expect(dry.body.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code])).toEqual([
        [10, 'wallet', 'construction.import.wallet_not_found'],
        [11, 'date', 'construction.import.date_invalid'],
        [11, 'amount', 'money.invalid_positive'],
        [11, 'method', 'construction.import.method_not_found'],
        [11, 'comment', 'required'],
      ]);
      // A wallet or method it does not know: the error names the active ones (wallets with their IDs).
      expect(dry.body.errors[0].message).toMatch(/^Bunday hamyon topilmadi\. Faol hamyonlar \(nomi yoki ID\): /);
      expect(dry.body.errors[0].message).toContain(`${usd.name} (${usd.id})`);
      expect(dry.body.errors[3].message).toMatch(/^Bunday toʻlov usuli topilmadi\. Mumkin boʻlgan qiymatlar: Naqd pul, Plastik karta, /);

      const real = await importFile(p.id, file, '', manager.token, 'ru');
      expect(real.status).toBe(400);
      expect(real.body.errors[0]).toMatchObject({ row: 10, field: 'wallet', code: 'construction.import.wallet_not_found', message: expect.stringMatching(/^Кошелёк не найден\. Активные кошельки/) });
      expect(real.body.errors[0].message).toContain(`${uzs.name} (${uzs.id})`);
      expect(real.body.errors[3].message).toMatch(/^Такой способ оплаты не найден\. Допустимые значения: Наличные, Банковская карта, /);
      expect(await state()).toEqual(before);
    });

    it('a row that would overdraw its wallet writes nothing', async () => {
      const before = await state();
      const file = await sheet([HEADER_RU, [dayAgo(3), usd.name, '600', 'Наличные', 'Бетон'], [dayAgo(2), String(usd.id), '300', '', 'Опалубка'], [dayAgo(1), usd.name, '100.01', '', 'Кран']]);
      const dry = await importFile(p.id, file, '?dry_run=1');
      expect(dry.body.errors).toEqual([expect.objectContaining({ row: 4, field: 'amount', code: 'construction.import.insufficient_funds', message: expect.stringContaining('100.00') })]);
      const real = await importFile(p.id, file);
      expect(real.status).toBe(400);
      expect(real.body.errors[0]).toMatchObject({ row: 4, field: 'amount' });
      expect(await state()).toEqual(before);
    });

    it('a good import writes every row through the ledger: balances and operations exact; a replay moves nothing', async () => {
      const before = await state();
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Расходы');
      ws.addRow(HEADER_RU);
      const [y, m, d] = dayAgo(15).split('-').map(Number);
      ws.addRow([new Date(Date.UTC(y, m - 1, d)), usd.name.toUpperCase(), 120.25, 'Банковская карта', 'Арматура']);
      ws.addRow([dayAgo(7).split('-').reverse().join('.'), String(usd.id), '79,75', '', 'Доставка']);
      ws.addRow([dayAgo(6), uzs.name, '1 250 000', 'terminal', 'Сварка']);
      const file = Buffer.from(await wb.xlsx.writeBuffer());

      const dry = await importFile(p.id, file, '?dry_run=true');
      expect(dry.body).toEqual({
        valid: true,
        rows: 3,
        errors: [],
        totals: [
          { currency: CURRENCY_UZS, currency_code: 'UZS', amount: '1250000.00' },
          { currency: CURRENCY_USD, currency_code: 'USD', amount: '200.00' },
        ],
      });
      expect(await state()).toEqual(before);

      const key = `import-${process.pid}-${Date.now()}`;
      const res = await importFile(p.id, file).set('Idempotency-Key', key);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ imported: 3, rows: 3 });
      const replay = await importFile(p.id, file).set('Idempotency-Key', key);
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');

      expect(await state()).toEqual({ usd: '800.00', uzs: '3750000.00', ops: before.ops + 3 });
      const ops = await t.prisma.walletOperation.findMany({ where: { construction_id: p.id }, orderBy: { id: 'asc' }, include: { method: true } });
      expect(ops.map((o) => [o.kind, o.operation_type, o.wallet_id, o.amount.toFixed(2), o.method.code, o.comment, tashkentDate(o.date), o.executor_id])).toEqual([
        ['construction', 'withdraw', usd.id, '120.25', 'card', 'Арматура', dayAgo(15), manager.id],
        ['construction', 'withdraw', usd.id, '79.75', 'cash', 'Доставка', dayAgo(7), manager.id],
        ['construction', 'withdraw', uzs.id, '1250000.00', 'terminal', 'Сварка', dayAgo(6), manager.id],
      ]);
      expect(ops[2].exchange_rate.toFixed(2)).toBe('12700.00');
      const spent = (await me().get(`/api/construction/${p.id}/`)).body.spent;
      expect(spent).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', operations: '1250000.00', deliveries: '0.00', amount: '1250000.00' },
        { currency: CURRENCY_USD, currency_code: 'USD', operations: '200.00', deliveries: '0.00', amount: '200.00' },
      ]);
    });

    it('checks permissions, the project and the file', async () => {
      const file = await sheet([HEADER_UZ, [dayAgo(1), usd.name, '1', '', 'x']]);
      expect((await t.http().post(`/api/${p.id}/import-construction-operations/`).attach('dataFile', file, 'a.xlsx')).status).toBe(401);
      expect((await importFile(p.id, file, '', siteOnly)).status).toBe(403); // no WALLET_READ
      expect((await importFile(p.id, file, '', nobody)).status).toBe(403); // no CONSTRUCTION_OPERATIONS
      expect((await importFile(999999, file)).status).toBe(404);
      const notXlsx = await me().upload(`/api/${p.id}/import-construction-operations/`).attach('dataFile', Buffer.from('date,wallet\n'), { filename: 'a.xlsx', contentType: XLSX });
      expect(notXlsx.status).toBe(400);
      expect(notXlsx.body.errors[0]).toMatchObject({ field: 'dataFile', code: 'import.not_xlsx' });
      const noColumns = await importFile(p.id, await sheet([['Sana', 'Nimadir'], [dayAgo(1), 'x']]));
      expect(noColumns.status).toBe(400);
      expect(noColumns.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'comment', 'wallet']);
      const future = await importFile(p.id, await sheet([HEADER_UZ, [dayAgo(-2), usd.name, '1', '', 'x']]), '?dry_run=true');
      expect(future.body.errors[0]).toMatchObject({ row: 2, field: 'date', code: 'date.future' });
      const empty = await importFile(p.id, await sheet([HEADER_UZ]));
      expect(empty.status).toBe(400);
      expect(empty.body.errors[0].code).toBe('import.no_rows');
    });
  });
});
