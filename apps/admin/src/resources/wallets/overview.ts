import { codeOf, currencyCode } from '../../format/currency';
import type { Wallet } from './types';

export interface CurrencyTotal {
  currency: string;
  balance: string;
}

export interface MonthFlow {
  /** "YYYY-MM" */
  month: string;
  currency: string;
  inflow: string;
  outflow: string;
}

export interface Overview {
  totals: CurrencyTotal[];
  wallets: Wallet[];
  months: MonthFlow[];
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '0');
const asList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];

/** "2026-05-01T00:00:00Z" / "2026-05-01" / "2026-05" -> "2026-05". */
function monthKey(value: unknown): string {
  const match = /^(\d{4})-(\d{2})/.exec(String(value ?? ''));
  return match ? `${match[1]}-${match[2]}` : '';
}

/**
 * GET /api/wallet/overview/ -> totals per currency, wallets, and per month and currency inflow and
 * outflow. Months come flat (`[{month, currency, inflow, outflow}]`) or nested per month
 * (`[{month, currencies|values: [{currency, inflow, outflow}]}]`).
 */
export function normalizeOverview(answer: unknown): Overview {
  const object = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const totals = asList(object.totals).map((item) => ({
    currency: codeOf(item as { currency?: unknown; currency_code?: string }),
    balance: text(item.balance ?? item.amount),
  }));
  const wallets = asList(object.wallets ?? object.results) as unknown as Wallet[];
  const months: MonthFlow[] = [];
  for (const item of asList(object.months ?? object.flows ?? object.monthly)) {
    const month = monthKey(item.month ?? item.date);
    const nested = asList(item.currencies ?? item.values ?? item.totals);
    const rows = nested.length > 0 ? nested : [item];
    for (const row of rows) {
      months.push({
        month,
        currency: codeOf(row as { currency?: unknown; currency_code?: string }) || currencyCode(row.currency),
        inflow: text(row.inflow ?? row.income ?? row.replenish),
        outflow: text(row.outflow ?? row.expense ?? row.withdraw),
      });
    }
  }
  return { totals, wallets, months };
}

/** The months of one currency in order, for the chart (values stay exact decimal texts). */
export function flowsOf(months: MonthFlow[], currency: string): MonthFlow[] {
  return months.filter((row) => row.currency === currency).sort((a, b) => a.month.localeCompare(b.month));
}

/** The currencies that have a total or a flow, UZS first. */
export function currenciesOf(overview: Overview): string[] {
  const set = new Set<string>([...overview.totals.map((t) => t.currency), ...overview.months.map((m) => m.currency)]);
  set.delete('');
  return [...set].sort((a, b) => (a === 'UZS' ? -1 : b === 'UZS' ? 1 : a.localeCompare(b)));
}
