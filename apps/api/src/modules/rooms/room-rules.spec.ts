import { checkRoom, normaliseRoom, RoomState, takesSomeoneElses } from './room-rules';

const building = { floor_count: 9, entrance_count: 2 };
const base: RoomState = { floor: 3, entrance: 1, area: '65.40', status_code: 'free', client: null, lid: null, booking_end_date: null };
const codes = (s: Partial<RoomState>, today = '2026-05-10') =>
  checkRoom({ ...base, ...s }, building, today).map((e) => `${e.field}:${e.code}`);

describe('room rules', () => {
  it('accepts a free room inside the building', () => {
    expect(codes({})).toEqual([]);
  });

  it('keeps floor and entrance inside the building', () => {
    expect(codes({ floor: 10, entrance: 3 })).toEqual(['floor:room.floor_out_of_range', 'entrance:room.entrance_out_of_range']);
    expect(checkRoom({ ...base, floor: 10 }, building, '2026-05-10')[0].params).toEqual({ max: 9 });
    expect(codes({ floor: 9, entrance: 2 })).toEqual([]);
  });

  it('refuses a zero area', () => {
    expect(codes({ area: '0.00' })).toEqual(['area:invalid']);
    expect(codes({ area: '0.01' })).toEqual([]);
  });

  it('never takes a client and a lead together', () => {
    expect(codes({ status_code: 'sold', client: 1, lid: 2 })).toEqual(['client:client_or_lid']);
  });

  it('needs a booker and a last day not yet past for a booking', () => {
    expect(codes({ status_code: 'booked' })).toEqual(['booking_end_date:required', 'client:room.buyer_required']);
    expect(codes({ status_code: 'booked', lid: 4, booking_end_date: '2026-05-09' })).toEqual(['booking_end_date:room.booking_date_past']);
    expect(codes({ status_code: 'booked', lid: 4, booking_end_date: '2026-05-10' })).toEqual([]);
  });

  it('needs a buyer for a sold room', () => {
    expect(codes({ status_code: 'sold' })).toEqual(['client:room.buyer_required']);
    expect(codes({ status_code: 'sold', client: 5 })).toEqual([]);
  });

  it('clears booker, buyer and date of free and closed rooms, and the date of sold ones', () => {
    const busy = { ...base, client: 1, booking_end_date: '2026-06-01' };
    expect(normaliseRoom({ ...busy, status_code: 'free' })).toMatchObject({ client: null, lid: null, booking_end_date: null });
    expect(normaliseRoom({ ...busy, status_code: 'closed' })).toMatchObject({ client: null, booking_end_date: null });
    expect(normaliseRoom({ ...busy, status_code: 'sold' })).toMatchObject({ client: 1, booking_end_date: null });
    expect(normaliseRoom({ ...busy, status_code: 'booked' })).toEqual({ ...busy, status_code: 'booked' });
  });
});

describe('a room held for someone else', () => {
  const room = (code: string, client: number | null, lid: number | null, end: string | null = null) => ({
    status_id: 0,
    status: { code },
    client_id: client,
    lid_id: lid,
    booking_end_date: end ? new Date(`${end}T00:00:00Z`) : null,
  });
  const today = '2026-05-10';

  it('a free or closed room may be booked or sold for anyone', () => {
    expect(takesSomeoneElses(room('free', null, null), { status_code: 'booked', client: 7, lid: null }, today)).toBe(false);
    expect(takesSomeoneElses(room('closed', null, null), { status_code: 'sold', client: 7, lid: null }, today)).toBe(false);
  });

  it('a booked or sold room is not free for another client or lead', () => {
    expect(takesSomeoneElses(room('booked', 1, null, today), { status_code: 'booked', client: 2, lid: null }, today)).toBe(true);
    expect(takesSomeoneElses(room('booked', 1, null, today), { status_code: 'sold', client: null, lid: 3 }, today)).toBe(true);
    expect(takesSomeoneElses(room('sold', 1, null), { status_code: 'booked', client: 2, lid: null }, today)).toBe(true);
  });

  it('the holder may change its booking, and anyone may cancel it', () => {
    expect(takesSomeoneElses(room('booked', 1, null, today), { status_code: 'sold', client: 1, lid: null }, today)).toBe(false);
    expect(takesSomeoneElses(room('booked', 1, null, today), { status_code: 'booked', client: 1, lid: null }, today)).toBe(false);
    expect(takesSomeoneElses(room('booked', 1, null, today), { status_code: 'free', client: null, lid: null }, today)).toBe(false);
  });

  it('an expired booking (its last day before today) no longer holds the room', () => {
    expect(takesSomeoneElses(room('booked', 1, null, '2026-05-09'), { status_code: 'booked', client: 2, lid: null }, today)).toBe(false);
  });
});
