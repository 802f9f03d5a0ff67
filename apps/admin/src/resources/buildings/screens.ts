// The buildings chunk (buildings and their rooms): loaded lazily by ./index.ts with the first screen.
export { RoomEditRoute } from '../rooms/RoomForm';
export { RoomShow } from '../rooms/RoomShow';
export { RoomsPage } from '../rooms/RoomsPage';
export { BuildingList } from './BuildingList';
