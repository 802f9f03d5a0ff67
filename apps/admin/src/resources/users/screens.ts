// The users chunk: loaded lazily by ./index.ts with the first users screen.
import './texts';
export { UserCreate } from './UserCreate';
export { UserEdit } from './UserEdit';
export { UserList } from './UserList';
