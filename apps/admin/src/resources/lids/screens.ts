// The leads chunk: loaded lazily by ./index.ts with the first leads screen.
export { LidList } from './LidList';
export { LidShow } from './LidShow';
