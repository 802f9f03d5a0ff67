import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { lazyScreen } from '../../routes/lazyScreen';

// One chunk for the sales screens, loaded with the first of them.
const screens = () => import('./screens');

/** Sales (SALE_READ, SALE_WRITE, SALE_PENDING_READ): list, new sale and pending sales. */
const sales = {
  list: lazyScreen(screens, (module) => module.SaleList),
  create: lazyScreen(screens, (module) => module.SaleCreate),
  pending: lazyScreen(screens, (module) => module.PendingSaleList),
  icon: SellOutlinedIcon,
};

export default sales;
