/**
 * Room lists kept between requests (common/list/list-cache.ts): an answer is served again only
 * while nothing it shows has changed, whoever changed it (the API, another process, plain SQL).
 * Each kind of change the list_change triggers cover is made here directly in the database, and
 * the next request must show it.
 */
import { Client } from 'pg';
import { ROOM_STATUS } from '@mijozlar/shared';
import { ListCache } from '../../src/common/list/list-cache';
import { ListChangePruneService } from '../../src/jobs/list-change-prune/list-change-prune.service';
import { createTestApp, TestApp } from '../support/test-app';
import { as, makeBuilding, makeRoom } from '../support/inventory';
import { approvedSale, ApprovedSaleFixture } from '../support/money';

interface RoomRow {
  id: number;
  price: string;
  status_name: string;
  building_name: string;
  block_name: string | null;
  client_name: string | null;
  sales_list: { id: number; sold_amount: string; client_name: string; status: string }[];
}
interface RoomPage {
  count: number;
  results: RoomRow[];
}

describe('room lists kept between requests', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let cache: ListCache;
  let fx: ApprovedSaleFixture;
  let spare: { id: number };

  const list = async (query: string, lang = 'uz'): Promise<RoomPage> => {
    const res = await admin.get(`/api/room/?page_size=10000&${query}`, lang);
    expect(res.status).toBe(200);
    return res.body as RoomPage;
  };
  const ofBuilding = () => list(`building=${fx.building.id}`);
  const row = (page: RoomPage, id: number) => page.results.find((r) => r.id === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
    cache = t.app.get(ListCache);
    fx = await approvedSale(t);
    spare = await makeRoom(t, fx.building.id, { number: 'S1', price: '40000.00' });
  });
  afterAll(() => t.close());

  it('serves a building again without writing it; per language; untouched by other buildings', async () => {
    const first = await ofBuilding();
    expect(first.count).toBe(2);
    const { hits, writes } = cache.counts;
    expect(await ofBuilding()).toEqual(first);
    expect(cache.counts).toEqual({ hits: hits + 1, writes });

    // The language is part of the answer: Russian is written once, then kept too.
    const ru = await list(`building=${fx.building.id}`, 'ru');
    expect(row(ru, spare.id).status_name).toBe('Свободна');
    expect(row(first, spare.id).status_name).toBe('Boʻsh');
    expect(cache.counts.writes).toBe(writes + 1);

    // A change in another building leaves this one's answer standing.
    const other = await makeBuilding(t);
    const otherRoom = await makeRoom(t, other.id);
    await t.prisma.room.update({ where: { id: otherRoom.id }, data: { price: '1.00' } });
    expect(await ofBuilding()).toEqual(first);
    expect(cache.counts).toEqual({ hits: hits + 2, writes: writes + 1 });
  });

  it('shows each kind of change on the next request', async () => {
    await ofBuilding();
    const block = await t.prisma.buildingBlock.create({ data: { building_id: fx.building.id, name: 'A blok' } });
    const changes: [string, () => Promise<unknown>, (page: RoomPage) => void][] = [
      ['the price of a room', () => t.prisma.room.update({ where: { id: spare.id }, data: { price: '41000.00' } }), (p) => expect(row(p, spare.id).price).toBe('41000.00')],
      ['a room put in a block', () => t.prisma.room.update({ where: { id: spare.id }, data: { block_id: block.id } }), (p) => expect(row(p, spare.id).block_name).toBe('A blok')],
      ['the block renamed', () => t.prisma.buildingBlock.update({ where: { id: block.id }, data: { name: 'B blok' } }), (p) => expect(row(p, spare.id).block_name).toBe('B blok')],
      ['the building renamed', () => t.prisma.building.update({ where: { id: fx.building.id }, data: { name: `${fx.building.name} yangi` } }), (p) => expect(row(p, spare.id).building_name).toBe(`${fx.building.name} yangi`)],
      [
        'the buyer renamed',
        () => t.prisma.client.update({ where: { id: fx.client.id }, data: { name: 'Yangi Xaridor' } }),
        (p) => {
          expect(row(p, fx.room.id).client_name).toBe('Yangi Xaridor');
          expect(row(p, fx.room.id).sales_list[0].client_name).toBe('Yangi Xaridor');
        },
      ],
      ['a sale changed', () => t.prisma.sale.update({ where: { id: fx.sale.id }, data: { sold_amount: '51000', debt_amount: '41000' } }), (p) => expect(row(p, fx.room.id).sales_list[0].sold_amount).toBe('51000.00')],
      [
        'a sale added',
        async () =>
          t.prisma.sale.create({
            data: { room_id: spare.id, client_id: fx.client.id, wallet_id: fx.wallet.id, currency_id: 2, sold_amount: '1000', paid_amount: '0', debt_amount: '1000', status: 'declined', previous_room_status_id: ROOM_STATUS.FREE, created_by_id: (await t.prisma.user.findFirstOrThrow()).id },
          }),
        (p) => expect(row(p, spare.id).sales_list.map((s) => s.status)).toEqual(['declined']),
      ],
      ['a status renamed (reference data)', () => t.prisma.roomStatus.update({ where: { id: ROOM_STATUS.FREE }, data: { name_uz: 'Boʻsh xonadon' } }), (p) => expect(row(p, spare.id).status_name).toBe('Boʻsh xonadon')],
      ['a room added', () => makeRoom(t, fx.building.id, { number: 'S2' }), (p) => expect(p.count).toBe(3)],
      ['a room deleted', () => t.prisma.room.delete({ where: { building_id_number: { building_id: fx.building.id, number: 'S2' } } }), (p) => expect(p.count).toBe(2)],
    ];
    for (const [what, change, check] of changes) {
      const writes = cache.counts.writes;
      await change();
      const page = await ofBuilding();
      expect({ what, writes: cache.counts.writes }).toEqual({ what, writes: writes + 1 });
      check(page);
      // …and is kept again until the next change.
      expect(await ofBuilding()).toEqual(page);
      expect(cache.counts.writes).toBe(writes + 1);
    }
    await t.prisma.roomStatus.update({ where: { id: ROOM_STATUS.FREE }, data: { name_uz: 'Boʻsh' } });
  });

  it('a change by a transaction open while the answer was written shows once it commits', async () => {
    const before = await ofBuilding();
    const db = new Client({ connectionString: t.config.databaseUrl });
    await db.connect();
    try {
      await db.query('BEGIN');
      await db.query('UPDATE room SET price = 12345 WHERE id = $1', [spare.id]);
      // Not committed: not shown, by a new answer written now (its snapshot sees the transaction running).
      await t.prisma.building.update({ where: { id: fx.building.id }, data: { name: `${fx.building.name} 2` } });
      const during = await ofBuilding();
      expect(row(during, spare.id).price).toBe(row(before, spare.id).price);
      expect(await ofBuilding()).toEqual(during);
      await db.query('COMMIT');
    } finally {
      await db.end();
    }
    expect(row(await ofBuilding(), spare.id).price).toBe('12345.00');
  });

  it('while others read the same list in parallel, each write is seen by the next read', async () => {
    const stop = { done: false };
    const reader = async () => {
      while (!stop.done) await ofBuilding();
    };
    const readers = Array.from({ length: 4 }, reader);
    const writesBefore = cache.counts.writes;
    try {
      for (let i = 1; i <= 15; i += 1) {
        await t.prisma.room.update({ where: { id: spare.id }, data: { price: `${60000 + i}.00` } });
        expect(row(await ofBuilding(), spare.id).price).toBe(`${60000 + i}.00`);
      }
    } finally {
      stop.done = true;
      await Promise.all(readers);
    }
    // Readers shared answers rather than each writing its own after every change.
    expect(cache.counts.hits).toBeGreaterThan(0);
    expect(cache.counts.writes - writesBefore).toBeGreaterThanOrEqual(15);
  });

  it('a request that finds the answer still being written takes it only if nothing changed since it was begun', async () => {
    const snapshot = async () => (await t.prisma.$queryRaw<{ s: string }[]>`SELECT pg_current_snapshot()::text AS s`)[0].s;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const key = `test ${Date.now()}`;
    // A: begun (its snapshot taken) before the change, finished after it.
    const first = cache.get(key, fx.building.id, async () => {
      const snap = await snapshot();
      await gate;
      return { body: Buffer.from('before'), snapshots: [snap] };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.prisma.room.update({ where: { id: spare.id }, data: { price: '70000.00' } });
    const second = cache.get(key, fx.building.id, async () => ({ body: Buffer.from('after'), snapshots: [await snapshot()] }));
    release();
    expect((await first).toString()).toBe('before');
    expect((await second).toString()).toBe('after');

    // Without a change in between, the second request shares the first one's answer.
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const key2 = `${key} 2`;
    const a = cache.get(key2, fx.building.id, async () => {
      const snap = await snapshot();
      await opened;
      return { body: Buffer.from('shared'), snapshots: [snap] };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const b = cache.get(key2, fx.building.id, async () => ({ body: Buffer.from('own'), snapshots: [await snapshot()] }));
    open();
    expect([(await a).toString(), (await b).toString()]).toEqual(['shared', 'shared']);
  });

  it('keeps the list of every building and the free-room list right too', async () => {
    const all = await list('');
    expect(all.results.some((r) => r.id === spare.id)).toBe(true);
    const free = await admin.get(`/api/room/free-list/?building=${fx.building.id}`);
    expect(free.body.results.map((r: { id: number }) => r.id)).toEqual([spare.id]);

    await t.prisma.room.update({ where: { id: spare.id }, data: { status_id: ROOM_STATUS.CLOSED } });
    const freeAfter = await admin.get(`/api/room/free-list/?building=${fx.building.id}`);
    expect(freeAfter.body.results).toEqual([]);
    const other = await makeRoom(t, (await makeBuilding(t)).id, { number: 'Z9' });
    const allAfter = await list('');
    expect(allAfter.count).toBe(all.count + 1);
    expect(allAfter.results.some((r) => r.id === other.id)).toBe(true);
  });

  it('settles committed changes and deletes those settled ten minutes ago', async () => {
    await t.prisma.$executeRaw`DELETE FROM list_change`;
    await t.prisma.$executeRaw`INSERT INTO list_change (building_id, settled_at) VALUES (-1, now() - interval '11 minutes'), (-2, now() - interval '9 minutes')`;
    await t.prisma.room.update({ where: { id: spare.id }, data: { price: '42000.00' } });
    await t.app.get(ListChangePruneService).prune();
    const rows = await t.prisma.$queryRaw<{ building_id: number; settled: boolean }[]>`
      SELECT building_id, settled_at IS NOT NULL AS settled FROM list_change ORDER BY id`;
    expect(rows).toEqual([
      { building_id: -2, settled: true },
      { building_id: fx.building.id, settled: true },
    ]);
  });
});
