import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import { phoneSearchDigits } from '../../common/list/phone-search';

type Where = Prisma.InvestorWhereInput;
type OrderBy = Prisma.InvestorOrderByWithRelationInput;

export interface InvestorFilters {
  investor_type?: number;
}

/** The words of a search term (at most 5: "Akmal Karimov" finds first name + last name in any order). */
function words(term: string): string[] {
  return term.split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * Search: every word in the first or last name, or, when the term looks like a phone
 * ("90 123", "+998 (90) 123-45"), its digits in the phone number.
 */
export function investorSearch(term: string): Where {
  const digits = phoneSearchDigits(term);
  const byName: Where = {
    AND: words(term).map((word) => ({
      OR: [{ first_name: { contains: word, mode: 'insensitive' } }, { last_name: { contains: word, mode: 'insensitive' } }],
    })),
  };
  return digits.length >= 2 ? { OR: [byName, { phone_number: { contains: digits } }] } : byName;
}

/**
 * Ordering by columns with an index: names (last_name, first_name), phone, type, creation; newest
 * first by default. Totals are computed per page and are not an ordering.
 */
export const investorListSpec: ListSpec<Where, OrderBy> = {
  ordering: {
    ...orderByColumns<OrderBy>('id', 'first_name', 'last_name', 'phone_number'),
    investor_type: (d) => ({ investor_type_id: { sort: d, nulls: 'last' } }),
    created_at: (d) => ({ created_at: d }),
  },
  defaultOrdering: '-created_at',
  tiebreaker: { id: 'desc' },
  search: investorSearch,
};

export function buildInvestorWhere(f: InvestorFilters): Where {
  const where: Where = {};
  if (f.investor_type !== undefined) where.investor_type_id = f.investor_type;
  return where;
}

/**
 * The same selection as buildInvestorWhere + investorSearch, as SQL over `investor i` (the list's
 * totals are summed in one SQL statement over every investor the list selects, not only the page).
 */
export function investorSqlWhere(f: InvestorFilters, term: string | undefined): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (f.investor_type !== undefined) parts.push(Prisma.sql`i.investor_type_id = ${f.investor_type}`);
  const trimmed = term?.trim();
  if (trimmed) {
    const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName = Prisma.join(
      words(trimmed).map((word) => Prisma.sql`(i.first_name ILIKE ${like(word)} OR i.last_name ILIKE ${like(word)})`),
      ' AND ',
    );
    const digits = phoneSearchDigits(trimmed);
    parts.push(digits.length >= 2 ? Prisma.sql`((${byName}) OR i.phone_number LIKE ${like(digits)})` : Prisma.sql`(${byName})`);
  }
  return parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * How an investor's operations add up, per currency (the wallet's): each operation counts in the
 * direction it was first written, a reversal taking back what it reverses. So
 *   invested  = Σ replenishments − Σ reversals of replenishments,
 *   withdrawn = Σ withdrawals − Σ reversals of withdrawals,
 *   balance   = invested − withdrawn (= Σ replenish − Σ withdraw over every row),
 * and a reversed replenishment counts as nothing. The SQL columns of `o` (wallet_operation).
 */
export const INVESTED_SQL = Prisma.sql`COALESCE(SUM(CASE
    WHEN o.reversal_of_id IS NULL AND o.operation_type = 'replenish' THEN o.amount
    WHEN o.reversal_of_id IS NOT NULL AND o.operation_type = 'withdraw' THEN -o.amount
    ELSE 0 END), 0)`;
export const WITHDRAWN_SQL = Prisma.sql`COALESCE(SUM(CASE
    WHEN o.reversal_of_id IS NULL AND o.operation_type = 'withdraw' THEN o.amount
    WHEN o.reversal_of_id IS NOT NULL AND o.operation_type = 'replenish' THEN -o.amount
    ELSE 0 END), 0)`;
