// The statistics chunk: loaded lazily by ./index.ts with the first statistics screen (it carries the charts).
import './texts';
export { AllDebtPage } from './AllDebtPage';
export { OverallStatisticPage } from './OverallStatisticPage';
export { SaleStatisticPage } from './SaleStatisticPage';
