import ExcelJS from 'exceljs';
import { CURRENCY_USD, P } from '@mijozlar/shared';
import { CbuRatesService } from '../../src/jobs/cbu-rates/cbu-rates.service';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN_PHONE } from '../support/global-setup';
import { as, makeBuilding, unique } from '../support/inventory';
import { entries, entryCount } from '../support/audit';
import { cbuUsd, FakeCbu } from '../support/fake-cbu';
import { createWallet, fundedWallet } from '../support/money';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Buildings, rooms, wallets, rates, investors, suppliers and construction write their audit entries. */
describe('audit trail: inventory, wallets, rates, investors, suppliers, construction', () => {
  const bank = new FakeCbu();
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let adminToken: string;
  let actor: { id: number; full_name: string };

  beforeAll(async () => {
    await bank.start();
    t = await createTestApp({ CBU_RATES_URL: bank.urlTemplate, CBU_RATES_TIMEOUT_MS: '300' });
    adminToken = await t.adminToken();
    admin = as(t, adminToken);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { phone_number: TEST_ADMIN_PHONE } });
    actor = { id: user.id, full_name: user.full_name };
  });
  afterAll(async () => {
    await t.close();
    await bank.stop();
  });

  /** The one entry of a record with this action (fails when there are none or several). */
  async function only(entity: string, entity_id: number, action: string) {
    const found = await entries(t, { entity, entity_id, action });
    expect(found).toHaveLength(1);
    return found[0];
  }

  /** create, update and delete of a record: one entry each, exact changes, the actor. */
  async function expectLifecycle(
    entity: string,
    id: number,
    expected: { label: string; created: Record<string, unknown>; changed: Record<string, [unknown, unknown]>; deleted: Record<string, unknown> },
  ) {
    const created = await only(entity, id, 'create');
    expect(created).toMatchObject({ actor, entity_label: expect.any(String), reason: null });
    expect(created.changes).toEqual(Object.fromEntries(Object.entries(expected.created).map(([k, v]) => [k, [null, v]])));
    const updated = await only(entity, id, 'update');
    expect(updated.actor).toEqual(actor);
    expect(updated.changes).toEqual(expected.changed);
    const deleted = await only(entity, id, 'delete');
    expect(deleted).toMatchObject({ actor, entity_label: expected.label });
    expect(deleted.changes).toEqual(Object.fromEntries(Object.entries(expected.deleted).map(([k, v]) => [k, [v, null]])));
    expect(await entries(t, { entity, entity_id: id })).toHaveLength(3);
  }

  it('buildings, blocks and groups', async () => {
    const name = unique('Navroʻz');
    const b = (await admin.post('/api/building/', { name, floor_count: 9, room_count: 36, entrance_count: 2 })).body;
    expect((await admin.put(`/api/building/${b.id}/`, { address: 'Toshkent, Chilonzor 5', floor_count: 10 })).status).toBe(200);
    const block = (await admin.post('/api/building-blocks/', { building: b.id, name: 'A' })).body;
    expect((await admin.put(`/api/building-blocks/${block.id}/`, { name: 'B' })).status).toBe(200);
    expect((await admin.delete(`/api/building-blocks/${block.id}/`)).status).toBe(204);
    const group = (await admin.post('/api/building-groups/', { name: 'Sharq', buildings: [b.id] })).body;
    expect((await admin.put(`/api/building-groups/${group.id}/`, { name: 'Gʻarb', buildings: [] })).status).toBe(200);
    expect((await admin.delete(`/api/building-groups/${group.id}/`)).status).toBe(204);
    expect((await admin.delete(`/api/building/${b.id}/`)).status).toBe(204);

    await expectLifecycle('building', b.id, {
      label: name,
      created: { name, floor_count: 9, room_count: 36, entrance_count: 2, photos: [] },
      changed: { address: [null, 'Toshkent, Chilonzor 5'], floor_count: [9, 10] },
      deleted: { name, floor_count: 10, room_count: 36, entrance_count: 2, address: 'Toshkent, Chilonzor 5', photos: [] },
    });
    await expectLifecycle('building_block', block.id, {
      label: `${name} · B`,
      created: { building: b.id, name: 'A' },
      changed: { name: ['A', 'B'] },
      deleted: { building: b.id, name: 'B' },
    });
    await expectLifecycle('building_group', group.id, {
      label: 'Gʻarb',
      created: { name: 'Sharq', buildings: [b.id] },
      changed: { name: ['Sharq', 'Gʻarb'], buildings: [[b.id], []] },
      deleted: { name: 'Gʻarb', buildings: [] },
    });
  });

  it("rooms: a price edit shows the old and new price; a building's delete records its rooms", async () => {
    const b = await makeBuilding(t, { name: unique('Bino') });
    const res = await admin.post('/api/room/', { building: b.id, number: '45', floor: 5, entrance: 1, area: '60.00', price: '60000.00', status: 'free' });
    expect(res.status).toBe(201);
    const id = res.body.id;
    expect((await admin.put(`/api/room/${id}/`, { price: '66000.00' })).status).toBe(200);
    const edit = await only('room', id, 'update');
    expect(edit).toMatchObject({ actor, entity_label: `${b.name} · 45`, changes: { price: ['60000.00', '66000.00'] } });
    const created = await only('room', id, 'create');
    expect(created.changes).toMatchObject({ building: [null, b.id], number: [null, '45'], area: [null, '60.00'], price: [null, '60000.00'], status: [null, 1] });
    expect(created.changes).not.toHaveProperty('building_name');
    expect((await admin.delete(`/api/room/${id}/`)).status).toBe(204);
    expect((await only('room', id, 'delete')).changes).toMatchObject({ price: ['66000.00', null], number: ['45', null] });

    const other = (await admin.post('/api/room/', { building: b.id, number: '46', floor: 5, entrance: 1, area: '50.00', price: '1.00', status: 'free' })).body;
    expect((await admin.delete(`/api/building/${b.id}/`)).status).toBe(204);
    expect(await only('room', other.id, 'delete')).toMatchObject({ details: { with_building: b.id }, changes: expect.objectContaining({ number: ['46', null] }) });
    expect(await only('building', b.id, 'delete')).toMatchObject({ actor });
  });

  it('rooms import: an entry per room and new block, and one import entry; a dry run and a refused file write nothing', async () => {
    const b = await makeBuilding(t, { name: unique('Import') });
    const header = ['Raqam', 'Qavat', 'Podyezd', 'Maydon (m²)', 'Xonalar soni', 'Narx', 'Valyuta', 'Holat', 'Blok', 'Izoh'];
    const file = await sheet([header, ['1', 1, 1, '40.5', 2, '40000', 'USD', '', 'C', ''], ['2', 2, 1, '55', 3, '55000', 'USD', '', '', 'Burchak']]);
    const upload = (query = '', buffer = file) =>
      admin.upload(`/api/${b.id}/import-rooms/${query}`).attach('dataFile', buffer, { filename: 'xonadonlar.xlsx', contentType: XLSX });
    const before = await entryCount(t);
    expect((await upload('?dry_run=true')).status).toBe(200);
    expect((await upload('', await sheet([header, ['1', 99, 1, '40', 2, '1', 'USD', '', '', '']]))).status).toBe(400);
    expect(await entryCount(t)).toBe(before);

    expect((await upload()).status).toBe(201);
    const rooms = await t.prisma.room.findMany({ where: { building_id: b.id }, orderBy: { number: 'asc' } });
    expect(rooms).toHaveLength(2);
    const first = await only('room', rooms[0].id, 'create');
    expect(first).toMatchObject({ actor, entity_label: `${b.name} · 1`, details: { import: 'xonadonlar.xlsx' } });
    expect(first.changes).toMatchObject({ number: [null, '1'], area: [null, '40.50'], price: [null, '40000.00'], block: [null, rooms[0].block_id] });
    const second = await only('room', rooms[1].id, 'create');
    expect(second.changes).toMatchObject({ description: [null, 'Burchak'] });
    expect(second.changes).not.toHaveProperty('block');
    expect(await only('building_block', rooms[0].block_id!, 'create')).toMatchObject({ changes: { building: [null, b.id], name: [null, 'C'] } });
    const [imported] = (await entries(t, { entity: 'room', action: 'import' })).filter((e) => e.details?.building === b.id);
    expect(imported).toMatchObject({ actor, entity_id: null, details: { file: 'xonadonlar.xlsx', building: b.id, rows: 2, created: 2, updated: 0, failed: 0 } });
    expect(await entryCount(t)).toBe(before + 4);
  });

  it('wallets: create, deactivate, delete', async () => {
    const w = await createWallet(t, adminToken, { name: 'Audit hamyon', currency: CURRENCY_USD });
    expect((await admin.put(`/api/wallet/${w.id}/`, { name: 'Audit hamyon 2', is_active: false })).status).toBe(200);
    expect((await admin.delete(`/api/wallet/${w.id}/`)).status).toBe(204);
    await expectLifecycle('wallet', w.id, {
      label: 'Audit hamyon 2',
      created: { name: 'Audit hamyon', currency: CURRENCY_USD, balance: '0.00', is_active: true },
      changed: { name: ['Audit hamyon', 'Audit hamyon 2'], is_active: [true, false] },
      deleted: { name: 'Audit hamyon 2', currency: CURRENCY_USD, balance: '0.00', is_active: false },
    });
  });

  it("exchange rates: a set day is create, a replaced rate update with both rates; the bank's rate by route (who asked) and by job (no actor)", async () => {
    const first = await admin.post('/api/exchange-rate/', { date: '2026-02-02', rate: '12600.00' });
    expect(first.status).toBe(201);
    const again = await admin.post('/api/exchange-rate/', { date: '2026-02-02', rate: '12650.50' });
    expect(again.status).toBe(200);
    const created = await only('exchange_rate', first.body.id, 'create');
    expect(created).toMatchObject({ actor, entity_label: 'USD 2026-02-02' });
    expect(created.changes).toEqual({ date: [null, '2026-02-02'], currency: [null, CURRENCY_USD], rate: [null, '12600.000000'], source: [null, 'manual'], set_by: [null, actor.id] });
    expect((await only('exchange_rate', first.body.id, 'update')).changes).toEqual({ rate: ['12600.000000', '12650.500000'] });
    // The same rate again changes nothing: no entry, and no 500.
    expect((await admin.post('/api/exchange-rate/', { date: '2026-02-02', rate: '12650.5' })).status).toBe(200);
    expect(await entries(t, { entity: 'exchange_rate', entity_id: first.body.id })).toHaveLength(2);

    bank.on('2026-02-03', { body: cbuUsd('2026-02-03', '12700.10') });
    const fetched = await admin.post('/api/exchange-rate/fetch/', { date: '2026-02-03' });
    expect(fetched.status).toBe(200);
    const stored = await only('exchange_rate', fetched.body.id, 'create');
    expect(stored).toMatchObject({ actor, entity_label: 'USD 2026-02-03' });
    expect(stored.changes).toEqual({ date: [null, '2026-02-03'], currency: [null, CURRENCY_USD], rate: [null, '12700.100000'], source: [null, 'cbu'] });
    // A manual rate of that day stays: fetching again stores nothing and records nothing.
    const manual = await admin.post('/api/exchange-rate/', { date: '2026-02-03', rate: '12800' });
    expect((await only('exchange_rate', fetched.body.id, 'update')).changes).toEqual({ rate: ['12700.100000', '12800.000000'], source: ['cbu', 'manual'], set_by: [null, actor.id] });
    expect(manual.status).toBe(200);
    expect((await admin.post('/api/exchange-rate/fetch/', { date: '2026-02-03' })).status).toBe(200);
    expect(await entries(t, { entity: 'exchange_rate', entity_id: fetched.body.id })).toHaveLength(2);

    bank.on('2026-02-04', { body: cbuUsd('2026-02-04', '12710') });
    const row = await t.app.get(CbuRatesService).fetchDay('2026-02-04'); // as the daily job does, outside a request
    expect(await only('exchange_rate', row.id, 'create')).toMatchObject({ actor: null, ip: null, changes: { rate: [null, '12710.000000'], source: [null, 'cbu'] } });
  });

  it('investors: create, update, delete', async () => {
    const res = await admin.post('/api/investors/', { first_name: 'Vali', last_name: 'Aliyev', phone_number: '+998901110022' });
    expect(res.status).toBe(201);
    const id = res.body.id;
    expect((await admin.put(`/api/investors/${id}/`, { first_name: 'Valijon', investor_type: 1 })).status).toBe(200);
    expect((await admin.delete(`/api/investors/${id}/`)).status).toBe(204);
    await expectLifecycle('investor', id, {
      label: 'Aliyev Valijon',
      created: { first_name: 'Vali', last_name: 'Aliyev', phone_number: '+998901110022' },
      changed: { first_name: ['Vali', 'Valijon'], investor_type: [null, 1] },
      deleted: { first_name: 'Valijon', last_name: 'Aliyev', phone_number: '+998901110022', investor_type: 1 },
    });
  });

  it('suppliers: CRUD; a delivery corrected and deleted with reasons; a payment deleted with a reason on its entry and on the reversal', async () => {
    const s = (await admin.post('/api/supplier/', { name: 'Sement Savdo', material: 1 })).body;
    expect((await admin.put(`/api/supplier/${s.id}/`, { phone_number: '+998901234500' })).status).toBe(200);

    const day = new Date().toISOString().slice(0, 10);
    const delivery = await admin.post('/api/supplier-operation/', { supplier: s.id, date: day, unit: 'tonna', unit_amount: '10', unit_price: '50.00', currency: CURRENCY_USD });
    expect(delivery.status).toBe(201);
    const d = delivery.body.id;
    expect((await only('supplier_operation', d, 'create')).changes).toMatchObject({
      kind: [null, 'delivery'],
      supplier: [null, s.id],
      unit_amount: [null, '10.000'],
      operation_price: [null, '500.00'],
      created_by: [null, actor.id],
    });
    const put = await admin.put(`/api/supplier-operation/${d}/`, { unit_price: '55.00', reason: '  Narx xato kiritilgan  ' });
    expect(put.status).toBe(200);
    const edit = await only('supplier_operation', d, 'update');
    expect(edit).toMatchObject({ actor, reason: 'Narx xato kiritilgan', entity_label: `#${d} Sement Savdo · 550.00 USD` });
    expect(edit.changes).toEqual({ unit_price: ['50.00', '55.00'], operation_price: ['500.00', '550.00'] });
    expect((await admin.delete(`/api/supplier-operation/${d}/?reason=${encodeURIComponent('Ikki marta kiritilgan')}`)).status).toBe(204);
    expect(await only('supplier_operation', d, 'delete')).toMatchObject({ reason: 'Ikki marta kiritilgan', changes: expect.objectContaining({ operation_price: ['550.00', null] }) });

    const wallet = await fundedWallet(t, adminToken, '2000.00');
    const pay = await admin.post('/api/supplier-operation/', { supplier: s.id, date: day, wallet: wallet.id, wallet_payment: '300.00', currency: CURRENCY_USD });
    expect(pay.status).toBe(201);
    const walletOp = pay.body.wallet_operation;
    expect((await only('supplier_operation', pay.body.id, 'create')).changes).toMatchObject({ wallet_payment: [null, '300.00'], actual_payment: [null, '300.00'], wallet_operation: [null, walletOp] });
    expect((await admin.delete(`/api/supplier-operation/${pay.body.id}/?reason=Bekor`)).status).toBe(204);
    expect(await only('supplier_operation', pay.body.id, 'delete')).toMatchObject({ reason: 'Bekor', changes: expect.objectContaining({ wallet_payment: ['300.00', null] }) });
    expect(await only('wallet_operation', walletOp, 'reverse')).toMatchObject({ reason: 'Bekor', actor });

    expect((await admin.put(`/api/supplier-operation/${pay.body.id}/`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await admin.delete(`/api/supplier-operation/999999/?reason=x&other=1`)).status).toBe(400);

    const empty = (await admin.post('/api/supplier/', { name: 'Boʻsh', material: 1 })).body;
    expect((await admin.delete(`/api/supplier/${empty.id}/`)).status).toBe(204);
    expect(await only('supplier', s.id, 'create')).toMatchObject({ changes: { name: [null, 'Sement Savdo'], material: [null, 1] } });
    expect((await only('supplier', s.id, 'update')).changes).toEqual({ phone_number: [null, '+998901234500'] });
    expect((await only('supplier', empty.id, 'delete')).changes).toEqual({ name: ['Boʻsh', null], material: [1, null] });
  });

  it('construction: CRUD and the expenses import (the ledger records each withdrawal; one import entry on the project)', async () => {
    const p = (await admin.post('/api/construction/', { name: 'Yunusobod 7', floor_count: 9, room_count: 54, entrance_count: 3 })).body;
    expect((await admin.put(`/api/construction/${p.id}/`, { room_count: 60 })).status).toBe(200);
    const wallet = await fundedWallet(t, adminToken, '1000.00');
    const day = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);
    const file = await sheet([['Sana', 'Hamyon', 'Summa', 'Toʻlov usuli', 'Izoh'], [day, String(wallet.id), '120', '', 'Beton'], [day, String(wallet.id), '80', '', 'Armatura']]);
    const upload = (query = '') =>
      admin.upload(`/api/${p.id}/import-construction-operations/${query}`).attach('dataFile', file, { filename: 'xarajatlar.xlsx', contentType: XLSX });
    const before = await entryCount(t);
    expect((await upload('?dry_run=1')).status).toBe(200);
    expect(await entryCount(t)).toBe(before);
    expect((await upload()).status).toBe(201);
    const ops = await t.prisma.walletOperation.findMany({ where: { construction_id: p.id }, orderBy: { id: 'asc' } });
    expect(ops).toHaveLength(2);
    expect(await only('wallet_operation', ops[0].id, 'create')).toMatchObject({ actor, changes: expect.objectContaining({ amount: [null, '120.00'], construction_building_id: [null, p.id] }) });
    expect(await only('construction', p.id, 'import')).toMatchObject({
      actor,
      entity_label: 'Yunusobod 7 · xarajatlar.xlsx',
      details: { file: 'xarajatlar.xlsx', rows: 2, created: 2, updated: 0, failed: 0, wallet_operations: ops.map((o) => o.id) },
    });
    expect(await entryCount(t)).toBe(before + 3);

    const spare = (await admin.post('/api/construction/', { name: 'Olmazor', floor_count: 1, room_count: 1, entrance_count: 1 })).body;
    expect((await admin.delete(`/api/construction/${spare.id}/`)).status).toBe(204);
    expect(await only('construction', p.id, 'create')).toMatchObject({ changes: { name: [null, 'Yunusobod 7'], floor_count: [null, 9], room_count: [null, 54], entrance_count: [null, 3] } });
    expect((await only('construction', p.id, 'update')).changes).toEqual({ room_count: [54, 60] });
    expect(await only('construction', spare.id, 'delete')).toMatchObject({ entity_label: 'Olmazor', changes: { name: ['Olmazor', null], floor_count: [1, null], room_count: [1, null], entrance_count: [1, null] } });
  });

  it('a refused request (400, 403, 404, 409) writes nothing', async () => {
    const b = await makeBuilding(t);
    const wallet = await fundedWallet(t, adminToken, '10.00');
    const investor = await t.prisma.investor.create({ data: { first_name: 'Ali', last_name: 'Valiyev', phone_number: '+998901110033' } });
    await t.prisma.walletOperation.updateMany({ where: { wallet_id: wallet.id }, data: { investor_id: investor.id } });
    const reader = as(t, (await t.userWith([P.BUILDING_READ])).token);
    const before = await entryCount(t);
    const refused = [
      await admin.post('/api/building/', { name: '', floor_count: 9, room_count: 1, entrance_count: 1 }),
      await admin.put(`/api/building/${b.id}/`, { floor_count: 0 }),
      await reader.post('/api/building/', { name: 'X', floor_count: 9, room_count: 1, entrance_count: 1 }),
      await reader.put(`/api/room/1/`, { price: '1.00' }),
      await admin.put('/api/room/999999/', { price: '1.00' }),
      await admin.post('/api/room/', { building: b.id, number: '1', floor: 99, entrance: 1, area: '10', price: '1', status: 'free' }),
      await admin.delete(`/api/wallet/${wallet.id}/`),
      await admin.put(`/api/wallet/${wallet.id}/`, { currency: 1 }),
      await admin.delete(`/api/investors/${investor.id}/`),
      await admin.post('/api/exchange-rate/', { date: '2999-01-01', rate: '1' }),
      await admin.post('/api/supplier/', { name: 'X', material: 999999 }),
      await admin.delete('/api/construction/999999/'),
      await admin.delete('/api/building-groups/999999/'),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 403, 403, 404, 400, 409, 409, 409, 400, 400, 404, 404]);
    expect(await entryCount(t)).toBe(before);
  });
});
