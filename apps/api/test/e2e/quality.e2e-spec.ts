import { createTestApp, TestApp, TEST_ADMIN_PHONE } from '../support/test-app';
import { hashPassword } from '../../src/common/auth/password';
import { as, makeBuilding, makeRoom, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { FOLDED_APOSTROPHES, searchFold } from '../../src/common/list/search-fold';

/** What the front end relies on from the API: duplicate phones, converted leads, the own profile. */
describe('front-end quality', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
  });
  afterAll(() => t.close());

  describe('a client page: its rooms and the lead it came from (point 8)', () => {
    it('GET /api/room/?client= lists exactly the rooms booked or sold to that client', async () => {
      const building = await makeBuilding(t);
      const client = await t.prisma.client.create({ data: { name: unique('Xonadon egasi'), phone_number: uniquePhone() } });
      const other = await t.prisma.client.create({ data: { name: unique('Boshqa'), phone_number: uniquePhone() } });
      const sold = await makeRoom(t, building.id, { status_id: 3, client_id: client.id });
      const booked = await makeRoom(t, building.id, { status_id: 2, client_id: client.id, booking_end_date: new Date('2030-01-01') });
      await makeRoom(t, building.id, { status_id: 2, client_id: other.id, booking_end_date: new Date('2030-01-01') });
      await makeRoom(t, building.id);

      const res = await admin.get(`/api/room/?client=${client.id}&ordering=id`).expect(200);
      expect(res.body.count).toBe(2);
      expect(res.body.results.map((r: { id: number; client: number; status_code: string }) => [r.id, r.client, r.status_code])).toEqual([
        [sold.id, client.id, 'sold'],
        [booked.id, client.id, 'booked'],
      ]);
      expect((await admin.get('/api/room/?client=9999999').expect(200)).body).toEqual({ count: 0, results: [] });
      const bad = await admin.get('/api/room/?client=abc').expect(400);
      expect(bad.body.errors[0]).toMatchObject({ field: 'client' });
    });

    it('GET /api/lid/?converted_client= finds the lead a client was converted from', async () => {
      const lid = await t.prisma.lid.create({ data: { name: unique('Lid'), phone_number: uniquePhone(), note: 'Uch xonali xonadon kerak' } });
      await t.prisma.lid.create({ data: { name: unique('Lid'), phone_number: uniquePhone() } });
      const converted = await admin.get(`/api/lid/${lid.id}/lid-to-client/`).expect(200);
      const res = await admin.get(`/api/lid/?converted_client=${converted.body.id}`).expect(200);
      expect(res.body.count).toBe(1);
      expect(res.body.results[0]).toMatchObject({ id: lid.id, note: 'Uch xonali xonadon kerak', converted_client: converted.body.id });
      const hand = await t.prisma.client.create({ data: { name: unique('Qoʻlda'), phone_number: uniquePhone() } });
      expect((await admin.get(`/api/lid/?converted_client=${hand.id}`).expect(200)).body.count).toBe(0);
    });
  });

  describe('search folds the apostrophe variants of oʻ / gʻ (point 10)', () => {
    const tag = `Fz${Date.now().toString(36)}`;
    const spellings = ["O'ktam", 'O‘ktam', 'O’ktam', 'Oʻktam', 'Oʼktam', 'O`ktam', 'Oktam', 'oʻktam'];
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      ids.client = (await t.prisma.client.create({ data: { name: `Oʻktam ${tag} Gʻaniyev`, phone_number: uniquePhone() } })).id;
      ids.lid = (await t.prisma.lid.create({ data: { name: `Oʻktam ${tag}`, phone_number: uniquePhone() } })).id;
      const user = await t.userWith([]);
      await t.prisma.user.update({ where: { id: user.id }, data: { full_name: `Oʻktam ${tag}` } });
      ids.user = user.id;
      ids.building = (await t.prisma.building.create({ data: { name: `Oʻktam ${tag} uyi`, floor_count: 9, room_count: 36, entrance_count: 2, address: 'Gʻalaba koʻchasi' } })).id;
    });

    it('the SQL search_fold() removes exactly the characters the API removes from a query', async () => {
      const sample = `a${FOLDED_APOSTROPHES}b Oʻ G‘ ʼ`;
      const [row] = await t.prisma.$queryRaw<{ folded: string }[]>`SELECT search_fold(${sample}) AS folded`;
      expect(row.folded).toBe(searchFold(sample));
      expect(row.folded).toBe('ab O G ');
    });

    it.each([
      ['clients', '/api/client/', 'client'],
      ['leads', '/api/lid/', 'lid'],
      ['users', '/api/account/user/', 'user'],
      ['buildings', '/api/building/', 'building'],
    ])('%s: a name saved as Oʻktam is found by every spelling, with or without the apostrophe', async (_, path, key) => {
      for (const spelling of spellings) {
        const res = await admin.get(`${path}?search=${encodeURIComponent(`${spelling} ${tag}`)}`).expect(200);
        expect({ spelling, ids: res.body.results.map((r: { id: number }) => r.id) }).toEqual({ spelling, ids: [ids[key]] });
      }
    });

    it("a second word folds too (Gʻaniyev / G'aniyev / Ganiyev), and a building's address is searched", async () => {
      for (const q of ["G'aniyev", 'G‘aniyev', 'Ganiyev']) {
        const res = await admin.get(`/api/client/?search=${encodeURIComponent(q)}`).expect(200);
        expect(res.body.results.map((r: { id: number }) => r.id)).toContain(ids.client);
      }
      const byAddress = await admin.get(`/api/building/?search=${encodeURIComponent("G'alaba ko'chasi")}`).expect(200);
      expect(byAddress.body.results.map((r: { id: number }) => r.id)).toContain(ids.building);
    });

    it('the global search finds buildings (and everything else) by any spelling', async () => {
      const res = await admin.get(`/api/search/?q=${encodeURIComponent(`O'ktam ${tag}`)}`).expect(200);
      expect(res.body.buildings).toEqual([{ id: ids.building, name: `Oʻktam ${tag} uyi`, address: 'Gʻalaba koʻchasi' }]);
      expect(res.body.clients.map((c: { id: number }) => c.id)).toEqual([ids.client]);
      expect(res.body.lids.map((c: { id: number }) => c.id)).toEqual([ids.lid]);
      expect(res.body.users.map((c: { id: number }) => c.id)).toEqual([ids.user]);
      const reader = as(t, (await t.userWith([])).token);
      expect((await reader.get(`/api/search/?q=${tag}`).expect(200)).body.buildings).toEqual([]);
    });

    it('the folded search keys are served by their trigram indexes (EXPLAIN)', async () => {
      const plans: Record<string, string> = {};
      await t.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        for (const table of ['client', 'lid', 'user', 'building']) {
          const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT id FROM "${table}" WHERE "search_key" ILIKE '%oktam%'`);
          plans[table] = rows.map((r) => r['QUERY PLAN']).join('\n');
        }
      });
      for (const table of ['client', 'lid', 'user', 'building']) expect(plans[table]).toContain(`${table}_search_key_trgm_idx`);
    });
  });

  describe('own profile without USER_WRITE (point 7)', () => {
    // The smallest valid PNG (1×1).
    const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4bd0000000049454e44ae426082', 'hex');
    const login = (phone: string, password: string) => t.http().post('/api/account/login/').send({ phone_number: phone, password });

    it('a user with no permissions renames themself and sets and removes their photo; not someone else, not their role', async () => {
      const me = await t.userWith([]);
      const user = as(t, me.token);
      const upload = await user.upload('/api/document/upload-images/').field('image_type', 'profile').attach('images', PNG, { filename: 'me.png', contentType: 'image/png' });
      expect(upload.status).toBe(201);
      const imageId = upload.body[0].id;

      const res = await user.put('/api/account/user/profile/', { full_name: '  Oʻktam Gʻaniyev ', profile_image: imageId }).expect(200);
      expect(res.body).toMatchObject({ id: me.id, full_name: 'Oʻktam Gʻaniyev', profile_image: { id: imageId, url: upload.body[0].url }, role: { permissions: [] } });
      expect((await user.get('/api/account/user/profile/').expect(200)).body.full_name).toBe('Oʻktam Gʻaniyev');
      expect((await user.put('/api/account/user/profile/', { profile_image: null }).expect(200)).body.profile_image).toBeNull();

      // Not a way around USER_WRITE: no role, phone or activity through the profile; no one else's user.
      const role = await user.put('/api/account/user/profile/', { role: 1 }).expect(400);
      expect(role.body.errors[0]).toMatchObject({ field: 'role', code: 'unknown_field' });
      expect((await user.put(`/api/account/user/${me.id}/`, { full_name: 'X' })).status).toBe(403);
      const building = await as(t, await t.adminToken()).upload('/api/document/upload-images/').field('image_type', 'building').attach('images', PNG, { filename: 'b.png', contentType: 'image/png' });
      const wrongKind = await user.put('/api/account/user/profile/', { profile_image: building.body[0].id }).expect(400);
      expect(wrongKind.body.errors[0]).toMatchObject({ field: 'profile_image', code: 'invalid' });
      const empty = await user.put('/api/account/user/profile/', { full_name: '' }).expect(400);
      expect(empty.body.errors[0]).toMatchObject({ field: 'full_name' });
      expect((await t.http().put('/api/account/user/profile/').send({ full_name: 'X' })).status).toBe(401);
    });

    it('changing the password needs the current one; every other session ends, the caller goes on with the new pair', async () => {
      const phone = uniquePhone();
      const me = await t.userWith([], { phone, password_hash: await hashPassword('old-secret-1') });
      const tab1 = (await login(phone, 'old-secret-1').expect(200)).body;
      const tab2 = (await login(phone, 'old-secret-1').expect(200)).body;

      const wrong = await as(t, tab1.access).post('/api/account/user/change-password/', { old_password: 'nope-nope-1', new_password: 'new-secret-2' }, 'ru').expect(400);
      expect(wrong.body.errors).toEqual([{ field: 'old_password', code: 'user.wrong_password', message: 'Текущий пароль неверен' }]);
      const short = await as(t, tab1.access).post('/api/account/user/change-password/', { old_password: 'old-secret-1', new_password: 'x' }).expect(400);
      expect(short.body.errors[0]).toMatchObject({ field: 'new_password' });

      const changed = await as(t, tab1.access).post('/api/account/user/change-password/', { old_password: 'old-secret-1', new_password: 'new-secret-2' }).expect(200);
      expect(changed.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      // The caller's new pair works; the old tokens of both tabs do not.
      expect((await as(t, changed.body.access).get('/api/account/user/profile/')).body.id).toBe(me.id);
      expect((await as(t, tab1.access).get('/api/account/user/profile/')).status).toBe(401);
      expect((await as(t, tab2.access).get('/api/account/user/profile/')).status).toBe(401);
      expect((await t.http().post('/api/account/token/refresh/').send({ refresh: tab2.refresh })).status).toBe(401);
      expect((await t.http().post('/api/account/token/refresh/').send({ refresh: changed.body.refresh })).status).toBe(200);
      await login(phone, 'old-secret-1').expect(401);
      await login(phone, 'new-secret-2').expect(200);
      expect(TEST_ADMIN_PHONE).not.toBe(phone);
    });
  });
});
