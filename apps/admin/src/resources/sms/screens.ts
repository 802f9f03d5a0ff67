// The SMS chunk: loaded lazily by ./index.ts with the first SMS screen.
import './texts';
export { SmsCreate } from './SmsCreate';
export { SmsList } from './SmsList';
