import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { as, makeBuilding, makeClient, makeRoom } from '../support/inventory';
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
  const ws = wb.addWorksheet('Rooms');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const HEADER_UZ = ['Raqam', 'Qavat', 'Podyezd', 'Maydon (m²)', 'Xonalar soni', 'Narx', 'Valyuta', 'Holat', 'Blok', 'Izoh'];
const HEADER_RU = ['Номер', 'Этаж', 'Подъезд', 'Площадь (м²)', 'Количество комнат', 'Цена', 'Валюта', 'Статус', 'Блок', 'Описание'];

describe('rooms XLSX import and export', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let reader: ReturnType<typeof as>;
  let nobody: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
    reader = as(t, (await t.userWith([P.BUILDING_READ])).token);
    nobody = as(t, (await t.userWith([P.CLIENT_READ])).token);
  });
  afterAll(() => t.close());

  const importFile = (buildingId: number, file: Buffer, query = '', user = admin, name = 'rooms.xlsx', lang?: 'uz' | 'ru') =>
    user.upload(`/api/${buildingId}/import-rooms/${query}`, lang).attach('dataFile', file, { filename: name, contentType: XLSX });

  describe('export', () => {
    it('streams XLSX with localised headers, the list filters and ordering, and escapes formulas', async () => {
      const b = await makeBuilding(t);
      const block = await t.prisma.buildingBlock.create({ data: { building_id: b.id, name: 'A' } });
      const client = await makeClient(t);
      await makeRoom(t, b.id, { number: '1', floor: 1, area: '40.50', price: '40000.00', block_id: block.id });
      await makeRoom(t, b.id, { number: '2', floor: 2, area: '60.25', price: '123456.78', currency_id: 1 });
      await makeRoom(t, b.id, { number: '3', floor: 3, status_id: 3, client_id: client.id });
      await t.prisma.room.updateMany({ where: { building_id: b.id, number: '2' }, data: { description: '=HYPERLINK("http://evil","x")' } });

      const res = await reader.download(`/api/${b.id}/export/rooms.xls?ordering=-floor`, 'ru');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="rooms-${b.id}.xlsx"; filename*=UTF-8''rooms-${b.id}.xlsx`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const rows = await readSheet(res.body);
      expect(rows[0]).toEqual(HEADER_RU);
      expect(rows.slice(1).map((r) => r[0])).toEqual(['3', '2', '1']);
      expect(rows[2]).toEqual(['2', 2, 1, 60.25, 2, 123456.78, 'UZS', 'Свободна', undefined, '\'=HYPERLINK("http://evil","x")']);
      expect(rows[3]).toEqual(['1', 1, 1, 40.5, 2, 40000, 'USD', 'Свободна', 'A']);
      expect(rows[1][7]).toBe('Продана');

      const filtered = await reader.download(`/api/${b.id}/export/rooms.xls?status=free&language=uz&area_range_min=50`);
      const uz = await readSheet(filtered.body);
      expect(uz[0]).toEqual(HEADER_UZ);
      expect(uz.slice(1).map((r) => r[0])).toEqual(['2']);
    });

    it('400 on bad filters, 401, 403, 404', async () => {
      const b = await makeBuilding(t);
      const bad = await reader.get(`/api/${b.id}/export/rooms.xls?ordering=secret&language=en`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['language']);
      const badOrder = await reader.get(`/api/${b.id}/export/rooms.xls?ordering=secret`);
      expect(badOrder.status).toBe(400);
      expect(badOrder.body.errors).toEqual([expect.objectContaining({ field: 'ordering', code: 'invalid' })]);
      expect((await t.http().get(`/api/${b.id}/export/rooms.xls`)).status).toBe(401);
      expect((await nobody.get(`/api/${b.id}/export/rooms.xls`)).status).toBe(403);
      expect((await reader.get('/api/999999/export/rooms.xls')).status).toBe(404);
    });

    it('serves an import template: the header, an example row that imports as it is, and the rules naming the allowed values', async () => {
      const b = await makeBuilding(t, { floor_count: 12, entrance_count: 3 });
      const res = await reader.download(`/api/${b.id}/import-rooms/template/?language=ru`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(await readSheet(res.body)).toEqual([HEADER_RU, ['101', 1, 1, 65.4, 2, 55000, 'USD', 'Свободна', 'A', 'Угловая квартира, окна на юг']]);
      const rules = (await readSheet(res.body, 1)).map((r) => String(r[0]));
      expect(rules).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Строка 2 — пример/),
          'Этаж: от 1 до 12. Подъезд: от 1 до 3 (как в данных этого дома).',
          'Валюта: UZS, USD. Пусто — USD.',
          expect.stringMatching(/^Статус: Свободна, Закрыта\. /),
        ]),
      );
      // The example row is a valid row of this building.
      const checked = await importFile(b.id, res.body, '?dry_run=true');
      expect(checked.body).toMatchObject({ valid: true, rows: 1, errors: [] });

      const uz = await reader.download(`/api/${b.id}/import-rooms/template/`);
      expect((await readSheet(uz.body))[1]).toEqual(['101', 1, 1, 65.4, 2, 55000, 'USD', 'Boʻsh', 'A', 'Burchakdagi xonadon, janubga qaragan']);
      expect((await readSheet(uz.body, 1)).map((r) => String(r[0]))).toContain("Holat: Boʻsh, Yopiq. Boʻsh boʻlsa — birinchisi. Bron va sotuv xonadon sahifasida rasmiylashtiriladi.");
      expect((await reader.get('/api/999999/import-rooms/template/')).status).toBe(404);
      expect((await nobody.get(`/api/${b.id}/import-rooms/template/`)).status).toBe(403);
    });
  });

  describe('import', () => {
    it('imports every row in one go, creating the blocks it names', async () => {
      const b = await makeBuilding(t, { floor_count: 5, entrance_count: 2 });
      const file = await sheet([
        HEADER_RU,
        ['101', 1, 1, 45.5, 1, 50000, 'USD', 'Свободна', 'A', 'угловая'],
        [102, '1', '2', '60,25', 2, '720 000 000', 'uzs', 'closed', 'B', null],
        ['103', 2, 1, 70, null, 80000, null, null, 'A', "'=1+1"],
      ]);
      const res = await importFile(b.id, file);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ created: 3, rows: 3, warnings: [] });
      const rooms = (await reader.get(`/api/room/?building=${b.id}&ordering=number`)).body.results;
      expect(rooms.map((r: Record<string, unknown>) => [r.number, r.floor, r.entrance, r.area, r.rooms_count, r.price, r.currency_code, r.status_code, r.block_name, r.description])).toEqual([
        ['101', 1, 1, '45.50', 1, '50000.00', 'USD', 'free', 'A', 'угловая'],
        ['102', 1, 2, '60.25', 2, '720000000.00', 'UZS', 'closed', 'B', null],
        ['103', 2, 1, '70.00', null, '80000.00', 'USD', 'free', 'A', '=1+1'],
      ]);
      expect(await t.prisma.buildingBlock.count({ where: { building_id: b.id } })).toBe(2);
    });

    it('writes nothing when one row near the end is bad, and a dry run lists the errors per row', async () => {
      const b = await makeBuilding(t, { floor_count: 9, entrance_count: 1 });
      const rows: unknown[][] = [HEADER_UZ];
      for (let i = 1; i <= 200; i++) rows.push([String(i), 1 + (i % 9), 1, 50, 2, 60000, 'USD', 'free', 'A', null]);
      rows.push(['201', 10, 1, 50, 2, 'abc', 'USD', 'sold', null, null]);
      rows.push(['202', 1, 1, 50, 2, 60000, 'EUR', 'nope', null, null]);
      rows.push(['203', 1, 1, 50, 2, 60000, 'USD', 'free', null, null]);
      const file = await sheet(rows);

      const res = await importFile(b.id, file, '', admin);
      expect(res.status).toBe(400);
      // A value outside a fixed set says which values are allowed, in the request's language.
      expect(res.body.errors).toEqual([
        { row: 202, field: 'floor', code: 'room.floor_out_of_range', message: 'Qavat 1 dan 9 gacha boʻlishi kerak' },
        { row: 202, field: 'price', code: 'invalid', message: expect.any(String) },
        {
          row: 202,
          field: 'status',
          code: 'import.status_not_allowed',
          message: "Import orqali faqat shu holatlar beriladi: Boʻsh, Yopiq. Bron va sotuv xonadon sahifasida rasmiylashtiriladi",
        },
        { row: 203, field: 'currency', code: 'import.not_in_list', message: 'Bunday qiymat yoʻq. Mumkin boʻlgan qiymatlar: UZS, USD' },
        { row: 203, field: 'status', code: 'import.not_in_list', message: "Bunday qiymat yoʻq. Mumkin boʻlgan qiymatlar: Boʻsh, Yopiq" },
      ]);
      const ru = await importFile(b.id, file, '', admin, 'rooms.xlsx', 'ru');
      expect(ru.body.errors.slice(2).map((e: { message: string }) => e.message)).toEqual([
        'При импорте допускаются только статусы: Свободна, Закрыта. Бронь и продажа оформляются на странице квартиры',
        'Такого значения нет. Допустимые значения: UZS, USD',
        'Такого значения нет. Допустимые значения: Свободна, Закрыта',
      ]);
      expect(await t.prisma.room.count({ where: { building_id: b.id } })).toBe(0);
      expect(await t.prisma.buildingBlock.count({ where: { building_id: b.id } })).toBe(0);

      const dry = await importFile(b.id, file, '?dry_run=true');
      expect(dry.status).toBe(200);
      expect(dry.body).toEqual({ valid: false, rows: 203, errors: res.body.errors, warnings: [expect.objectContaining({ code: 'import.over_planned' })] });
      const dryOk = await importFile(b.id, await sheet(rows.slice(0, 201)), '?dry_run=true');
      expect(dryOk.body).toEqual({ valid: true, rows: 200, errors: [], warnings: [expect.objectContaining({ code: 'import.over_planned' })] });
      expect(await t.prisma.room.count({ where: { building_id: b.id } })).toBe(0);
    });

    it('refuses numbers the building already has, and a file without the required columns', async () => {
      const b = await makeBuilding(t);
      await makeRoom(t, b.id, { number: '7' });
      const dup = await importFile(b.id, await sheet([HEADER_UZ, ['7', 1, 1, 50, 2, 1000]]));
      expect(dup.body.errors).toEqual([expect.objectContaining({ row: 2, field: 'number', code: 'unique' })]);
      const cols = await importFile(b.id, await sheet([['Raqam', 'Qavat'], ['8', 1]]));
      expect(cols.body.errors.map((e: { field: string }) => e.field)).toEqual(['entrance', 'area', 'price']);
      const none = await importFile(b.id, await sheet([['foo', 'bar'], [1, 2]]));
      expect(none.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'import.no_header' })]);
    });

    it('checks the file before parsing: type, size, zip bombs', async () => {
      const b = await makeBuilding(t);
      const csv = await importFile(b.id, Buffer.from('number,floor\n1,1\n'), '', admin, 'rooms.csv');
      expect(csv.status).toBe(400);
      expect(csv.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'import.not_xlsx' })]);

      // A tiny zip whose entry claims 400 MB: refused from the central directory, before any inflating.
      const claims = craftZip(Buffer.alloc(1000), 400 * 1024 * 1024);
      const bomb = await importFile(b.id, claims);
      expect(bomb.status).toBe(400);
      expect(bomb.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'import.too_large' })]);
      // One that lies (claims 1 KB, expands to 300 MB): stopped at the claimed size.
      const liar = craftZip(Buffer.alloc(300 * 1024 * 1024), 1024);
      expect(liar.length).toBeLessThan(400 * 1024);
      const lied = await importFile(b.id, liar);
      expect(lied.status).toBe(400);
      expect(lied.body.errors[0].code).toBe('import.too_large');

      const huge = await importFile(b.id, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(6 * 1024 * 1024)]));
      expect(huge.status).toBe(413);
      expect(huge.body.errors[0].code).toBe('payload_too_large');

      const noFile = await admin.post(`/api/${b.id}/import-rooms/`, {});
      expect(noFile.status).toBe(400);
      expect(noFile.body.errors).toEqual([expect.objectContaining({ field: 'dataFile', code: 'required' })]);
      expect(await t.prisma.room.count({ where: { building_id: b.id } })).toBe(0);
    });

    it('401, 403, 404', async () => {
      const b = await makeBuilding(t);
      const file = await sheet([HEADER_UZ, ['1', 1, 1, 50, 2, 1000]]);
      expect((await t.http().post(`/api/${b.id}/import-rooms/`).attach('dataFile', file, 'r.xlsx')).status).toBe(401);
      expect((await importFile(b.id, file, '', reader)).status).toBe(403);
      expect((await importFile(999999, file)).status).toBe(404);
    });

    it('warns (without refusing) when the building would have more rooms than planned', async () => {
      const b = await makeBuilding(t, { room_count: 3 });
      await makeRoom(t, b.id, { number: '1' });
      const two = await sheet([HEADER_UZ, ['2', 1, 1, 50, 2, 1000], ['3', 1, 1, 50, 2, 1000]]);
      expect((await importFile(b.id, two, '?dry_run=true')).body).toEqual({ valid: true, rows: 2, errors: [], warnings: [] });
      const three = await sheet([HEADER_UZ, ['2', 1, 1, 50, 2, 1000], ['3', 1, 1, 50, 2, 1000], ['4', 1, 1, 50, 2, 1000]]);
      const dry = await importFile(b.id, three, '?dry_run=true', admin, 'rooms.xlsx', 'ru');
      expect(dry.body).toMatchObject({ valid: true, rows: 3, errors: [] });
      expect(dry.body.warnings).toEqual([
        {
          field: null,
          code: 'import.over_planned',
          message: 'Внимание: после импорта квартир в доме будет 4, а по плану — 3. Проверьте данные дома',
          params: { total: 4, planned: 3 },
        },
      ]);
      const real = await importFile(b.id, three);
      expect(real.status).toBe(201);
      expect(real.body).toMatchObject({ created: 3, warnings: [expect.objectContaining({ message: expect.stringContaining('4 ta xonadon boʻladi, rejada esa 3 ta') })] });
      expect(await t.prisma.room.count({ where: { building_id: b.id } })).toBe(4);
    });

    it('round trip: a file exported from one building imports unchanged into another', async () => {
      const source = await makeBuilding(t, { floor_count: 4, entrance_count: 2 });
      const block = await t.prisma.buildingBlock.create({ data: { building_id: source.id, name: 'Shimoliy' } });
      await makeRoom(t, source.id, { number: '1', floor: 1, entrance: 1, area: '41.15', price: '41150.50', rooms_count: 1, block_id: block.id });
      await makeRoom(t, source.id, { number: '2A', floor: 4, entrance: 2, area: '99.99', price: '987654321.99', currency_id: 1, status_id: 4 });
      await makeRoom(t, source.id, { number: '3', floor: 2, entrance: 2, area: '55.00', price: '0.00' });
      await t.prisma.room.updateMany({ where: { building_id: source.id, number: '3' }, data: { description: '-2 qavat, @ombor' } });

      const exported = await reader.download(`/api/${source.id}/export/rooms.xls`, 'ru');
      const target = await makeBuilding(t, { floor_count: 4, entrance_count: 2 });
      const res = await importFile(target.id, exported.body);
      expect(res.body).toEqual({ created: 3, rows: 3, warnings: [] });

      const pick = (r: Record<string, unknown>) => [r.number, r.floor, r.entrance, r.area, r.rooms_count, r.price, r.currency, r.status, r.block_name, r.description];
      const before = (await reader.get(`/api/room/?building=${source.id}&ordering=number`)).body.results.map(pick);
      const after = (await reader.get(`/api/room/?building=${target.id}&ordering=number`)).body.results.map(pick);
      expect(after).toEqual(before);
      expect(after).toHaveLength(3);
    });
  });
});
