import ExcelJS from 'exceljs';
import { P } from '@mijozlar/shared';
import { as, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['F.I.Sh.', 'Telefon raqami', 'Qoʻshimcha raqamlar', 'Kompaniya', 'Viloyat', 'Shahar / tuman', 'Holat'];
const masked = (p: string) => `+998 (${p.slice(4, 6)}) ${p.slice(6, 9)}-${p.slice(9, 11)}-${p.slice(11)}`;

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Clients');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * A client's phone is unique. Parallel creations with one phone make one client; a
 * second client with an existing phone is a 409 naming phone_number and the client who has it;
 * an import reports the rows whose phones exist and writes none of the file.
 */
describe('hardening: duplicate clients', () => {
  let t: TestApp;
  let clerk: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    clerk = as(t, (await t.userWith([P.CLIENT_READ])).token);
  });
  afterAll(() => t.close());

  const newClient = (over: Record<string, unknown> = {}) => ({ name: unique('Mijoz'), phone_number: uniquePhone(), status: 1, ...over });

  it('50 parallel creations with one phone: one client, 49 × 409 naming the one that exists', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => clerk.post('/api/client/', newClient({ phone_number: i % 2 ? masked(phone) : phone }))));
    const created = answers.filter((a) => a.status === 201 || a.status === 200);
    expect(created).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(49);
    for (const a of refused) {
      expect(a.body.errors).toEqual([expect.objectContaining({ field: 'phone_number', code: 'client.phone_exists', existing_id: created[0].body.id })]);
    }
    expect(await t.prisma.client.count({ where: { phone_number: phone } })).toBe(1);
  });

  it('a second client with an existing phone, in any format, main or extra, is a 409 with the holder', async () => {
    const first = (await clerk.post('/api/client/', newClient({ additional_numbers: [] }))).body;
    const withExtra = (await clerk.post('/api/client/', newClient({ additional_numbers: [uniquePhone()] }))).body;

    const same = await clerk.post('/api/client/', newClient({ phone_number: masked(first.phone_number) }), 'ru');
    expect(same.status).toBe(409);
    expect(same.body.errors[0]).toEqual({
      field: 'phone_number',
      code: 'client.phone_exists',
      message: 'Клиент с этим номером телефона уже существует',
      existing_id: first.id,
    });
    // Someone's additional number is theirs too.
    const extra: string = withExtra.additional_numbers[0];
    expect((await clerk.post('/api/client/', newClient({ phone_number: extra }))).body.errors[0]).toMatchObject({ existing_id: withExtra.id });
    // Someone's main phone is not another client's additional number.
    const asExtra = await clerk.post('/api/client/', newClient({ additional_numbers: [first.phone_number] }));
    expect(asExtra.status).toBe(409);
    expect(asExtra.body.errors[0]).toMatchObject({ field: 'additional_numbers', code: 'client.phone_exists', existing_id: first.id });

    // Editing another client onto the phone is refused; a client keeps its own phone on PUT.
    const second = (await clerk.post('/api/client/', newClient())).body;
    const moved = await clerk.put(`/api/client/${second.id}/`, { phone_number: first.phone_number });
    expect(moved.status).toBe(409);
    expect(moved.body.errors[0]).toMatchObject({ field: 'phone_number', existing_id: first.id });
    expect((await clerk.put(`/api/client/${first.id}/`, { phone_number: first.phone_number, name: 'Yangi ism' })).status).toBe(200);
  });

  it('the same file imported twice: the second import lists every row whose phone exists and writes nothing', async () => {
    const tag = unique('Dup');
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    const file = await sheet([HEADER, ...phones.map((p, i) => [`${tag} ${i}`, masked(p), null, null, null, null, null])]);
    const upload = (query = '') => clerk.upload(`/api/import-clients/${query}`).attach('dataFile', file, { filename: 'c.xlsx', contentType: XLSX });

    const first = await upload();
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ created: 3, rows: 3 });
    const ids = (await t.prisma.client.findMany({ where: { name: { startsWith: tag } }, orderBy: { id: 'asc' } })).map((c) => c.id);

    const dry = await upload('?dry_run=true');
    expect(dry.status).toBe(200);
    expect(dry.body.valid).toBe(false);
    expect(dry.body.errors.map((e: { row: number; field: string; code: string; existing_id: number }) => [e.row, e.field, e.code, e.existing_id])).toEqual([
      [2, 'phone_number', 'import.phone_exists', ids[0]],
      [3, 'phone_number', 'import.phone_exists', ids[1]],
      [4, 'phone_number', 'import.phone_exists', ids[2]],
    ]);

    const second = await upload();
    expect(second.status).toBe(400);
    expect(second.body.errors).toHaveLength(3);
    expect(second.body.errors[0]).toMatchObject({ row: 2, field: 'phone_number', code: 'import.phone_exists', existing_id: ids[0] });
    expect(await t.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(3);

    // One known phone among new ones: still nothing of the file is written.
    const mixed = await sheet([HEADER, [`${tag} new`, uniquePhone(), null, null, null, null, null], [`${tag} old`, phones[1], null, null, null, null, null]]);
    const res = await clerk.upload('/api/import-clients/').attach('dataFile', mixed, { filename: 'c.xlsx', contentType: XLSX });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 3, field: 'phone_number', existing_id: ids[1] })]);
    expect(await t.prisma.client.count({ where: { name: { startsWith: tag } } })).toBe(3);
  });

  it("a lead whose phone is a client's converts into a 409, not a second client", async () => {
    const phone = uniquePhone();
    const holder = await clerk.post('/api/client/', newClient({ phone_number: phone })).expect(201);
    const lid = await t.prisma.lid.create({ data: { name: unique('Lid'), phone_number: phone } });
    const admin = as(t, await t.adminToken());
    const res = await admin.get(`/api/lid/${lid.id}/lid-to-client/`);
    expect(res.status).toBe(409);
    // The holder's id lets the admin link to the client who has the phone.
    expect(res.body.errors[0]).toMatchObject({ field: 'phone_number', code: 'client.phone_exists', existing_id: holder.body.id });
    expect(await t.prisma.client.count({ where: { phone_number: phone } })).toBe(1);
    // A phone that is a client's additional number is taken too.
    const extra = uniquePhone();
    const withExtra = await clerk.post('/api/client/', newClient({ additional_numbers: [extra] })).expect(201);
    const lid2 = await t.prisma.lid.create({ data: { name: unique('Lid'), phone_number: extra } });
    const res2 = await admin.get(`/api/lid/${lid2.id}/lid-to-client/`);
    expect(res2.status).toBe(409);
    expect(res2.body.errors[0]).toMatchObject({ code: 'client.phone_exists', existing_id: withExtra.body.id });
    expect((await t.prisma.lid.findUniqueOrThrow({ where: { id: lid2.id } })).converted_client_id).toBeNull();
  });

  it('the database refuses a duplicate main phone even past the API (unique index)', async () => {
    const phone = uniquePhone();
    await t.prisma.client.create({ data: { name: unique('A'), phone_number: phone } });
    await expect(t.prisma.client.create({ data: { name: unique('B'), phone_number: phone } })).rejects.toMatchObject({ code: 'P2002' });
  });
});
