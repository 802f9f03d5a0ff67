import { Injectable } from '@nestjs/common';
import { WalletError } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { combineWhere, paginate } from '../../common/list/paginate';
import { ZERO, amountText } from '../../common/money/money';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import type { Wallet } from '@mijozlar/shared';
import { CreateWalletDto, UpdateWalletDto, WalletListQueryDto } from './dto/wallet.dto';
import { WalletRow, toWallet, walletSelect } from './wallets.mapper';
import { buildWalletWhere, walletListSpec } from './wallets.query';

/** The audit trail's view of a wallet: the API's fields without the name beside the currency id. */
function walletAudit(w: Wallet) {
  return { name: w.name, currency: w.currency, balance: w.balance, is_active: w.is_active };
}

@Injectable()
export class WalletsService {
  constructor(private readonly prisma: PrismaService) {}

  /** The list, plus `totals: [{currency, currency_code, balance}]` over every filtered wallet (not only the page). */
  async list(query: WalletListQueryDto) {
    const where = buildWalletWhere(query);
    const term = query.search?.trim();
    const [page, totals] = await Promise.all([
      paginate<Prisma.WalletWhereInput, Prisma.WalletOrderByWithRelationInput, WalletRow, ReturnType<typeof toWallet>>(
        this.prisma.wallet,
        query,
        walletListSpec,
        { where, select: walletSelect, map: toWallet },
      ),
      this.totals(combineWhere<Prisma.WalletWhereInput>(where, term ? walletListSpec.search!(term) : undefined)),
    ]);
    return { ...page, totals };
  }

  /** The balance per currency (every currency, zero when it has no wallet) over the wallets `where` selects. */
  async totals(where: Prisma.WalletWhereInput) {
    const [currencies, sums] = await Promise.all([
      this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true } }),
      this.prisma.wallet.groupBy({ by: ['currency_id'], where, _sum: { balance: true } }),
    ]);
    return currencies.map((c) => ({
      currency: c.id,
      currency_code: c.code,
      balance: amountText(sums.find((s) => s.currency_id === c.id)?._sum.balance ?? ZERO)!,
    }));
  }

  /** One wallet, and whether it has operations (the edit form locks the currency then). */
  /** Active wallets by name, then id, for the forms that pick one (balances only for WALLET_READ). */
  async choices(withBalance: boolean) {
    const rows = await this.prisma.wallet.findMany({ where: { is_active: true }, select: walletSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    return rows.map((row) => {
      const { id, name, currency, currency_code, balance } = toWallet(row);
      return withBalance ? { id, name, currency, currency_code, balance } : { id, name, currency, currency_code };
    });
  }

  async get(id: number) {
    const [row, operation] = await Promise.all([
      this.prisma.wallet.findUnique({ where: { id }, select: walletSelect }),
      this.prisma.walletOperation.findFirst({ where: { wallet_id: id }, select: { id: true } }),
    ]);
    if (!row) throw ApiError.notFound();
    return { ...toWallet(row), has_operations: operation !== null };
  }

  async create(dto: CreateWalletDto) {
    return this.prisma.$transaction(async (tx) => {
      const wallet = toWallet(
        await tx.wallet.create({
          data: { name: dto.name, currency_id: dto.currency, is_active: dto.is_active ?? true },
          select: walletSelect,
        }),
      );
      await auditCreate(tx, { entity: 'wallet', entity_id: wallet.id, label: wallet.name, after: walletAudit(wallet) });
      return wallet;
    });
  }

  /**
   * Name, currency, is_active. The wallet row is locked first, so no operation slips in between
   * the check and the change: a wallet with operations keeps its currency (409 wallet.currency_locked).
   */
  async update(id: number, dto: UpdateWalletDto) {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'wallet', id);
      const current = toWallet(await tx.wallet.findUniqueOrThrow({ where: { id }, select: walletSelect }));
      if (dto.currency !== undefined && dto.currency !== current.currency) {
        const used = await tx.walletOperation.findFirst({ where: { wallet_id: id }, select: { id: true } });
        if (used) throw ApiError.conflict(WalletError.CURRENCY_LOCKED, 'currency');
      }
      const data: Prisma.WalletUncheckedUpdateInput = {};
      if (dto.name !== undefined) data.name = dto.name;
      if (dto.currency !== undefined) data.currency_id = dto.currency;
      if (dto.is_active !== undefined) data.is_active = dto.is_active;
      const after = toWallet(await tx.wallet.update({ where: { id }, data, select: walletSelect }));
      await auditChange(tx, { entity: 'wallet', entity_id: id, label: after.name, before: walletAudit(current), after: walletAudit(after) });
    });
    return this.get(id);
  }

  /** Only a wallet without operations is deleted (409 wallet.has_operations: deactivate it instead). */
  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'wallet', id);
      const used = await tx.walletOperation.findFirst({ where: { wallet_id: id }, select: { id: true } });
      if (used) throw ApiError.conflict(WalletError.HAS_OPERATIONS);
      const wallet = toWallet(await tx.wallet.delete({ where: { id }, select: walletSelect }));
      await auditDelete(tx, { entity: 'wallet', entity_id: id, label: wallet.name, before: walletAudit(wallet) });
    });
  }
}
