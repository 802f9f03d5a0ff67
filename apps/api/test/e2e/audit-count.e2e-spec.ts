import { Client } from 'pg';
import { createTestApp, TestApp } from '../support/test-app';
import { as } from '../support/inventory';
import { entryCount } from '../support/audit';
import { TrailCount } from '../../src/modules/audit/audit-count';

/** The whole trail's count (modules/audit/audit-count.ts): exact, also around transactions that commit late. */
describe('audit trail count', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (n: number) => t.prisma.$executeRawUnsafe(`INSERT INTO audit_log (action, entity, entity_label) SELECT 'update', 'client', 'Count ' || i FROM generate_series(1, ${n}) i`);
  const settledUpTo = (count: TrailCount) => (count as unknown as { settled: { upTo: bigint } }).settled.upTo;

  it('counts every entry, including those of a transaction that commits after later entries', async () => {
    const count = new TrailCount(t.prisma, 0);
    // Settling waits for every transaction of the server (other databases' too) that was running at
    // the fence: on a busy server that takes a few rounds.
    const untilSettledPast = async (id: bigint) => {
      for (let i = 0; i < 200 && settledUpTo(count) <= id; i += 1) {
        await add(1);
        expect(await count.count()).toBe(await entryCount(t));
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await add(5);
    await untilSettledPast(0n);
    expect(settledUpTo(count)).toBeGreaterThan(0n);

    // A transaction takes ids, then stays open while later entries commit and the count moves on.
    const late = new Client({ connectionString: t.config.databaseUrl });
    await late.connect();
    let lowest = 0n;
    try {
      await late.query('BEGIN');
      const { rows } = await late.query(`INSERT INTO audit_log (action, entity, entity_label) SELECT 'update', 'client', 'Late ' || i FROM generate_series(1, 3) i RETURNING id::text`);
      lowest = BigInt(rows[0].id);
      for (let i = 0; i < 20; i += 1) {
        await add(2);
        expect(await count.count()).toBe(await entryCount(t));
        await new Promise((r) => setTimeout(r, 20));
      }
      // It settled as far as it could: not past the open transaction's ids.
      expect(settledUpTo(count)).toBeLessThan(lowest);
      await late.query('COMMIT');
    } finally {
      await late.end();
    }
    await untilSettledPast(lowest);
    expect(settledUpTo(count)).toBeGreaterThan(lowest);
    expect(await count.count()).toBe(await entryCount(t));
  });

  it('answers the unfiltered list with the exact count, filtered lists as before', async () => {
    const reader = as(t, await t.adminToken());
    for (let i = 0; i < 3; i += 1) {
      await add(2);
      const res = await reader.get('/api/audit-log/');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(await entryCount(t));
    }
    const filtered = await reader.get('/api/audit-log/?entity=client&search=Count');
    expect(filtered.body.count).toBe(await t.prisma.auditLog.count({ where: { entity: 'client', entity_label: { contains: 'Count' } } }));
  });
});
