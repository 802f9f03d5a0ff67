// The leads chunk: loaded lazily by ./index.ts with the first leads screen (with the clients' texts
// for the existing-client notice).
import './texts';
import '../clients/texts';
export { LidList } from './LidList';
export { LidShow } from './LidShow';
