import { lazyScreen } from '../../routes/lazyScreen';
import type { Role } from './types';

const screens = () => import('./screens');

/** Roles (USER_READ to see, USER_WRITE to change): /users/roles, /users/roles/create, /users/roles/:id. One chunk. */
const roles = {
  list: lazyScreen(screens, (module) => module.RoleList),
  create: lazyScreen(screens, (module) => module.RoleCreate),
  edit: lazyScreen(screens, (module) => module.RoleEdit),
  recordRepresentation: (record: Role) => record.name,
};

export default roles;
