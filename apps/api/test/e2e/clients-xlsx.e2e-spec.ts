import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { Prisma } from '../../src/generated/prisma/client';
import { createTestApp, TestApp } from '../support/test-app';
import { as, unique } from '../support/inventory';
import { giveDebt, uniquePhone } from '../support/people';
import { craftZip } from '../support/zip';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readSheet(buffer: Buffer, index = 0): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[index].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Clients');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const HEADER_UZ = ['F.I.Sh.', 'Telefon raqami', 'Qoʻshimcha raqamlar', 'Kompaniya', 'Viloyat', 'Shahar / tuman', 'Holat'];
const HEADER_RU = ['Ф.И.О.', 'Номер телефона', 'Дополнительные номера', 'Компания', 'Регион', 'Город / район', 'Статус'];
/** The optional columns of the documents' data, after the ones above (template and export write them all). */
const DOCUMENTS_UZ = ['Manzil', 'Pasport seriyasi', 'Pasport raqami', 'Kim tomonidan berilgan', 'Berilgan sana', 'JShShIR', 'Tugʻilgan sana'];
const DOCUMENTS_RU = ['Адрес', 'Серия паспорта', 'Номер паспорта', 'Кем выдан', 'Дата выдачи', 'ПИНФЛ', 'Дата рождения'];
const PAYMENTS_RU = ['Дата', 'Долг (квартира)', 'Кошелёк', 'Сумма', 'Валюта', 'Описание'];

/** A phone as a user would type it: "+998 (88) 123-45-67". */
const masked = (p: string) => `+998 (${p.slice(4, 6)}) ${p.slice(6, 9)}-${p.slice(9, 11)}-${p.slice(11)}`;

