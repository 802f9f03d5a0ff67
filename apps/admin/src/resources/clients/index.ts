import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';
import type { Client } from './types';

/** Clients (CLIENT_READ). Routes: /clients/clientsList and /clients/clientRead/{id}; add and edit are dialogs. */
const clients = {
  list: ClientList,
  show: ClientShow,
  icon: ContactPhoneOutlinedIcon,
  recordRepresentation: (record: Client) => record.name,
};

export default clients;
