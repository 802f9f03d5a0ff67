import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { as, makeBuilding } from '../support/inventory';

// A 1×1 PNG, and the first bytes of a JPEG and a WebP (types are recognised by content).
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(50)]);

describe('document uploads', () => {
  let t: TestApp;
  let dir: string;
  let admin: ReturnType<typeof as>;
  let writer: ReturnType<typeof as>;
  let plain: ReturnType<typeof as>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mijozlar-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    admin = as(t, await t.adminToken());
    writer = as(t, (await t.userWith([P.BUILDING_WRITE, P.BUILDING_READ])).token);
    plain = as(t, (await t.userWith([])).token);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (user: ReturnType<typeof as>, type: string | null, files: [Buffer, string, string][]) => {
    const req = user.upload('/api/document/upload-images/');
    if (type !== null) req.field('image_type', type);
    for (const [bytes, name, contentType] of files) req.attach('images', bytes, { filename: name, contentType });
    return req;
  };

  it('stores building photos under random names and serves them publicly with the right headers', async () => {
    const res = await upload(writer, 'building', [
      [PNG, 'front.png', 'image/png'],
      [JPEG, 'side.jpg', 'image/jpeg'],
      [WEBP, 'top.webp', 'image/webp'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      { id: expect.any(Number), url: expect.stringMatching(/^\/api\/document\/images\/[0-9a-f]{32}\.png$/), image_type: 'building' },
      { id: expect.any(Number), url: expect.stringMatching(/^\/api\/document\/images\/[0-9a-f]{32}\.jpg$/), image_type: 'building' },
      { id: expect.any(Number), url: expect.stringMatching(/^\/api\/document\/images\/[0-9a-f]{32}\.webp$/), image_type: 'building' },
    ]);
    expect(readdirSync(join(dir, 'images'))).toHaveLength(3);

    const img = await t.http().get(res.body[0].url).buffer(true);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
    expect((await t.http().get(res.body[1].url)).headers['content-type']).toBe('image/jpeg');

    // The photos belong to a building, in order.
    const b = await makeBuilding(t);
    const put = await writer.put(`/api/building/${b.id}/`, { photos: [res.body[1].id, res.body[0].id] });
    expect(put.body.photos).toEqual([
      { id: res.body[1].id, url: res.body[1].url },
      { id: res.body[0].id, url: res.body[0].url },
    ]);
  });

  it('checks the type by content, not by name or declared type', async () => {
    const svg = await upload(writer, 'building', [[Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'image/png']]);
    expect(svg.status).toBe(400);
    expect(svg.body.errors).toEqual([expect.objectContaining({ field: 'images', code: 'upload.type' })]);
    const html = await upload(writer, 'profile', [[Buffer.from('<html>'), 'a.jpg', 'image/jpeg'], [PNG, 'b.png', 'image/png']]);
    expect(html.status).toBe(400);
    expect(await t.prisma.document.count({ where: { original_name: 'b.png' } })).toBe(0);
  });

  it('400 on a missing or unknown image_type or no image; 413 past 5 MB', async () => {
    expect((await upload(writer, null, [[PNG, 'a.png', 'image/png']])).body.errors).toEqual([expect.objectContaining({ field: 'image_type', code: 'required' })]);
    expect((await upload(writer, 'avatar', [[PNG, 'a.png', 'image/png']])).body.errors).toEqual([expect.objectContaining({ field: 'image_type', code: 'invalid' })]);
    expect((await upload(writer, 'profile', [])).body.errors).toEqual([expect.objectContaining({ field: 'images', code: 'required' })]);
    const notMultipart = await writer.post('/api/document/upload-images/', { image_type: 'profile' });
    expect(notMultipart.status).toBe(400);
    const big = await upload(writer, 'profile', [[Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png']]);
    expect(big.status).toBe(413);
    const many = await upload(writer, 'profile', Array.from({ length: 11 }, (_, i) => [PNG, `${i}.png`, 'image/png'] as [Buffer, string, string]));
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual([expect.objectContaining({ field: 'images', code: 'upload.too_many', message: 'Bir vaqtda koʻpi bilan 10 ta rasm yuklash mumkin' })]);
  });

  it('building photos need BUILDING_WRITE; a profile image any signed-in user; 401 without a token', async () => {
    const denied = await upload(plain, 'building', [[PNG, 'a.png', 'image/png']]);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].code).toBe('forbidden');
    const own = await upload(plain, 'profile', [[PNG, 'me.png', 'image/png']]);
    expect(own.status).toBe(201);
    expect(own.body[0].image_type).toBe('profile');
    const anon = await t.http().post('/api/document/upload-images/').field('image_type', 'profile').attach('images', PNG, 'a.png');
    expect(anon.status).toBe(401);
  });

  it('404 for an unknown or malformed image name', async () => {
    expect((await t.http().get(`/api/document/images/${'a'.repeat(32)}.png`)).status).toBe(404);
    expect((await t.http().get('/api/document/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.http().get('/api/document/images/1/')).status).toBe(404);
  });

  it('a user profile image works end to end: upload, set, profile shows the URL, the URL serves it', async () => {
    const me = await t.userWith([]);
    const mine = as(t, me.token);
    const up = await upload(mine, 'profile', [[JPEG, 'avatar.jpg', 'image/jpeg']]);
    const set = await admin.put(`/api/account/user/${me.id}/`, { profile_image: up.body[0].id });
    expect(set.status).toBe(200);
    expect(set.body.profile_image).toEqual({ id: up.body[0].id, url: up.body[0].url });
    const profile = await mine.get('/api/account/user/profile/');
    expect(profile.body.profile_image).toEqual({ id: up.body[0].id, url: up.body[0].url });
    const img = await t.http().get(profile.body.profile_image.url);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');

    const building = await upload(writer, 'building', [[PNG, 'b.png', 'image/png']]);
    const wrongKind = await admin.put(`/api/account/user/${me.id}/`, { profile_image: building.body[0].id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors).toEqual([expect.objectContaining({ field: 'profile_image', code: 'invalid' })]);
  });
});
