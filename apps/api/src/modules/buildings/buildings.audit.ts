import type { Building, BuildingBlock, BuildingGroup } from '@mijozlar/shared';

/**
 * The audit trail's view of a building, block or group: the API's fields that hold values and ids
 * (photos by id; names that only translate an id, the room count and the block list, which have
 * entries of their own, left out).
 */
export function buildingAudit(b: Building) {
  return {
    name: b.name,
    floor_count: b.floor_count,
    room_count: b.room_count,
    entrance_count: b.entrance_count,
    address: b.address,
    photos: b.photos.map((p) => p.id),
  };
}

export function blockAudit(b: BuildingBlock) {
  return { building: b.building, name: b.name };
}

export function groupAudit(g: BuildingGroup) {
  return { name: g.name, buildings: g.buildings };
}

/** "Navroʻz Residence · A": the block with its building. */
export const blockLabel = (b: BuildingBlock) => `${b.building_name} · ${b.name}`;
