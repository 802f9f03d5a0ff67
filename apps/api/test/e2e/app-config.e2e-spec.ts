import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/config/ (public settings for the admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ THREE_D_URL: 'https://3d.example.uz/layout', CBU_RATES_URL: 'http://127.0.0.1:9/json/USD/{date}/' });
  });
  afterAll(() => t.close());

  it('answers the 3D model page to any signed-in user, whatever the role', async () => {
    const { token } = await t.userWith([]);
    const res = await t.http().get('/api/config/').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ three_d_url: 'https://3d.example.uz/layout', cbu_rates: true });
  });

  it('answers without the trailing slash too', async () => {
    const res = await t.http().get('/api/config').set('Authorization', `Bearer ${await t.adminToken()}`);
    expect(res.status).toBe(200);
    expect(res.body.three_d_url).toBe('https://3d.example.uz/layout');
  });

  it('401 without a token', async () => {
    const res = await t.http().get('/api/config/');
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toEqual(expect.objectContaining({ code: expect.any(String) }));
  });
});

describe('GET /api/config/ without THREE_D_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ THREE_D_URL: '' });
  });
  afterAll(() => t.close());

  it('answers an empty string, so the admin can say the 3D page is not configured (and CBU_RATES_URL=off: no bank button)', async () => {
    const res = await t.http().get('/api/config/').set('Authorization', `Bearer ${await t.adminToken()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ three_d_url: '', cbu_rates: false });
  });
});
