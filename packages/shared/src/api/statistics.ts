import type { DateString, DecimalString, Page } from './common';

// The statistics answers (apps/api/src/modules/statistics). Each answer is in ONE currency (the
// `currency` query, default 2 USD) unless it says otherwise: UZS and USD are never added.

/** GET /api/sale-statistics/: one building's figures (`id` = `building`). */
export interface SaleStatisticsRow {
  id: number;
  building: number;
  name: string;
  rooms_total: number;
  rooms_sold: number;
  rooms_booked: number;
  rooms_free: number;
  sold_count: number;
  sold_area: DecimalString;
  sold_amount: DecimalString;
  paid_amount: DecimalString;
  debt_amount: DecimalString;
}

/** The same figures over every listed building (not only the page). */
export type SaleStatisticsTotals = Omit<SaleStatisticsRow, 'id' | 'building' | 'name'>;

/** GET /api/sale-statistics/. */
export interface SaleStatistics extends Page<SaleStatisticsRow> {
  totals: SaleStatisticsTotals;
}

/** GET /api/sale-statistics/all-sale-debt/: the open debts of a currency. */
export interface AllSaleDebt {
  currency: number;
  total_debt: DecimalString;
  overdue_debt: DecimalString;
  paid_amount: DecimalString;
  debts_count: number;
  clients_count: number;
}

/** GET /api/statistics/building-debt-list/: one building's open debts (a list of these, most owed first). */
export interface BuildingDebt {
  building: number;
  name: string;
  debt_amount: DecimalString;
  overdue_amount: DecimalString;
  debts_count: number;
}

/** One month of the plan of receipts: "YYYY-MM", what its instalments expect and what was paid against them. */
export interface PlanMonth {
  month: string;
  expected: DecimalString;
  received: DecimalString;
}

/** GET /api/statistics/building-all-debt-list/: one building's plan (a list of these), every month of the period. */
export interface PlanBuilding {
  building: number;
  name: string;
  months: PlanMonth[];
  expected: DecimalString;
  received: DecimalString;
}

/** The dashboard's plan of one currency: this month and the next five. */
export interface PlanCurrency {
  currency: number;
  currency_code: string;
  months: PlanMonth[];
}

/** Money in and out of the wallets by kind. */
export interface IncomeExpense {
  income: { payments: DecimalString; other: DecimalString };
  expense: { salary: DecimalString; construction: DecimalString; suppliers: DecimalString; refunds: DecimalString; other: DecimalString };
}

/** GET /api/statistics/overall-statistics/. */
export interface OverallStatistics extends IncomeExpense {
  currency: number;
  from_date: DateString | null;
  to_date: DateString | null;
  sales: { count: number; sold_amount: DecimalString; paid_amount: DecimalString };
  debts: { total: DecimalString; overdue: DecimalString };
  wallets: { id: number; name: string; balance: DecimalString }[];
  investors: { invested: DecimalString; withdrawn: DecimalString };
  suppliers_debt: DecimalString;
  /** Per seller (the creator when no seller was given), most sold first. */
  managers: { seller: number | null; full_name: string | null; count: number; sold_amount: DecimalString }[];
  /** Every currency together, each operation at its own stored USD value (amount_usd): never the sum of the figures above. */
  usd_equivalent: IncomeExpense;
}

/** Leads, clients and talks of one weekday this week (1 = Monday … 7 = Sunday, ISO, Tashkent). */
export interface WeekdayActivity {
  weekday: number;
  lids: number;
  clients: number;
  talks: number;
}

/** Today's sales or payments of one currency: how many and their amount. */
export interface TodayMoney {
  currency: number;
  currency_code: string;
  count: number;
  amount: DecimalString;
}

/** GET /api/statistics/dashboard/. */
export interface DashboardStatistics {
  week: { lids: number; clients: number; talks: number };
  today_calls: number;
  today_calls_list: { id: number; name: string; phone_number: string; status: number; next_call_date: DateString }[];
  graphic: WeekdayActivity[];
  /** Sales approved today (Tashkent) per currency: how many and their sold_amount. */
  today_sales: TodayMoney[];
  /**
   * Money received today (Tashkent) per currency: first payments of sales and debt payments
   * (income.payments of the statistics' classification), net of reversals; count = operations
   * less reversed ones.
   */
  today_payments: TodayMoney[];
  /** Only for users with STATISTICS (null otherwise): this month and the next five, expected against received, per currency. */
  plan: PlanCurrency[] | null;
}

/** Aging buckets of the debt list's `aging` filter and of GET /api/statistics/debt-aging/ (days since the oldest unpaid instalment's due date). */
export const DEBT_AGING_BUCKETS = ['1-30', '31-60', '61-90', '91-180', '180+'] as const;
export type DebtAgingBucket = (typeof DEBT_AGING_BUCKETS)[number];

/** Figures of one aging bucket (or of all of them), in the asked currency. */
export interface DebtAgingFigures {
  debts_count: number;
  overdue_amount: DecimalString;
  penalty_amount: DecimalString;
}

/** GET /api/statistics/debt-aging/?currency=&responsible=: every bucket, zeros included, and their total. */
export interface DebtAging {
  currency: number;
  buckets: (DebtAgingFigures & { bucket: DebtAgingBucket })[];
  total: DebtAgingFigures;
}
