import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { RoomEditRoute } from '../rooms/RoomForm';
import { RoomShow } from '../rooms/RoomShow';
import { RoomsPage } from '../rooms/RoomsPage';
import { BuildingList } from './BuildingList';
import type { Building } from './types';

/**
 * Buildings and their rooms (BUILDING_READ / BUILDING_WRITE). Routes: /buildings/list,
 * /buildings/room?buildId=, /buildings/room/{id}, /buildings/roomEdit/{create|Edit}.
 */
const buildings = {
  list: BuildingList,
  rooms: RoomsPage,
  room: RoomShow,
  roomEdit: RoomEditRoute,
  icon: ApartmentOutlinedIcon,
  recordRepresentation: (record: Building) => record.name,
};

export default buildings;
