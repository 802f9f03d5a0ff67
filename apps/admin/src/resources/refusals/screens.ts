// The refusals chunk: loaded lazily by ./index.ts with the first refusals screen (payouts use the
// wallets' texts).
import './texts';
import '../wallets/texts';
export { RefusalCreate } from './RefusalCreate';
export { RefusalShow } from './RefusalShow';
export { RefusalList } from './RefusalList';
