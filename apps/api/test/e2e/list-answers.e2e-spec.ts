import { createTestApp, TestApp } from '../support/test-app';
import { runDemoSeed } from '../../src/seed/demo-seed';
import { smsSelect, toSms } from '../../src/modules/sms/sms.mapper';
import { operationInclude, toOperation } from '../../src/modules/wallets/wallets.mapper';
import { buildOperationWhere } from '../../src/modules/wallets/wallet-operations.query';

// The demo seed and a walk over every row take a while on a busy machine.
jest.setTimeout(180_000);

/**
 * Lists whose rows PostgreSQL writes as JSON (paginateSql) answer, row for row and
 * field for field, what the resource's mapper answers for the same record (its detail route,
 * which still maps in TypeScript): the same keys in the same order and the same values, in both
 * languages, on the demo data plus the cases it lacks (a photo, a block, a lead's sale, a booking).
 */
describe('list answers written by PostgreSQL equal the mapper’s', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    await runDemoSeed(t.prisma);
    const room = await t.prisma.room.findFirstOrThrow({ where: { status_id: 1 }, orderBy: { id: 'asc' } });
    const photo = await t.prisma.document.create({
      data: { kind: 'building', path: `rooms/2026/11/${'a'.repeat(32)}.webp`, mime: 'image/webp', size: 10, original_name: 'plan "A".webp' },
    });
    const block = await t.prisma.buildingBlock.create({ data: { building_id: room.building_id, name: 'A blok' } });
    const lid = await t.prisma.lid.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await t.prisma.room.update({
      where: { id: room.id },
      data: { photo_id: photo.id, block_id: block.id, description: 'Quote " and \\ backslash\nnew line, ʻoʼ', area: '0.00' },
    });
    const other = await t.prisma.room.findFirstOrThrow({ where: { status_id: 1, id: { not: room.id } }, orderBy: { id: 'asc' } });
    await t.prisma.room.update({ where: { id: other.id }, data: { status_id: 2, lid_id: lid.id, booking_end_date: new Date('2026-12-31T00:00:00Z'), area: '33.33', price: '100000.00' } });
    // Clients: extra phones, no region, a recovery SMS (never shown) newer than a sent one, an unsent one.
    const [c1, c2] = await t.prisma.client.findMany({ orderBy: { id: 'asc' }, take: 2 });
    await t.prisma.clientPhone.createMany({ data: [{ client_id: c1.id, phone_number: '+998931112233' }, { client_id: c1.id, phone_number: '+998931112200' }] });
    await t.prisma.client.update({ where: { id: c2.id }, data: { region_id: null, city_id: null, company_name: 'OOO "Tabassum"' } });
    await t.prisma.smsMessage.create({ data: { recipient: c1.phone_number, client_id: c1.id, text: 'Eslatma', status: 'sent', sent_at: new Date('2026-11-20T10:00:00.123Z'), created_at: new Date('2026-11-20T10:00:00Z') } });
    await t.prisma.smsMessage.create({ data: { recipient: c1.phone_number, client_id: c1.id, text: 'Kod: 123456', purpose: 'recovery', status: 'sent', created_at: new Date('2026-11-21T10:00:00Z') } });
    await t.prisma.smsMessage.create({ data: { recipient: c2.phone_number, client_id: c2.id, lid_id: lid.id, text: 'Kutilmoqda', status: 'not_sent', error: 'timeout' } });
    await t.prisma.lid.update({ where: { id: lid.id }, data: { note: 'Qayta qoʻngʻiroq "ertaga"', call_date: new Date('2026-11-01T00:00:00Z'), next_call_date: null } });
    const wallet = await t.prisma.wallet.findFirstOrThrow({ where: { currency_id: 1 } });
    const user = await t.prisma.user.findFirstOrThrow();
    await t.prisma.sale.create({
      data: {
        room_id: other.id, lid_id: lid.id, wallet_id: wallet.id, currency_id: 1, sold_amount: '100000.00', paid_amount: '0.00',
        debt_amount: '100000.00', status: 'declined', payment_date: new Date('2026-12-01T00:00:00Z'), created_by_id: user.id,
      },
    });
    // Wallet operations: a transfer's two legs and a reversal, through the API's own money path.
    const usd = await t.prisma.wallet.findFirstOrThrow({ where: { currency_id: 2 } });
    const money = (method: 'post' | 'delete', path: string, body?: object) => {
      const req = t.http()[method](path).set('Authorization', `Bearer ${admin}`);
      return body ? req.send(body) : req;
    };
    const transfer = await money('post', '/api/wallet-operations/transfer/', {
      from_wallet: wallet.id, to_wallet: usd.id, amount: '1265000.00', exchange_rate: '12650', comment: 'Kurs "12 650"',
    });
    expect(transfer.status).toBe(201);
    const reversed = await t.prisma.walletOperation.findFirstOrThrow({ where: { kind: 'inflow', reversed_by: null, transfer_group: null }, orderBy: { id: 'asc' } });
    expect((await money('delete', `/api/wallet-operations/${reversed.id}/`)).status).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function get(path: string, lang: string) {
    const res = await t.http().get(path).set('Authorization', `Bearer ${admin}`).set('Accept-Language', lang);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.body;
  }

  it.each(['uz', 'ru'])('rooms (%s): the list, the free and the not-free list equal GET /api/room/{id}/', async (lang) => {
    const list = await get('/api/room/?page_size=10000&ordering=id', lang);
    expect(list.count).toBeGreaterThan(50);
    expect(list.results).toHaveLength(list.count);
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([...list.results.map((r: { id: number }) => r.id)].sort((a, b) => a - b));
    let withSales = 0;
    let withPhoto = 0;
    for (const row of list.results) {
      const detail = await get(`/api/room/${row.id}/`, lang);
      expect(JSON.stringify(row)).toBe(JSON.stringify(detail)); // keys in the same order, same values
      if (row.sales_list.length) withSales++;
      if (row.photo) withPhoto++;
    }
    expect(withSales).toBeGreaterThan(3);
    expect(withPhoto).toBe(1);
    const byId = new Map(list.results.map((r: { id: number }) => [r.id, r]));
    for (const path of ['/api/room/free-list/?page_size=1000', '/api/room/not-free-list/?page_size=1000']) {
      const short = await get(path, lang);
      expect(short.results.length).toBeGreaterThan(0);
      for (const row of short.results) expect(row).toEqual(byId.get(row.id));
    }
    const empty = await get('/api/room/?building=999999', lang);
    expect(empty).toEqual({ count: 0, results: [] });
  });

  it.each(['uz', 'ru'])('clients (%s): every row equals GET /api/client/{id}/, with the latest non-recovery SMS', async (lang) => {
    const list = await get('/api/client/?page_size=1000', lang);
    expect(list.count).toBeGreaterThanOrEqual(5);
    expect(list.results).toHaveLength(list.count);
    for (const row of list.results) {
      const detail = await get(`/api/client/${row.id}/`, lang);
      expect(JSON.stringify(row)).toBe(JSON.stringify(detail));
    }
    expect(list.results.some((r: { client_debts: unknown[] }) => r.client_debts.length > 0)).toBe(true);
    expect(list.results.some((r: { additional_numbers: string[] }) => r.additional_numbers.length === 2)).toBe(true);
    expect(list.results.some((r: { last_sms: { sent_at: string } | null }) => r.last_sms?.sent_at === '2026-11-20T10:00:00.123Z')).toBe(true);
    // Ordering, search and paging go through the same SQL: the second page continues the first.
    const first = await get('/api/client/?ordering=name&page_size=3', lang);
    const second = await get('/api/client/?ordering=name&page_size=3&page=2', lang);
    const all = await get('/api/client/?ordering=name&page_size=6', lang);
    expect([...first.results, ...second.results].map((r: { id: number }) => r.id)).toEqual(all.results.map((r: { id: number }) => r.id));
  });

  it.each(['uz', 'ru'])('leads (%s): every row equals GET /api/lid/{id}/', async (lang) => {
    const list = await get('/api/lid/?page_size=1000', lang);
    expect(list.count).toBeGreaterThan(5);
    expect(list.results).toHaveLength(list.count);
    for (const row of list.results) {
      const detail = await get(`/api/lid/${row.id}/`, lang);
      expect(JSON.stringify(row)).toBe(JSON.stringify(detail));
    }
    const nulls = await get('/api/lid/?ordering=next_call_date&page_size=1000', lang);
    const dates = nulls.results.map((r: { next_call_date: string | null }) => r.next_call_date);
    expect(dates.indexOf(null)).toBeGreaterThan(0); // nulls last, as the ordering declares
    expect(dates.slice(dates.indexOf(null)).every((d: string | null) => d === null)).toBe(true);
  });

  it.each(['uz', 'ru'] as const)('wallet operations (%s): every row equals the mapper’s answer; filters select what Prisma selects', async (lang) => {
    const list = await get('/api/wallet-operations/?page_size=1000&ordering=id', lang);
    expect(list.count).toBeGreaterThan(20);
    expect(list.results).toHaveLength(list.count);
    const rows = await t.prisma.walletOperation.findMany({ include: operationInclude, orderBy: { id: 'asc' } });
    expect(list.results.map((r: { id: number }) => r.id)).toEqual(rows.map((r) => r.id));
    rows.forEach((row, i) => expect(JSON.stringify(list.results[i])).toBe(JSON.stringify(toOperation(row, lang))));
    const has = (field: string) => list.results.some((r: Record<string, unknown>) => r[field] !== null);
    expect(['reversed_by', 'reversal_of', 'transfer_group', 'employee_id', 'salary_date', 'sale', 'client', 'investor'].filter((f) => !has(f))).toEqual([]);

    const cases: [string, Parameters<typeof buildOperationWhere>[0]][] = [
      ['currency=2', { currency: 2 }],
      ['transfer=true', { transfer: true }],
      ['transfer=false&operation_type=withdraw', { transfer: false, operation_type: 'withdraw' }],
      ['kind=salary', { kind: 'salary' }],
      ['date_from=2026-01-01&date_to=2026-06-30', { date_from: '2026-01-01', date_to: '2026-06-30' }],
    ];
    for (const [query, filters] of cases) {
      const page = await get(`/api/wallet-operations/?page_size=1000&ordering=-amount&${query}`, lang);
      const expected = await t.prisma.walletOperation.findMany({ where: buildOperationWhere(filters), orderBy: [{ amount: 'desc' }, { id: 'desc' }], select: { id: true } });
      expect({ query, ids: page.results.map((r: { id: number }) => r.id) }).toEqual({ query, ids: expected.map((r) => r.id) });
      expect(page.count).toBe(expected.length);
    }
  });

  it.each(['uz', 'ru'] as const)('SMS (%s): every row equals the mapper’s answer for the same message; recovery codes are never listed', async (lang) => {
    const list = await get('/api/sms/?page_size=1000', lang);
    expect(list.count).toBeGreaterThanOrEqual(2);
    const rows = await t.prisma.smsMessage.findMany({ where: { id: { in: list.results.map((r: { id: number }) => r.id) } }, select: smsSelect });
    const mapped = new Map(rows.map((r) => [r.id, toSms(r, lang)]));
    for (const row of list.results) expect(JSON.stringify(row)).toBe(JSON.stringify(mapped.get(row.id)));
    expect(list.results.some((r: { text: string }) => r.text.startsWith('Kod'))).toBe(false);
    expect(list.results.some((r: { error: string | null; status: string }) => r.error === 'timeout' && r.status === 'not_sent')).toBe(true);
  });
});
