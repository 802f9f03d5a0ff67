import type { Locale } from '@mijozlar/shared';
import { Decimal, ZERO, amountText } from '../../common/money/money';
import { localName } from '../../common/i18n/locale';

/** A currency as the totals name it. */
export interface CurrencyRow {
  id: number;
  code: string;
}

/** One SQL row of sums: an investor's (or everyone's) money in one currency. */
export interface SumRow {
  investor_id?: number | null;
  currency_id: number;
  invested: Decimal | string;
  withdrawn: Decimal | string;
}

export interface InvestorTotal {
  currency: number;
  currency_code: string;
  invested: string;
  withdrawn: string;
  balance: string;
}

/**
 * Totals per currency, one line for every currency (zeros where nothing moved), in currency id
 * order (UZS, USD): UZS is never added to USD.
 */
export function toTotals(currencies: readonly CurrencyRow[], sums: readonly SumRow[]): InvestorTotal[] {
  return currencies.map((c) => {
    const row = sums.find((s) => s.currency_id === c.id);
    const invested = row ? new Decimal(row.invested) : ZERO;
    const withdrawn = row ? new Decimal(row.withdrawn) : ZERO;
    return {
      currency: c.id,
      currency_code: c.code,
      invested: amountText(invested)!,
      withdrawn: amountText(withdrawn)!,
      balance: amountText(invested.minus(withdrawn))!,
    };
  });
}

export const investorSelect = {
  id: true,
  first_name: true,
  last_name: true,
  phone_number: true,
  investor_type_id: true,
  investor_type: { select: { name_uz: true, name_ru: true } },
  created_at: true,
} as const;

export interface InvestorRow {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  investor_type_id: number | null;
  investor_type: { name_uz: string; name_ru: string } | null;
  created_at: Date;
}

/** The investor JSON of DESIGN "Operations and statistics API shapes", plus full_name, investor_type_name and created_at. */
export function toInvestor(row: InvestorRow, totals: InvestorTotal[], locale: Locale) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`,
    phone_number: row.phone_number,
    investor_type: row.investor_type_id,
    investor_type_name: row.investor_type ? localName(row.investor_type, locale) : null,
    totals,
    created_at: row.created_at.toISOString(),
  };
}

export type InvestorJson = ReturnType<typeof toInvestor>;
