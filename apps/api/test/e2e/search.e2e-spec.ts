import { P } from '@mijozlar/shared';
import { Prisma } from '../../src/generated/prisma/client';
import { createTestApp, TestApp } from '../support/test-app';
import { api, uniquePhone } from '../support/people';

describe('global search', () => {
  let t: TestApp;
  const tag = `Qx${Date.now().toString(36)}`;
  let phone: string;

  beforeAll(async () => {
    t = await createTestApp();
    phone = uniquePhone();
    await t.prisma.client.create({ data: { name: `${tag} Mijoz`, phone_number: phone, status_id: 1 } });
    for (let i = 0; i < 7; i++) await t.prisma.lid.create({ data: { name: `${tag} Lid ${i}`, phone_number: uniquePhone(), status_id: 1 } });
    const building = await t.prisma.building.create({ data: { name: `${tag} Uy`, floor_count: 9, room_count: 1, entrance_count: 1 } });
    await t.prisma.room.create({ data: { building_id: building.id, number: `${tag}-7`, floor: 1, entrance: 1, area: new Prisma.Decimal(40), price: new Prisma.Decimal(1), currency_id: 2 } });
  });
  afterAll(() => t.close());

  it('finds clients, leads (at most 5), rooms and users by name, phone or room number', async () => {
    const admin = api(t, await t.adminToken());
    const res = await admin.get(`/api/search/?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.clients).toEqual([{ id: expect.any(Number), name: `${tag} Mijoz`, phone_number: phone }]);
    expect(res.body.lids).toHaveLength(5);
    expect(res.body.rooms).toEqual([{ id: expect.any(Number), number: `${tag}-7`, building: expect.any(Number), building_name: `${tag} Uy` }]);
    expect(res.body.buildings).toEqual([{ id: expect.any(Number), name: `${tag} Uy`, address: null }]);
    const byPhone = await admin.get(`/api/search/?q=${encodeURIComponent(phone.slice(4))}`);
    expect(byPhone.body.clients.map((c: { phone_number: string }) => c.phone_number)).toEqual([phone]);
    const users = await admin.get('/api/search/?q=901234567');
    expect(users.body.users[0]).toMatchObject({ phone_number: '+998901234567' });
  });

  it('shows only the sections the caller may read; short queries find nothing; 401 without a token', async () => {
    const leadsOnly = api(t, (await t.userWith([P.LID_READ])).token);
    const res = await leadsOnly.get(`/api/search/?q=${tag}`);
    expect(res.body.clients).toEqual([]);
    expect(res.body.rooms).toEqual([]);
    expect(res.body.buildings).toEqual([]);
    expect(res.body.users).toEqual([]);
    expect(res.body.lids).toHaveLength(5);
    expect((await leadsOnly.get('/api/search/?q=Q')).body).toEqual({ clients: [], lids: [], buildings: [], rooms: [], users: [] });
    expect((await leadsOnly.get('/api/search/?x=1')).body.errors[0]).toMatchObject({ field: 'x', code: 'unknown_field' });
    expect((await t.http().get('/api/search/?q=abc')).status).toBe(401);
  });
});
