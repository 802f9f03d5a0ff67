import { parseOrdering, pageWindow } from '../../common/list/paginate';
import { buildRoomWhere, roomListSpec, roomSearch, statusWhere } from './rooms.query';

describe('rooms query', () => {
  it('applies each filter of the spec only when given', () => {
    expect(buildRoomWhere({})).toEqual({});
    expect(
      buildRoomWhere({ building: 3, floor: 2, entrance: 1, block: 7, number: ' 12A ', rooms_count: 2, area_range_min: '40.5', area_range_max: '80' }),
    ).toEqual({ building_id: 3, floor: 2, entrance: 1, block_id: 7, number: '12A', rooms_count: 2, area: { gte: '40.5', lte: '80' } });
    expect(buildRoomWhere({ area_range_max: '80' })).toEqual({ area: { lte: '80' } });
  });

  it('takes a status by id or by code', () => {
    expect(statusWhere('2')).toEqual({ status_id: 2 });
    expect(statusWhere('booked')).toEqual({ status: { code: 'booked' } });
    expect(buildRoomWhere({ building: 1, status: 'sold' })).toEqual({ building_id: 1, status: { code: 'sold' } });
  });

  it('searches the number and the booker or buyer name', () => {
    expect(roomSearch('12')).toEqual({
      OR: [
        { number: { contains: '12', mode: 'insensitive' } },
        { client: { search_key: { contains: '12', mode: 'insensitive' } } },
        { lid: { search_key: { contains: '12', mode: 'insensitive' } } },
      ],
    });
  });

  it('orders by the whitelisted fields and lets page_size reach 10000', () => {
    expect(parseOrdering('-price,area', roomListSpec)).toEqual([{ price: 'desc' }, { area: 'asc' }, { id: 'asc' }]);
    expect(parseOrdering(undefined, roomListSpec)).toEqual([{ building_id: 'asc' }, { entrance: 'asc' }, { floor: 'asc' }, { number: 'asc' }, { id: 'asc' }]);
    expect(() => parseOrdering('client', roomListSpec)).toThrow();
    expect(pageWindow({ page_size: 10000 }, roomListSpec)).toEqual({ skip: 0, take: 10000 });
    expect(pageWindow({ page_size: 20000 }, roomListSpec)).toEqual({ skip: 0, take: 10000 });
  });
});
