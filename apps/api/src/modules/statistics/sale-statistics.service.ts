import { Injectable } from '@nestjs/common';
import { CURRENCY_USD, ROOM_STATUS, type AllSaleDebt, type BuildingDebt, type SaleStatistics, type SaleStatisticsRow, type SaleStatisticsTotals } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { Clock } from '../../common/clock/clock';
import { ListSpec, SortDirection, pageWindow, parseOrdering } from '../../common/list/paginate';
import { likeContains } from '../debts/debts.query';
import type { SaleStatisticsQueryDto } from './dto/statistics.dto';
import { SALE_DEBT, SALE_JOINS, SALE_PAID, Sql, approvedSales, checkPeriod, money, openDebtTotalsSql, overdueByDebt } from './statistics.sql';

const sql = Prisma.sql;
const dir = (d: SortDirection) => (d === 'desc' ? sql`DESC` : sql`ASC`);

/** Ordering of the per-building list (building name by default); both fields are indexed columns of building. */
export const saleStatisticsSpec: ListSpec<Sql, Sql> = {
  ordering: {
    id: (d) => sql`b.id ${dir(d)}`,
    name: (d) => sql`b.name ${dir(d)}`,
  },
  defaultOrdering: 'name',
  tiebreaker: sql`b.id ASC`,
};

/** The building filter of the sale statistics (building id, search over the name), as SQL on `b`. */
function buildingWhere(q: Pick<SaleStatisticsQueryDto, 'building' | 'search'>): Sql {
  const parts: Sql[] = [];
  if (q.building !== undefined) parts.push(sql`b.id = ${q.building}`);
  const term = q.search?.trim();
  if (term) parts.push(sql`b.name ILIKE ${likeContains(term)}`);
  return parts.length ? Prisma.join(parts, ' AND ') : sql`TRUE`;
}

/**
 * Sales statistics per building and the debt summaries. Each call is one SQL statement: the
 * per-building figures are aggregated once, then the page, the count and the totals are read from
 * them (the totals cover every listed building, not only the page).
 */
