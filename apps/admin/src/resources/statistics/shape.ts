import { chartNumber, compareAmounts, sumAmounts, toCents } from '../../format/decimal';
import { currencyCode } from '../../format/currency';

/**
 * The statistics answers (DESIGN.md "Statistics shapes"), read defensively: amounts stay the API's
 * decimal texts (summed in bigint tiyin by format/decimal.ts); only chart geometry becomes numbers.
 * Each answer is in ONE currency (the `currency` query): UZS and USD are never added together.
 */

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});
const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter((item): item is Obj => !!item && typeof item === 'object') : []);
/** A decimal text ("1500.00"); numbers and missing values are read too ("0.00"). */
export const money = (value: unknown): string => {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  return toCents(text) === null ? '0.00' : text;
};
const int = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
const idOf = (value: unknown): number => (value && typeof value === 'object' ? int((value as Obj).id) : int(value));
const nameOf = (row: Obj): string => {
  const building = row.building;
  if (typeof row.name === 'string') return row.name;
  if (building && typeof building === 'object' && typeof (building as Obj).name === 'string') return (building as Obj).name as string;
  return String(idOf(building) || '');
};
/** "2026-05-01" / "2026-05" -> "2026-05". */
export const monthKey = (value: unknown): string => /^(\d{4})-(\d{2})/.exec(String(value ?? ''))?.slice(1, 3).join('-') ?? '';


// ---- /api/sale-statistics/ ------------------------------------------------------------------

export interface BuildingSales {
  building: number;
  name: string;
  rooms_total: number;
  rooms_sold: number;
  rooms_booked: number;
  rooms_free: number;
  sold_count: number;
  sold_area: string;
  sold_amount: string;
  paid_amount: string;
  debt_amount: string;
}

export type SalesTotals = Omit<BuildingSales, 'building' | 'name'>;

export interface SaleStatistics {
  count: number;
  results: BuildingSales[];
  totals: SalesTotals;
}

const salesRow = (row: Obj): SalesTotals => ({
  rooms_total: int(row.rooms_total),
  rooms_sold: int(row.rooms_sold),
  rooms_booked: int(row.rooms_booked),
  rooms_free: int(row.rooms_free),
  sold_count: int(row.sold_count),
  sold_area: money(row.sold_area),
  sold_amount: money(row.sold_amount),
  paid_amount: money(row.paid_amount),
  debt_amount: money(row.debt_amount),
});

/** Totals of the rows, for an answer without `totals` (and the footer's check). */
export function sumSales(rows: readonly SalesTotals[]): SalesTotals {
  const sum = (key: 'rooms_total' | 'rooms_sold' | 'rooms_booked' | 'rooms_free' | 'sold_count') => rows.reduce((n, row) => n + row[key], 0);
  const amount = (key: 'sold_area' | 'sold_amount' | 'paid_amount' | 'debt_amount') => sumAmounts(rows.map((row) => row[key]));
  return {
    rooms_total: sum('rooms_total'),
    rooms_sold: sum('rooms_sold'),
    rooms_booked: sum('rooms_booked'),
    rooms_free: sum('rooms_free'),
    sold_count: sum('sold_count'),
    sold_area: amount('sold_area'),
    sold_amount: amount('sold_amount'),
    paid_amount: amount('paid_amount'),
    debt_amount: amount('debt_amount'),
  };
}

export function parseSaleStatistics(answer: unknown): SaleStatistics {
  const body = obj(answer);
  const results = list(Array.isArray(answer) ? answer : body.results).map((row) => ({
    building: idOf(row.building ?? row.id),
    name: nameOf(row),
    ...salesRow(row),
  }));
  // `totals` is one object (the answer is in one currency) or a per-currency list: take its one line.
  const rawTotals = Array.isArray(body.totals) ? list(body.totals)[0] : body.totals;
  const totals = rawTotals && Object.keys(obj(rawTotals)).length ? salesRow(obj(rawTotals)) : sumSales(results);
  return { count: typeof body.count === 'number' ? body.count : results.length, results, totals };
}

