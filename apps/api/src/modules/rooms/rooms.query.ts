import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { MAX_ROOM_PAGE_SIZE } from '@mijozlar/shared';
import { RoomFilterDto } from './dto/room.dto';
import { searchKeyWhere } from '../../common/list/search-fold';

type Where = Prisma.RoomWhereInput;
type OrderBy = Prisma.RoomOrderByWithRelationInput;

/** Search by room number, or the booker's or buyer's name. */
export function roomSearch(term: string): Where {
  return {
    OR: [
      { number: { contains: term, mode: 'insensitive' } },
      // The booker's or buyer's name through the folded search key (apostrophe variants match).
      { client: searchKeyWhere(term) },
      { lid: searchKeyWhere(term) },
    ],
  };
}

export const roomListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    id: (d) => ({ id: d }),
    building: (d) => ({ building_id: d }),
    ...orderByColumns<OrderBy>('number', 'floor', 'entrance', 'area', 'price', 'rooms_count'),
    status: (d) => ({ status_id: d }),
  },
  defaultOrdering: 'building,entrance,floor,number',
  tiebreaker: { id: 'asc' },
  search: roomSearch,
  maxPageSize: MAX_ROOM_PAGE_SIZE,
};

/** The short lists (free, not free) for selects: search by number only. */
export const roomShortListSpec: ListSpec<Where, OrderBy> = {
  ...roomListSpec,
  search: (term) => ({ number: { contains: term, mode: 'insensitive' } }),
};

/** A status given by id ("2") or by code ("booked"). */
export function statusWhere(status: string): Where {
  return /^\d+$/.test(status) ? { status_id: Number(status) } : { status: { code: status } };
}

/** Filters → where. Pure: every filter applies only when given; areas stay decimal strings. */
export function buildRoomWhere(f: Partial<RoomFilterDto>): Where {
  const where: Where = {};
  if (f.building !== undefined) where.building_id = f.building;
  if (f.floor !== undefined) where.floor = f.floor;
  if (f.entrance !== undefined) where.entrance = f.entrance;
  if (f.block !== undefined) where.block_id = f.block;
  if (f.number !== undefined && f.number.trim() !== '') where.number = f.number.trim();
  if (f.rooms_count !== undefined) where.rooms_count = f.rooms_count;
  if (f.client !== undefined) where.client_id = f.client;
  if (f.area_range_min !== undefined || f.area_range_max !== undefined) {
    where.area = {
      ...(f.area_range_min !== undefined ? { gte: f.area_range_min } : {}),
      ...(f.area_range_max !== undefined ? { lte: f.area_range_max } : {}),
    };
  }
  if (f.status !== undefined) Object.assign(where, statusWhere(f.status));
  return where;
}
