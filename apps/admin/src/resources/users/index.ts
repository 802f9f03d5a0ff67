import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { User } from './types';

const screens = () => import('./screens');

/** Users (USER_READ / USER_WRITE). Routes: /users/usersList and /users/userCreate[?id=]. One chunk. */
const users = {
  list: lazyScreen(screens, (module) => module.UserList),
  create: lazyScreen(screens, (module) => module.UserCreate),
  edit: lazyScreen(screens, (module) => module.UserEdit),
  icon: PeopleAltOutlinedIcon,
  recordRepresentation: (record: User) => record.full_name,
};

export default users;
