/** The statistics screens' paths of the spec (document 1, section 2). */
export const SALE_STATISTIC_PATH = '/statistics/statistic';
export const ALL_DEBT_PATH = '/statistics/allDebt';
export const OVERALL_STATISTIC_PATH = '/statistics/overall-statistic';

/** The statistics calls (document 2, Statistics). */
export const STATISTICS_API = {
  dashboard: 'statistics/dashboard',
  saleStatistics: 'sale-statistics',
  allSaleDebt: 'sale-statistics/all-sale-debt',
  buildingDebts: 'statistics/building-debt-list',
  plan: 'statistics/building-all-debt-list',
  overall: 'statistics/overall-statistics',
  export: 'statistics/export/statistic.xls',
} as const;
