import { P, LID_STATUS } from '@mijozlar/shared';
import { tashkentDate } from '../../src/common/clock/clock';
import { createTestApp, TestApp } from '../support/test-app';
import { api, uniquePhone } from '../support/people';

const dayOffset = (days: number) => tashkentDate(new Date(Date.now() + days * 86400_000));

describe('leads and talks', () => {
  let t: TestApp;
  let reader: ReturnType<typeof api>;
  let leadsOnly: ReturnType<typeof api>;
  let nobody: ReturnType<typeof api>;
  let sellerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWith([P.LID_READ, P.CLIENT_READ]);
    reader = api(t, user.token);
    sellerId = user.id;
    leadsOnly = api(t, (await t.userWith([P.LID_READ])).token);
    nobody = api(t, (await t.userWith([P.CLIENT_READ])).token);
  });
  afterAll(() => t.close());

  const newLid = (over: Record<string, unknown> = {}) => ({
    name: 'Otabek Yusupov',
    phone_number: uniquePhone(),
    status: LID_STATUS.NEW,
    call_date: dayOffset(0),
    seller: sellerId,
    ...over,
  });

  it('creates a lead with every field and answers names in the request language', async () => {
    const city = await t.prisma.city.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const res = await reader.post(
      '/api/lid/',
      newLid({ company_name: 'Savdo', region: city.region_id, city: city.id, operator: sellerId, source_of_interest: 2, next_call_date: dayOffset(3), add_note: true, note: 'Qayta qoʻngʻiroq' }),
      'ru',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Otabek Yusupov',
      company_name: 'Savdo',
      status: 1,
      status_name: 'Новый',
      region: city.region_id,
      city: city.id,
      city_name: city.name_ru,
      seller: sellerId,
      seller_name: 'Test User',
      operator: sellerId,
      source_of_interest: 2,
      source_name: 'Telegram',
      note: 'Qayta qoʻngʻiroq',
      call_date: dayOffset(0),
      next_call_date: dayOffset(3),
      archived: false,
      converted_client: null,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      ['id', 'name', 'company_name', 'phone_number', 'status', 'status_name', 'region', 'region_name', 'city', 'city_name', 'seller', 'seller_name', 'operator', 'operator_name', 'note', 'source_of_interest', 'source_name', 'call_date', 'next_call_date', 'archived', 'converted_client', 'created_at'].sort(),
    );
  });

  it('validates: required fields, note only when add_note is on, unknown references', async () => {
    const res = await reader.post('/api/lid/', { name: '', phone_number: '123' });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(fields).toEqual({ name: 'required', phone_number: 'invalid_phone', status: 'required', call_date: 'required', seller: 'required' });
    const noNote = await reader.post('/api/lid/', newLid({ add_note: true }));
    expect(noNote.body.errors).toEqual([expect.objectContaining({ field: 'note', code: 'required' })]);
    expect((await reader.post('/api/lid/', newLid({ add_note: false }))).status).toBe(201);
    const refs = await reader.post('/api/lid/', newLid({ status: 9, seller: 987654, source_of_interest: 999 }));
    expect(refs.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['seller', 'source_of_interest', 'status']);
  });

  it('401, 403 and 404', async () => {
    expect((await t.http().get('/api/lid/')).status).toBe(401);
    expect((await t.http().post('/api/lid-talk/').send({})).status).toBe(401);
    for (const res of [await nobody.get('/api/lid/'), await nobody.post('/api/lid/', newLid()), await nobody.get('/api/lid-talk/'), await nobody.get('/api/lid/mini-list/')]) {
      expect(res.status).toBe(403);
    }
    const lid = (await reader.post('/api/lid/', newLid())).body;
    // Conversion creates a client: it needs CLIENT_READ too.
    expect((await leadsOnly.get(`/api/lid/${lid.id}/lid-to-client/`)).status).toBe(403);
    for (const res of [
      await reader.get('/api/lid/987654/'),
      await reader.put('/api/lid/987654/', { name: 'x' }),
      await reader.delete('/api/lid/987654/'),
      await reader.get('/api/lid/987654/lid-to-client/'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].code).toBe('not_found');
    }
  });

  it('updates a subset, refuses emptying a required field, deletes', async () => {
    const lid = (await reader.post('/api/lid/', newLid())).body;
    const res = await reader.put(`/api/lid/${lid.id}/`, { status: LID_STATUS.IN_PROCESS, archived: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, archived: true, name: lid.name });
    const bad = await reader.put(`/api/lid/${lid.id}/`, { call_date: null });
    expect(bad.body.errors[0]).toMatchObject({ field: 'call_date', code: 'required' });
    const note = await reader.put(`/api/lid/${lid.id}/`, { add_note: true });
    expect(note.body.errors[0]).toMatchObject({ field: 'note', code: 'required' });
    expect((await reader.delete(`/api/lid/${lid.id}/`)).status).toBe(204);
    expect((await reader.get(`/api/lid/${lid.id}/`)).status).toBe(404);
  });

  it('filters: status, archived, today, overdue (not cancelled, not archived), seller; search by name and phone', async () => {
    const tag = `Lq${Date.now().toString(36)}`;
    const mk = async (over: Record<string, unknown>) => (await reader.post('/api/lid/', newLid({ ...over, name: `${tag} ${over.name ?? ''}` }))).body.id as number;
    const today = await mk({ name: 'today', next_call_date: dayOffset(0) });
    const overdue = await mk({ name: 'overdue', next_call_date: dayOffset(-2), status: LID_STATUS.IN_PROCESS });
    const overdueCancelled = await mk({ name: 'cancelled', next_call_date: dayOffset(-2), status: LID_STATUS.CANCELLED });
    const overdueArchived = await mk({ name: 'archived', next_call_date: dayOffset(-2), archived: true });
    const future = await mk({ name: 'future', next_call_date: dayOffset(2) });
    const ids = async (q: string) => (await reader.get(`/api/lid/?search=${tag}&${q}&ordering=id`)).body.results.map((l: { id: number }) => l.id);
    expect(await ids('today=true')).toEqual([today]);
    expect(await ids('overdue=true')).toEqual([overdue]);
    expect(await ids('archived=true')).toEqual([overdueArchived]);
    expect(await ids('archived=false')).toEqual([today, overdue, overdueCancelled, future]);
    expect(await ids(`status=${LID_STATUS.CANCELLED}`)).toEqual([overdueCancelled]);
    expect(await ids(`seller=${sellerId}`)).toHaveLength(5);
    const phone = (await reader.get(`/api/lid/${future}/`)).body.phone_number as string;
    const byPhone = await reader.get(`/api/lid/?search=${phone.slice(4)}`);
    expect(byPhone.body.results.map((l: { id: number }) => l.id)).toEqual([future]);
    expect((await reader.get('/api/lid/?today=maybe')).body.errors[0]).toMatchObject({ field: 'today', code: 'invalid' });
    const mini = await reader.get(`/api/lid/mini-list/?search=${tag}`);
    expect(mini.body.results[0]).toEqual({ id: expect.any(Number), name: expect.any(String), phone_number: expect.any(String) });
  });

  it('talks: list by lead, create sets the next call date on the lead, validation', async () => {
    const lid = (await reader.post('/api/lid/', newLid())).body;
    const res = await reader.post('/api/lid-talk/', { lid: lid.id, talk_date: new Date().toISOString(), result: 'Narxni soʻradi', next_call_date: dayOffset(5) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lid: lid.id, result: 'Narxni soʻradi', created_by: sellerId, created_by_name: 'Test User' });
    expect((await reader.get(`/api/lid/${lid.id}/`)).body.next_call_date).toBe(dayOffset(5));
    await reader.post('/api/lid-talk/', { lid: lid.id, talk_date: new Date(Date.now() - 86400_000).toISOString(), result: 'Birinchi' });
    const list = await reader.get(`/api/lid-talk/?lid=${lid.id}`);
    expect(list.body.results.map((x: { result: string }) => x.result)).toEqual(['Narxni soʻradi', 'Birinchi']);
    const bad = await reader.post('/api/lid-talk/', { lid: 987654, talk_date: 'yesterday', result: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['result', 'talk_date']);
    const missing = await reader.post('/api/lid-talk/', { lid: 987654, talk_date: new Date().toISOString(), result: 'x' });
    expect(missing.body.errors[0]).toMatchObject({ field: 'lid', code: 'invalid' });
  });

  it('converts a lead into a client once; the second time is a 409; the SMS history follows', async () => {
    const city = await t.prisma.city.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const lid = (await reader.post('/api/lid/', newLid({ name: 'Konvert Lid', company_name: 'Firma', region: city.region_id, city: city.id }))).body;
    const sms = await t.prisma.smsMessage.create({ data: { recipient: lid.phone_number, text: 'Salom', lid_id: lid.id, status: 'sent' } });
    const res = await reader.get(`/api/lid/${lid.id}/lid-to-client/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Konvert Lid', phone_number: lid.phone_number, company_name: 'Firma', region: city.region_id, city: city.id, status: 1 });
    expect((await reader.get(`/api/lid/${lid.id}/`)).body.converted_client).toBe(res.body.id);
    expect((await t.prisma.smsMessage.findUniqueOrThrow({ where: { id: sms.id } })).client_id).toBe(res.body.id);
    const again = await reader.get(`/api/lid/${lid.id}/lid-to-client/`, 'ru');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'lid.already_converted', message: 'Этот лид уже переведён в клиенты' });
  });

  it('concurrent conversions: one success, one 409, one client', async () => {
    const lid = (await reader.post('/api/lid/', newLid({ name: 'Parallel Lid' }))).body;
    const before = await t.prisma.client.count();
    const answers = await Promise.all(Array.from({ length: 4 }, () => reader.get(`/api/lid/${lid.id}/lid-to-client/`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await t.prisma.client.count()).toBe(before + 1);
  });
});
