import { CURRENCY_USD, DEFAULT_ROLE_PERMISSIONS, P, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER, type PermissionCode } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { makeBuilding, makeClient, makeRoom, unique } from '../support/inventory';
import { api, uniquePhone } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

/** Tuesday 10 March 2026, 12:00 in Tashkent. */
const NOW = new Date('2026-03-10T07:00:00.000Z');
const INSTALLMENT = 1;
const MONTHS_3 = 1;
const CASH = 1;

/**
 * The admin's forms that submit something: the permissions their submit takes, and the GET routes
 * they read to be filled in (drop-downs, pickers). Whoever may submit a form may fill it in, so a
 * role holding a form's permissions reads every one of its lookups.
 */
const FORMS: { form: string; submit: PermissionCode[]; lookups: string[] }[] = [
  {
    form: 'new sale',
    submit: [P.SALE_WRITE],
    lookups: [
      '/api/building/choices/',
      '/api/wallet/choices/',
      '/api/account/seller/list/?page_size=10',
      '/api/client/mini-list/',
      '/api/lid/mini-list/',
      '/api/payment-method/',
      '/api/credit-period/',
      '/api/dept-type/',
      '/api/currency/',
      '/api/exchange-rate/today/',
    ],
  },
  // The free-rooms list view of the sale form shows only with BUILDING_READ (the grid is SALE_WRITE's).
  { form: 'new sale: free rooms list', submit: [P.SALE_WRITE, P.BUILDING_READ], lookups: ['/api/room/free-list/?page_size=200'] },
  // List filters that pick a building or a seller.
  { form: 'sales list filters', submit: [P.SALE_READ], lookups: ['/api/building/choices/', '/api/account/seller/list/?page_size=10'] },
  { form: 'debts list filters', submit: [P.CLIENT_DEBT_READ], lookups: ['/api/building/choices/'] },
  { form: 'refusals list filters', submit: [P.REFUSAL_READ], lookups: ['/api/building/choices/'] },
  { form: 'supplier delivery', submit: [P.EMPLOYEE_READ], lookups: ['/api/construction/choices/', '/api/supplier/materials/'] },
  { form: 'confirm or decline a sale', submit: [P.SALE_PENDING_READ, P.SALE_WRITE], lookups: ['/api/sale/pending/'] },
  { form: 'debt payment', submit: [P.CLIENT_DEBT_READ], lookups: ['/api/wallet/choices/', '/api/payment-method/', '/api/currency/', '/api/client-debt/', '/api/exchange-rate/today/'] },
  { form: 'lead', submit: [P.LID_READ], lookups: ['/api/account/seller/list/?page_size=10', '/api/lid/source/', '/api/lid/status/', '/api/region/'] },
  { form: 'client', submit: [P.CLIENT_READ], lookups: ['/api/client/status/', '/api/region/'] },
  { form: 'sms', submit: [P.SMS_WRITE, P.CLIENT_READ, P.LID_READ], lookups: ['/api/people-group/', '/api/client/', '/api/lid/'] },
  { form: 'refusal payout', submit: [P.REFUSAL_WRITE, P.WALLET_READ], lookups: ['/api/wallet/choices/', '/api/payment-method/'] },
  { form: 'salary or supplier payment', submit: [P.EMPLOYEE_READ, P.WALLET_READ], lookups: ['/api/wallet/choices/', '/api/payment-method/', '/api/exchange-rate/today/'] },
  { form: 'investor operation', submit: [P.INVESTMENTS_READ, P.WALLET_READ], lookups: ['/api/wallet/choices/', '/api/payment-method/'] },
  { form: 'construction expense', submit: [P.CONSTRUCTION_OPERATIONS], lookups: ['/api/wallet/choices/', '/api/payment-method/', '/api/exchange-rate/today/'] },
  { form: 'room', submit: [P.BUILDING_WRITE], lookups: ['/api/building/?page_size=1000', '/api/room-status/', '/api/currency/'] },
  { form: 'user', submit: [P.USER_WRITE], lookups: ['/api/account/role/'] },
];

