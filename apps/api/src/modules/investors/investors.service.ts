import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCode, InvestorError, Locale } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { combineWhere, paginate, parseOrdering } from '../../common/list/paginate';
import { streamXlsx, XlsxRow } from '../../common/xlsx';
import { amountText, Decimal } from '../../common/money/money';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { CreateInvestorDto, InvestorExportQueryDto, InvestorListQueryDto, UpdateInvestorDto } from './dto/investor.dto';
import { INVESTOR_COLUMNS, INVESTORS_SHEET } from './investors-xlsx.columns';
import { CurrencyRow, InvestorJson, InvestorRow, InvestorTotal, SumRow, investorSelect, toInvestor, toTotals } from './investors.mapper';
import { INVESTED_SQL, InvestorFilters, WITHDRAWN_SQL, buildInvestorWhere, investorListSpec, investorSqlWhere } from './investors.query';

type Where = Prisma.InvestorWhereInput;
type OrderBy = Prisma.InvestorOrderByWithRelationInput;

const EXPORT_BATCH = 500;

/** The audit trail's view of an investor: the row's fields as the API names them (the totals are the operations', which have their entries). */
function investorAudit(row: InvestorRow) {
  return { first_name: row.first_name, last_name: row.last_name, phone_number: row.phone_number, investor_type: row.investor_type_id };
}
const investorLabel = (row: InvestorRow) => `${row.last_name} ${row.first_name}`;

/**
 * Investors and the figures of their money. What an investor put in and took out is never stored:
 * it is summed from their wallet operations (investor_id), in SQL, per currency.
 */
@Injectable()
export class InvestorsService {
  constructor(private readonly prisma: PrismaService) {}

  // Reading

  /** The list, each investor with its totals (one SQL statement for the page), and `totals` over every investor the filters select. */
  async list(query: InvestorListQueryDto, locale: Locale) {
    const where = buildInvestorWhere(query);
    const [page, totals, currencies] = await Promise.all([
      paginate<Where, OrderBy, InvestorRow, InvestorRow>(this.prisma.investor, query, investorListSpec, {
        where,
        select: investorSelect,
        map: (row) => row,
      }),
      this.totals(query, query.search),
      this.currencies(),
    ]);
    const sums = await this.sumsByInvestor(this.prisma, page.results.map((row) => row.id));
    return {
      count: page.count,
      results: page.results.map((row) => toInvestor(row, this.totalsOf(row.id, currencies, sums), locale)),
      totals,
    };
  }

  async get(id: number, locale: Locale): Promise<InvestorJson> {
    const row = await this.prisma.investor.findUnique({ where: { id }, select: investorSelect });
    if (!row) throw ApiError.notFound();
    const [currencies, sums] = await Promise.all([this.currencies(), this.sumsByInvestor(this.prisma, [id])]);
    return toInvestor(row, this.totalsOf(id, currencies, sums), locale);
  }

  /** Invested, withdrawn and balance per currency over the investors the filters (and search) select; every currency, zeros included. */
  async totals(filters: InvestorFilters, search?: string): Promise<InvestorTotal[]> {
    const [currencies, sums] = await Promise.all([
      this.currencies(),
      this.prisma.$queryRaw<SumRow[]>`
        SELECT w.currency_id, ${INVESTED_SQL} AS invested, ${WITHDRAWN_SQL} AS withdrawn
        FROM wallet_operation o
        JOIN wallet w ON w.id = o.wallet_id
        WHERE o.investor_id IN (SELECT i.id FROM investor i WHERE ${investorSqlWhere(filters, search)})
        GROUP BY w.currency_id`,
    ]);
    return toTotals(currencies, sums);
  }

  /** An investor's sums per currency; in a money transaction, after the investor row is locked. */
  async balanceIn(tx: Tx, investorId: number, currencyId: number): Promise<Decimal> {
    const [row] = await tx.$queryRaw<SumRow[]>`
      SELECT w.currency_id, ${INVESTED_SQL} AS invested, ${WITHDRAWN_SQL} AS withdrawn
      FROM wallet_operation o
      JOIN wallet w ON w.id = o.wallet_id
      WHERE o.investor_id = ${investorId} AND w.currency_id = ${currencyId}
      GROUP BY w.currency_id`;
    return row ? new Decimal(row.invested).minus(new Decimal(row.withdrawn)) : new Decimal(0);
  }

  /**
   * For corrections made through /api/wallet-operations/ (PUT, DELETE): after the transaction's
   * writes, the investor's balance in every currency must still be ≥ 0, else 409
   * investor.insufficient_balance and the transaction rolls back. The investor row is locked
   * first, as the investor's own money routes do, so the check sees every committed move.
   */
  async assertNotOverdrawn(tx: Tx, investorId: number): Promise<void> {
    await tx.$queryRaw`SELECT id FROM investor WHERE id = ${investorId} FOR UPDATE`;
    const rows = await tx.$queryRaw<{ code: string; balance: string }[]>`
      SELECT c.code, (${INVESTED_SQL} - ${WITHDRAWN_SQL})::text AS balance
      FROM wallet_operation o
      JOIN wallet w ON w.id = o.wallet_id
      JOIN currency c ON c.id = w.currency_id
      WHERE o.investor_id = ${investorId}
      GROUP BY c.code`;
    const overdrawn = rows.find((row) => new Decimal(row.balance).isNegative());
    if (overdrawn) {
      throw new ApiError(409, [{ field: null, code: InvestorError.INSUFFICIENT_BALANCE, params: { balance: amountText(new Decimal(overdrawn.balance))!, currency: overdrawn.code } }]);
    }
  }

