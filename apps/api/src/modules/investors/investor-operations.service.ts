import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCode, InvestorError, Locale } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { OperationType, Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { combineWhere, paginate, parseOrdering, SortDirection } from '../../common/list/paginate';
import { Decimal, amountText } from '../../common/money/money';
import { streamXlsx } from '../../common/xlsx';
import { LedgerService } from '../ledger/ledger.service';
import type { OperationFilters } from '../wallets/dto/wallet-operation.dto';
import { OPERATION_COLUMNS, SHEET_NAME } from '../wallets/wallet-operations-xlsx.columns';
import { operationSheetRows } from '../wallets/wallet-operations.export';
import { buildOperationWhere, operationListSpec } from '../wallets/wallet-operations.query';
import { operationInstant } from '../wallets/wallet-operations.rules';
import { OperationJson, OperationRow, operationInclude, toOperation } from '../wallets/wallets.mapper';
import { InvestorMoneyDto, InvestorOperationsExportQueryDto, InvestorOperationsQueryDto } from './dto/investor.dto';
import { SumRow, toTotals } from './investors.mapper';
import { InvestorsService } from './investors.service';

type Where = Prisma.WalletOperationWhereInput;

/** What a replenish or withdraw answers: the operation, and the balances it left. */
export type InvestorMoneyAnswer = OperationJson & {
  /** The investor's balance in the wallet's currency after the operation. */
  investor_balance: string;
  /** The wallet's balance after the operation. */
  wallet_balance: string;
};

/**
 * An investor's money: replenishments (money in) and withdrawals (money out), both `investments`
 * wallet operations with investor_id, written through the ledger in one transaction; their list,
 * its totals and its export.
 */
@Injectable()
export class InvestorOperationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly investors: InvestorsService,
    private readonly clock: Clock,
  ) {}

  // Reading

  /** The investor's operations (reversals included, marked), with `totals` per currency over the filtered operations. */
  async list(id: number, query: InvestorOperationsQueryDto, locale: Locale) {
    await this.assertInvestor(id);
    const where = this.whereOf(id, query);
    const term = query.search?.trim();
    const [page, totals] = await Promise.all([
      paginate<Where, Prisma.WalletOperationOrderByWithRelationInput, OperationRow, OperationJson>(this.prisma.walletOperation, query, operationListSpec, {
        where,
        include: operationInclude,
        map: (row) => toOperation(row, locale),
      }),
      this.totals(combineWhere<Where>(where, term ? operationListSpec.search!(term) : undefined)),
    ]);
    return { ...page, totals };
  }

  // Writing

  /**
   * Money in (replenish) or out (withdraw). In one ledger transaction (with the Idempotency-Key):
   * the investor row is locked (SELECT … FOR UPDATE), so concurrent operations of one investor run
   * one after the other; a withdrawal above the investor's balance in the wallet's currency is
   * 409 investor.insufficient_balance; the ledger refuses to take the wallet below zero (409
   * wallet.insufficient_funds).
   */
  async move(id: number, type: OperationType, dto: InvestorMoneyDto, user: AuthUser, locale: Locale): Promise<InvestorMoneyAnswer> {
    if (dto.operation_type !== undefined && dto.operation_type !== type) {
      const [uz, ru] = type === 'replenish' ? ['kirim', 'пополнение'] : ['chiqim', 'снятие'];
      throw ApiError.badRequest('operation_type', InvestorError.OPERATION_TYPE_MISMATCH, { expected_uz: `${type} (${uz})`, expected_ru: `${type} (${ru})` });
    }
    const date = operationInstant(dto.date, this.clock.now());
    const amount = new Decimal(dto.amount);
    const done = await this.ledger.transaction(async (tx) => {
      await lockRowOr404(tx, 'investor', id);
      await this.assertMethod(tx, dto.method);
      const wallet = await tx.wallet.findUnique({ where: { id: dto.wallet }, select: { currency_id: true, currency: { select: { code: true } } } });
      if (!wallet) throw ApiError.badRequest('wallet', ErrorCode.INVALID);
      const before = await this.investors.balanceIn(tx, id, wallet.currency_id);
      if (type === 'withdraw' && amount.gt(before)) {
        throw new ApiError(409, [
          { field: 'amount', code: InvestorError.INSUFFICIENT_BALANCE, params: { balance: amountText(before)!, currency: wallet.currency.code } },
        ]);
      }
      const written = await this.ledger.write(tx, {
        wallet_id: dto.wallet,
        operation_type: type,
        kind: 'investments',
        amount,
        method_id: dto.method,
        comment: dto.comment,
        exchange_rate: dto.exchange_rate ? new Decimal(dto.exchange_rate) : null,
        date,
        executor_id: user.id,
        investor_id: id,
      });
      return { id: written.id, wallet_balance: written.balance, investor_balance: type === 'replenish' ? before.plus(amount) : before.minus(amount) };
    });
    const row = await this.prisma.walletOperation.findUniqueOrThrow({ where: { id: done.id }, include: operationInclude });
    return { ...toOperation(row, locale), investor_balance: amountText(done.investor_balance)!, wallet_balance: amountText(done.wallet_balance)! };
  }

  // Export

  /** The investor's filtered operations as XLSX, streamed in keyset pages. */
  async export(id: number, query: InvestorOperationsExportQueryDto, locale: Locale, reply: FastifyReply) {
    const investor = await this.prisma.investor.findUnique({ where: { id }, select: { first_name: true, last_name: true } });
    if (!investor) throw ApiError.notFound();
    const term = query.search?.trim();
    const where = combineWhere<Where>(this.whereOf(id, query), term ? operationListSpec.search!(term) : undefined);
    const orderBy = parseOrdering(query.ordering, operationListSpec) as Record<string, SortDirection>[];
    const filename = `${investor.last_name} ${investor.first_name} - ${SHEET_NAME[locale]}.xlsx`.replace(/[\\/:*?"<>|]/g, '_');
    return streamXlsx(reply, { filename, sheetName: SHEET_NAME[locale], columns: OPERATION_COLUMNS, locale, rows: operationSheetRows(this.prisma, where, orderBy, locale), audit: { db: this.prisma, entity: 'investor', entity_id: id, filters: query } });
  }

  // Helpers

  private whereOf(id: number, query: InvestorOperationsQueryDto): Where {
    const filters: OperationFilters = {
      investor: id,
      operation_type: query.operation_type,
      currency: query.currency,
      wallet: query.wallet,
      date_from: query.date_from,
      date_to: query.date_to,
    };
    return buildOperationWhere(filters);
  }

  /**
   * Invested / withdrawn / balance per currency over the operations `where` selects, netted as the
   * investor totals are (a reversal takes back what it reverses): two grouped sums (originals and
   * reversals) by wallet and direction, the wallets' currencies read once.
   */
  private async totals(where: Where) {
    const by = ['wallet_id', 'operation_type'] as const;
    const [originals, reversals, currencies] = await Promise.all([
      this.prisma.walletOperation.groupBy({ by: [...by], where: { AND: [where, { reversal_of_id: null }] }, _sum: { amount: true } }),
      this.prisma.walletOperation.groupBy({ by: [...by], where: { AND: [where, { reversal_of_id: { not: null } }] }, _sum: { amount: true } }),
      this.investors.currencies(),
    ]);
    const walletIds = [...new Set([...originals, ...reversals].map((g) => g.wallet_id))];
    const wallets = walletIds.length
      ? await this.prisma.wallet.findMany({ where: { id: { in: walletIds } }, select: { id: true, currency_id: true } })
      : [];
    const currencyOf = new Map(wallets.map((w) => [w.id, w.currency_id]));
    const sums = new Map<number, { invested: Decimal; withdrawn: Decimal }>();
    const add = (walletId: number, field: 'invested' | 'withdrawn', value: Decimal) => {
      const currency = currencyOf.get(walletId)!;
      const line = sums.get(currency) ?? { invested: new Decimal(0), withdrawn: new Decimal(0) };
      line[field] = line[field].plus(value);
      sums.set(currency, line);
    };
    for (const g of originals) add(g.wallet_id, g.operation_type === 'replenish' ? 'invested' : 'withdrawn', new Decimal(g._sum.amount ?? 0));
    // A reversal has the opposite direction of what it reverses and takes it back.
    for (const g of reversals) add(g.wallet_id, g.operation_type === 'withdraw' ? 'invested' : 'withdrawn', new Decimal(g._sum.amount ?? 0).neg());
    const rows: SumRow[] = [...sums].map(([currency_id, line]) => ({ currency_id, invested: line.invested, withdrawn: line.withdrawn }));
    return toTotals(currencies, rows);
  }

  private async assertInvestor(id: number): Promise<void> {
    const found = await this.prisma.investor.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.notFound();
  }

  private async assertMethod(tx: Tx, id: number): Promise<void> {
    const method = await tx.paymentMethod.findUnique({ where: { id }, select: { is_active: true } });
    if (!method || !method.is_active) throw ApiError.badRequest('method', ErrorCode.INVALID);
  }
}