/** Bars per building: sold, paid and debt (numbers for the bars, texts for the tooltip). */
export function buildingBars(rows: readonly BuildingSales[]) {
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
export function roomStatusSlices(totals: SalesTotals): { key: RoomStatusKey; value: number }[] {
  const values: Record<RoomStatusKey, number> = { sold: totals.rooms_sold, booked: totals.rooms_booked, free: totals.rooms_free };
  return ROOM_STATUSES.map((key) => ({ key, value: values[key] })).filter((slice) => slice.value > 0);
}

// ---- /api/sale-statistics/all-sale-debt/ ----------------------------------------------------

export interface AllSaleDebt {
  currency: string;
  total_debt: string;
  overdue_debt: string;
  paid_amount: string;
  debts_count: number;
  clients_count: number;
}

export function parseAllSaleDebt(answer: unknown): AllSaleDebt {
  const body = obj(answer);
  return {
    currency: currencyCode(body.currency),
    total_debt: money(body.total_debt),
    overdue_debt: money(body.overdue_debt),
    paid_amount: money(body.paid_amount),
    debts_count: int(body.debts_count),
    clients_count: int(body.clients_count),
  };
}

// ---- /api/statistics/building-debt-list/ ----------------------------------------------------

export interface BuildingDebt {
  building: number;
  name: string;
  debt_amount: string;
  overdue_amount: string;
  debts_count: number;
}

export function parseBuildingDebts(answer: unknown): BuildingDebt[] {
  const rows = Array.isArray(answer) ? answer : obj(answer).results;
  return list(rows).map((row) => ({
    building: idOf(row.building ?? row.id),
    name: nameOf(row),
    debt_amount: money(row.debt_amount),
    overdue_amount: money(row.overdue_amount),
    debts_count: int(row.debts_count),
  }));
}

// ---- /api/statistics/building-all-debt-list/ (the plan) -------------------------------------

export interface PlanMonth {
  month: string;
  expected: string;
  received: string;
}

export interface PlanBuilding {
  building: number;
  name: string;
  months: PlanMonth[];
  expected: string;
  received: string;
}

const planMonths = (value: unknown): PlanMonth[] =>
  list(value)
    .map((m) => ({ month: monthKey(m.month ?? m.date), expected: money(m.expected), received: money(m.received) }))
    .filter((m) => m.month)
    .sort((a, b) => a.month.localeCompare(b.month));

export function parsePlan(answer: unknown): PlanBuilding[] {
  const rows = Array.isArray(answer) ? answer : (obj(answer).buildings ?? obj(answer).results);
  return list(rows).map((row) => {
    const months = planMonths(row.months);
    return {
      building: idOf(row.building ?? row.id),
      name: nameOf(row),
      months,
      expected: row.expected === undefined ? sumAmounts(months.map((m) => m.expected)) : money(row.expected),
      received: row.received === undefined ? sumAmounts(months.map((m) => m.received)) : money(row.received),
    };
  });
}

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

/** Received as a share of expected, in whole percent (null when nothing was expected). */
export function percentOf(received: string, expected: string): number | null {
  const e = toCents(expected) ?? 0n;
  if (e <= 0n) return null;
  const r = toCents(received) ?? 0n;
  return Number((r * 1000n) / e) / 10;
}

// ---- /api/statistics/overall-statistics/ ----------------------------------------------------

export const EXPENSE_KINDS = ['salary', 'construction', 'suppliers', 'refunds', 'other'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export interface Manager {
  seller: number;
  full_name: string;
  count: number;
  sold_amount: string;
}

export interface OverallStatistics {
  currency: string;
  sales: { count: number; sold_amount: string; paid_amount: string };
  income: { payments: string; other: string };
  expense: Record<ExpenseKind, string>;
  debts: { total: string; overdue: string };
  wallets: { id: number; name: string; balance: string }[];
  investors: { invested: string; withdrawn: string };
  suppliers_debt: string;
  managers: Manager[];
  /** Income and expense of every currency together at each operation's stored USD value (a separate, labelled figure); null if not sent. */
  usd_equivalent: { income: string; expense: string } | null;
}

export function parseOverall(answer: unknown): OverallStatistics {
  const body = obj(answer);
  const usd = body.usd_equivalent && typeof body.usd_equivalent === 'object' ? obj(body.usd_equivalent) : null;
  const usdIncome = usd ? obj(usd.income) : {};
  const usdExpense = usd ? obj(usd.expense) : {};
  const sales = obj(body.sales);
  const income = obj(body.income);
  const expense = obj(body.expense);
  const debts = obj(body.debts);
  const investors = obj(body.investors);
  return {
    currency: currencyCode(body.currency),
    sales: { count: int(sales.count), sold_amount: money(sales.sold_amount), paid_amount: money(sales.paid_amount) },
    income: { payments: money(income.payments), other: money(income.other) },
    expense: Object.fromEntries(EXPENSE_KINDS.map((kind) => [kind, money(expense[kind])])) as Record<ExpenseKind, string>,
    debts: { total: money(debts.total), overdue: money(debts.overdue) },
    wallets: list(body.wallets).map((w) => ({ id: int(w.id), name: String(w.name ?? ''), balance: money(w.balance) })),
    investors: { invested: money(investors.invested), withdrawn: money(investors.withdrawn) },
    suppliers_debt: money(Array.isArray(body.suppliers_debt) ? undefined : body.suppliers_debt),
    usd_equivalent: usd
      ? {
          income: sumAmounts([money(usdIncome.payments), money(usdIncome.other)]),
          expense: sumAmounts(EXPENSE_KINDS.map((kind) => money(usdExpense[kind]))),
        }
      : null,
    managers: rankManagers(
      list(body.managers).map((m) => ({
        seller: idOf(m.seller ?? m.id),
        full_name: String(m.full_name ?? m.name ?? '—'),
        count: int(m.count),
        sold_amount: money(m.sold_amount),
      })),
    ),
  };
}

/** Managers by sold amount, then by sales count, then by name (exact comparison of amounts). */
export function rankManagers(managers: Manager[]): Manager[] {
  return [...managers].sort((a, b) => compareAmounts(b.sold_amount, a.sold_amount) || b.count - a.count || a.full_name.localeCompare(b.full_name));
}

/** The expense by kind for the chart (zero kinds left out). */
export function expenseSlices(expense: Record<ExpenseKind, string>) {
  return EXPENSE_KINDS.map((kind) => ({ kind, amount: expense[kind], value: chartNumber(expense[kind]) })).filter((slice) => slice.value > 0);
}

/** The sum of the expense kinds (all in the answer's one currency). */
export const totalExpense = (expense: Record<ExpenseKind, string>): string => sumAmounts(EXPENSE_KINDS.map((kind) => expense[kind]));
