import type { Building, BuildingBlock, BuildingGroup } from '@mijozlar/shared';
import { documentUrl } from '../documents/image-type';

export const buildingInclude = {
  photos: { orderBy: { position: 'asc' }, select: { document: { select: { id: true, path: true } } } },
  blocks: { orderBy: { name: 'asc' }, select: { id: true, name: true } },
  _count: { select: { rooms: true } },
} as const;

export interface BuildingRow {
  id: number;
  name: string;
  floor_count: number;
  room_count: number;
  entrance_count: number;
  address: string | null;
  created_at: Date;
  photos: { document: { id: number; path: string } }[];
  blocks: { id: number; name: string }[];
  _count: { rooms: number };
}

export function toBuilding(row: BuildingRow): Building {
  return {
    id: row.id,
    name: row.name,
    floor_count: row.floor_count,
    room_count: row.room_count,
    entrance_count: row.entrance_count,
    address: row.address,
    photos: row.photos.map((p) => ({ id: p.document.id, url: documentUrl(p.document.path) })),
    blocks: row.blocks,
    rooms_total: row._count.rooms,
    created_at: row.created_at.toISOString(),
  };
}

export const blockInclude = { building: { select: { name: true } } } as const;

export function toBlock(row: { id: number; building_id: number; name: string; building: { name: string } }): BuildingBlock {
  return { id: row.id, building: row.building_id, building_name: row.building.name, name: row.name };
}

export const groupInclude = {
  buildings: { orderBy: { building_id: 'asc' }, select: { building_id: true, building: { select: { name: true } } } },
} as const;

export function toGroup(row: { id: number; name: string; buildings: { building_id: number; building: { name: string } }[] }): BuildingGroup {
  return {
    id: row.id,
    name: row.name,
    buildings: row.buildings.map((b) => b.building_id),
    building_names: row.buildings.map((b) => b.building.name),
  };
}
