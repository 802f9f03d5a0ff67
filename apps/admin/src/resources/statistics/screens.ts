// The statistics chunk: loaded lazily by ./index.ts with the first statistics screen (it carries the charts).
import './texts';
export { AllDebtStatistic } from './AllDebtStatistic';
export { OverallStatistic } from './OverallStatistic';
export { SaleStatistic } from './SaleStatistic';
