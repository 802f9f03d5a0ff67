import { Injectable } from '@nestjs/common';
import { ErrorCode, Locale, RefusalError, ROOM_STATUS, SaleError } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { paginate } from '../../common/list/paginate';
import { audit, diff, setAuditReason } from '../../common/audit';
import { Decimal, ZERO } from '../../common/money/money';
import { LedgerService } from '../ledger/ledger.service';
import { operationListSpec } from '../wallets/wallet-operations.query';
import { OperationJson, OperationRow, operationInclude, toOperation } from '../wallets/wallets.mapper';
import { CreateRefusalDto, RefusalListQueryDto } from './dto/refusal.dto';
import { RefusalRow, refusalForAudit, refusalInclude, refusalLabel, toRefusal } from './refusals.mapper';
import { buildRefusalWhere, refusalListSpec } from './refusals.query';

/**
 * Refusals: an approved sale is cancelled, the room is free again, the debt closes as refused,
 * and the client is owed what they paid (refund_due, in the sale's currency). The refusal moves
 * no money itself; payouts are return_refusal wallet operations (RefusalPayoutsService).
 */
@Injectable()
export class RefusalsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  list(query: RefusalListQueryDto) {
    return paginate<Prisma.RefusalWhereInput, Prisma.RefusalOrderByWithRelationInput, RefusalRow, ReturnType<typeof toRefusal>>(
      this.prisma.refusal,
      query,
      refusalListSpec,
      { where: buildRefusalWhere(query), include: refusalInclude, map: toRefusal },
    );
  }

  async get(id: number) {
    const row = await this.prisma.refusal.findUnique({ where: { id }, include: refusalInclude });
    if (!row) throw ApiError.notFound();
    return toRefusal(row);
  }

  /** The refusal's payouts (and their reversals) as wallet operations, newest first. */
  async operations(id: number, query: ListQueryDto, locale: Locale) {
    const found = await this.prisma.refusal.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.notFound();
    return paginate<Prisma.WalletOperationWhereInput, Prisma.WalletOperationOrderByWithRelationInput, OperationRow, OperationJson>(
      this.prisma.walletOperation,
      query,
      operationListSpec,
      { where: { refusal_id: id }, include: operationInclude, map: (row) => toOperation(row, locale) },
    );
  }

  /**
   * One transaction under a row lock on the sale (and its debt): only an approved sale without a
   * refusal (409 refusal.exists, sale.not_approved). refund_due = the first payment
   * (sale.paid_amount) + what the debt's payments paid off (all_debt − current_debt). Recorded as
   * `refuse` on the refusal (its fields) and on the sale (its status), with the request's `reason`.
   */
  async create(dto: CreateRefusalDto, user: AuthUser) {
    setAuditReason(dto.reason);
    const id = await this.ledger.transaction(async (tx) => {
      const [sale] = await tx.$queryRaw<{ id: number; status: string; room_id: number; currency_id: number; paid_amount: Decimal }[]>`
        SELECT id, status::text AS status, room_id, currency_id, paid_amount FROM sale WHERE id = ${dto.sale} FOR UPDATE`;
      if (!sale) throw ApiError.badRequest('sale', ErrorCode.INVALID);
      const existing = await tx.refusal.findUnique({ where: { sale_id: sale.id }, select: { id: true } });
      if (existing) throw ApiError.conflict(RefusalError.EXISTS, 'sale');
      if (sale.status !== 'approved') throw ApiError.conflict(SaleError.NOT_APPROVED, 'sale');

      const [debt] = await tx.$queryRaw<{ id: number; all_debt: Decimal; current_debt: Decimal }[]>`
        SELECT id, all_debt, current_debt FROM client_debt WHERE sale_id = ${sale.id} FOR UPDATE`;
      const paidOff = debt ? new Decimal(debt.all_debt).minus(new Decimal(debt.current_debt)) : ZERO;
      const refundDue = new Decimal(sale.paid_amount).plus(paidOff);

      await tx.room.update({
        where: { id: sale.room_id },
        data: { status_id: ROOM_STATUS.FREE, client_id: null, lid_id: null, booking_end_date: null },
        select: { id: true },
      });
      await tx.sale.update({ where: { id: sale.id }, data: { status: 'refused' }, select: { id: true } });
      if (debt) {
        await tx.clientDebt.update({
          where: { id: debt.id },
          data: { is_closed: true, closed_reason: 'refused', closed_at: this.clock.now() },
          select: { id: true },
        });
      }
      const refusal = await tx.refusal.create({
        data: {
          sale_id: sale.id,
          comment: dto.comment || null,
          refund_due: refundDue,
          currency_id: sale.currency_id,
          created_by_id: user.id,
        },
        include: refusalInclude,
      });
      const shown = refusalForAudit(refusal);
      await audit(tx, { action: 'refuse', entity: 'refusal', entity_id: refusal.id, label: refusalLabel(refusal), changes: diff(null, shown) });
      await audit(tx, {
        action: 'refuse',
        entity: 'sale',
        entity_id: sale.id,
        label: `#${sale.id} · ${refusal.sale.room.building.name}, ${refusal.sale.room.number}${refusal.sale.client ? ` · ${refusal.sale.client.name}` : ''}`,
        changes: { status: ['approved', 'refused'] },
        details: { refusal: refusal.id, refund_due: shown.refund_due, client_debt: debt?.id ?? null },
      });
      return refusal.id;
    });
    return this.get(id);
  }
}
