import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { User } from './types';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** Users (USER_READ / USER_WRITE). Routes: /users/usersList and /users/userCreate[?id=]. */
const users = {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleAltOutlinedIcon,
  recordRepresentation: (record: User) => record.full_name,
};

export default users;
