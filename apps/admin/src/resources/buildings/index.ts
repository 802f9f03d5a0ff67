import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Building } from './types';

const screens = () => import('./screens');

/**
 * Buildings and their rooms (BUILDING_READ / BUILDING_WRITE). Routes: /buildings/list,
 * /buildings/room?buildId=, /buildings/room/{id}, /buildings/roomEdit/{create|Edit}. One chunk.
 */
const buildings = {
  list: lazyScreen(screens, (module) => module.BuildingList),
  rooms: lazyScreen(screens, (module) => module.RoomList),
  room: lazyScreen(screens, (module) => module.RoomShow),
  roomEdit: lazyScreen(screens, (module) => module.RoomEditRoute),
  icon: ApartmentOutlinedIcon,
  recordRepresentation: (record: Building) => record.name,
};

export default buildings;
