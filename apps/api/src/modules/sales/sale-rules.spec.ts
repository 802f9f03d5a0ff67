import { ROOM_STATUS } from '@mijozlar/shared';
import { LockedRoom, roomHold } from './sale-rules';

const room = (over: Partial<LockedRoom> = {}): LockedRoom => ({
  id: 1,
  status_id: ROOM_STATUS.FREE,
  client_id: null,
  lid_id: null,
  booking_end_date: null,
  lid_converted_client_id: null,
  ...over,
});
const client = (id: number) => ({ client: id, lid: null, lid_converted_client_id: null });
const lid = (id: number, converted: number | null = null) => ({ client: null, lid: id, lid_converted_client_id: converted });
const TODAY = '2026-03-10';

describe('room hold of a new sale', () => {
  it('holds a free room from free, without a booking date', () => {
    expect(roomHold(room(), client(5), TODAY)).toEqual({ previous_status_id: ROOM_STATUS.FREE, booking_end_date: null });
  });

  it('refuses sold and closed rooms', () => {
    expect(roomHold(room({ status_id: ROOM_STATUS.SOLD, client_id: 5 }), client(5), TODAY)).toBeNull();
    expect(roomHold(room({ status_id: ROOM_STATUS.CLOSED }), client(5), TODAY)).toBeNull();
  });

  it('takes over a booking of the same buyer, keeping its date; refuses a booking of someone else', () => {
    const booked = room({ status_id: ROOM_STATUS.BOOKED, client_id: 5, booking_end_date: '2026-03-12' });
    expect(roomHold(booked, client(5), TODAY)).toEqual({ previous_status_id: ROOM_STATUS.BOOKED, booking_end_date: '2026-03-12' });
    expect(roomHold(booked, client(6), TODAY)).toBeNull();
    expect(roomHold(booked, lid(9), TODAY)).toBeNull();
    const byLid = room({ status_id: ROOM_STATUS.BOOKED, lid_id: 9, booking_end_date: TODAY });
    expect(roomHold(byLid, lid(9), TODAY)).toEqual({ previous_status_id: ROOM_STATUS.BOOKED, booking_end_date: TODAY });
    expect(roomHold(byLid, lid(8), TODAY)).toBeNull();
  });

  it('a lead and the client it became are the same buyer', () => {
    expect(roomHold(room({ status_id: ROOM_STATUS.BOOKED, lid_id: 9, lid_converted_client_id: 5, booking_end_date: TODAY }), client(5), TODAY)).not.toBeNull();
    expect(roomHold(room({ status_id: ROOM_STATUS.BOOKED, client_id: 5, booking_end_date: TODAY }), lid(9, 5), TODAY)).not.toBeNull();
  });

  it('a booking whose last day has passed counts as free for anyone', () => {
    const expired = room({ status_id: ROOM_STATUS.BOOKED, client_id: 5, booking_end_date: '2026-03-09' });
    expect(roomHold(expired, client(6), TODAY)).toEqual({ previous_status_id: ROOM_STATUS.FREE, booking_end_date: null });
  });
});
