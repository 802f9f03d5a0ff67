import { createTestApp, TestApp } from '../support/test-app';

describe('users and roles', () => {
  let t: TestApp;
  let admin: string;
  let operatorRoleId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    operatorRoleId = (await t.prisma.role.findFirstOrThrow({ where: { name: 'operator' } })).id;
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (url: string) => t.http().get(url).set('Authorization', `Bearer ${token}`),
    post: (url: string, body: object, lang = 'uz') => t.http().post(url).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send(body),
    put: (url: string, body: object) => t.http().put(url).set('Authorization', `Bearer ${token}`).send(body),
    delete: (url: string) => t.http().delete(url).set('Authorization', `Bearer ${token}`),
  });

  const newUser = (over: Record<string, unknown> = {}) => ({
    phone_number: '+998 (91) 555-12-34',
    full_name: 'Dilnoza Karimova',
    password: 'secret-pass-1',
    role: operatorRoleId,
    date_of_birth: '1994-03-08',
    ...over,
  });

  it('creates a user who can then sign in with the masked phone', async () => {
    const res = await as(admin).post('/api/account/user/', newUser());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      phone_number: '+998915551234',
      full_name: 'Dilnoza Karimova',
      is_active: true,
      role: operatorRoleId,
      role_name: 'operator',
      date_of_birth: '1994-03-08',
      profile_image: null,
    });
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('password_hash');
    const login = await t.http().post('/api/account/login/').send({ phone_number: '+998 (91) 555-12-34', password: 'secret-pass-1' });
    expect(login.status).toBe(200);
    const me = await as(login.body.access).get('/api/account/user/profile/');
    expect(me.body.role).toMatchObject({ name: 'operator' });
    expect(me.body.role.permissions).toEqual(['CLIENT_READ', 'DASHBOARD', 'LID_READ', 'SMS_READ', 'SMS_WRITE']);
  });

  it('refuses a duplicate phone, an unknown role, and says why in Russian', async () => {
    await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (91) 555-00-01' })).expect(201);
    const dup = await as(admin).post('/api/account/user/', newUser({ phone_number: '+998915550001' }), 'ru');
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([{ field: 'phone_number', code: 'unique', message: 'Такое значение уже существует' }]);
    const role = await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (91) 555-00-02', role: 99999 }));
    expect(role.body.errors).toEqual([expect.objectContaining({ field: 'role', code: 'invalid' })]);
  });

  it('validates every field and writes nothing on a bad request', async () => {
    const before = await t.prisma.user.count();
    const res = await as(admin).post('/api/account/user/', { phone_number: '+998 (90) 12', full_name: '', password: '123', role: 'x' }, 'ru');
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(fields).toEqual({ phone_number: 'invalid_phone', full_name: 'required', password: 'too_short', role: 'invalid' });
    expect(res.body.errors.find((e: { field: string }) => e.field === 'password').message).toBe('Должно быть не меньше 8 символов');
    expect(await t.prisma.user.count()).toBe(before);
  });

  it('lists with search by name or phone digits, filters and ordering', async () => {
    await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (93) 777-00-01', full_name: 'Akmal Toshmatov', is_active: false })).expect(201);
    await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (93) 777-00-02', full_name: 'Bobur Aliyev' })).expect(201);

    const byName = await as(admin).get('/api/account/user/?search=toshmat');
    expect(byName.body.results.map((u: { full_name: string }) => u.full_name)).toEqual(['Akmal Toshmatov']);
    const byPhone = await as(admin).get(`/api/account/user/?search=${encodeURIComponent('93 777')}&ordering=full_name`);
    expect(byPhone.body.results.map((u: { full_name: string }) => u.full_name)).toEqual(['Akmal Toshmatov', 'Bobur Aliyev']);
    const inactive = await as(admin).get('/api/account/user/?is_active=False');
    expect(inactive.body.results.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    expect(inactive.body.count).toBeGreaterThanOrEqual(1);
    const byRole = await as(admin).get(`/api/account/user/?role=${operatorRoleId}`);
    expect(byRole.body.results.every((u: { role: number }) => u.role === operatorRoleId)).toBe(true);
  });

  it('reads, edits (password optional) and deletes a user', async () => {
    const created = (await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (94) 100-20-30' }))).body;
    const read = await as(admin).get(`/api/account/user/${created.id}/`);
    expect(read.body).toEqual(created);

    const edited = await as(admin).put(`/api/account/user/${created.id}/`, { full_name: 'Dilnoza Rahimova' });
    expect(edited.status).toBe(200);
    expect(edited.body.full_name).toBe('Dilnoza Rahimova');
    // The password did not change.
    expect((await t.http().post('/api/account/login/').send({ phone_number: '+998941002030', password: 'secret-pass-1' })).status).toBe(200);

    await as(admin).put(`/api/account/user/${created.id}/`, { password: 'another-pass-2' }).expect(200);
    expect((await t.http().post('/api/account/login/').send({ phone_number: '+998941002030', password: 'another-pass-2' })).status).toBe(200);

    expect((await as(admin).delete(`/api/account/user/${created.id}/`)).status).toBe(204);
    expect((await as(admin).get(`/api/account/user/${created.id}/`)).status).toBe(404);
    expect((await as(admin).delete(`/api/account/user/${created.id}/`)).status).toBe(404);
  });

  it('never lets a user delete or deactivate themself', async () => {
    const me = await t.prisma.user.findFirstOrThrow({ where: { phone_number: '+998901234567' } });
    const del = await as(admin).delete(`/api/account/user/${me.id}/`);
    expect(del.status).toBe(400);
    expect(del.body.errors[0].code).toBe('user.self_delete');
    expect((await as(admin).put(`/api/account/user/${me.id}/`, { is_active: false })).status).toBe(400);
  });

  it('404 for a missing or malformed id', async () => {
    expect((await as(admin).get('/api/account/user/999999/')).status).toBe(404);
    const bad = await as(admin).get('/api/account/user/abc/');
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0].code).toBe('not_found');
  });

  it('USER_READ may look but not write', async () => {
    const reader = await t.userWith(['USER_READ']);
    expect((await as(reader.token).get('/api/account/user/')).status).toBe(200);
    expect((await as(reader.token).post('/api/account/user/', newUser({ phone_number: '+998 (95) 000-00-09' }))).status).toBe(403);
    expect(await t.prisma.user.count({ where: { phone_number: '+998950000009' } })).toBe(0);
  });

  it('roles: list with permissions, create, edit the permission list, refuse unknown codes, delete only when unused', async () => {
    const list = await as(admin).get('/api/account/role/');
    expect(list.body.results.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['admin', 'operator', 'sales manager']));
    const perms = await t.http().get('/api/account/role/permissions/').set('Authorization', `Bearer ${admin}`).set('Accept-Language', 'ru');
    expect(perms.body.count).toBe(24); // the spec's 22, AUDIT_READ and SETTINGS_WRITE
    expect(perms.body.results.find((p: { code: string }) => p.code === 'SALE_WRITE').name).toMatch(/[а-я]/i);

    const role = await as(admin).post('/api/account/role/', { name: 'cashier', permissions: ['WALLET_READ', 'WALLETS_OVERVIEW'] });
    expect(role.status).toBe(201);
    expect(role.body.permissions).toEqual(['WALLETS_OVERVIEW', 'WALLET_READ']);
    const edited = await as(admin).put(`/api/account/role/${role.body.id}/`, { permissions: ['DASHBOARD'] });
    expect(edited.body.permissions).toEqual(['DASHBOARD']);
    const bad = await as(admin).put(`/api/account/role/${role.body.id}/`, { permissions: ['ROOT'] });
    expect(bad.body.errors[0]).toMatchObject({ field: 'permissions', code: 'invalid' });

    const inUse = await as(admin).delete(`/api/account/role/${operatorRoleId}/`);
    expect(inUse.status).toBe(409);
    expect((await as(admin).delete(`/api/account/role/${role.body.id}/`)).status).toBe(204);
  });

  it('roles list: how many users hold each role (the roles screen); a taken name is refused under name', async () => {
    const role = await as(admin).post('/api/account/role/', { name: 'counted role', permissions: ['DASHBOARD'] });
    const count = async (id: number) =>
      (await as(admin).get('/api/account/role/')).body.results.find((r: { id: number }) => r.id === id).users_count;
    expect(await count(role.body.id)).toBe(0);
    const holders = await t.prisma.user.count({ where: { role_id: operatorRoleId } });
    expect(await count(operatorRoleId)).toBe(holders);

    const made = await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (95) 123-40-01', role: role.body.id }));
    expect(made.status).toBe(201);
    await as(admin).post('/api/account/user/', newUser({ phone_number: '+998 (95) 123-40-02', role: role.body.id }));
    expect(await count(role.body.id)).toBe(2);
    // A deactivated user still holds the role (and still blocks its deletion).
    await as(admin).put(`/api/account/user/${made.body.id}/`, { is_active: false });
    expect(await count(role.body.id)).toBe(2);
    expect((await as(admin).delete(`/api/account/role/${role.body.id}/`)).body.errors[0].code).toBe('role.in_use');

    const taken = await as(admin).post('/api/account/role/', { name: 'counted role', permissions: [] }, 'ru');
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toMatchObject({ field: 'name', code: 'unique' });
  });

  it('seller list: active users, 10 per page by default, searchable', async () => {
    const res = await as(admin).get('/api/account/seller/list/?search=Bobur');
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({ id: expect.any(Number), full_name: 'Bobur Aliyev', phone_number: '+998937770002' });
    const page = await as(admin).get('/api/account/seller/list/');
    expect(page.body.results.length).toBeLessThanOrEqual(10);
  });
});
