// The buildings chunk (buildings and their rooms): loaded lazily by ./index.ts with the first screen.
// Its texts, the rooms' and the sales' (the room page's sale statuses) come with it.
import './texts';
import '../rooms/texts';
import '../sales/texts';
export { RoomEditRoute } from '../rooms/RoomForm';
export { RoomShow } from '../rooms/RoomShow';
export { RoomList } from '../rooms/RoomList';
export { BuildingList } from './BuildingList';