describe('every seeded role can finish its work', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t, await t.adminToken());
  });
  beforeEach(() => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  /** A user of a seeded role, created by the admin through the API and signed in with their password. */
  const signIn = async (roleName: string) => {
    const role = await t.prisma.role.findFirstOrThrow({ where: { name: roleName } });
    const phone = uniquePhone();
    const created = await admin.post('/api/account/user/', { phone_number: phone, full_name: unique('Xodim'), password: 'role-walk-1', role: role.id });
    expect(created.status).toBe(201);
    const login = await t.http().post('/api/account/login/').send({ phone_number: phone, password: 'role-walk-1' });
    expect(login.status).toBe(200);
    return Object.assign(api(t, login.body.access), { id: created.body.id as number, token: login.body.access as string });
  };

  it('the sales manager sells a room from a wallet of wallet/choices, confirms it and takes a payment', async () => {
    const manager = await signIn(ROLE_SALES_MANAGER);
    const held = new Set<string>(DEFAULT_ROLE_PERMISSIONS[ROLE_SALES_MANAGER]);
    // The seeded role confirms its own sales (SALE_PENDING_READ) but cannot read the wallets' list.
    expect([held.has(P.SALE_PENDING_READ), held.has(P.WALLET_READ)]).toEqual([true, false]);
    expect((await manager.get('/api/wallet/')).status).toBe(403);

    const wallet = await t.prisma.wallet.create({ data: { name: unique('Kassa USD'), currency_id: CURRENCY_USD } });
    const closed = await t.prisma.wallet.create({ data: { name: unique('Yopiq'), currency_id: CURRENCY_USD, is_active: false } });
    const choices = await manager.get('/api/wallet/choices/');
    expect(choices.status).toBe(200);
    expect(Array.isArray(choices.body)).toBe(true);
    const names = choices.body.map((w: { name: string }) => w.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const chosen = choices.body.find((w: { id: number }) => w.id === wallet.id);
    // Names and currencies only: balances are WALLET_READ's.
    expect(chosen).toEqual({ id: wallet.id, name: wallet.name, currency: CURRENCY_USD, currency_code: 'USD' });
    expect(choices.body.some((w: { id: number }) => w.id === closed.id)).toBe(false);

    const building = await makeBuilding(t);
    const room = await makeRoom(t, building.id, { price: '60000.00' });
    const client = await makeClient(t);
    const free = await manager.get(`/api/room/free-list/?building=${building.id}`);
    expect(free.body.results.map((r: { id: number }) => r.id)).toContain(room.id);
    const buyers = await manager.get(`/api/client/mini-list/?search=${encodeURIComponent(client.name)}`);
    expect(buyers.body.results.map((c: { id: number }) => c.id)).toContain(client.id);
    const sellers = await manager.get('/api/account/seller/list/?page_size=10');
    expect(sellers.status).toBe(200);

    const sale = await manager.post('/api/sale/', {
      room: room.id,
      client: client.id,
      wallet: chosen.id,
      currency: CURRENCY_USD,
      sold_amount: '60000.00',
      paid_amount: '15000.00',
      method: CASH,
      debt_type: INSTALLMENT,
      credit_period: MONTHS_3,
      payment_date: '2026-04-10',
      seller: manager.id,
    });
    expect(sale.status).toBe(201);
    expect(sale.body).toMatchObject({ status: 'pending', sold_amount: '60000.00', paid_amount: '15000.00', debt_amount: '45000.00', wallet: wallet.id });

    const pending = await manager.get('/api/sale/pending/');
    expect(pending.body.results.map((s: { id: number }) => s.id)).toContain(sale.body.id);
    const confirmed = await manager.post('/api/sale/confirm/', { id: sale.body.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'approved', approved_by: manager.id });
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: wallet.id } })).balance.toFixed(2)).toBe('15000.00');

    const debt = await manager.get(`/api/client-debt/${confirmed.body.client_debt}/`);
    expect(debt.status).toBe(200);
    expect(debt.body).toMatchObject({ current_debt: '45000.00' });
    const paid = await manager.post('/api/payment-report/', {
      client: client.id,
      client_debt: debt.body.id,
      wallet: chosen.id,
      amount: '20000.00',
      currency: CURRENCY_USD,
      method: CASH,
      payment_date: '2026-03-10',
    });
    expect(paid.status).toBe(201);
    const after = await manager.get(`/api/client-debt/${debt.body.id}/`);
    expect(after.body).toMatchObject({ current_debt: '25000.00', paid_amount: '20000.00' });
    expect(after.body.instalments.map((i: { paidAmount: string; status: string }) => [i.paidAmount, i.status])).toEqual([
      ['15000.00', 'paid'],
      ['5000.00', 'partially_paid'],
      ['0.00', 'not_paid'],
    ]);
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: wallet.id } })).balance.toFixed(2)).toBe('35000.00');
  });

  it('a supplier operation names its project with EMPLOYEE_READ (construction/choices)', async () => {
    const clerk = api(t, (await t.userWith([P.EMPLOYEE_READ])).token);
    const project = await t.prisma.constructionProject.create({ data: { name: unique('Qurilish'), floor_count: 5, room_count: 20, entrance_count: 1 } });
    const res = await clerk.get('/api/construction/choices/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.arrayContaining([{ id: project.id, name: project.name }]));
    expect((await clerk.get('/api/construction/')).status).toBe(403);
    expect((await api(t, (await t.userWith([P.SALE_READ])).token).get('/api/construction/choices/')).status).toBe(403);
  });

  it('the operator, who moves no money, gets 403 on wallet/choices', async () => {
    const operator = await signIn(ROLE_OPERATOR);
    const res = await operator.get('/api/wallet/choices/');
    expect(res.status).toBe(403);
    expect((await operator.get('/api/exchange-rate/today/')).status).toBe(403);
    expect(res.body.errors[0].code).toBe('forbidden');
  });

  it('a WALLET_READ holder sees the balances in wallet/choices', async () => {
    const cashier = api(t, (await t.userWith([P.WALLET_READ])).token);
    const wallet = await t.prisma.wallet.create({ data: { name: unique('Kassa'), currency_id: CURRENCY_USD } });
    const res = await cashier.get('/api/wallet/choices/');
    expect(res.body.find((w: { id: number }) => w.id === wallet.id)).toEqual({ id: wallet.id, name: wallet.name, currency: CURRENCY_USD, currency_code: 'USD', balance: '0.00' });
  });

  it('the seller list: 403 without a permission whose form names a seller; phone numbers only with USER_READ', async () => {
    const phone = uniquePhone();
    const named = await admin.post('/api/account/user/', {
      phone_number: phone,
      full_name: unique('Sotuvchi'),
      password: 'role-walk-1',
      role: (await t.prisma.role.findFirstOrThrow({ where: { name: ROLE_SALES_MANAGER } })).id,
    });
    const search = `/api/account/seller/list/?search=${encodeURIComponent(named.body.full_name)}`;

    const nobody = api(t, (await t.userWith([P.DASHBOARD, P.CLIENT_READ, P.SMS_READ])).token);
    expect((await nobody.get(search)).status).toBe(403);

    for (const code of [P.SALE_READ, P.SALE_WRITE, P.LID_READ, P.WALLET_READ]) {
      const reader = api(t, (await t.userWith([code])).token);
      const res = await reader.get(search);
      expect([code, res.status]).toEqual([code, 200]);
      expect(res.body.results).toEqual([{ id: named.body.id, full_name: named.body.full_name }]);
      expect(JSON.stringify(res.body)).not.toContain(phone.slice(-7));
    }
    const users = api(t, (await t.userWith([P.USER_READ])).token);
    const withPhones = await users.get(search);
    expect(withPhones.body.results).toEqual([{ id: named.body.id, full_name: named.body.full_name, phone_number: phone }]);
  });

  it('every seeded role reads every lookup of every form it may submit', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const roleName of [ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER]) {
      const user = await signIn(roleName);
      const held = new Set<string>(DEFAULT_ROLE_PERMISSIONS[roleName]);
      for (const form of FORMS.filter((f) => f.submit.every((code) => held.has(code)))) {
        for (const url of form.lookups) {
          const res = await user.get(url);
          checked += 1;
          if (res.status !== 200) failures.push(`${roleName} / ${form.form}: GET ${url} -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The admin holds every form; the operator and the sales manager theirs.
    expect(checked).toBeGreaterThan(FORMS.reduce((n, f) => n + f.lookups.length, 0));
  });

  it('SALE_WRITE alone fills a new sale: wallets, buildings and their grid, buyers, sellers; the spec\'s lists stay closed', async () => {
    const writer = api(t, (await t.userWith([P.SALE_WRITE])).token);
    const building = await makeBuilding(t);
    for (const url of ['/api/wallet/choices/', '/api/building/choices/', `/api/building/${building.id}/grid/`, '/api/client/mini-list/', '/api/lid/mini-list/', '/api/account/seller/list/']) {
      expect([url, (await writer.get(url)).status]).toEqual([url, 200]);
    }
    const buildings = await writer.get('/api/building/choices/');
    expect(buildings.body).toEqual(expect.arrayContaining([{ id: building.id, name: building.name }]));
    // The spec's list routes keep their permission.
    for (const url of ['/api/building/', '/api/room/free-list/', '/api/wallet/', '/api/client/']) {
      expect([url, (await writer.get(url)).status]).toEqual([url, 403]);
    }
  });
});
