import { P } from '@mijozlar/shared';
import { NestFactory } from '@nestjs/core';
import { createTestApp, TestApp } from '../support/test-app';
import { WorkerModule } from '../../src/worker.module';
import { as, makeBuilding, makeClient, makeLid, makeRoom } from '../support/inventory';
import { Clock } from '../../src/common/clock/clock';
import { BookingExpiryService } from '../../src/jobs/booking-expiry/booking-expiry.service';

describe('rooms', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let reader: ReturnType<typeof as>;
  let nobody: ReturnType<typeof as>;
  let building: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
    reader = as(t, (await t.userWith([P.BUILDING_READ])).token);
    nobody = as(t, (await t.userWith([P.CLIENT_READ])).token);
    building = await makeBuilding(t, { floor_count: 9, entrance_count: 2 });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const newRoom = (over: object = {}) => ({ number: '101', floor: 1, entrance: 1, area: '65.40', rooms_count: 2, status: 1, price: '85000.00', currency: 2, ...over });

  it('creates a room with the building from the query, and answers the contract shape', async () => {
    const res = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'Q1', description: 'Janubiy tomon' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      building: building.id,
      building_name: building.name,
      block: null,
      block_name: null,
      number: 'Q1',
      floor: 1,
      entrance: 1,
      area: '65.40',
      rooms_count: 2,
      status: 1,
      status_code: 'free',
      status_name: 'Boʻsh',
      price: '85000.00',
      currency: 2,
      currency_code: 'USD',
      price_per_m2: '1299.69',
      description: 'Janubiy tomon',
      client: null,
      client_name: null,
      lid: null,
      lid_name: null,
      booking_end_date: null,
      photo: null,
      is_resold: false,
      sales_list: [],
    });
    const read = await reader.get(`/api/room/${res.body.id}/`);
    expect(read.body).toEqual(res.body);
    const inBody = await admin.post('/api/room/', newRoom({ building: building.id, number: 'Q2', status: 'closed', area: 50, price: 65000 }));
    expect(inBody.status).toBe(201);
    expect(inBody.body).toMatchObject({ number: 'Q2', status_code: 'closed', area: '50.00', price: '65000.00', price_per_m2: '1300.00' });
  });

  it('answers 400 for missing fields, client and lid together, out-of-range floor and entrance, duplicate number', async () => {
    const missing = await admin.post('/api/room/', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort()).toEqual(
      ['area:required', 'entrance:required', 'floor:required', 'number:required', 'price:required', 'status:required'].sort(),
    );
    const noBuilding = await admin.post('/api/room/', newRoom());
    expect(noBuilding.body.errors).toEqual([expect.objectContaining({ field: 'building', code: 'required' })]);

    const client = await makeClient(t);
    const lid = await makeLid(t);
    const both = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'X1', status: 'sold', client: client.id, lid: lid.id }), 'ru');
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual([{ field: 'client', code: 'client_or_lid', message: 'Выберите клиента или лида, но не обоих!' }]);

    const range = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'X2', floor: 10, entrance: 3 }));
    expect(range.body.errors).toEqual([
      expect.objectContaining({ field: 'floor', code: 'room.floor_out_of_range' }),
      expect.objectContaining({ field: 'entrance', code: 'room.entrance_out_of_range' }),
    ]);

    await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'X3' })).expect(201);
    const dup = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'X3' }));
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([expect.objectContaining({ field: 'number', code: 'unique' })]);
    const other = await makeBuilding(t);
    expect((await admin.post(`/api/room/?building=${other.id}`, newRoom({ number: 'X3' }))).status).toBe(201);

    const badBlock = await t.prisma.buildingBlock.create({ data: { building_id: other.id, name: 'Z' } });
    const block = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'X4', block: badBlock.id }));
    expect(block.body.errors).toEqual([expect.objectContaining({ field: 'block', code: 'invalid' })]);
  });

  it('applies the status rules: booked needs a future date and a booker; sold a buyer; free clears them', async () => {
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-10T09:00:00Z'));
    const lid = await makeLid(t);
    const noBooker = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'S1', status: 'booked' }));
    expect(noBooker.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['booking_end_date:required', 'client:room.buyer_required']);
    const past = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'S1', status: 'booked', lid: lid.id, booking_end_date: '2030-01-09' }));
    expect(past.body.errors).toEqual([expect.objectContaining({ field: 'booking_end_date', code: 'room.booking_date_past' })]);

    const booked = await admin.post(`/api/room/?building=${building.id}`, newRoom({ number: 'S1', status: 'booked', lid: lid.id, booking_end_date: '2030-01-10' }));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status_code: 'booked', lid: lid.id, lid_name: lid.name, booking_end_date: '2030-01-10' });

    const sold = await admin.put(`/api/room/${booked.body.id}/`, { status: 'sold' });
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({ status_code: 'sold', lid: lid.id, booking_end_date: null });
    const soldWithout = await admin.put(`/api/room/${booked.body.id}/`, { lid: null });
    expect(soldWithout.body.errors).toEqual([expect.objectContaining({ field: 'client', code: 'room.buyer_required' })]);

    const freed = await admin.put(`/api/room/${booked.body.id}/`, { status: 1 });
    expect(freed.body).toMatchObject({ status_code: 'free', client: null, lid: null, booking_end_date: null });
  });

  it('filters by every filter of the spec, orders, and allows page_size 10000', async () => {
    const b = await makeBuilding(t, { floor_count: 9, entrance_count: 2 });
    const block = await t.prisma.buildingBlock.create({ data: { building_id: b.id, name: 'A' } });
    const client = await makeClient(t, 'Sardor Filtrov');
    const r1 = await makeRoom(t, b.id, { number: '1', floor: 1, entrance: 1, area: '40.00', price: '40000.00', rooms_count: 1, block_id: block.id });
    const r2 = await makeRoom(t, b.id, { number: '2', floor: 2, entrance: 1, area: '60.00', price: '70000.00', rooms_count: 2, status_id: 3, client_id: client.id });
    const r3 = await makeRoom(t, b.id, { number: '3', floor: 2, entrance: 2, area: '80.00', price: '90000.00', rooms_count: 3, status_id: 4 });
    const ids = async (query: string) => (await reader.get(`/api/room/?building=${b.id}&${query}`)).body.results.map((r: { id: number }) => r.id);

    expect(await ids('')).toEqual([r1.id, r2.id, r3.id]);
    expect(await ids('floor=2')).toEqual([r2.id, r3.id]);
    expect(await ids('entrance=2')).toEqual([r3.id]);
    expect(await ids('status=3')).toEqual([r2.id]);
    expect(await ids('status=closed')).toEqual([r3.id]);
    expect(await ids('number=2')).toEqual([r2.id]);
    expect(await ids(`block=${block.id}`)).toEqual([r1.id]);
    expect(await ids('area_range_min=50&area_range_max=80')).toEqual([r2.id, r3.id]);
    expect(await ids('area_range_max=59.99')).toEqual([r1.id]);
    expect(await ids('rooms_count=3')).toEqual([r3.id]);
    expect(await ids('search=filtrov')).toEqual([r2.id]);
    expect(await ids('ordering=-price')).toEqual([r3.id, r2.id, r1.id]);
    expect(await ids('ordering=-area,number')).toEqual([r3.id, r2.id, r1.id]);

    const big = await reader.get(`/api/room/?building=${b.id}&page_size=10000`);
    expect(big.status).toBe(200);
    expect(big.body.count).toBe(3);

    const bad = await reader.get('/api/room/?status=nope&floor=x&area_range_min=-1&ordering=client');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['area_range_min', 'floor', 'status']);
  });

  it('free-list and not-free-list split the rooms, with building and search', async () => {
    const b = await makeBuilding(t);
    const client = await makeClient(t);
    const free = await makeRoom(t, b.id, { number: '11' });
    const sold = await makeRoom(t, b.id, { number: '12', status_id: 3, client_id: client.id });
    const closed = await makeRoom(t, b.id, { number: '21', status_id: 4 });
    const ids = async (url: string) => (await reader.get(url)).body.results.map((r: { id: number }) => r.id);
    expect(await ids(`/api/room/free-list/?building=${b.id}`)).toEqual([free.id]);
    expect(await ids(`/api/room/not-free-list/?building=${b.id}`)).toEqual([sold.id, closed.id]);
    expect(await ids(`/api/room/not-free-list/?building=${b.id}&search=2`)).toEqual([sold.id, closed.id]);
    expect(await ids(`/api/room/not-free-list/?building=${b.id}&search=21`)).toEqual([closed.id]);
    const paged = await reader.get(`/api/room/not-free-list/?building=${b.id}&page=2&page_size=1`);
    expect(paged.body).toMatchObject({ count: 2, results: [expect.objectContaining({ id: closed.id, status_code: 'closed' })] });
    expect((await reader.get('/api/room/free-list/?status=1')).status).toBe(400);
    expect((await t.http().get('/api/room/free-list/')).status).toBe(401);
    expect((await nobody.get('/api/room/not-free-list/')).status).toBe(403);
  });

  it('updates and deletes; 401, 403, 404; a room with sales cannot be deleted', async () => {
    const room = await makeRoom(t, building.id, { number: 'U1' });
    const put = await admin.put(`/api/room/${room.id}/`, { price: '99999.99', number: 'U1b', rooms_count: null });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ price: '99999.99', number: 'U1b', rooms_count: null });
    const bad = await admin.put(`/api/room/${room.id}/`, { area: '-3', floor: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['area', 'floor']);

    expect((await t.http().get(`/api/room/${room.id}/`)).status).toBe(401);
    expect((await nobody.get(`/api/room/${room.id}/`)).status).toBe(403);
    expect((await reader.put(`/api/room/${room.id}/`, { price: '1' })).status).toBe(403);
    expect((await reader.delete(`/api/room/${room.id}/`)).status).toBe(403);
    for (const res of [await reader.get('/api/room/999999/'), await admin.put('/api/room/999999/', { price: '1' }), await admin.delete('/api/room/999999/')]) {
      expect(res.status).toBe(404);
    }

    expect((await admin.delete(`/api/room/${room.id}/`)).status).toBe(204);
    expect((await reader.get(`/api/room/${room.id}/`)).status).toBe(404);

    const client = await makeClient(t);
    const soldRoom = await makeRoom(t, building.id, { number: 'U2', status_id: 3, client_id: client.id });
    const wallet = await t.prisma.wallet.create({ data: { name: `w-${soldRoom.id}`, currency_id: 2 } });
    const admin0 = await t.prisma.user.findFirstOrThrow({ where: { role: { name: 'admin' } } });
    await t.prisma.sale.create({
      data: { room_id: soldRoom.id, client_id: client.id, wallet_id: wallet.id, sold_amount: '1000.00', paid_amount: '1000.00', status: 'approved', created_by_id: admin0.id },
    });
    const res = await admin.delete(`/api/room/${soldRoom.id}/`);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('room.has_sales');
    const detail = await reader.get(`/api/room/${soldRoom.id}/`);
    expect(detail.body.sales_list).toEqual([expect.objectContaining({ status: 'approved', client: client.id, sold_amount: '1000.00', currency: 2 })]);
    const change = await admin.put(`/api/room/${soldRoom.id}/`, { status: 'free' });
    expect(change.status).toBe(409);
    expect(change.body.errors[0].code).toBe('room.sale_active');
  });

  it('the worker process runs the booking expiry job too', async () => {
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
    try {
      const b = await makeBuilding(t);
      const lid = await makeLid(t);
      const room = await makeRoom(t, b.id, { number: 'W1', status_id: 2, lid_id: lid.id, booking_end_date: new Date('2020-01-01') });
      jest.spyOn(worker.get(Clock), 'now').mockReturnValue(new Date('2020-01-03T00:00:00Z'));
      expect(await worker.get(BookingExpiryService).expire()).toBeGreaterThanOrEqual(1);
      expect((await t.prisma.room.findUniqueOrThrow({ where: { id: room.id } })).status_id).toBe(1);
    } finally {
      await worker.close();
    }
  });

  it('a scheduled job returns expired bookings to free, by the Tashkent date of an injected clock', async () => {
    const clock = t.app.get(Clock);
    const expiry = t.app.get(BookingExpiryService);
    const lid = await makeLid(t);
    const client = await makeClient(t);
    const b = await makeBuilding(t);
    const ending = await makeRoom(t, b.id, { number: 'E1', status_id: 2, lid_id: lid.id, booking_end_date: new Date('2031-03-01') });
    const later = await makeRoom(t, b.id, { number: 'E2', status_id: 2, client_id: client.id, booking_end_date: new Date('2031-03-05') });
    const sold = await makeRoom(t, b.id, { number: 'E3', status_id: 3, client_id: client.id });

    // 2031-03-01 23:30 in Tashkent: still the last day of the booking.
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2031-03-01T18:30:00Z'));
    await expiry.expire();
    expect((await t.prisma.room.findUniqueOrThrow({ where: { id: ending.id } })).status_id).toBe(2);

    // 2031-03-02 00:30 in Tashkent: the booking has ended.
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2031-03-01T19:30:00Z'));
    expect(await expiry.expire()).toBeGreaterThanOrEqual(1);
    const freed = await reader.get(`/api/room/${ending.id}/`);
    expect(freed.body).toMatchObject({ status_code: 'free', lid: null, client: null, booking_end_date: null });
    // The system freed it: an entry without an actor, with what the booking was.
    const [entry] = await t.prisma.auditLog.findMany({ where: { entity: 'room', entity_id: ending.id }, orderBy: { id: 'desc' }, take: 1 });
    expect(entry).toMatchObject({ action: 'update', actor_id: null, entity_label: `${b.name} · E1`, details: { job: 'booking_expiry', today: '2031-03-02' } });
    expect(entry.changes).toEqual({ status: [2, 1], lid: [lid.id, null], booking_end_date: ['2031-03-01', null] });
    const stillBooked = await reader.get(`/api/room/${later.id}/`);
    expect(stillBooked.body).toMatchObject({ status_code: 'booked', client: client.id, booking_end_date: '2031-03-05' });
    expect((await t.prisma.room.findUniqueOrThrow({ where: { id: sold.id } })).status_id).toBe(3);

    jest.spyOn(clock, 'now').mockReturnValue(new Date('2031-03-06T00:00:00Z'));
    await expiry.expire();
    expect((await reader.get(`/api/room/${later.id}/`)).body.status_code).toBe('free');
  });
});
