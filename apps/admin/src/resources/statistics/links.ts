import { DEBTS_LIST_PATH } from '../debts/paths';
import { SALES_LIST_PATH } from '../sales/paths';
import { monthBounds, type DateRange } from './period';

/**
 * react-admin list URL: its filter travels as JSON in `filter` (what <List> reads and writes), and
 * `displayedFilters` shows the inputs of the filters that are not always on, so that the person
 * sees (and can remove) every filter the link applied.
 */
function listUrl(path: string, filter: Record<string, unknown>): string {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const displayed = Object.fromEntries(Object.keys(clean).map((key) => [key, true]));
  const params = new URLSearchParams({ filter: JSON.stringify(clean), displayedFilters: JSON.stringify(displayed), page: '1' });
  return `${path}?${params.toString()}`;
}

/**
 * The sales behind a building's figures: its approved sales in the currency, approved within the
 * period (sale statistics count sales from their approval date; a refused sale is `refused`, not
 * `approved`). The sales list's filters: building, status, currency, approved_from/approved_to.
 */
export function buildingSalesUrl(building: number, currency: number, range: DateRange): string {
  return listUrl(SALES_LIST_PATH, {
    building,
    currency,
    status: 'approved',
    approved_from: range.from_date,
    approved_to: range.to_date,
  });
}

/**
 * The open debts behind a figure of the debts screen: by building and currency, and for a month of
 * the plan the debts whose next instalment falls in it (the debts list's date_from/date_to filter
 * next_payment_date); `overdue` for the overdue figures.
 */
export function debtsUrl(options: { currency: number; building?: number; month?: string; overdue?: boolean }): string {
  const bounds = options.month ? monthBounds(options.month) : null;
  return listUrl(DEBTS_LIST_PATH, {
    building: options.building,
    currency: options.currency,
    overdue: options.overdue ? true : undefined,
    date_from: bounds?.from_date,
    date_to: bounds?.to_date,
  });
}
