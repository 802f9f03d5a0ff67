import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { searchKeyWhere } from '../../common/list/search-fold';

export const buildingListSpec: ListSpec<Prisma.BuildingWhereInput, Prisma.BuildingOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.BuildingOrderByWithRelationInput>('id', 'name', 'floor_count', 'room_count', 'entrance_count', 'created_at'),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  // Name and address through the folded search key (apostrophe variants match each other).
  search: (term) => searchKeyWhere(term),
};

export const blockListSpec: ListSpec<Prisma.BuildingBlockWhereInput, Prisma.BuildingBlockOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), name: (d) => ({ name: d }), building: (d) => ({ building_id: d }) },
  defaultOrdering: 'name',
  tiebreaker: { id: 'asc' },
  search: (term) => ({ name: { contains: term, mode: 'insensitive' } }),
  defaultPageSize: 1000,
};

export const groupListSpec: ListSpec<Prisma.BuildingGroupWhereInput, Prisma.BuildingGroupOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), name: (d) => ({ name: d }), created_at: (d) => ({ created_at: d }) },
  defaultOrdering: 'name',
  tiebreaker: { id: 'asc' },
  search: (term) => ({ name: { contains: term, mode: 'insensitive' } }),
};

export function buildBlockWhere(filters: { building?: number }): Prisma.BuildingBlockWhereInput {
  return filters.building !== undefined ? { building_id: filters.building } : {};
}

export function buildGroupWhere(filters: { building?: number }): Prisma.BuildingGroupWhereInput {
  return filters.building !== undefined ? { buildings: { some: { building_id: filters.building } } } : {};
}
