import { CURRENCY_USD, P, ROOM_STATUS } from '@mijozlar/shared';
import { as, makeBuilding, makeRoom, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Races on sales: a room is sold at most once at a time, a sale is confirmed at most once, and a
 * replayed confirm moves the money once. Requests go in parallel through HTTP.
 */
describe('sales under concurrency', () => {
  let t: TestApp;
  let manager: ReturnType<typeof as>;
  let building: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    manager = as(t, (await t.userWith([P.SALE_READ, P.SALE_WRITE, P.SALE_PENDING_READ])).token);
    building = await makeBuilding(t);
  });
  afterAll(() => t.close());

  const client = () => t.prisma.client.create({ data: { name: unique('Mijoz'), phone_number: uniquePhone() } });
  const wallet = () => t.prisma.wallet.create({ data: { name: unique('Kassa'), currency_id: CURRENCY_USD } });
  const body = (room: number, clientId: number, walletId: number) => ({
    room,
    client: clientId,
    wallet: walletId,
    currency: CURRENCY_USD,
    sold_amount: '90000.00',
    paid_amount: '12345.67',
    debt_type: 1,
    credit_period: 1,
    payment_date: '2026-06-01',
  });
  const pendingSale = async () => {
    const [r, c, w] = await Promise.all([makeRoom(t, building.id), client(), wallet()]);
    const res = await manager.post('/api/sale/', body(r.id, c.id, w.id));
    expect(res.status).toBe(201);
    return { sale: res.body as { id: number }, room: r, wallet: w };
  };
  const count = (codes: (string | number)[]) => codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  it('20 parallel sales of one room: 1 × 201, 19 × 409 room.not_free', async () => {
    const [r, w] = await Promise.all([makeRoom(t, building.id), wallet()]);
    // Half of them for one client (whose first sale books the room for them), half for others.
    const same = await client();
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? client() : Promise.resolve(same))));
    const answers = await Promise.all(buyers.map((c) => manager.post('/api/sale/', body(r.id, c.id, w.id))));
    expect(count(answers.map((a) => (a.status === 201 ? 201 : `${a.status} ${a.body.errors?.[0]?.code}`)))).toEqual({ 201: 1, '409 room.not_free': 19 });
    const winner = answers.find((a) => a.status === 201)!.body;
    expect(await t.prisma.sale.findMany({ where: { room_id: r.id }, select: { id: true } })).toEqual([{ id: winner.id }]);
    expect(await t.prisma.room.findUniqueOrThrow({ where: { id: r.id } })).toMatchObject({ status_id: ROOM_STATUS.BOOKED, client_id: winner.client });
  });

  it('5 parallel confirms: 1 × 200, 4 × 409 sale.not_pending; one debt, one selling operation', async () => {
    const { sale, wallet: w } = await pendingSale();
    const answers = await Promise.all(Array.from({ length: 5 }, () => manager.post('/api/sale/confirm/', { id: sale.id })));
    expect(count(answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.body.errors?.[0]?.code}`)))).toEqual({ 200: 1, '409 sale.not_pending': 4 });
    expect(await t.prisma.walletOperation.count({ where: { sale_id: sale.id } })).toBe(1);
    expect(await t.prisma.clientDebt.count({ where: { sale_id: sale.id } })).toBe(1);
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })).balance.toFixed(2)).toBe('12345.67');
  });

  it('a confirm replayed 10 times with one Idempotency-Key moves the money once; replays answer the stored sale', async () => {
    const { sale, wallet: w } = await pendingSale();
    const key = `confirm-${sale.id}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => manager.post('/api/sale/confirm/', { id: sale.id }).set('Idempotency-Key', key)));
    // A replay that arrives while the first is finishing may be told so (409 idempotency.in_progress);
    // none confirms again (no sale.not_pending) and every 200 is the same answer.
    const outcomes = answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.body.errors?.[0]?.code}`));
    expect(outcomes.filter((o) => o !== 200 && o !== '409 idempotency.in_progress')).toEqual([]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.body).toEqual(ok[0].body);
    expect(ok[0].body).toMatchObject({ id: sale.id, status: 'approved' });
    const ops = await t.prisma.walletOperation.findMany({ where: { sale_id: sale.id } });
    expect(ops.map((o) => [o.kind, o.amount.toFixed(2)])).toEqual([['selling', '12345.67']]);
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })).balance.toFixed(2)).toBe('12345.67');
    // Replayed 10 more times once the first is done: the stored answer each time, still one operation.
    for (let i = 0; i < 10; i++) {
      const late = await manager.post('/api/sale/confirm/', { id: sale.id }).set('Idempotency-Key', key);
      expect([late.status, late.headers['idempotent-replayed'], late.body]).toEqual([200, 'true', ok[0].body]);
    }
    expect(await t.prisma.walletOperation.count({ where: { sale_id: sale.id } })).toBe(1);
    // Without the key, a second confirm is refused.
    const again = await manager.post('/api/sale/confirm/', { id: sale.id });
    expect([again.status, again.body.errors[0].code]).toEqual([409, 'sale.not_pending']);
  });

  it('confirm and decline racing: exactly one wins, and the room matches the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const { sale, room } = await pendingSale();
      const [confirm, decline] = await Promise.all([
        manager.post('/api/sale/confirm/', { id: sale.id }),
        manager.post('/api/sale/decline/', { id: sale.id }),
      ]);
      expect([confirm.status, decline.status].sort()).toEqual([200, 409]);
      const after = await t.prisma.sale.findUniqueOrThrow({ where: { id: sale.id } });
      const r = await t.prisma.room.findUniqueOrThrow({ where: { id: room.id } });
      const ops = await t.prisma.walletOperation.count({ where: { sale_id: sale.id } });
      if (confirm.status === 200) expect([after.status, r.status_id, ops]).toEqual(['approved', ROOM_STATUS.SOLD, 1]);
      else expect([after.status, r.status_id, ops]).toEqual(['declined', ROOM_STATUS.FREE, 0]);
    }
  });

  it('a declined sale frees the room for the next of many parallel buyers', async () => {
    const { sale, room, wallet: w } = await pendingSale();
    expect((await manager.post('/api/sale/decline/', { id: sale.id })).status).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => client()));
    const answers = await Promise.all(buyers.map((c) => manager.post('/api/sale/', body(room.id, c.id, w.id))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errors[0].code === 'room.not_free')).toHaveLength(5);
  });
});
