import { Injectable } from '@nestjs/common';
import { CURRENCY_USD, type IncomeExpense, type OverallStatistics } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { Clock } from '../../common/clock/clock';
import { OperationCategory, Period, Sql, SALE_PAID, approvedSales, checkPeriod, money, openDebtTotalsSql, classifiedOperationsSql } from './statistics.sql';

const sql = Prisma.sql;

interface FlowRow {
  currency_id: number | null;
  category: OperationCategory | null;
  investor: 'invested' | 'withdrawn' | null;
  set: number;
  amount: string;
  amount_usd: string;
}

/** Grouping sets of the flows query: per currency and category, per currency and investor flow, per category over every currency. */
const BY_CATEGORY = 0;
const BY_INVESTOR = 1;
const ALL_CURRENCIES = 2;

function incomeExpense(rows: FlowRow[], pick: (r: FlowRow) => string): IncomeExpense {
  const of = (category: OperationCategory) => {
    const row = rows.find((r) => r.category === category);
    return row ? pick(row) : '0.00';
  };
  return {
    income: { payments: of('income.payments'), other: of('income.other') },
    expense: {
      salary: of('expense.salary'),
      construction: of('expense.construction'),
      suppliers: of('expense.suppliers'),
      refunds: of('expense.refunds'),
      other: of('expense.other'),
    },
  };
}

/**
 * The overall statistics of one currency for a period: what was sold and received, income and
 * expense by kind (the classification of statistics.sql.ts), debts, wallets, investors, what is
 * owed to suppliers and the managers' sales. One SQL subquery per figure group, all in one statement.
 */
@Injectable()
export class OverallStatisticsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  /** Approved sales of the period (sale statistics' definitions): the total (seller null, is_total) and one row per manager (sold_sort: their sum, for the order). */
  salesSql(currency: number, p: Period): Sql {
    return sql`
      SELECT GROUPING(x.seller) = 1 AS is_total, x.seller, u.full_name, count(*)::int AS count,
             ${money(sql`sum(x.sold_amount)`)} AS sold_amount, ${money(sql`sum(x.paid_amount)`)} AS paid_amount,
             COALESCE(sum(x.sold_amount), 0) AS sold_sort
      FROM (
        SELECT COALESCE(s.seller_id, s.created_by_id) AS seller, s.sold_amount, ${SALE_PAID} AS paid_amount
        FROM sale s LEFT JOIN client_debt cd ON cd.sale_id = s.id
        WHERE ${approvedSales(currency, p)}
      ) x
      LEFT JOIN "user" u ON u.id = x.seller
      GROUP BY GROUPING SETS ((), (x.seller, u.full_name))`;
  }

  /** The flows of the period (one pass over the operations, a few dozen groups), then in three grouping sets (see BY_CATEGORY, BY_INVESTOR, ALL_CURRENCIES). */
  flowsSql(p: Period): Sql {
    return sql`
      SELECT f.currency_id, f.category, f.investor,
             (CASE WHEN GROUPING(f.currency_id) = 1 THEN ${ALL_CURRENCIES} WHEN GROUPING(f.investor) = 0 THEN ${BY_INVESTOR} ELSE ${BY_CATEGORY} END)::int AS set,
             ${money(sql`sum(f.amount)`)} AS amount, ${money(sql`sum(f.amount_usd)`)} AS amount_usd
      FROM (
        SELECT c.currency_id, c.category, c.investor, sum(c.amount) AS amount, sum(c.amount_usd) AS amount_usd
        FROM (${classifiedOperationsSql(p)}) c
        GROUP BY 1, 2, 3
      ) f
      GROUP BY GROUPING SETS ((f.currency_id, f.category), (f.currency_id, f.investor), (f.category))`;
  }

  walletsSql(currency: number): Sql {
    return sql`SELECT id, name, balance::text AS balance FROM wallet WHERE currency_id = ${currency}`;
  }

  /**
   * What is owed to suppliers in a currency: deliveries (operation_price) less live payments
   * (actual_payment, what the supplier received). A deleted payment keeps its row with no live
   * wallet operation (suppliers.query.ts LIVE_OPERATION) and counts no more.
   */
  suppliersDebtSql(currency: number): Sql {
    return sql`
      SELECT ${money(sql`sum(CASE so.kind WHEN 'delivery' THEN so.operation_price ELSE -so.actual_payment END)`)}
      FROM supplier_operation so
      WHERE so.currency_id = ${currency} AND (so.kind = 'delivery' OR so.wallet_operation_id IS NOT NULL)`;
  }

  /**
   * Every figure group in one statement (each its own subquery): one round trip, so that a request
   * costs little more than its SQL.
   */
  overallSql(currency: number, p: Period, today: string): Sql {
    return sql`
      SELECT
        (SELECT json_agg(s ORDER BY s.is_total DESC, s.sold_sort DESC, s.seller) FROM (${this.salesSql(currency, p)}) s) AS sales,
        (SELECT json_agg(f) FROM (${this.flowsSql(p)}) f) AS flows,
        (SELECT row_to_json(d) FROM (${openDebtTotalsSql(currency, today)}) d) AS debts,
        (SELECT json_agg(w ORDER BY w.name, w.id) FROM (${this.walletsSql(currency)}) w) AS wallets,
        (${this.suppliersDebtSql(currency)}) AS suppliers_debt`;
  }

  async overall(q: Period & { currency?: number }): Promise<OverallStatistics> {
    checkPeriod(q);
    const currency = q.currency ?? CURRENCY_USD;
    const [answer] = await this.prisma.$queryRaw<
      {
        sales: { is_total: boolean; seller: number | null; full_name: string | null; count: number; sold_amount: string; paid_amount: string }[];
        flows: FlowRow[] | null;
        debts: { total_debt: string; overdue_debt: string };
        wallets: { id: number; name: string; balance: string }[] | null;
        suppliers_debt: string;
      }[]
    >(this.overallSql(currency, q, this.clock.today()));
    const { sales, debts } = answer;
    const flows = answer.flows ?? [];
    const [total, ...managers] = sales;
    const mine = flows.filter((f) => f.currency_id === currency);
    const investor = (flow: 'invested' | 'withdrawn') => mine.find((f) => f.set === BY_INVESTOR && f.investor === flow)?.amount ?? '0.00';
    return {
      currency,
      from_date: q.from_date ?? null,
      to_date: q.to_date ?? null,
      sales: { count: total.count, sold_amount: total.sold_amount, paid_amount: total.paid_amount },
      ...incomeExpense(
        mine.filter((f) => f.set === BY_CATEGORY),
        (r) => r.amount,
      ),
      debts: { total: debts.total_debt, overdue: debts.overdue_debt },
      wallets: (answer.wallets ?? []).map((w) => ({ id: w.id, name: w.name, balance: w.balance })),
      investors: { invested: investor('invested'), withdrawn: investor('withdrawn') },
      suppliers_debt: answer.suppliers_debt,
      managers: managers.map((m) => ({ seller: m.seller, full_name: m.full_name, count: m.count, sold_amount: m.sold_amount })),
      usd_equivalent: incomeExpense(
        flows.filter((f) => f.set === ALL_CURRENCIES),
        (r) => r.amount_usd,
      ),
    };
  }
}
