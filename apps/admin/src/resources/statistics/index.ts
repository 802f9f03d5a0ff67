import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { lazyScreen } from '../../routes/lazyScreen';

const screens = () => import('./screens');

/**
 * Statistics (STATISTICS / ADMIN_STATISTICS): /statistics/statistic (sales per building),
 * /statistics/allDebt (debts and the plan) and /statistics/overall-statistic; one lazy chunk.
 */
const statistics = {
  sale: lazyScreen(screens, (module) => module.SaleStatisticPage),
  allDebt: lazyScreen(screens, (module) => module.AllDebtPage),
  overall: lazyScreen(screens, (module) => module.OverallStatisticPage),
  icon: InsightsOutlinedIcon,
};

export default statistics;
