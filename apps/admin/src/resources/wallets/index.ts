import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Wallet } from './types';

const screens = () => import('./screens');

/**
 * Wallets (WALLETS_OVERVIEW / WALLET_READ). Routes: /wallets/overview (balances, flows, operations,
 * income, expense, transfer, the day's rate) and /wallets/list; loaded as one chunk.
 */
const wallets = {
  overview: lazyScreen(screens, (module) => module.WalletOverview),
  list: lazyScreen(screens, (module) => module.WalletList),
  icon: AccountBalanceWalletOutlinedIcon,
  recordRepresentation: (record: Wallet) => record.name,
};

export default wallets;
