import { currencyCode as codeOfCurrency } from '../../format/currency';

/** A currency id, code or object -> its code ("UZS", "USD"). */
const currencyCode = (value: unknown): string => codeOfCurrency(value, { keepUnknown: true });

export interface CurrencyTotal {
  currency: string;
  /** Decimal string ("1500.00"): never a float. */
  amount: string;
  count?: number;
}

const AMOUNT_KEYS = ['total', 'amount', 'total_amount', 'sum', 'paid'];

function amountOf(item: Record<string, unknown>): string | null {
  for (const key of AMOUNT_KEYS) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

/**
 * GET /api/client/{id}/total-payments/ -> one total per currency. Accepts a list, `{results}`,
 * `{totals}`, or a map of currency code to amount, so a small change of shape does not blank the screen.
 */
export function normalizeTotals(answer: unknown): CurrencyTotal[] {
  if (!answer || typeof answer !== 'object') return [];
  const object = answer as Record<string, unknown>;
  const list = Array.isArray(answer)
    ? answer
    : (['payments', 'results', 'totals'].map((key) => object[key]).find(Array.isArray) as unknown[] | undefined) ?? null;
  if (list) {
    return list.flatMap((raw) => {
      if (!raw || typeof raw !== 'object') return [];
      const item = raw as Record<string, unknown>;
      const amount = amountOf(item);
      if (amount === null) return [];
      const currency = currencyCode(item.currency_code ?? item.currency ?? item.currency_id);
      const count = typeof item.count === 'number' ? item.count : undefined;
      return [{ currency, amount, count }];
    });
  }
  return Object.entries(object)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => ({ currency: currencyCode(key), amount: String(value) }));
}

export interface DebtTotal {
  currency: string;
  all_debt: string;
  paid: string;
  remaining: string;
}

/** The `debts` part of total-payments: per currency, what was owed, paid and remains. */
export function normalizeDebtTotals(answer: unknown): DebtTotal[] {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return [];
  const debts = (answer as { debts?: unknown }).debts;
  if (!Array.isArray(debts)) return [];
  return debts.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const item = raw as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '0');
    return [
      {
        currency: currencyCode(item.currency_code ?? item.currency),
        all_debt: text(item.all_debt),
        paid: text(item.paid),
        remaining: text(item.remaining),
      },
    ];
  });
}
