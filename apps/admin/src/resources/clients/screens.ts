// The clients chunk: loaded lazily by ./index.ts with the first clients screen.
export { ClientList } from './ClientList';
export { ClientShow } from './ClientShow';