@Injectable()
export class SaleStatisticsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  /** The per-building figures as SQL: rows of (kind 'row' | 'total', …), the page's rows in order, then one totals row. */
  listSql(q: SaleStatisticsQueryDto, page: { skip: number; take: number } | null): Sql {
    const currency = q.currency ?? CURRENCY_USD;
    const orderBy = parseOrdering(q.ordering, saleStatisticsSpec);
    const window = page ? sql`t.rn > ${page.skip} AND t.rn <= ${page.skip + page.take}` : sql`TRUE`;
    return sql`
      WITH b AS (SELECT b.id, b.name FROM building b WHERE ${buildingWhere(q)}),
      rooms AS (
        SELECT r.building_id,
               count(*)::int AS rooms_total,
               (count(*) FILTER (WHERE r.status_id = ${ROOM_STATUS.SOLD}))::int AS rooms_sold,
               (count(*) FILTER (WHERE r.status_id = ${ROOM_STATUS.BOOKED}))::int AS rooms_booked,
               (count(*) FILTER (WHERE r.status_id = ${ROOM_STATUS.FREE}))::int AS rooms_free
        FROM room r WHERE r.building_id IN (SELECT id FROM b) GROUP BY r.building_id),
      sales AS (
        SELECT r.building_id, count(*)::int AS sold_count, sum(r.area) AS sold_area, sum(s.sold_amount) AS sold_amount,
               sum(${SALE_PAID}) AS paid_amount, sum(${SALE_DEBT}) AS debt_amount
        FROM sale s ${SALE_JOINS}
        WHERE ${approvedSales(currency, q)} AND r.building_id IN (SELECT id FROM b)
        GROUP BY r.building_id),
      t AS (
        SELECT b.id, b.name,
               COALESCE(rooms.rooms_total, 0) AS rooms_total, COALESCE(rooms.rooms_sold, 0) AS rooms_sold,
               COALESCE(rooms.rooms_booked, 0) AS rooms_booked, COALESCE(rooms.rooms_free, 0) AS rooms_free,
               COALESCE(sales.sold_count, 0) AS sold_count, sales.sold_area, sales.sold_amount, sales.paid_amount, sales.debt_amount,
               row_number() OVER (ORDER BY ${Prisma.join(orderBy, ', ')}) AS rn
        FROM b LEFT JOIN rooms ON rooms.building_id = b.id LEFT JOIN sales ON sales.building_id = b.id)
      SELECT 'row' AS kind, t.id, t.name, t.rooms_total, t.rooms_sold, t.rooms_booked, t.rooms_free, t.sold_count,
             ${money(sql`t.sold_area`)} AS sold_area, ${money(sql`t.sold_amount`)} AS sold_amount,
             ${money(sql`t.paid_amount`)} AS paid_amount, ${money(sql`t.debt_amount`)} AS debt_amount, t.rn
      FROM t WHERE ${window}
      UNION ALL
      SELECT 'total', NULL, NULL, COALESCE(sum(t.rooms_total), 0)::int, COALESCE(sum(t.rooms_sold), 0)::int,
             COALESCE(sum(t.rooms_booked), 0)::int, COALESCE(sum(t.rooms_free), 0)::int, COALESCE(sum(t.sold_count), 0)::int,
             ${money(sql`sum(t.sold_area)`)}, ${money(sql`sum(t.sold_amount)`)}, ${money(sql`sum(t.paid_amount)`)},
             ${money(sql`sum(t.debt_amount)`)}, count(*)
      FROM t
      ORDER BY kind, rn`;
  }

  /** Runs listSql: the rows (page or all) and the totals with the number of listed buildings. */
  async rows(q: SaleStatisticsQueryDto, page: { skip: number; take: number } | null): Promise<SaleStatistics> {
    checkPeriod(q);
    type Raw = Omit<SaleStatisticsRow, 'building'> & { kind: 'row' | 'total'; rn: bigint };
    const raw = await this.prisma.$queryRaw<Raw[]>(this.listSql(q, page));
    const totalRow = raw[raw.length - 1];
    const { kind: _k, id: _i, name: _n, rn, ...totals } = totalRow;
    const results: SaleStatisticsRow[] = raw.slice(0, -1).map(({ kind: _kind, rn: _rn, id, ...row }) => ({ id, building: id, ...row }));
    return { count: Number(rn), results, totals: totals as SaleStatisticsTotals };
  }

  /** GET /api/sale-statistics/: {count, results, totals}. */
  list(q: SaleStatisticsQueryDto) {
    return this.rows(q, pageWindow(q, saleStatisticsSpec));
  }

  /** GET /api/sale-statistics/all-sale-debt/: the open debts of a currency. */
  async allSaleDebt(currency: number = CURRENCY_USD): Promise<AllSaleDebt> {
    const [row] = await this.prisma.$queryRaw<
      { debts_count: number; clients_count: number; total_debt: string; paid_amount: string; overdue_debt: string }[]
    >(openDebtTotalsSql(currency, this.clock.today()));
    return {
      currency,
      total_debt: row.total_debt,
      overdue_debt: row.overdue_debt,
      paid_amount: row.paid_amount,
      debts_count: row.debts_count,
      clients_count: row.clients_count,
    };
  }

  /** GET /api/statistics/building-debt-list/: open debts of a currency per building (buildings that have one), most owed first. */
  buildingDebtList(currency: number = CURRENCY_USD) {
    return this.prisma.$queryRaw<BuildingDebt[]>`
      SELECT b.id AS building, b.name,
             ${money(sql`sum(cd.current_debt)`)} AS debt_amount,
             ${money(sql`sum(o.amount)`)} AS overdue_amount,
             count(*)::int AS debts_count
      FROM client_debt cd
      JOIN room r ON r.id = cd.room_id
      JOIN building b ON b.id = r.building_id
      LEFT JOIN (${overdueByDebt(this.clock.today())}) o ON o.client_debt_id = cd.id
      WHERE NOT cd.is_closed AND cd.currency_id = ${currency}
      GROUP BY b.id, b.name
      ORDER BY sum(cd.current_debt) DESC, b.id`;
  }
}
