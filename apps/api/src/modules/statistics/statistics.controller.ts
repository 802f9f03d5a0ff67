import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CURRENCY_USD, P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { Lang } from '../../common/i18n/lang.decorator';
import { XLSX_CONTENT_TYPE } from '../../common/xlsx';
import { CurrencyQueryDto, PeriodQueryDto, PlanQueryDto, SaleStatisticsQueryDto, StatisticsExportQueryDto } from './dto/statistics.dto';
import { OverallStatisticsService } from './overall-statistics.service';
import { PlanStatisticsService } from './plan-statistics.service';
import { SaleStatisticsService } from './sale-statistics.service';
import { StatisticsService } from './statistics.service';
import { DebtAgingService } from './debt-aging.service';
import { DebtAgingQueryDto } from './dto/debt-aging.dto';
import { planSheet, saleSheet, sendWorkbook } from './statistics-xlsx';

/** The definitions every statistics call shares (OpenAPI descriptions). */
export const SALE_RULES =
  'A sale counts when it is approved (status approved: a refused sale counts no more, pending and declined never), in the chosen ' +
  'currency, on the Tashkent day it was approved (from_date/to_date, inclusive). sold_amount = the sales\' prices; paid_amount = what ' +
  'was received on those sales in their currency: the first payments (sale.paid_amount) plus what the debts\' payments paid off ' +
  '(all_debt − current_debt, i.e. the applied amounts of their payment reports as they stand after edits); debt_amount = what is ' +
  'still owed on them (current_debt of their open debts). So sold_amount = paid_amount + debt_amount. UZS and USD are never added.';

const PLAN_RULES =
  'The plan of receipts: the instalments due between from_date and to_date (their payment date; default the current Tashkent year; ' +
  'at most 120 months) of debts in the currency, except debts closed by a refusal. expected = the instalments\' amounts; received = ' +
  'what payments paid against those instalments (the sum of their payment allocations), whenever paid. Every month of the period is ' +
  'listed per building (zeros included); buildings without instalments in the period are left out.';

const OPERATION_RULES =
  'Wallet operations dated in the period, by the wallet\'s currency. Transfers never count. A reversal counts as minus its original, in ' +
  'the original\'s category (so an edited operation counts as its new version). income.payments = replenishments of kind selling ' +
  '(first payments) and payment (debt payments); income.other = every other replenishment (inflow, investments, prepaid). Withdrawals: ' +
  'linked to a supplier operation → expense.suppliers; kind salary → expense.salary; kind construction → expense.construction; kind ' +
  'return_refusal → expense.refunds; anything else (outflow, money returned to investors) → expense.other. investors.invested / ' +
  'withdrawn = the operations with an investor, in and out (they stay in income.other / expense.other too, so that income − expense is ' +
  'the net change of the wallets). usd_equivalent: the same classification over every currency, each operation at its stored amount_usd.';

@ApiTags('statistics')
@Controller('statistics')
export class StatisticsController {
  constructor(
    private readonly statistics: StatisticsService,
    private readonly sales: SaleStatisticsService,
    private readonly plans: PlanStatisticsService,
    private readonly overallService: OverallStatisticsService,
    private readonly agingService: DebtAgingService,
  ) {}

  @RequirePermission(P.STATISTICS)
  @Get('debt-aging')
  @ApiOperation({
    summary: 'Aging of the open debts past due in one currency: {currency, buckets: [{bucket, debts_count, overdue_amount, penalty_amount}], total}',
    description:
      "currency is required (UZS, USD, 1 or 2); responsible: a user id, me or none. An open debt is past due when its oldest unpaid instalment's " +
      'due date (next_payment_date) is before today (Tashkent); its bucket is the days since then: 1-30, 31-60, 61-90, 91-180, 180+. ' +
      "overdue_amount = the unpaid part of its instalments due before today; penalty_amount = its outstanding penalty (the debt list's figures). " +
      'Every bucket is answered (zeros included); total adds them up. Decimal strings in that currency.',
  })
  debtAging(@Query() query: DebtAgingQueryDto, @CurrentUser() actor: AuthUser) {
    return this.agingService.aging(query, actor);
  }

  @RequirePermission(P.DASHBOARD)
  @Get('dashboard')
  @ApiOperation({
    summary: "This week's leads, clients and talks per weekday (Asia/Tashkent), today's calls, today's sales and payments",
    description:
      'today_sales: [{currency, currency_code, count, amount}] sales approved today (Tashkent), amount = their sold_amount. ' +
      'today_payments: [{currency, currency_code, count, amount}] money received today: operations of kinds selling and payment (first ' +
      'payments and debt payments) net of reversals, by the wallet\'s currency; count = payments net of reversals made today, ' +
      'never below 0. plan (only for users with STATISTICS, else null): ' +
      '[{currency, currency_code, months: [{month, expected, received}]}] for this month and the next five, as the plan of ' +
      'building-all-debt-list defines them.',
  })
  dashboard(@CurrentUser() user: AuthUser) {
    return this.statistics.dashboard(user.permissions.has(P.STATISTICS));
  }

