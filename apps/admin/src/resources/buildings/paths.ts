import type { Identifier } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@mijozlar/shared';

/** The buildings screens' paths of the spec (document 1, section 2). */
export const BUILDINGS_LIST_PATH = '/buildings/list';
export const ROOMS_PATH = '/buildings/room';
export const ROOM_EDIT_PATH = '/buildings/roomEdit';

export const buildingsListLink = () => `${BUILDINGS_LIST_PATH}?page_size=${DEFAULT_PAGE_SIZE}`;

export function roomsPath(buildingId: Identifier): string {
  return `${ROOMS_PATH}?buildId=${encodeURIComponent(String(buildingId))}`;
}

export function roomPath(roomId: Identifier): string {
  return `${ROOMS_PATH}/${encodeURIComponent(String(roomId))}`;
}

export function roomCreatePath(buildingId: Identifier): string {
  return `${ROOM_EDIT_PATH}/create?buildId=${encodeURIComponent(String(buildingId))}`;
}

export function roomEditPath(roomId: Identifier): string {
  return `${ROOM_EDIT_PATH}/Edit?id=${encodeURIComponent(String(roomId))}`;
}
