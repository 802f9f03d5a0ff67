import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DateError, Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { Clock } from '../../common/clock/clock';
import type { AuthUser } from '../../common/auth/auth-user';
import { combineWhere, paginate, parseOrdering } from '../../common/list/paginate';
import { amountText, Decimal } from '../../common/money/money';
import { inBatches, streamXlsx, XlsxRow } from '../../common/xlsx';
import { ClientDebtExportQueryDto, ClientDebtListQueryDto } from './dto/client-debt.dto';
import { buildDebtWhere, debtListSpec, Sql } from './debts.query';
import { AgingRow, debtAgingSql, debtDelegate, DebtRow, debtTotalsSql, whereSql } from './debts-sql';
import { instalmentSelect, InstalmentRow, toDebt, toDebtTotal } from './debts.mapper';
import { DEBT_AGING_COLUMNS, DEBT_COLUMNS } from './debts-xlsx.columns';
import { instalmentPenaltySql } from './penalty-sql';
import { paymentReportInclude, toPaymentReport } from './payment-reports.mapper';

const SHEET = { uz: 'Qarzlar', ru: 'Долги' } as const;
const AGING_SHEET = { uz: 'Qarz yoshi', ru: 'Возраст долгов' } as const;
const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const yesNo = (value: boolean, locale: Locale) => (value ? (locale === 'ru' ? 'да' : 'ha') : locale === 'ru' ? 'нет' : 'yoʻq');

/**
 * Client debts: the list (with overdue amount and days as of today in Tashkent, computed by
 * PostgreSQL with the page), one debt with its schedule and payments, and the XLSX export.
 */
@Injectable()
export class DebtsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  async list(query: ClientDebtListQueryDto, actor: AuthUser) {
    const today = this.clock.today();
    const where = this.where(query, today, actor);
    const term = query.search?.trim();
    const [page, totals] = await Promise.all([
      paginate(debtDelegate(this.prisma, today), query, debtListSpec, { where, map: (row: DebtRow) => row }),
      this.prisma.$queryRaw<{ currency_id: number; currency_code: string; current_debt: Decimal; overdue_amount: Decimal; penalty_amount: Decimal }[]>(
        debtTotalsSql(whereSql(combineWhere<Sql>(where, term ? debtListSpec.search!(term) : undefined)), today),
      ),
    ]);
    const instalments = await this.instalmentsOf(page.results.map((r) => r.id), today);
    return {
      count: page.count,
      results: page.results.map((row) => toDebt(row, instalments.get(row.id) ?? [])),
      totals: totals.map(toDebtTotal),
    };
  }

  async get(id: number) {
    const today = this.clock.today();
    const [row] = await debtDelegate(this.prisma, today).findMany({ where: Prisma.sql`cd.id = ${id}`, orderBy: [Prisma.sql`cd.id`], skip: 0, take: 1 });
    if (!row) throw ApiError.notFound();
    const [instalments, payments] = await Promise.all([
      this.instalmentsOf([id], today),
      this.prisma.paymentReport.findMany({ where: { client_debt_id: id }, include: paymentReportInclude, orderBy: [{ payment_date: 'asc' }, { id: 'asc' }] }),
    ]);
    return { ...toDebt(row, instalments.get(id) ?? []), payments: payments.map(toPaymentReport) };
  }

  /** Streams the debts with the list's filters, search and ordering (one page of 1000 in memory at a time). */
  async export(query: ClientDebtExportQueryDto, locale: Locale, reply: FastifyReply, actor: AuthUser) {
    const today = this.clock.today();
    const where = this.where(query, today, actor);
    const term = query.search?.trim();
    const orderBy = parseOrdering(query.ordering, debtListSpec); // a bad ordering is a 400 before anything is sent
    const delegate = debtDelegate(this.prisma, today);
    const full = combineWhere<Sql>(where, term ? debtListSpec.search!(term) : undefined);
    const rows = inBatches<XlsxRow>(async (skip, take) => {
      const page = await delegate.findMany({ where: full, orderBy, skip, take });
      return page.map((d) => ({
        client: d.client_name,
        phone_number: d.client_phone,
        building: d.building_name,
        room: d.room_number,
        currency: d.currency_code,
        all_debt: amountText(d.all_debt),
        paid_amount: amountText(d.all_debt.minus(d.current_debt)),
        current_debt: amountText(d.current_debt),
        monthly_amount: amountText(d.monthly_amount),
        next_payment_date: isoDate(d.next_payment_date),
        overdue_amount: amountText(d.overdue_amount),
        overdue_days: d.overdue_days,
        is_closed: yesNo(d.is_closed, locale),
        responsible: d.responsible_name ?? '',
        promised_date: isoDate(d.promised_date),
        promised_amount: amountText(d.promised_amount),
        promise_broken: yesNo(d.promise_broken, locale),
        penalty_amount: amountText(d.penalty_amount),
      }));
    });
    const aging = async () =>
      (await this.prisma.$queryRaw<AgingRow[]>(debtAgingSql(whereSql(full), today))).map((a) => ({
        responsible: a.responsible_name ?? '',
        currency: a.currency_code,
        bucket: a.bucket,
        debts_count: a.debts_count,
        overdue_amount: amountText(a.overdue_amount),
        penalty_amount: amountText(a.penalty_amount),
      }));
    return streamXlsx(reply, {
      filename: 'debts.xlsx',
      sheetName: SHEET[locale],
      columns: DEBT_COLUMNS,
      locale,
      rows,
      audit: { db: this.prisma, entity: 'client_debt', filters: query },
      moreSheets: [{ sheetName: AGING_SHEET[locale], columns: DEBT_AGING_COLUMNS, rows: aging }],
    });
  }

  private where(query: ClientDebtListQueryDto, today: string, actor: AuthUser): Sql {
    if (query.date_from && query.date_to && query.date_from > query.date_to) throw ApiError.badRequest('date_from', DateError.RANGE);
    const { responsible, collector_day, ...filters } = query;
    const who = responsible === undefined ? undefined : responsible === 'me' ? actor.id : responsible === 'none' ? null : Number(responsible);
    return buildDebtWhere({ ...filters, responsible: who, collector_day: collector_day ? actor.id : undefined }, today);
  }

  /** The instalments of these debts (with each one's accrued penalty), by debt, in schedule order. */
  private async instalmentsOf(ids: number[], today: string): Promise<Map<number, InstalmentRow[]>> {
    const byDebt = new Map<number, InstalmentRow[]>();
    if (ids.length === 0) return byDebt;
    const [rows, penalties] = await Promise.all([
      this.prisma.debtInstalment.findMany({
        where: { client_debt_id: { in: ids } },
        orderBy: [{ client_debt_id: 'asc' }, { month: 'asc' }],
        select: instalmentSelect,
      }),
      this.prisma.$queryRaw<{ id: number; penalty_amount: Decimal }[]>(instalmentPenaltySql(ids, today)),
    ]);
    const penaltyOf = new Map(penalties.map((p) => [p.id, p.penalty_amount]));
    for (const row of rows) {
      const list = byDebt.get(row.client_debt_id) ?? [];
      list.push({ ...(row as InstalmentRow), penalty_amount: penaltyOf.get(row.id) });
      byDebt.set(row.client_debt_id, list);
    }
    return byDebt;
  }
}
