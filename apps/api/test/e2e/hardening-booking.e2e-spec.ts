import { Clock } from '../../src/common/clock/clock';
import { as, makeBuilding, makeClient, makeLid, makeRoom } from '../support/inventory';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A room changes state only from the state the request saw. 50 parallel bookings of
 * one free room for 50 clients: exactly one wins, the others get 409 room.not_free; a booked room
 * is not re-booked for someone else until the booking is cancelled or expires.
 */
describe('hardening: booking race', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t, await t.adminToken());
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-10T09:00:00Z'));
  });
  afterAll(() => t.close());

  const book = (roomId: number, body: Record<string, unknown>) =>
    admin.put(`/api/room/${roomId}/`, { status: 'booked', booking_end_date: '2030-01-20', ...body });

  it('50 parallel bookings of one free room: one 200, 49 × 409 room.not_free, and the room names the winner', async () => {
    const building = await makeBuilding(t);
    const room = await makeRoom(t, building.id, { number: 'R1' });
    const clients = [];
    for (let i = 0; i < 50; i++) clients.push(await makeClient(t));

    const answers = await Promise.all(clients.map((c) => book(room.id, { client: c.id })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.errors[0].code).toBe('room.not_free');

    const winner = answers.find((a) => a.status === 200)!.body;
    const stored = await t.prisma.room.findUniqueOrThrow({ where: { id: room.id } });
    expect([stored.status_id, stored.client_id]).toEqual([2, winner.client]);
  });

  it('a booked room is not re-booked or sold for another client or lead until it is cancelled', async () => {
    const building = await makeBuilding(t);
    const room = await makeRoom(t, building.id, { number: 'R2' });
    const [first, second] = [await makeClient(t), await makeClient(t)];
    const lid = await makeLid(t);

    expect((await book(room.id, { client: first.id })).status).toBe(200);
    const again = await book(room.id, { client: second.id });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'room.not_free' });
    expect((await book(room.id, { client: null, lid: lid.id })).status).toBe(409);
    expect((await admin.put(`/api/room/${room.id}/`, { status: 'sold', client: second.id })).status).toBe(409);

    // The holder may move its own booking, and other fields change freely.
    expect((await book(room.id, { client: first.id, booking_end_date: '2030-01-25' })).status).toBe(200);
    expect((await admin.put(`/api/room/${room.id}/`, { price: '70000.00' })).status).toBe(200);

    // Cancelled: free for anyone again.
    expect((await admin.put(`/api/room/${room.id}/`, { status: 'free' })).body).toMatchObject({ status_code: 'free', client: null });
    expect((await book(room.id, { client: second.id })).status).toBe(200);
  });

  it('a sold room is not sold again to someone else', async () => {
    const building = await makeBuilding(t);
    const [owner, other] = [await makeClient(t), await makeClient(t)];
    const room = await makeRoom(t, building.id, { number: 'R3', status_id: 3, client_id: owner.id });
    const res = await admin.put(`/api/room/${room.id}/`, { client: other.id });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('room.not_free');
  });

  it('an expired booking no longer holds the room', async () => {
    const building = await makeBuilding(t);
    const [first, second] = [await makeClient(t), await makeClient(t)];
    const room = await makeRoom(t, building.id, { number: 'R4', status_id: 2, client_id: first.id, booking_end_date: new Date('2030-01-09') });
    const res = await book(room.id, { client: second.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status_code: 'booked', client: second.id, booking_end_date: '2030-01-20' });
  });
});
