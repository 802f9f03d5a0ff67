import { P } from '@mijozlar/shared';
import { Prisma } from '../../src/generated/prisma/client';
import { createTestApp, TestApp } from '../support/test-app';
import { api, giveDebt, uniquePhone } from '../support/people';

describe('clients', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let reader: ReturnType<typeof api>;
  let nobody: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t, await t.adminToken());
    reader = api(t, (await t.userWith([P.CLIENT_READ])).token);
    nobody = api(t, (await t.userWith([P.LID_READ])).token);
  });
  afterAll(() => t.close());

  const masked = (phone: string) => `+998 (${phone.slice(4, 6)}) ${phone.slice(6, 9)}-${phone.slice(9, 11)}-${phone.slice(11, 13)}`;
  const newClient = (over: Record<string, unknown> = {}) => ({
    name: 'Aziz Karimov',
    phone_number: masked(uniquePhone()),
    status: 1,
    ...over,
  });

  it('creates a client with masked phones normalised, region and city names in the request language', async () => {
    const extra = uniquePhone();
    const city = await t.prisma.city.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const res = await reader.post('/api/client/', newClient({ additional_numbers: [masked(extra), extra], company_name: 'Qurilish MChJ', region: city.region_id, city: city.id }), 'ru');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Aziz Karimov',
      phone_number: expect.stringMatching(/^\+998\d{9}$/),
      additional_numbers: [extra],
      company_name: 'Qurilish MChJ',
      region: city.region_id,
      city: city.id,
      city_name: city.name_ru,
      status: 1,
      status_name: 'Новый',
      client_debts: [],
      last_sms: null,
    });
    const got = await reader.get(`/api/client/${res.body.id}/`);
    expect(got.body.status_name).toBe('Yangi');
    expect(got.body.created_at).toBe(res.body.created_at);
  });

  it('validates fields: required, phones (extra phones too), unknown references, city of another region', async () => {
    const before = await t.prisma.client.count();
    const res = await reader.post('/api/client/', { name: '', phone_number: '+998 (90) 12', additional_numbers: ['12'] }, 'ru');
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(fields).toEqual({ name: 'required', phone_number: 'invalid_phone', additional_numbers: 'invalid_phone', status: 'required' });
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    const badStatus = await reader.post('/api/client/', newClient({ status: 999 }));
    expect(badStatus.body.errors).toEqual([expect.objectContaining({ field: 'status', code: 'invalid' })]);
    const cities = await t.prisma.city.findMany({ take: 2, distinct: ['region_id'], orderBy: { id: 'asc' } });
    const wrong = await reader.post('/api/client/', newClient({ region: cities[0].region_id, city: cities[1].id }));
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'city', code: 'invalid' })]);
    const unknown = await reader.post('/api/client/', newClient({ password: 'x' }));
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'unknown_field' })]);
    expect(await t.prisma.client.count()).toBe(before);
  });

  it('401 without a token, 403 without CLIENT_READ, 404 for a missing client', async () => {
    expect((await t.http().get('/api/client/')).status).toBe(401);
    expect((await t.http().post('/api/client/').send(newClient())).status).toBe(401);
    for (const res of [
      await nobody.get('/api/client/'),
      await nobody.post('/api/client/', newClient()),
      await nobody.get('/api/client/mini-list/'),
      await nobody.get('/api/client/1/total-payments/'),
      await nobody.delete('/api/client/1/'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    }
    for (const res of [
      await reader.get('/api/client/987654/'),
      await reader.put('/api/client/987654/', { name: 'x' }),
      await reader.delete('/api/client/987654/'),
      await reader.get('/api/client/987654/total-payments/'),
      await admin.post('/api/client/987654/send-sms/', { text: 'Salom' }),
      await reader.get('/api/client/abc/'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toMatchObject({ field: null, code: 'not_found' });
    }
  });

  it('updates: any subset; extra phones replaced; a required field cannot be emptied', async () => {
    const created = (await reader.post('/api/client/', newClient({ additional_numbers: [uniquePhone()] }))).body;
    const extra = uniquePhone();
    const res = await reader.put(`/api/client/${created.id}/`, { name: 'Aziz Karimov Jr', additional_numbers: [masked(extra)] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Aziz Karimov Jr', phone_number: created.phone_number, additional_numbers: [extra] });
    const keep = await reader.put(`/api/client/${created.id}/`, { company_name: 'Yangi' });
    expect(keep.body.additional_numbers).toEqual([extra]);
    const empty = await reader.put(`/api/client/${created.id}/`, { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'name', code: 'required' });
  });

  it('lists with search by name, company, phone digits and extra phones; filters; ordering', async () => {
    const tag = `Zebo${Date.now().toString(36)}`;
    const extra = uniquePhone();
    const a = (await reader.post('/api/client/', newClient({ name: `${tag} Alimova`, status: 2 }))).body;
    const b = (await reader.post('/api/client/', newClient({ name: 'Boshqa Odam', company_name: `${tag} Savdo`, additional_numbers: [extra] }))).body;
    const byName = await reader.get(`/api/client/?search=${tag.toLowerCase()}&ordering=name`);
    expect(byName.body.results.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(byName.body.count).toBe(2);
    const digits = a.phone_number.slice(5, 12);
    const byPhone = await reader.get(`/api/client/?search=${encodeURIComponent(`${digits.slice(0, 2)} ${digits.slice(2)}`)}`);
    expect(byPhone.body.results.map((c: { id: number }) => c.id)).toContain(a.id);
    const byExtra = await reader.get(`/api/client/?search=${extra.slice(4)}`);
    expect(byExtra.body.results.map((c: { id: number }) => c.id)).toEqual([b.id]);
    const byStatus = await reader.get(`/api/client/?search=${tag}&status=2`);
    expect(byStatus.body.results.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const ordered = await reader.get(`/api/client/?search=${tag}&ordering=-name`);
    expect(ordered.body.results.map((c: { name: string }) => c.name)).toEqual([`${tag} Alimova`, 'Boshqa Odam']);
    const bad = await reader.get('/api/client/?ordering=phone_number');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'ordering', code: 'invalid' });
    const badFilter = await reader.get('/api/client/?region=abc');
    expect(badFilter.body.errors[0]).toMatchObject({ field: 'region', code: 'invalid' });
  });

  it('mini-list answers {id, name, phone_number}, 10 by default', async () => {
    for (let i = 0; i < 11; i++) await reader.post('/api/client/', newClient({ name: `Mini ${i}` }));
    const res = await reader.get('/api/client/mini-list/?search=Mini');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(10);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(['id', 'name', 'phone_number']);
  });

  it('client statuses for any signed-in user', async () => {
    const res = await nobody.get('/api/client/status/', 'ru');
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({ id: 1, name: 'Новый', code: 'new' });
  });

  it('total payments per currency, paid and remaining debt per currency as decimal strings', async () => {
    const client = (await reader.post('/api/client/', newClient())).body;
    const usd = await giveDebt(t, client.id, { currency: 2, all: '12000.50', current: '9000.25' });
    await giveDebt(t, client.id, { currency: 1, all: '5000000', current: '0', closed: true });
    for (const [amount, currency] of [['1000.25', 2], ['2000', 2], ['5000000', 1]] as const) {
      await t.prisma.paymentReport.create({
        data: {
          client_id: client.id,
          client_debt_id: usd.debt.id,
          wallet_id: usd.wallet.id,
          amount: new Prisma.Decimal(amount),
          currency_id: currency,
          applied_amount: new Prisma.Decimal(amount),
          payment_date: new Date(),
          executor_id: usd.executor.id,
        },
      });
    }
    const res = await reader.get(`/api/client/${client.id}/total-payments/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      client: client.id,
      payments: [
        { currency: 1, currency_code: 'UZS', amount: '5000000.00', count: 1 },
        { currency: 2, currency_code: 'USD', amount: '3000.25', count: 2 },
      ],
      debts: [
        { currency: 1, currency_code: 'UZS', all_debt: '5000000.00', paid: '5000000.00', remaining: '0.00' },
        { currency: 2, currency_code: 'USD', all_debt: '12000.50', paid: '3000.25', remaining: '9000.25' },
      ],
    });
    const detail = await reader.get(`/api/client/${client.id}/`);
    expect(detail.body.client_debts).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: usd.debt.id, room: usd.room.id, is_closed: false, currency: 2, current_debt: '9000.25' })]),
    );
  });

  it('refuses to delete a client with an open debt or a pending sale (409); deletes one without', async () => {
    const withDebt = (await reader.post('/api/client/', newClient())).body;
    await giveDebt(t, withDebt.id);
    const refused = await reader.delete(`/api/client/${withDebt.id}/`, 'ru');
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'client.has_debts', message: expect.stringContaining('долг') });

    const withSale = (await reader.post('/api/client/', newClient())).body;
    const { room, wallet, executor } = await giveDebt(t, withSale.id, { closed: true });
    await t.prisma.sale.create({
      data: { room_id: room.id, client_id: withSale.id, wallet_id: wallet.id, sold_amount: new Prisma.Decimal(10), paid_amount: new Prisma.Decimal(10), created_by_id: executor.id },
    });
    expect((await reader.delete(`/api/client/${withSale.id}/`)).body.errors[0].code).toBe('client.has_sales');

    const free = (await reader.post('/api/client/', newClient({ additional_numbers: [uniquePhone()] }))).body;
    expect((await reader.delete(`/api/client/${free.id}/`)).status).toBe(204);
    expect((await reader.get(`/api/client/${free.id}/`)).status).toBe(404);
  });

  it('send-sms needs SMS_WRITE, validates the text, stores the message for the client', async () => {
    const client = (await reader.post('/api/client/', newClient())).body;
    const smsWriter = api(t, (await t.userWith([P.SMS_WRITE])).token);
    expect((await reader.post(`/api/client/${client.id}/send-sms/`, { text: 'Salom' })).status).toBe(403);
    const empty = await smsWriter.post(`/api/client/${client.id}/send-sms/`, { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'text', code: 'required' })]);
    const res = await smsWriter.post(`/api/client/${client.id}/send-sms/`, { text: 'Toʻlov eslatmasi' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      recipient: client.phone_number,
      client: client.id,
      client_name: client.name,
      lid: null,
      text: 'Toʻlov eslatmasi',
      status: expect.stringMatching(/^(not_sent|queued|sent)$/),
    });
    const listed = await reader.get(`/api/client/${client.id}/`);
    expect(listed.body.last_sms).toEqual({ status: expect.any(String), sent_at: null });
  });
});
