import { uniquePhone } from './people';
import type { TestApp } from './test-app';

/** Helpers for the inventory API tests (buildings, rooms, XLSX, uploads). */
export function as(t: TestApp, token: string) {
  const auth = (req: ReturnType<ReturnType<TestApp['http']>['get']>, lang = 'uz') =>
    req.set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);
  return {
    get: (url: string, lang?: string) => auth(t.http().get(url), lang),
    post: (url: string, body: object, lang?: string) => auth(t.http().post(url), lang).send(body),
    put: (url: string, body: object, lang?: string) => auth(t.http().put(url), lang).send(body),
    delete: (url: string, lang?: string) => auth(t.http().delete(url), lang),
    upload: (url: string, lang?: string) => auth(t.http().post(url), lang),
    download: (url: string, lang?: string) =>
      auth(t.http().get(url), lang)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        }),
  };
}

let seq = 0;
export const unique = (prefix: string) => `${prefix} ${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 6)}`;

export async function makeBuilding(t: TestApp, over: Partial<{ name: string; floor_count: number; entrance_count: number; room_count: number }> = {}) {
  return t.prisma.building.create({
    data: { name: over.name ?? unique('Bino'), floor_count: over.floor_count ?? 9, entrance_count: over.entrance_count ?? 2, room_count: over.room_count ?? 36 },
  });
}

export async function makeRoom(
  t: TestApp,
  buildingId: number,
  over: Partial<{ number: string; floor: number; entrance: number; area: string; price: string; status_id: number; currency_id: number; rooms_count: number; client_id: number; lid_id: number; booking_end_date: Date; block_id: number }> = {},
) {
  return t.prisma.room.create({
    data: {
      building_id: buildingId,
      number: over.number ?? String(++seq),
      floor: over.floor ?? 1,
      entrance: over.entrance ?? 1,
      area: over.area ?? '50.00',
      price: over.price ?? '50000.00',
      currency_id: over.currency_id ?? 2,
      status_id: over.status_id ?? 1,
      rooms_count: over.rooms_count ?? 2,
      client_id: over.client_id,
      lid_id: over.lid_id,
      booking_end_date: over.booking_end_date,
      block_id: over.block_id,
    },
  });
}

export async function makeClient(t: TestApp, name = unique('Mijoz')) {
  // A client's phone is unique: every test client gets its own.
  return t.prisma.client.create({ data: { name, phone_number: uniquePhone() } });
}

export async function makeLid(t: TestApp, name = unique('Lid')) {
  return t.prisma.lid.create({ data: { name, phone_number: '+998901112244' } });
}
