// The wallets chunk: loaded lazily by ./index.ts with the first wallets screen.
import './texts';
export { WalletsListPage } from './WalletsListPage';
export { WalletsOverviewPage } from './WalletsOverviewPage';
