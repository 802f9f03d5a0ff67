import { createTestApp, TestApp } from '../support/test-app';

describe('reference data', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWith(['SMS_READ'])).token;
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'uz') => t.http().get(url).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);

  it('currencies: 1 UZS and 2 USD', async () => {
    const res = await get('/api/currency/', 'ru');
    expect(res.status).toBe(200);
    expect(res.body.results.slice(0, 2)).toEqual([
      expect.objectContaining({ id: 1, code: 'UZS' }),
      expect.objectContaining({ id: 2, code: 'USD' }),
    ]);
  });

  it('answers names in the request language', async () => {
    const uz = await get('/api/room-status/');
    const ru = await get('/api/room-status/', 'ru');
    expect(uz.body.results.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['free', 'booked', 'sold', 'closed']));
    const soldUz = uz.body.results.find((s: { code: string }) => s.code === 'sold').name;
    const soldRu = ru.body.results.find((s: { code: string }) => s.code === 'sold').name;
    expect(soldRu).toMatch(/[а-яё]/i);
    expect(soldUz).not.toMatch(/[а-яё]/i);
  });

  it('lead statuses are 1 new, 2 in_process, 3 cancelled', async () => {
    const res = await get('/api/lid/status/');
    expect(res.body.results.slice(0, 3).map((s: { id: number; code: string }) => [s.id, s.code])).toEqual([
      [1, 'new'],
      [2, 'in_process'],
      [3, 'cancelled'],
    ]);
  });

  it('regions of Uzbekistan, and cities filtered by region', async () => {
    const regions = await get('/api/region/');
    expect(regions.body.count).toBe(14);
    const tashkent = (await get('/api/region/?search=Toshkent')).body.results;
    expect(tashkent.length).toBeGreaterThanOrEqual(1);
    const cities = await get(`/api/region-city/?region=${regions.body.results[0].id}`);
    expect(cities.body.count).toBeGreaterThan(0);
    expect(cities.body.results.every((c: { region: number }) => c.region === regions.body.results[0].id)).toBe(true);
    const all = await get('/api/region-city/');
    expect(all.body.count).toBeGreaterThan(cities.body.count);
  });

  it.each([
    '/api/payment-method/',
    '/api/dept-type/',
    '/api/credit-period/',
    '/api/lid/source/',
    '/api/investors/types/',
    '/api/employee/salary-types/',
    '/api/supplier/materials/',
    '/api/people-group/',
  ])('%s has rows with id and a name in both languages', async (path) => {
    const uz = await get(path);
    const ru = await get(path, 'ru');
    expect(uz.status).toBe(200);
    expect(uz.body.count).toBeGreaterThan(0);
    expect(uz.body.results[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
    expect(ru.body.results.some((r: { name: string }) => /[а-яё]/i.test(r.name))).toBe(true);
  });

  it('credit periods carry their months; salary types are monthly and hourly', async () => {
    const periods = (await get('/api/credit-period/')).body.results;
    expect(periods.every((p: { months: number }) => Number.isInteger(p.months) && p.months > 0)).toBe(true);
    const salary = (await get('/api/employee/salary-types/')).body.results.map((s: { code: string }) => s.code);
    expect(salary).toEqual(expect.arrayContaining(['monthly', 'hourly']));
  });
});
