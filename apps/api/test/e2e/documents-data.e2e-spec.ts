import ExcelJS from 'exceljs';
import { CURRENCY_USD, P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { CompanySettingsService } from '../../src/modules/company-settings/company-settings.service';
import { DEMO_BUILDING_NAMES } from '../../src/seed/demo-buildings';
import { DEMO_COMPANY, runDemoSeed } from '../../src/seed/demo-seed';
import { entries } from '../support/audit';
import { as, makeBuilding, makeRoom, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

/** 23:30 on 9 March 2026 in UTC: already 10 March in Tashkent (the contract's day). */
const NOW = new Date('2026-03-09T23:30:00.000Z');
const TODAY = '2026-03-10';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MONTHS_3 = 1;
const INSTALLMENT = 1;

type Caller = ReturnType<typeof as> & { patch: (url: string, body: object, lang?: string) => ReturnType<ReturnType<ReturnType<TestApp['http']>['patch']>['send']> };

function caller(t: TestApp, token: string): Caller {
  return Object.assign(as(t, token), {
    patch: (url: string, body: object, lang = 'uz') => t.http().patch(url).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send(body),
  });
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Clients');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const fieldsOf = (body: { errors: { field: string; code: string }[] }) => Object.fromEntries(body.errors.map((e) => [e.field, e.code]));

describe("documents' data: client passport fields, contract numbers, company details", () => {
  let t: TestApp;
  let clients: Caller;
  let manager: Caller;
  let readerOnly: Caller;
  let settings: Caller;
  let settingsId: number;

  beforeAll(async () => {
    t = await createTestApp();
    clients = caller(t, (await t.userWith([P.CLIENT_READ])).token);
    manager = caller(t, (await t.userWith([P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ])).token);
    readerOnly = caller(t, (await t.userWith([P.SALE_READ, P.CLIENT_READ])).token);
    const s = await t.userWith([P.SETTINGS_WRITE]);
    settings = caller(t, s.token);
    settingsId = s.id;
  });
  beforeEach(() => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  describe('client fields', () => {
    const DOCS = {
      address: '  Toshkent sh., Chilonzor tumani, 7-mavze, 12-uy  ',
      passport_series: 'aa',
      passport_number: '1234567',
      passport_issued_by: 'Chilonzor tumani IIB',
      passport_issued_date: '2018-05-14',
      pinfl: '31234567890123',
      birth_date: '1985-03-21',
    };

    it('round trip: create, detail, list and update carry them (trimmed, series upper-cased); the audit entry holds them', async () => {
      const name = unique('Hujjat');
      const created = await clients.post('/api/client/', { name, phone_number: uniquePhone(), status: 1, ...DOCS });
      expect(created.status).toBe(201);
      const expected = { ...DOCS, address: 'Toshkent sh., Chilonzor tumani, 7-mavze, 12-uy', passport_series: 'AA' };
      expect(created.body).toMatchObject(expected);
      const got = await clients.get(`/api/client/${created.body.id}/`);
      expect(got.body).toMatchObject(expected);
      const listed = await clients.get(`/api/client/?search=${encodeURIComponent(name)}`);
      expect(listed.body.results).toHaveLength(1);
      expect(listed.body.results[0]).toEqual(got.body);

      const [create] = await entries(t, { entity: 'client', entity_id: created.body.id, action: 'create' });
      expect(create.changes).toMatchObject({ pinfl: [null, DOCS.pinfl], birth_date: [null, DOCS.birth_date], passport_series: [null, 'AA'] });

      // Empty text and null clear; absent fields stay.
      const updated = await clients.put(`/api/client/${created.body.id}/`, { pinfl: '', birth_date: null, passport_number: 'AB12' });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ ...expected, pinfl: null, birth_date: null, passport_number: 'AB12' });
      const [update] = await entries(t, { entity: 'client', entity_id: created.body.id, action: 'update' });
      expect(update.changes).toEqual({ pinfl: [DOCS.pinfl, null], birth_date: [DOCS.birth_date, null], passport_number: ['1234567', 'AB12'] });

      // A client without them answers null for each.
      const plain = await clients.post('/api/client/', { name: unique('Oddiy'), phone_number: uniquePhone(), status: 1 });
      expect(plain.body).toMatchObject({ address: null, passport_series: null, passport_number: null, passport_issued_by: null, passport_issued_date: null, pinfl: null, birth_date: null });
    });

    it('400 for a PINFL not of 14 digits, bad series and number, bad or future dates; messages in ru', async () => {
      const base = { name: unique('Xato'), phone_number: uniquePhone(), status: 1 };
      const before = await t.prisma.client.count();
      const bad = await clients.post('/api/client/', { ...base, pinfl: '1234567890123', passport_series: 'A1', passport_number: '12-34', passport_issued_date: '2020-02-30', birth_date: '21.03.1985' }, 'ru');
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual({
        pinfl: 'client.pinfl_invalid',
        passport_series: 'client.passport_series_invalid',
        passport_number: 'client.passport_number_invalid',
        passport_issued_date: 'invalid',
        birth_date: 'invalid',
      });
      const messages = Object.fromEntries(bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(messages.pinfl).toBe('ПИНФЛ должен состоять из 14 цифр');
      expect(messages.passport_series).toBe('Серия паспорта — от 1 до 10 латинских букв (например, AA)');

      for (const pinfl of ['123456789012345', '3123456789012A', 31234567890123]) {
        const res = await clients.post('/api/client/', { ...base, pinfl }, 'ru');
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'pinfl', code: 'client.pinfl_invalid' })]);
      }

      // The future is the Clock's Tashkent tomorrow: 11 March (NOW is still 9 March in UTC).
      const future = await clients.post('/api/client/', { ...base, birth_date: '2026-03-11', passport_issued_date: '2026-03-11' }, 'ru');
      expect(future.status).toBe(400);
      expect(future.body.errors).toEqual([
        { field: 'passport_issued_date', code: 'date.future', message: 'Дата не может быть в будущем' },
        { field: 'birth_date', code: 'date.future', message: 'Дата не может быть в будущем' },
      ]);
      const today = await clients.post('/api/client/', { ...base, birth_date: TODAY });
      expect(today.status).toBe(201);
      const old = await clients.put(`/api/client/${today.body.id}/`, { birth_date: '1899-12-31' });
      expect(fieldsOf(old.body)).toEqual({ birth_date: 'invalid' });
      const futureEdit = await clients.put(`/api/client/${today.body.id}/`, { passport_issued_date: '2027-01-01' });
      expect(fieldsOf(futureEdit.body)).toEqual({ passport_issued_date: 'date.future' });
      expect(await t.prisma.client.count()).toBe(before + 1);
    });

    it('import reads the optional columns; a bad PINFL is an error naming its row; export writes them', async () => {
      const tag = unique('ImpDoc');
      const [p1, p2] = [uniquePhone(), uniquePhone()];
      const header = ['Ф.И.О.', 'Номер телефона', 'Адрес', 'Серия паспорта', 'Номер паспорта', 'Кем выдан', 'Дата выдачи', 'ПИНФЛ', 'Дата рождения'];
      const good = [`${tag} A`, p1, 'Toshkent, Yunusobod 4-12', 'ad', '7654321', 'Yunusobod IIB', '14.05.2018', '31234567890123', new Date(Date.UTC(1990, 0, 2))];
      const badRow = [`${tag} B`, p2, null, null, null, null, null, '123', null];
      const upload = (file: Buffer, query = '') =>
        clients.upload(`/api/import-clients/${query}`, 'ru').attach('dataFile', file, { filename: 'clients.xlsx', contentType: XLSX });

      const refused = await upload(await sheet([header, good, badRow]));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ row: 3, field: 'pinfl', code: 'client.pinfl_invalid', message: 'ПИНФЛ должен состоять из 14 цифр' }]);
      expect(await t.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(0);

      const ok = await upload(await sheet([header, good]));
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({ created: 1, rows: 1 });
      const row = await t.prisma.client.findFirstOrThrow({ where: { name: `${tag} A` } });
      const got = await clients.get(`/api/client/${row.id}/`);
      expect(got.body).toMatchObject({
        address: 'Toshkent, Yunusobod 4-12',
        passport_series: 'AD',
        passport_number: '7654321',
        passport_issued_by: 'Yunusobod IIB',
        passport_issued_date: '2018-05-14',
        pinfl: '31234567890123',
        birth_date: '1990-01-02',
      });
      const [created] = await entries(t, { entity: 'client', entity_id: row.id, action: 'create' });
      expect(created.changes).toMatchObject({ pinfl: [null, '31234567890123'], birth_date: [null, '1990-01-02'] });

      const exported = await clients.download(`/api/client/export/clients.xls?search=${encodeURIComponent(tag)}`, 'ru');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(exported.body as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      const cell = (name: string) => rows[1][(rows[0] as string[]).indexOf(name)];
      expect([cell('ПИНФЛ'), cell('Серия паспорта'), cell('Дата рождения'), cell('Дата выдачи')]).toEqual(['31234567890123', 'AD', '1990-01-02', '2018-05-14']);
    });
  });

  describe('contract numbers', () => {
    let seq = 0;
    const wallet = () => t.prisma.wallet.create({ data: { name: `Kassa hujjat ${++seq}`, currency_id: CURRENCY_USD } });
    const pendingSale = async (buildingId: number, walletId: number) => {
      const room = await makeRoom(t, buildingId, { number: `${++seq}` });
      const client = await t.prisma.client.create({ data: { name: unique('Xaridor'), phone_number: uniquePhone() } });
      const res = await manager.post('/api/sale/', {
        room: room.id, client: client.id, wallet: walletId, currency: CURRENCY_USD, sold_amount: '90000.00', paid_amount: '0',
        debt_type: INSTALLMENT, credit_period: MONTHS_3, payment_date: '2026-04-15',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ contract_number: null, contract_date: null });
      return res.body as { id: number };
    };
    const confirm = (id: number) => manager.post('/api/sale/confirm/', { id });

    it('confirm numbers sales per building, "<building>-<n>" on the Tashkent day; parallel confirms take distinct numbers', async () => {
      const [b1, b2] = [await makeBuilding(t), await makeBuilding(t)];
      const w = await wallet();
      const first = await confirm((await pendingSale(b1.id, w.id)).id);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ contract_number: `${b1.id}-1`, contract_date: TODAY });
      const other = await confirm((await pendingSale(b2.id, w.id)).id);
      expect(other.body.contract_number).toBe(`${b2.id}-1`);

      const pending = [];
      for (let i = 0; i < 5; i++) pending.push(await pendingSale(b1.id, w.id));
      const answers = await Promise.all(pending.map((s) => confirm(s.id)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.body.contract_number).sort()).toEqual([2, 3, 4, 5, 6].map((n) => `${b1.id}-${n}`).sort());
      expect((await t.prisma.building.findUniqueOrThrow({ where: { id: b1.id } })).contract_seq).toBe(6);

      // Lists, the pending list and the detail carry them.
      const list = await manager.get(`/api/sale/?building=${b1.id}`);
      expect(list.body.results.map((r: { contract_number: string }) => r.contract_number).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${b1.id}-${n}`).sort());
      const waiting = await pendingSale(b1.id, w.id);
      const pendingList = await manager.get(`/api/sale/pending/?building=${b1.id}`);
      expect(pendingList.body.results).toEqual([expect.objectContaining({ id: waiting.id, contract_number: null, contract_date: null })]);

      // The search finds a contract number exactly and by its beginning (the digits may also match phones: hence the filters).
      const exact = await manager.get(`/api/sale/?search=${b1.id}-3&building=${b1.id}`);
      expect(exact.body.results.map((r: { contract_number: string }) => r.contract_number)).toContain(`${b1.id}-3`);
      const prefix = await manager.get(`/api/sale/?search=${b1.id}-&building=${b1.id}&status=approved`);
      expect(prefix.body.count).toBe(6);
    });

    it('PATCH edits number and date (audited); a taken number is 409 with the code; the next confirm skips a number taken by an edit', async () => {
      const b = await makeBuilding(t);
      const other = await makeBuilding(t);
      const w = await wallet();
      const a = (await confirm((await pendingSale(b.id, w.id)).id)).body;
      const c = (await confirm((await pendingSale(other.id, w.id)).id)).body;
      expect(a.contract_number).toBe(`${b.id}-1`);

      const taken = await manager.patch(`/api/sale/${a.id}/contract/`, { contract_number: c.contract_number }, 'ru');
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual([
        { field: 'contract_number', code: 'sale.contract_number_taken', message: 'Этот номер договора уже занят другой продажей', existing_id: c.id },
      ]);

      // a takes "<b>-2" by hand: the next confirm in b skips it.
      const edited = await manager.patch(`/api/sale/${a.id}/contract/`, { contract_number: ` ${b.id}-2 `, contract_date: '2026-03-01' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: a.id, contract_number: `${b.id}-2`, contract_date: '2026-03-01' });
      const [entry] = await entries(t, { entity: 'sale', entity_id: a.id, action: 'update' });
      expect(entry.changes).toEqual({ contract_number: [`${b.id}-1`, `${b.id}-2`], contract_date: [TODAY, '2026-03-01'] });
      const next = await confirm((await pendingSale(b.id, w.id)).id);
      expect(next.body.contract_number).toBe(`${b.id}-3`);
      // The freed "<b>-1" can be given by hand again.
      const back = await manager.patch(`/api/sale/${next.body.id}/contract/`, { contract_number: `${b.id}-1` });
      expect(back.status).toBe(200);
      // A number of one's own (letters: no phone can match) is found exactly and by its beginning, and only it.
      const own = `SH${Date.now()}/A`;
      expect((await manager.patch(`/api/sale/${c.id}/contract/`, { contract_number: own })).body.contract_number).toBe(own);
      for (const term of [own, own.slice(0, -3)]) {
        const found = await manager.get(`/api/sale/?search=${encodeURIComponent(term)}`);
        expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([c.id]);
      }
      expect((await manager.get(`/api/sale/?search=${encodeURIComponent(own.slice(1))}`)).body.count).toBe(0);

      // Validation, pending sales, permission.
      const invalid = await manager.patch(`/api/sale/${a.id}/contract/`, { contract_number: '', contract_date: '2026-02-30', extra: 1 }, 'ru');
      expect(invalid.status).toBe(400);
      expect(fieldsOf(invalid.body)).toEqual({ contract_number: 'required', contract_date: 'invalid', extra: 'unknown_field' });
      expect((await manager.patch(`/api/sale/${a.id}/contract/`, { contract_number: 'x'.repeat(51) })).status).toBe(400);
      const waiting = await pendingSale(b.id, w.id);
      const notYet = await manager.patch(`/api/sale/${waiting.id}/contract/`, { contract_date: '2026-03-01' });
      expect(notYet.status).toBe(409);
      expect(notYet.body.errors).toEqual([expect.objectContaining({ code: 'sale.no_contract' })]);
      expect((await readerOnly.patch(`/api/sale/${a.id}/contract/`, { contract_date: '2026-03-02' })).status).toBe(403);
      expect((await t.http().patch(`/api/sale/${a.id}/contract/`).send({ contract_date: '2026-03-02' })).status).toBe(401);
      expect((await manager.patch('/api/sale/999999999/contract/', { contract_date: '2026-03-02' })).status).toBe(404);
    });

    it('the export has the contract columns', async () => {
      const b = await makeBuilding(t);
      const w = await wallet();
      const sale = (await confirm((await pendingSale(b.id, w.id)).id)).body;
      const res = await manager.download(`/api/sale/export/sales.xls?building=${b.id}`, 'ru');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      const header = rows[0] as string[];
      expect(rows[1][header.indexOf('Номер договора')]).toBe(sale.contract_number);
      expect(rows[1][header.indexOf('Дата договора')]).toBe(TODAY);
    });
  });

  describe('company details', () => {
    const FULL = {
      name: 'Oltin Qasr Qurilish MChJ',
      inn: '305123456',
      address: 'Toshkent sh., Yunusobod tumani, Amir Temur koʻchasi, 107B',
      phone: '+998 71 200-10-20',
      bank_name: 'Kapitalbank ATB',
      bank_account: '20208000900123456001',
      mfo: '01018',
      director: 'Rahimov Jamshid Baxtiyorovich',
      escrow_bank: 'Oʻzmilliybank AJ',
      escrow_account: '20208000400987654002',
    };

    it('GET and PUT round trip (trimmed), an audit entry with what changed; empty clears', async () => {
      const first = await settings.get('/api/settings/company/');
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(Object.keys(FULL).sort());

      const put = await settings.put('/api/settings/company/', { ...FULL, name: `  ${FULL.name}  ` });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(FULL);
      expect((await settings.get('/api/settings/company/')).body).toEqual(FULL);
      const [entry] = await entries(t, { entity: 'company_settings', action: 'update' });
      expect(entry).toMatchObject({ entity_id: 1, actor: { id: settingsId }, entity_label: FULL.name });
      expect(entry.changes).toMatchObject({ inn: [first.body.inn, FULL.inn], escrow_account: [first.body.escrow_account, FULL.escrow_account] });

      const cleared = await settings.put('/api/settings/company/', { phone: '', mfo: null });
      expect(cleared.body).toEqual({ ...FULL, phone: '', mfo: '' });
      const [change] = await entries(t, { entity: 'company_settings', action: 'update' });
      expect(change.changes).toEqual({ phone: [FULL.phone, ''], mfo: [FULL.mfo, ''] });
      expect((await t.prisma.companySettings.findUniqueOrThrow({ where: { id: 1 } })).updated_by_id).toBe(settingsId);
    });

    it('400 for bad INN, MFO, accounts and lengths (ru messages); 403 without SETTINGS_WRITE; 401', async () => {
      const before = (await settings.get('/api/settings/company/')).body;
      const bad = await settings.put('/api/settings/company/', { inn: '12345678', mfo: '0101A', bank_account: '1234', escrow_account: '202080004009876540021', director: 'x'.repeat(201), color: 'red' }, 'ru');
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual({
        inn: 'company_settings.inn_invalid',
        mfo: 'company_settings.mfo_invalid',
        bank_account: 'company_settings.account_invalid',
        escrow_account: 'company_settings.account_invalid',
        director: 'too_long',
        color: 'unknown_field',
      });
      const messages = Object.fromEntries(bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(messages.inn).toBe('ИНН должен состоять из 9 цифр');
      expect(messages.mfo).toBe('МФО должен состоять из 5 цифр');
      expect((await settings.put('/api/settings/company/', { name: 12 })).status).toBe(400);
      expect((await settings.get('/api/settings/company/')).body).toEqual(before);

      expect((await readerOnly.get('/api/settings/company/')).status).toBe(403);
      expect((await readerOnly.put('/api/settings/company/', { name: 'X' })).status).toBe(403);
      expect((await t.http().get('/api/settings/company/')).status).toBe(401);
    });

    it('CompanySettingsService.get() reads the row for other modules', async () => {
      const company = await t.app.get(CompanySettingsService).get();
      expect(company).toEqual((await settings.get('/api/settings/company/')).body);
    });
  });

  it('OpenAPI documents the routes and fields', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/settings/company/']).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/api/settings/company/'].put.tags).toEqual(['settings']);
    expect(Object.keys(doc.paths['/api/sale/{id}/contract/'])).toEqual(['patch']);
    const schema = (name: string) => doc.components.schemas[name].properties;
    expect(Object.keys(schema('SaleContractDto')).sort()).toEqual(['contract_date', 'contract_number']);
    expect(schema('CreateClientDto').pinfl).toMatchObject({ nullable: true, pattern: '^\\d{14}$' });
    expect(Object.keys(schema('CompanySettingsDto')).sort()).toEqual(
      ['address', 'bank_account', 'bank_name', 'director', 'escrow_account', 'escrow_bank', 'inn', 'mfo', 'name', 'phone'],
    );
  });

  describe('demo seed', () => {
    it('numbers the confirmed demo sales per building, fills the company details and some buyers’ passports', async () => {
      await runDemoSeed(t.prisma);
      const buildings = await t.prisma.building.findMany({ where: { name: { in: [...DEMO_BUILDING_NAMES] } }, include: { rooms: { include: { sales: true } } } });
      expect(buildings).toHaveLength(2);
      for (const b of buildings) {
        const approved = b.rooms.flatMap((r) => r.sales).filter((sale) => sale.status === 'approved');
        expect(approved.length).toBeGreaterThan(0);
        expect(approved.map((sale) => sale.contract_number).sort()).toEqual(approved.map((_, i) => `${b.id}-${i + 1}`).sort());
        for (const sale of approved) expect(sale.contract_date!.toISOString().slice(0, 10)).toBe(new Date(sale.approved_at!.getTime() + 5 * 3600_000).toISOString().slice(0, 10));
        expect(b.contract_seq).toBe(approved.length);
        for (const sale of b.rooms.flatMap((r) => r.sales).filter((x) => x.status === 'pending')) expect(sale.contract_number).toBeNull();
      }
      expect((await settings.get('/api/settings/company/')).body).toEqual(DEMO_COMPANY);
      const withPassports = await t.prisma.client.findMany({ where: { pinfl: { not: null }, passport_series: { not: null }, birth_date: { not: null }, address: { not: null } } });
      expect(withPassports.length).toBeGreaterThanOrEqual(3);
      const buyers = buildings.flatMap((b) => b.rooms.flatMap((r) => r.sales)).filter((x) => x.status === 'approved').map((x) => x.client_id);
      expect(withPassports.map((c) => c.id)).toEqual(expect.arrayContaining(buyers));
    });
  });
});