  @RequirePermission(P.STATISTICS)
  @Get('building-debt-list')
  @ApiOperation({
    summary: 'Open debts per building in one currency: [{building, name, debt_amount, overdue_amount, debts_count}]',
    description:
      'Open (not closed) debts of the currency (default 2 USD), by the building of their room, most owed first. debt_amount = Σ current_debt; ' +
      'overdue_amount = the unpaid part of their instalments due before today (Tashkent), as the debt list computes it.',
  })
  buildingDebtList(@Query() query: CurrencyQueryDto) {
    return this.sales.buildingDebtList(query.currency ?? CURRENCY_USD);
  }

  @RequirePermission(P.STATISTICS)
  @Get('building-all-debt-list')
  @ApiProduces('application/json', XLSX_CONTENT_TYPE)
  @ApiOperation({
    summary: 'The plan of receipts per building and month: [{building, name, months: [{month, expected, received}], expected, received}]',
    description: `${PLAN_RULES} is_excel=true answers the same figures as an XLSX file (one sheet, with totals per building and per month).`,
  })
  async buildingAllDebtList(@Query() query: PlanQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    const plan = await this.plans.plan(query, query.is_excel === true);
    if (!query.is_excel) return reply.send(plan.buildings);
    const locale = query.language ?? lang;
    return sendWorkbook(reply, `plan-${plan.from}-${plan.to}.xlsx`, [planSheet(plan.buildings, plan.totals!, locale)], locale);
  }

  @RequirePermission(P.ADMIN_STATISTICS)
  @Get('overall-statistics')
  @ApiOperation({
    summary: 'Overall statistics of one currency for a period',
    description:
      'Answers {currency, from_date, to_date, sales: {count, sold_amount, paid_amount}, income: {payments, other}, expense: {salary, ' +
      'construction, suppliers, refunds, other}, debts: {total, overdue}, wallets: [{id, name, balance}], investors: {invested, withdrawn}, ' +
      'suppliers_debt, managers: [{seller, full_name, count, sold_amount}], usd_equivalent: {income, expense}}. Period: from_date/to_date ' +
      '(Tashkent days, inclusive; open ends unbounded). sales and managers: ' +
      SALE_RULES +
      ' managers: per seller (the creator when no seller was given), most sold first. ' +
      OPERATION_RULES +
      ' debts (open debts now), wallets (balances now) and suppliers_debt (Σ deliveries\' operation_price − Σ payments\' actual_payment ' +
      'in the currency, all time) do not depend on the period.',
  })
  overall(@Query() query: PeriodQueryDto) {
    return this.overallService.overall(query);
  }

  @RequirePermission(P.STATISTICS)
  @Get('export/statistic.xls')
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOperation({
    summary: 'The sale statistics and the plan of receipts as XLSX (two sheets, names and headers in the request language)',
    description:
      'Filters as GET /api/sale-statistics/ (currency, from_date/to_date on the approval day, building, search over the building name, ' +
      'ordering; every building, no paging) for the first sheet; the second sheet is the plan of building-all-debt-list for the same ' +
      'currency, building and dates (due dates; default the current year).',
  })
  async export(@Query() query: StatisticsExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    const locale = query.language ?? lang;
    const [sales, plan] = await Promise.all([this.sales.rows(query, null), this.plans.plan(query, true)]);
    return sendWorkbook(reply, 'statistic.xlsx', [saleSheet(sales.results, sales.totals, locale), planSheet(plan.buildings, plan.totals!, locale)], locale);
  }
}

@ApiTags('statistics')
@Controller('sale-statistics')
export class SaleStatisticsController {
  constructor(private readonly sales: SaleStatisticsService) {}

  @RequirePermission(P.STATISTICS)
  @Get()
  @ApiOperation({
    summary: 'Sales statistics per building: {count, results: [{id, building, name, rooms_total, rooms_sold, rooms_booked, rooms_free, sold_count, sold_area, sold_amount, paid_amount, debt_amount}], totals}',
    description:
      `${SALE_RULES} sold_count/sold_area = those sales and their rooms' area. rooms_* = the building's rooms by their status now ` +
      '(all currencies, not the period). Every building is listed (zeros when nothing was sold); filters currency (default 2), ' +
      'from_date, to_date, building; search over the building name; ordering name (default) or id. totals = the same figures over every ' +
      'listed building (not only the page). id = building (for lists that need an id).',
  })
  list(@Query() query: SaleStatisticsQueryDto) {
    return this.sales.list(query);
  }

  @RequirePermission(P.STATISTICS)
  @Get('all-sale-debt')
  @ApiOperation({
    summary: 'All open debts of one currency: {currency, total_debt, overdue_debt, paid_amount, debts_count, clients_count}',
    description:
      'Open (not closed) debts of the currency (default 2 USD). total_debt = Σ current_debt; overdue_debt = the unpaid part of their ' +
      'instalments due before today (Tashkent); paid_amount = what their payments paid off so far (Σ all_debt − current_debt; first ' +
      'payments of the sales are not part of a debt); clients_count = distinct clients.',
  })
  allSaleDebt(@Query() query: CurrencyQueryDto) {
    return this.sales.allSaleDebt(query.currency ?? CURRENCY_USD);
  }
}
