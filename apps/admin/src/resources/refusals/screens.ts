// The refusals chunk: loaded lazily by ./index.ts with the first refusals screen (payouts use the
// wallets' texts).
import './texts';
import '../wallets/texts';
export { RefusalCreate } from './RefusalCreate';
export { RefusalDetail } from './RefusalDetail';
export { RefusalList } from './RefusalList';