describe('clients XLSX import and export', () => {
  let t: TestApp;
  let reader: ReturnType<typeof as>;
  let nobody: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    reader = as(t, (await t.userWith([P.CLIENT_READ])).token);
    nobody = as(t, (await t.userWith([P.LID_READ])).token);
  });
  afterAll(() => t.close());

  const importFile = (file: Buffer, query = '', user = reader, name = 'clients.xlsx', lang?: string) =>
    user.upload(`/api/import-clients/${query}`, lang).attach('dataFile', file, { filename: name, contentType: XLSX });
  const byName = (name: string) =>
    t.prisma.client.findMany({ where: { name: { startsWith: name } }, include: { additional_numbers: { orderBy: { id: 'asc' } } }, orderBy: { id: 'asc' } });

  describe('import', () => {
    it('imports every row in one go: phones normalised, names or ids for region, city and status', async () => {
      const tag = unique('Imp');
      const [p1, p2, p3, x1, x2] = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
      const file = await sheet([
        HEADER_RU,
        [`${tag} Aziz`, masked(p1), `${masked(x1)}, ${x2.slice(4)}`, 'Aziz LLC', 'город Ташкент', 'Чиланзарский район', 'VIP'],
        [`${tag} Bobur`, p2.slice(1), null, null, 2, 'Chirchiq shahri', 'faol'],
        [`${tag} Dilnoza`, p3, x1 === p3 ? null : null, null, null, 'Mirobod tumani', null],
      ]);
      const res = await importFile(file);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ created: 3, rows: 3 });
      const rows = await byName(tag);
      expect(rows.map((c) => [c.name, c.phone_number, c.additional_numbers.map((p) => p.phone_number), c.company_name, c.region_id, c.city_id, c.status_id])).toEqual([
        [`${tag} Aziz`, p1, [x1, x2], 'Aziz LLC', 1, 102, 3],
        [`${tag} Bobur`, p2, [], null, 2, 205, 2],
        [`${tag} Dilnoza`, p3, [], null, 1, 103, 1], // a city alone names its region; no status → new
      ]);
    });

    it('writes nothing when one row near the end is bad; a dry run lists the errors per row', async () => {
      const tag = unique('Bulk');
      const rows: unknown[][] = [HEADER_UZ];
      const phones: string[] = [];
      for (let i = 1; i <= 200; i++) {
        const p = uniquePhone();
        phones.push(p);
        rows.push([`${tag} ${i}`, p, i % 3 === 0 ? uniquePhone() : null, null, 'Toshkent shahri', i % 2 ? 'Bektemir tumani' : 101, 'Yangi']);
      }
      // Row 202: a phone already on row 2, a bad extra phone, a city of another region, an unknown status.
      rows.push([`${tag} bad`, masked(phones[0]), '12345', null, 'Toshkent shahri', 'Chirchiq shahri', 'nope']);
      rows.push([`${tag} last`, uniquePhone(), null, null, null, null, null]);
      const file = await sheet(rows);

      const res = await importFile(file);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { row: 202, field: 'phone_number', code: 'import.duplicate', message: 'Bu raqam faylda takrorlangan' },
        { row: 202, field: 'additional_numbers', code: 'invalid_phone', message: expect.any(String) },
        // A value outside a fixed set names the allowed ones: the region's cities, the statuses.
        {
          row: 202,
          field: 'city',
          code: 'import.not_in_list',
          message:
            "Bunday qiymat yoʻq. Mumkin boʻlgan qiymatlar: Bektemir tumani, Chilonzor tumani, Mirobod tumani, Mirzo Ulugʻbek tumani, Olmazor tumani, Sergeli tumani, Shayxontohur tumani, Uchtepa tumani, Yakkasaroy tumani, Yashnobod tumani, Yunusobod tumani, Yangihayot tumani",
        },
        { row: 202, field: 'status', code: 'import.not_in_list', message: 'Bunday qiymat yoʻq. Mumkin boʻlgan qiymatlar: Yangi, Faol, VIP, Muammoli, Nofaol' },
      ]);
      expect(await t.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(0);
      expect(await t.prisma.clientPhone.count({ where: { client: { name: { startsWith: tag } } } })).toBe(0);

      const dry = await importFile(file, '?dry_run=true');
      expect(dry.status).toBe(200);
      expect(dry.body).toEqual({ valid: false, rows: 202, errors: res.body.errors });
      const ru = await importFile(file, '?dry_run=true', reader, 'clients.xlsx', 'ru');
      expect(ru.body.errors.slice(2).map((e: { message: string }) => e.message)).toEqual([
        expect.stringMatching(/^Такого значения нет\. Допустимые значения: Бектемирский район, .*Юнусабадский район/),
        'Такого значения нет. Допустимые значения: Новый, Активный, VIP, Проблемный, Неактивный',
      ]);
      const dryOk = await importFile(await sheet(rows.slice(0, 201)), '?dry_run=true');
      expect(dryOk.status).toBe(200);
      expect(dryOk.body).toEqual({ valid: true, rows: 200, errors: [] });
      expect(await t.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(0);

      const ok = await importFile(await sheet(rows.slice(0, 201)));
      expect(ok.body).toEqual({ created: 200, rows: 200 });
      expect(await t.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(200);
      expect(await t.prisma.clientPhone.count({ where: { client: { name: { startsWith: tag } } } })).toBe(66);
    });

    it('a region or city it does not know: the error names the regions, or asks for the region', async () => {
      const twice = unique('Ikki');
      const created = await Promise.all([1, 2].map((region_id) => t.prisma.city.create({ data: { region_id, name_uz: twice, name_ru: twice } })));
      try {
        const file = await sheet([
          HEADER_UZ,
          [unique('R'), uniquePhone(), null, null, 'Atlantida', null, null],
          [unique('C'), uniquePhone(), null, null, null, 'Yoʻq shahar', null],
          [unique('A'), uniquePhone(), null, null, null, twice, null],
        ]);
        const uz = await importFile(file, '?dry_run=true');
        expect(uz.body.errors).toEqual([
          { row: 2, field: 'region', code: 'import.not_in_list', message: expect.stringMatching(/^Bunday qiymat yoʻq\. Mumkin boʻlgan qiymatlar: Toshkent shahri, Toshkent viloyati, Andijon viloyati, .*/) },
          { row: 3, field: 'city', code: 'import.city_not_found', message: expect.stringContaining('Viloyat ustunini ham toʻldiring') },
          { row: 4, field: 'city', code: 'import.city_ambiguous', message: 'Bu nomli shahar yoki tuman bir nechta viloyatda bor. Viloyatni ham yozing: Toshkent shahri, Toshkent viloyati' },
        ]);
        const ru = await importFile(file, '?dry_run=true', reader, 'c.xlsx', 'ru');
        expect(ru.body.errors.map((e: { message: string }) => e.message)).toEqual([
          expect.stringMatching(/^Такого значения нет\. Допустимые значения: город Ташкент, Ташкентская область, /),
          expect.stringContaining('Заполните и столбец региона'),
          'Город или район с таким названием есть в нескольких регионах. Укажите и регион: город Ташкент, Ташкентская область',
        ]);
      } finally {
        await t.prisma.city.deleteMany({ where: { id: { in: created.map((c) => c.id) } } });
      }
    });

    it('refuses an extra phone repeated on another row, missing columns and a file without a header (400 with row)', async () => {
      const p = uniquePhone();
      const dup = await importFile(await sheet([HEADER_UZ, [unique('A'), uniquePhone(), p], [unique('B'), uniquePhone(), masked(p)]]), '', reader, 'c.xlsx', 'ru');
      expect(dup.status).toBe(400);
      expect(dup.body.errors).toEqual([{ row: 3, field: 'additional_numbers', code: 'import.duplicate', message: 'Этот номер повторяется в файле' }]);
      const missing = await importFile(await sheet([['Kompaniya'], ['X']]));
      expect(missing.body.errors).toEqual([
        expect.objectContaining({ row: 1, field: 'name', code: 'import.missing_column' }),
        expect.objectContaining({ row: 1, field: 'phone_number', code: 'import.missing_column' }),
      ]);
      const required = await importFile(await sheet([HEADER_UZ, [null, 'abc', null, 'only company']]));
      expect(required.body.errors).toEqual([
        expect.objectContaining({ row: 2, field: 'name', code: 'required' }),
        expect.objectContaining({ row: 2, field: 'phone_number', code: 'invalid_phone' }),
      ]);
      const none = await importFile(await sheet([['foo', 'bar'], [1, 2]]));
      expect(none.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'import.no_header' })]);
      const badQuery = await importFile(await sheet([HEADER_UZ]), '?dry_run=maybe');
      expect(badQuery.status).toBe(400);
      expect(badQuery.body.errors).toEqual([expect.objectContaining({ field: 'dry_run' })]);
    });

    it('checks the file before parsing: a CSV, a zip bomb, no file', async () => {
      const before = await t.prisma.client.count();
      const csv = await importFile(Buffer.from('name,phone_number\nA,901234567\n'), '', reader, 'clients.csv');
      expect(csv.status).toBe(400);
      expect(csv.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'import.not_xlsx' })]);

      // Built before the clock starts: deflating 300 MB is the test's work, not the server's.
      const liar = craftZip(Buffer.alloc(300 * 1024 * 1024), 1024);
      const started = Date.now();
      const bomb = await importFile(craftZip(Buffer.alloc(1000), 400 * 1024 * 1024));
      expect(bomb.status).toBe(400);
      expect(bomb.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'import.too_large' })]);
      const lied = await importFile(liar);
      expect(lied.status).toBe(400);
      expect(lied.body.errors[0].code).toBe('import.too_large');
      expect(Date.now() - started).toBeLessThan(3000);

      const noFile = await reader.post('/api/import-clients/', {});
      expect(noFile.status).toBe(400);
      expect(noFile.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'required' })]);
      expect(await t.prisma.client.count()).toBe(before);
    });

    it('401, 403; the template has an example row with real reference names, and the rules name the allowed values', async () => {
      const file = await sheet([HEADER_UZ, [unique('X'), uniquePhone()]]);
      expect((await t.http().post('/api/import-clients/').attach('dataFile', file, 'c.xlsx')).status).toBe(401);
      expect((await importFile(file, '', nobody)).status).toBe(403);

      const tpl = await reader.download('/api/import-clients/template/?language=ru');
      expect(tpl.status).toBe(200);
      expect(tpl.headers['content-type']).toBe(XLSX);
      const rows = await readSheet(tpl.body);
      expect(rows).toEqual([[...HEADER_RU, ...DOCUMENTS_RU], ['Каримов Анвар Олимович', '998901234567', '998911234567', undefined, 'город Ташкент', 'Бектемирский район', 'Новый']]);
      const rules = (await readSheet(tpl.body, 1)).map((r) => String(r[0]));
      expect(rules).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Строка 2 — пример/),
          expect.stringMatching(/^Регион: город Ташкент, Ташкентская область, /),
          'Статус: Новый, Активный, VIP, Проблемный, Неактивный. Пусто — Новый.',
        ]),
      );
      // The example's region, city and status are accepted as they are.
      const checked = await importFile(tpl.body, '?dry_run=true');
      expect(checked.body.rows).toBe(1);
      expect(checked.body.errors.filter((e: { field: string }) => ['region', 'city', 'status', 'name'].includes(e.field))).toEqual([]);
      const uz = await readSheet((await reader.download('/api/import-clients/template/')).body);
      expect(uz[0]).toEqual([...HEADER_UZ, ...DOCUMENTS_UZ]);
      expect(uz[1]).toEqual(['Karimov Anvar Olimovich', '998901234567', '998911234567', undefined, 'Toshkent shahri', 'Bektemir tumani', 'Yangi']);
      expect((await t.http().get('/api/import-clients/template/')).status).toBe(401);
      expect((await nobody.get('/api/import-clients/template/')).status).toBe(403);
      expect((await reader.get('/api/import-clients/template/?language=en')).status).toBe(400);
    });

  });

  describe('export', () => {
    it('streams the list with its filters, search and ordering, localised headers, formulas escaped', async () => {
      const tag = unique('Exp');
      const x = uniquePhone();
      const a = await t.prisma.client.create({
        data: { name: '=HYPERLINK("x")', phone_number: uniquePhone(), status_id: 3, region_id: 1, city_id: 102, company_name: `+${tag}`, additional_numbers: { create: [{ phone_number: x }] } },
      });
      const b = await t.prisma.client.create({ data: { name: 'Bek', company_name: tag, phone_number: uniquePhone(), status_id: 2 } });
      const res = await reader.download(`/api/client/export/clients.xls?search=${encodeURIComponent(tag)}&ordering=name`, 'ru');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="clients.xlsx"; filename*=UTF-8''clients.xlsx`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const rows = await readSheet(res.body);
      expect(rows[0]).toEqual([...HEADER_RU, ...DOCUMENTS_RU]);
      expect(rows.slice(1)).toEqual([
        // Text beginning with = + - @ gets a leading ' (the import takes it off again); phones stay readable.
        ['\'=HYPERLINK("x")', a.phone_number, x, `'+${tag}`, 'город Ташкент', 'Чиланзарский район', 'VIP'],
        ['Bek', b.phone_number, undefined, tag, undefined, undefined, 'Активный'],
      ]);
      expect(rows[1][0]).toBe('\'=HYPERLINK("x")');

      const filtered = await reader.download(`/api/client/export/clients.xls?search=${encodeURIComponent(tag)}&status=2&language=uz`, 'ru');
      const uz = await readSheet(filtered.body);
      expect(uz[0]).toEqual([...HEADER_UZ, ...DOCUMENTS_UZ]);
      expect(uz.slice(1).map((r) => r[0])).toEqual(['Bek']);
      // Search by an extra phone's digits finds the client, as the list does.
      const byPhone = await readSheet((await reader.download(`/api/client/export/clients.xls?search=${x.slice(4)}`)).body);
      expect(byPhone.slice(1).map((r) => r[1])).toEqual([a.phone_number]);
      const desc = await readSheet((await reader.download(`/api/client/export/clients.xls?search=${encodeURIComponent(tag)}&ordering=-name`)).body);
      expect(desc.slice(1).map((r) => r[0])).toEqual(['Bek', '\'=HYPERLINK("x")']);
    });

    it('400 on bad filters, 401, 403', async () => {
      const bad = await reader.get('/api/client/export/clients.xls?ordering=secret');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'ordering', code: 'invalid' })]);
      const badLang = await reader.get('/api/client/export/clients.xls?language=en&status=x');
      expect(badLang.status).toBe(400);
      expect(badLang.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['language', 'status']);
      expect((await t.http().get('/api/client/export/clients.xls')).status).toBe(401);
      expect((await nobody.get('/api/client/export/clients.xls')).status).toBe(403);
    });

    it('round trip: an exported file imports back unchanged into a fresh database', async () => {
      const tag = unique('Trip');
      await t.prisma.client.create({ data: { name: `${tag} =HYPERLINK("x")`, phone_number: uniquePhone(), company_name: '=1+1', status_id: 2 } });
      await t.prisma.client.create({
        data: {
          name: `${tag} @Ali`,
          phone_number: uniquePhone(),
          company_name: '-Minus, "quoted"',
          region_id: 2,
          city_id: 205,
          status_id: 4,
          additional_numbers: { create: [{ phone_number: uniquePhone() }, { phone_number: uniquePhone() }] },
        },
      });
      await t.prisma.client.create({ data: { name: `${tag} Oʻgʻiloy`, phone_number: uniquePhone(), region_id: 1, status_id: 5 } });
      await t.prisma.client.create({ data: { name: `${tag} Vali`, phone_number: uniquePhone() } });
      const pick = (c: Awaited<ReturnType<typeof byName>>[number]) => [
        c.name,
        c.phone_number,
        c.additional_numbers.map((p) => p.phone_number),
        c.company_name,
        c.region_id,
        c.city_id,
        c.status_id,
      ];
      const source = (await byName(tag)).map(pick);

      const exported = await reader.download(`/api/client/export/clients.xls?search=${encodeURIComponent(tag)}&ordering=id`, 'ru');
      const fresh = await createTestApp();
      try {
        const freshReader = as(fresh, (await fresh.userWith([P.CLIENT_READ])).token);
        expect(await fresh.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(0);
        const res = await freshReader.upload('/api/import-clients/').attach('dataFile', exported.body, { filename: 'clients.xlsx', contentType: XLSX });
        expect(res.body).toEqual({ created: 4, rows: 4 });
        const after = await fresh.prisma.client.findMany({
          where: { name: { startsWith: tag } },
          include: { additional_numbers: { orderBy: { id: 'asc' } } },
          orderBy: { id: 'asc' },
        });
        expect(after.map(pick)).toEqual(source);
      } finally {
        await fresh.close();
      }
    });
  });

  describe("a client's payments", () => {
    it('streams the payment reports; 404 for a missing client; 401, 403, 400', async () => {
      const client = await t.prisma.client.create({ data: { name: unique('Payer'), phone_number: uniquePhone() } });
      const { debt, wallet, executor, room, building } = await giveDebt(t, client.id, { all: '5000', current: '3500' });
      const pay = (amount: string, date: string, description: string | null) =>
        t.prisma.paymentReport.create({
          data: {
            client_id: client.id,
            client_debt_id: debt.id,
            wallet_id: wallet.id,
            amount: new Prisma.Decimal(amount),
            applied_amount: new Prisma.Decimal(amount),
            currency_id: 2,
            payment_date: new Date(`${date}T00:00:00Z`),
            executor_id: executor.id,
            description,
          },
        });
      await pay('1000.50', '2026-03-05', '=cmd|calc');
      await pay('499.50', '2026-01-10', null);
      const other = await t.prisma.client.create({ data: { name: unique('Other'), phone_number: uniquePhone() } });

      const res = await reader.download(`/api/${client.id}/export/client_payments.xls`, 'ru');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      const rows = await readSheet(res.body);
      expect(rows).toEqual([
        PAYMENTS_RU,
        ['2026-01-10', `${building.name}, ${room.number}`, wallet.name, 499.5, 'USD'],
        ['2026-03-05', `${building.name}, ${room.number}`, wallet.name, 1000.5, 'USD', "'=cmd|calc"],
      ]);
      expect(await readSheet((await reader.download(`/api/${other.id}/export/client_payments.xls`)).body)).toEqual([
        ['Sana', 'Qarz (xonadon)', 'Hamyon', 'Summa', 'Valyuta', 'Izoh'],
      ]);
      expect((await reader.get('/api/99999999/export/client_payments.xls')).status).toBe(404);
      expect((await reader.get(`/api/${client.id}/export/client_payments.xls?language=xx`)).status).toBe(400);
      expect((await t.http().get(`/api/${client.id}/export/client_payments.xls`)).status).toBe(401);
      expect((await nobody.get(`/api/${client.id}/export/client_payments.xls`)).status).toBe(403);
    });
  });
});
