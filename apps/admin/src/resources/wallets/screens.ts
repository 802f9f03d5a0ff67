// The wallets chunk: loaded lazily by ./index.ts with the first wallets screen.
import './texts';
export { WalletList } from './WalletList';
export { WalletOverview } from './WalletOverview';