  // Writing

  async create(dto: CreateInvestorDto, locale: Locale): Promise<InvestorJson> {
    await this.assertType(dto.investor_type);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.investor.create({
        data: {
          first_name: dto.first_name,
          last_name: dto.last_name,
          phone_number: dto.phone_number,
          investor_type_id: dto.investor_type ?? null,
        },
        select: investorSelect,
      });
      await auditCreate(tx, { entity: 'investor', entity_id: created.id, label: investorLabel(created), after: investorAudit(created) });
      return created;
    });
    return toInvestor(row, toTotals(await this.currencies(), []), locale);
  }

  async update(id: number, dto: UpdateInvestorDto, locale: Locale): Promise<InvestorJson> {
    const data: Prisma.InvestorUncheckedUpdateInput = {};
    if (dto.first_name !== undefined) data.first_name = dto.first_name;
    if (dto.last_name !== undefined) data.last_name = dto.last_name;
    if (dto.phone_number !== undefined) data.phone_number = dto.phone_number;
    if (dto.investor_type !== undefined) data.investor_type_id = dto.investor_type;
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'investor', id);
      await this.assertType(dto.investor_type);
      const before = await tx.investor.findUniqueOrThrow({ where: { id }, select: investorSelect });
      const after = await tx.investor.update({ where: { id }, data, select: investorSelect });
      await auditChange(tx, { entity: 'investor', entity_id: id, label: investorLabel(after), before: investorAudit(before), after: investorAudit(after) });
    });
    return this.get(id, locale);
  }

  /**
   * Only an investor without operations is deleted (409 investor.has_operations): their money
   * history stays. The row is locked first, so no operation slips in between the check and the delete.
   */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'investor', id);
      const used = await tx.walletOperation.findFirst({ where: { investor_id: id }, select: { id: true } });
      if (used) throw ApiError.conflict(InvestorError.HAS_OPERATIONS);
      const gone = await tx.investor.delete({ where: { id }, select: investorSelect });
      await auditDelete(tx, { entity: 'investor', entity_id: id, label: investorLabel(gone), before: investorAudit(gone) });
    });
  }

  // Export

  /** The filtered list with totals per currency as XLSX, streamed in pages (totals summed per page in one statement). */
  async export(query: InvestorExportQueryDto, locale: Locale, reply: FastifyReply) {
    const term = query.search?.trim();
    const where = combineWhere<Where>(buildInvestorWhere(query), term ? investorListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, investorListSpec); // a bad ordering is a 400 before anything is sent
    const currencies = await this.currencies();
    const prisma = this.prisma;
    const sumsOf = (ids: number[]) => this.sumsByInvestor(prisma, ids);
    const totalsOf = (id: number, sums: SumRow[]) => this.totalsOf(id, currencies, sums);
    async function* rows(): AsyncGenerator<XlsxRow> {
      for (let skip = 0; ; skip += EXPORT_BATCH) {
        const page = await prisma.investor.findMany({ where, orderBy, skip, take: EXPORT_BATCH, select: investorSelect });
        const sums = await sumsOf(page.map((row) => row.id));
        for (const row of page) {
          const json = toInvestor(row, totalsOf(row.id, sums), locale);
          const cells: XlsxRow = {
            id: json.id,
            last_name: json.last_name,
            first_name: json.first_name,
            phone_number: json.phone_number,
            investor_type: json.investor_type_name,
          };
          for (const total of json.totals) {
            const code = total.currency_code.toLowerCase();
            cells[`${code}_invested`] = total.invested;
            cells[`${code}_withdrawn`] = total.withdrawn;
            cells[`${code}_balance`] = total.balance;
          }
          yield cells;
        }
        if (page.length < EXPORT_BATCH) return;
      }
    }
    return streamXlsx(reply, { filename: 'investors.xlsx', sheetName: INVESTORS_SHEET[locale], columns: INVESTOR_COLUMNS, locale, rows: rows(), audit: { db: this.prisma, entity: 'investor', filters: query } });
  }

  // Helpers

  /** The currencies every totals answer lists (UZS, USD), by id. */
  currencies(): Promise<CurrencyRow[]> {
    return this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true } });
  }

  /** Sums per investor and currency for the given investors: one statement, whatever their number. */
  private sumsByInvestor(db: PrismaService | Tx, ids: number[]): Promise<SumRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.$queryRaw<SumRow[]>`
      SELECT o.investor_id, w.currency_id, ${INVESTED_SQL} AS invested, ${WITHDRAWN_SQL} AS withdrawn
      FROM wallet_operation o
      JOIN wallet w ON w.id = o.wallet_id
      WHERE o.investor_id = ANY(${ids}::int[])
      GROUP BY o.investor_id, w.currency_id`;
  }

  private totalsOf(id: number, currencies: CurrencyRow[], sums: SumRow[]): InvestorTotal[] {
    return toTotals(
      currencies,
      sums.filter((s) => s.investor_id === id),
    );
  }

  private async assertType(id: number | null | undefined): Promise<void> {
    if (id === undefined || id === null) return;
    const type = await this.prisma.investorType.findUnique({ where: { id }, select: { id: true } });
    if (!type) throw ApiError.badRequest('investor_type', ErrorCode.INVALID);
  }
}
