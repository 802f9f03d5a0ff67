import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { lazyScreen } from '../../routes/lazyScreen';

const screens = () => import('./screens');

/**
 * Statistics (STATISTICS / ADMIN_STATISTICS): /statistics/statistic (sales per building),
 * /statistics/allDebt (debts and the plan) and /statistics/overall-statistic; one lazy chunk.
 */
const statistics = {
  sale: lazyScreen(screens, (module) => module.SaleStatistic),
  allDebt: lazyScreen(screens, (module) => module.AllDebtStatistic),
  overall: lazyScreen(screens, (module) => module.OverallStatistic),
  icon: InsightsOutlinedIcon,
};

export default statistics;
