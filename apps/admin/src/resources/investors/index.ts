import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Investor } from './types';

const screens = () => import('./screens');

/**
 * Investors (INVESTMENTS_READ; money in and out also WALLET_READ). Routes:
 * /investments/investorsList and /investments/investorRead/{id}; loaded as one chunk.
 */
const investors = {
  list: lazyScreen(screens, (module) => module.InvestorList),
  show: lazyScreen(screens, (module) => module.InvestorShow),
  icon: SavingsOutlinedIcon,
  recordRepresentation: (record: Investor) => `${record.last_name} ${record.first_name}`,
};

export default investors;
