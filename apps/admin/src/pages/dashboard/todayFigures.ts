import { currencyCode } from '../../format/currency';
import { toCents } from '../../format/decimal';

/**
 * The dashboard's money figures, from GET /api/statistics/dashboard/:
 * `today_sales` / `today_payments`: [{currency, currency_code, count, amount}] (sales approved today,
 * money received today, Tashkent days), and `plan` (only for users with STATISTICS, else null):
 * [{currency, currency_code, months: [{month, expected, received}]}]. Always one line per currency,
 * UZS then USD: the two are never added.
 */
export interface CurrencyFigure {
  currency: 'UZS' | 'USD';
  count: number;
  amount: string;
}

export interface PlanSeries {
  currency: 'UZS' | 'USD';
  months: { month: string; expected: string; received: string }[];
}

export interface TodayFigures {
  sales: CurrencyFigure[];
  payments: CurrencyFigure[];
  /** null: the user has no STATISTICS (or the API sent none). */
  plan: PlanSeries[] | null;
  /** False while the API does not send today's figures at all. */
  hasToday: boolean;
}

type Obj = Record<string, unknown>;
const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter((v): v is Obj => !!v && typeof v === 'object') : []);
const codeOf = (row: Obj): 'UZS' | 'USD' | '' => {
  const code = currencyCode(row.currency_code || row.currency);
  return code === 'UZS' || code === 'USD' ? code : '';
};
/** The API's decimal text; "0.00" for a currency without a line. */
const amountOf = (value: unknown): string => (typeof value === 'string' && toCents(value) !== null ? value : '0.00');

function perCurrency(value: unknown): CurrencyFigure[] {
  const rows = list(value);
  return (['UZS', 'USD'] as const).map((currency) => {
    const row = rows.find((r) => codeOf(r) === currency);
    // A count below zero (more reversals than operations today) shows as none.
    return { currency, count: row && typeof row.count === 'number' ? Math.max(0, row.count) : 0, amount: amountOf(row?.amount) };
  });
}

export function parseTodayFigures(payload: unknown): TodayFigures {
  const body = payload && typeof payload === 'object' ? (payload as Obj) : {};
  const plan = Array.isArray(body.plan)
    ? list(body.plan).flatMap((row) => {
        const currency = codeOf(row);
        if (!currency) return [];
        const months = list(row.months).map((m) => ({
          month: (/^(\d{4}-\d{2})/.exec(String(m.month ?? '')) ?? [])[1] ?? '',
          expected: amountOf(m.expected),
          received: amountOf(m.received),
        }));
        return [{ currency, months: months.filter((m) => m.month) }];
      })
    : null;
  return {
    sales: perCurrency(body.today_sales),
    payments: perCurrency(body.today_payments),
    plan,
    hasToday: Array.isArray(body.today_sales) || Array.isArray(body.today_payments),
  };
}
