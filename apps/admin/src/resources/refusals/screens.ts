// The refusals chunk: loaded lazily by ./index.ts with the first refusals screen.
export { RefusalCreate } from './RefusalCreate';
export { RefusalDetail } from './RefusalDetail';
export { RefusalList } from './RefusalList';
