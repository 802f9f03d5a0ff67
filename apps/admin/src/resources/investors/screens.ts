// The investors chunk: loaded lazily by ./index.ts with the first investors screen.
import './texts';
import '../wallets/texts';
export { InvestorDetailPage } from './InvestorDetailPage';
export { InvestorsListPage } from './InvestorsListPage';
