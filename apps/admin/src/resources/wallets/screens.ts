// The wallets chunk: loaded lazily by ./index.ts with the first wallets screen.
export { WalletsListPage } from './WalletsListPage';
export { WalletsOverviewPage } from './WalletsOverviewPage';
