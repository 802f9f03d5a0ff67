// The roles chunk: loaded lazily by ./index.ts with the first roles screen.
import './texts';
export { RoleCreate, RoleEdit } from './RoleForm';
export { RoleList } from './RoleList';
