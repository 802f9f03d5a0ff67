import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Client } from './types';

const screens = () => import('./screens');

/** Clients (CLIENT_READ). Routes: /clients/clientsList and /clients/clientRead/{id}; add and edit are dialogs. One chunk. */
const clients = {
  list: lazyScreen(screens, (module) => module.ClientList),
  show: lazyScreen(screens, (module) => module.ClientShow),
  icon: ContactPhoneOutlinedIcon,
  recordRepresentation: (record: Client) => record.name,
};

export default clients;
