/** A building as GET /api/building/ and /api/building/{id}/ answer it (packages/shared). */
export type { Building } from '@mijozlar/shared';

/** What POST and PUT /api/building/ accept. */
export interface BuildingPayload {
  name: string;
  floor_count: number;
  room_count: number;
  entrance_count: number;
}

/** The spec's Block: /api/building-blocks/?building=<id>. */
export interface Block {
  id: number;
  building: number;
  name: string;
}

/** /api/building-groups/. */
export interface BuildingGroup {
  id: number;
  name: string;
  buildings: number[];
}
