// The investors chunk: loaded lazily by ./index.ts with the first investors screen.
import './texts';
import '../wallets/texts';
export { InvestorShow } from './InvestorShow';
export { InvestorList } from './InvestorList';
