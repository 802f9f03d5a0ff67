import type { OverallStatistics, PlanBuilding, PlanMonth, SaleStatisticsRow, SaleStatisticsTotals } from '@mijozlar/shared';
import { amountShare, chartNumber, compareAmounts, sumAmounts } from '../../format/decimal';

/**
 * What the statistics screens draw and total from the API's answers (packages/shared, api/statistics.ts):
 * amounts stay the API's decimal texts (summed in bigint tiyin by format/decimal.ts); only chart
 * geometry becomes numbers. Each answer is in ONE currency (the `currency` query): UZS and USD are never added.
 */

// ---- /api/sale-statistics/ ------------------------------------------------------------------

/** Bars per building: sold, paid and debt (numbers for the bars, texts for the tooltip). */
export function buildingBars(rows: readonly SaleStatisticsRow[]) {
  return rows.map((row) => ({
    building: row.building,
    name: row.name,
    sold: chartNumber(row.sold_amount),
    paid: chartNumber(row.paid_amount),
    debt: chartNumber(row.debt_amount),
    texts: { sold: row.sold_amount, paid: row.paid_amount, debt: row.debt_amount },
  }));
}

export const ROOM_STATUSES = ['sold', 'booked', 'free'] as const;
export type RoomStatusKey = (typeof ROOM_STATUSES)[number];

/** The pie of rooms by status over the filtered buildings (zero slices left out). */
export function roomStatusSlices(totals: SaleStatisticsTotals): { key: RoomStatusKey; value: number }[] {
  const values: Record<RoomStatusKey, number> = { sold: totals.rooms_sold, booked: totals.rooms_booked, free: totals.rooms_free };
  return ROOM_STATUSES.map((key) => ({ key, value: values[key] })).filter((slice) => slice.value > 0);
}

// ---- /api/statistics/building-all-debt-list/ (the plan) -------------------------------------

/** Every month of the plan, in order (the table's columns). */
export function planMonthKeys(buildings: readonly PlanBuilding[]): string[] {
  return [...new Set(buildings.flatMap((b) => b.months.map((m) => m.month)))].sort();
}

/** Expected and received per month over all buildings (exact sums; chart numbers beside them). */
export function planByMonth(buildings: readonly PlanBuilding[]) {
  return planMonthKeys(buildings).map((month) => {
    const cells = buildings.flatMap((b) => b.months.filter((m) => m.month === month));
    const expected = sumAmounts(cells.map((c) => c.expected));
    const received = sumAmounts(cells.map((c) => c.received));
    return { month, expected, received, expectedValue: chartNumber(expected), receivedValue: chartNumber(received) };
  });
}

/** One building's cell of a month ("0.00" when it expects nothing then). */
export function planCell(building: PlanBuilding, month: string): PlanMonth {
  return building.months.find((m) => m.month === month) ?? { month, expected: '0.00', received: '0.00' };
}

/** Received as a share of expected, in percent with one decimal (null when nothing was expected). */
export const percentOf = (received: string, expected: string): number | null => amountShare(received, expected, 1);

// ---- /api/statistics/overall-statistics/ ----------------------------------------------------

export const EXPENSE_KINDS = ['salary', 'construction', 'suppliers', 'refunds', 'other'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** A manager's line as the screen shows it: a seller without a name reads "—". */
export interface Manager {
  seller: number;
  full_name: string;
  count: number;
  sold_amount: string;
}

/** The managers as the screen lists them: by sold amount, then by sales count, then by name (exact comparison of amounts). */
export function rankManagers(managers: OverallStatistics['managers']): Manager[] {
  return managers
    .map((m) => ({ seller: m.seller ?? 0, full_name: m.full_name ?? '—', count: m.count, sold_amount: m.sold_amount }))
    .sort((a, b) => compareAmounts(b.sold_amount, a.sold_amount) || b.count - a.count || a.full_name.localeCompare(b.full_name));
}

/** The USD equivalent's two figures: every income together and every expense together. */
export function usdEquivalent(usd: OverallStatistics['usd_equivalent']): { income: string; expense: string } {
  return { income: sumAmounts([usd.income.payments, usd.income.other]), expense: totalExpense(usd.expense) };
}

/** The expense by kind for the chart (zero kinds left out). */
export function expenseSlices(expense: Record<ExpenseKind, string>) {
  return EXPENSE_KINDS.map((kind) => ({ kind, amount: expense[kind], value: chartNumber(expense[kind]) })).filter((slice) => slice.value > 0);
}

/** The sum of the expense kinds (all in the answer's one currency). */
export const totalExpense = (expense: Record<ExpenseKind, string>): string => sumAmounts(EXPENSE_KINDS.map((kind) => expense[kind]));

/** The overall answer as the screen reads it: managers ranked, the USD equivalent as two figures. */
export function overallFigures(answer: OverallStatistics) {
  return { ...answer, managers: rankManagers(answer.managers), usd_equivalent: usdEquivalent(answer.usd_equivalent) };
}
