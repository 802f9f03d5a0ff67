import { P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { as, makeBuilding, makeClient, makeRoom, unique } from '../support/inventory';

describe('buildings, blocks, groups, grid', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let reader: ReturnType<typeof as>;
  let nobody: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
    reader = as(t, (await t.userWith([P.BUILDING_READ])).token);
    nobody = as(t, (await t.userWith([P.DASHBOARD])).token);
  });
  afterAll(() => t.close());

  const newBuilding = (over: object = {}) => ({ name: unique('Yangi Hayot'), floor_count: 9, room_count: 72, entrance_count: 2, ...over });

  it('documents the inventory routes and their bodies in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/building/',
        '/api/building/{id}/',
        '/api/building/{id}/grid/',
        '/api/building-blocks/',
        '/api/building-groups/{id}/',
        '/api/room/',
        '/api/room/free-list/',
        '/api/room/not-free-list/',
        '/api/room/{id}/',
        '/api/{buildId}/import-rooms/',
        '/api/{buildId}/import-rooms/template/',
        '/api/{buildId}/export/rooms.xls/',
        '/api/document/upload-images/',
      ]),
    );
    expect(Object.keys(doc.components.schemas.CreateRoomDto.properties)).toEqual(
      expect.arrayContaining(['building', 'number', 'floor', 'entrance', 'area', 'status', 'price', 'client', 'lid', 'booking_end_date']),
    );
    expect(doc.components.schemas.CreateBuildingDto.required).toEqual(['name', 'floor_count', 'room_count', 'entrance_count']);
    expect(Object.keys(doc.paths['/api/{buildId}/import-rooms/'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/api/room/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['building', 'floor', 'status', 'number', 'entrance', 'block', 'area_range_min', 'area_range_max', 'rooms_count', 'page_size']),
    );
  });

  describe('buildings', () => {
    it('creates, reads, lists, searches, updates', async () => {
      const created = await admin.post('/api/building/', newBuilding({ address: 'Toshkent, Chilonzor' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ floor_count: 9, room_count: 72, entrance_count: 2, address: 'Toshkent, Chilonzor', photos: [], blocks: [], rooms_total: 0 });
      const id = created.body.id;

      const read = await reader.get(`/api/building/${id}/`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);

      const list = await reader.get(`/api/building/?search=${encodeURIComponent(created.body.name)}&page_size=5`);
      expect(list.body).toEqual({ count: 1, results: [created.body] });
      const byAddress = await reader.get(`/api/building/?search=chilonzor`);
      expect(byAddress.body.results.map((b: { id: number }) => b.id)).toContain(id);

      const updated = await admin.put(`/api/building/${id}/`, { floor_count: 12 });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id, floor_count: 12, room_count: 72, name: created.body.name });
    });

    it('answers 400 with every missing or bad field', async () => {
      const res = await admin.post('/api/building/', { name: ' ', floor_count: 0, entrance_count: 'x' }, 'ru');
      expect(res.status).toBe(400);
      const fields = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
      expect(fields).toEqual({ name: 'required', floor_count: 'invalid', room_count: 'required', entrance_count: 'invalid' });
      expect(res.body.errors[0].message).toEqual(expect.any(String));
    });

    it('refuses fewer floors than its rooms use', async () => {
      const b = await makeBuilding(t, { floor_count: 9 });
      await makeRoom(t, b.id, { floor: 8 });
      const res = await admin.put(`/api/building/${b.id}/`, { floor_count: 7 });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'floor_count', code: 'building.rooms_outside' })]);
      expect((await admin.put(`/api/building/${b.id}/`, { floor_count: 8 })).status).toBe(200);
    });

    it('401 without a token, 403 without the permission, 404 when missing', async () => {
      expect((await t.http().get('/api/building/')).status).toBe(401);
      expect((await nobody.get('/api/building/')).status).toBe(403);
      expect((await reader.post('/api/building/', newBuilding())).status).toBe(403);
      expect((await reader.delete('/api/building/1/')).status).toBe(403);
      for (const res of [await reader.get('/api/building/999999/'), await admin.put('/api/building/999999/', { name: 'x' }), await admin.delete('/api/building/999999/'), await reader.get('/api/building/abc/')]) {
        expect(res.status).toBe(404);
        expect(res.body.errors[0].code).toBe('not_found');
      }
    });

    it('refuses to delete a building with sold or booked rooms (409), with a clear code', async () => {
      const b = await makeBuilding(t);
      const client = await makeClient(t);
      await makeRoom(t, b.id, { status_id: 3, client_id: client.id });
      const res = await admin.delete(`/api/building/${b.id}/`, 'ru');
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: null, code: 'building.has_sales', message: 'Нельзя удалить дом: в нём есть проданные или забронированные квартиры' }]);
      expect(await t.prisma.building.count({ where: { id: b.id } })).toBe(1);
    });

    it('deletes a building with its blocks, rooms, photos and group links, leaving no orphans', async () => {
      const b = await makeBuilding(t);
      const block = await t.prisma.buildingBlock.create({ data: { building_id: b.id, name: 'A' } });
      await makeRoom(t, b.id, { block_id: block.id });
      await makeRoom(t, b.id, { status_id: 4 });
      const other = await makeBuilding(t);
      const group = await t.prisma.buildingGroup.create({ data: { name: unique('G'), buildings: { create: [{ building_id: b.id }, { building_id: other.id }] } } });
      const doc = await t.prisma.document.create({ data: { kind: 'building', path: `images/${'0'.repeat(31)}${b.id % 10}.png`, mime: 'image/png', size: 1, original_name: 'a.png' } });
      await t.prisma.buildingPhoto.create({ data: { building_id: b.id, document_id: doc.id } });

      const res = await admin.delete(`/api/building/${b.id}/`);
      expect(res.status).toBe(204);
      expect(await t.prisma.room.count({ where: { building_id: b.id } })).toBe(0);
      expect(await t.prisma.buildingBlock.count({ where: { building_id: b.id } })).toBe(0);
      expect(await t.prisma.buildingPhoto.count({ where: { building_id: b.id } })).toBe(0);
      expect(await t.prisma.document.count({ where: { id: doc.id } })).toBe(0);
      const g = await admin.get(`/api/building-groups/${group.id}/`);
      expect(g.body.buildings).toEqual([other.id]);
    });
  });

  describe('blocks', () => {
    it('creates, filters by building, renames, deletes (rooms stay without a block)', async () => {
      const b = await makeBuilding(t);
      const other = await makeBuilding(t);
      const a = await admin.post('/api/building-blocks/', { building: b.id, name: 'A' });
      expect(a.status).toBe(201);
      expect(a.body).toEqual({ id: expect.any(Number), building: b.id, building_name: b.name, name: 'A' });
      await admin.post('/api/building-blocks/', { building: other.id, name: 'A' }).expect(201);
      const list = await reader.get(`/api/building-blocks/?building=${b.id}`);
      expect(list.body).toEqual({ count: 1, results: [a.body] });

      const dup = await admin.post('/api/building-blocks/', { building: b.id, name: 'a' });
      expect(dup.status).toBe(400);
      expect(dup.body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'unique' })]);

      const renamed = await admin.put(`/api/building-blocks/${a.body.id}/`, { name: 'B' });
      expect(renamed.body.name).toBe('B');

      const room = await makeRoom(t, b.id, { block_id: a.body.id });
      expect((await admin.delete(`/api/building-blocks/${a.body.id}/`)).status).toBe(204);
      expect((await t.prisma.room.findUniqueOrThrow({ where: { id: room.id } })).block_id).toBeNull();
    });

    it('400, 401, 403, 404', async () => {
      const res = await admin.post('/api/building-blocks/', { building: 999999 });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'required' })]);
      const bad = await admin.post('/api/building-blocks/', { building: 999999, name: 'A' });
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'building', code: 'invalid' })]);
      expect((await t.http().get('/api/building-blocks/')).status).toBe(401);
      expect((await nobody.get('/api/building-blocks/')).status).toBe(403);
      expect((await reader.post('/api/building-blocks/', { building: 1, name: 'x' })).status).toBe(403);
      expect((await admin.put('/api/building-blocks/999999/', { name: 'x' })).status).toBe(404);
      expect((await admin.delete('/api/building-blocks/999999/')).status).toBe(404);
    });
  });

  describe('groups', () => {
    it('creates with building ids, lists, replaces the buildings, deletes', async () => {
      const b1 = await makeBuilding(t);
      const b2 = await makeBuilding(t);
      const g = await admin.post('/api/building-groups/', { name: unique('Guruh'), buildings: [b2.id, b1.id, b1.id] });
      expect(g.status).toBe(201);
      expect(g.body.buildings.sort()).toEqual([b1.id, b2.id].sort());
      expect(g.body.building_names).toHaveLength(2);
      const list = await reader.get(`/api/building-groups/?search=${encodeURIComponent(g.body.name)}`);
      expect(list.body.results).toEqual([g.body]);
      const put = await admin.put(`/api/building-groups/${g.body.id}/`, { buildings: [b2.id] });
      expect(put.body.buildings).toEqual([b2.id]);
      const filtered = await reader.get(`/api/building-groups/?building=${b1.id}`);
      expect(filtered.body.count).toBe(0);
      expect((await admin.delete(`/api/building-groups/${g.body.id}/`)).status).toBe(204);
      expect((await reader.get(`/api/building-groups/${g.body.id}/`)).status).toBe(404);
      expect(await t.prisma.building.count({ where: { id: { in: [b1.id, b2.id] } } })).toBe(2);
    });

    it('400, 401, 403, 404', async () => {
      const res = await admin.post('/api/building-groups/', { buildings: [999999] });
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'required' })]);
      const bad = await admin.post('/api/building-groups/', { name: 'G', buildings: [999999] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'buildings', code: 'invalid' })]);
      expect((await t.http().post('/api/building-groups/').send({})).status).toBe(401);
      expect((await reader.post('/api/building-groups/', { name: 'x' })).status).toBe(403);
      expect((await admin.put('/api/building-groups/999999/', { name: 'x' })).status).toBe(404);
    });
  });

  describe('grid', () => {
    it('lays the building out by floor and entrance, with Decimal totals per status and currency, filtered', async () => {
      const b = await makeBuilding(t, { floor_count: 3, entrance_count: 2 });
      const client = await makeClient(t);
      await makeRoom(t, b.id, { number: '2', floor: 1, entrance: 1, area: '40.10', price: '40000.10', rooms_count: 1 });
      await makeRoom(t, b.id, { number: '1', floor: 1, entrance: 1, area: '60.20', price: '60000.20', rooms_count: 2 });
      await makeRoom(t, b.id, { number: '7', floor: 3, entrance: 2, area: '80.00', price: '800000000.00', currency_id: 1, status_id: 3, client_id: client.id, rooms_count: 3 });

      const res = await reader.get(`/api/building/${b.id}/grid/`, 'ru');
      expect(res.status).toBe(200);
      expect(res.body.building).toEqual({ id: b.id, name: b.name, floor_count: 3, entrance_count: 2 });
      expect(res.body.floors).toEqual([3, 2, 1]);
      expect(res.body.entrances).toEqual([1, 2]);
      expect(res.body.cells.map((c: { floor: number; entrance: number; rooms: { number: string }[] }) => [c.floor, c.entrance, c.rooms.map((r) => r.number)])).toEqual([
        [3, 2, ['7']],
        [1, 1, ['1', '2']],
      ]);
      expect(res.body.cells[0].rooms[0]).toEqual({
        id: expect.any(Number),
        number: '7',
        area: '80.00',
        rooms_count: 3,
        price: '800000000.00',
        price_per_m2: '10000000.00',
        currency: 1,
        currency_code: 'UZS',
        status: 3,
        status_code: 'sold',
      });
      const free = res.body.totals.find((x: { status_code: string }) => x.status_code === 'free');
      expect(free).toEqual({ status: 1, status_code: 'free', status_name: 'Свободна', count: 2, area: '100.30', value: { UZS: '0.00', USD: '100000.30' } });
      expect(res.body.totals.find((x: { status_code: string }) => x.status_code === 'sold')).toMatchObject({ count: 1, value: { UZS: '800000000.00', USD: '0.00' } });

      const filtered = await reader.get(`/api/building/${b.id}/grid/?status=free&area_range_min=50`);
      expect(filtered.body.cells).toEqual([expect.objectContaining({ floor: 1, entrance: 1, rooms: [expect.objectContaining({ number: '1' })] })]);
      const byRooms = await reader.get(`/api/building/${b.id}/grid/?rooms_count=3`);
      expect(byRooms.body.totals.find((x: { status_code: string }) => x.status_code === 'sold').count).toBe(1);
      expect(byRooms.body.totals.find((x: { status_code: string }) => x.status_code === 'free').count).toBe(0);
    });

    it('400, 401, 403, 404', async () => {
      const b = await makeBuilding(t);
      const bad = await reader.get(`/api/building/${b.id}/grid/?status=gone&area_range_min=abc`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['area_range_min', 'status']);
      expect((await t.http().get(`/api/building/${b.id}/grid/`)).status).toBe(401);
      expect((await nobody.get(`/api/building/${b.id}/grid/`)).status).toBe(403);
      expect((await reader.get('/api/building/999999/grid/')).status).toBe(404);
    });
  });
});
