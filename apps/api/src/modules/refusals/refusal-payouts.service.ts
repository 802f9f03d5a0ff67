import { Injectable } from '@nestjs/common';
import { ErrorCode, RefusalError } from '@mijozlar/shared';
import { Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { Decimal, amountText } from '../../common/money/money';

/** A refusal row held under FOR UPDATE for the rest of the transaction. */
export interface LockedRefusal {
  id: number;
  currency_id: number;
  client_id: number | null;
  refund_due: Decimal;
  refunded_amount: Decimal;
}

/**
 * What payouts do to a refusal: `refunded_amount` moves with each return_refusal operation (and
 * back with its reversal), in the operation's transaction, under a row lock on the refusal so
 * that concurrent payouts are checked one after the other and never pay out more than is due.
 */
@Injectable()
export class RefusalPayoutsService {
  /**
   * Locks the refusals (in id order, so two transactions never wait on each other crosswise).
   * Call it before any wallet is touched. An unknown id is a 400 on `field`.
   */
  async lock(tx: Tx, ids: number[], field = 'refusal_id'): Promise<Map<number, LockedRefusal>> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    if (unique.length === 0) return new Map();
    const rows = await tx.$queryRaw<{ id: number; currency_id: number; client_id: number | null; refund_due: Decimal; refunded_amount: Decimal }[]>`
      SELECT r.id, r.currency_id, s.client_id, r.refund_due, r.refunded_amount
      FROM refusal r JOIN sale s ON s.id = r.sale_id
      WHERE r.id IN (${Prisma.join(unique)})
      ORDER BY r.id
      FOR UPDATE OF r`;
    if (rows.length !== unique.length) throw ApiError.badRequest(field, ErrorCode.INVALID);
    return new Map(
      rows.map((r) => [r.id, { ...r, refund_due: new Decimal(r.refund_due), refunded_amount: new Decimal(r.refunded_amount) }]),
    );
  }

  /** What is still to be paid out. */
  remaining(refusal: LockedRefusal): Decimal {
    return refusal.refund_due.minus(refusal.refunded_amount);
  }

  /** A payout of `amount`: 400 refusal.payout_exceeds_due (with what remains) when it is more than what is still due. */
  async pay(tx: Tx, refusal: LockedRefusal, amount: Decimal): Promise<void> {
    const remaining = this.remaining(refusal);
    if (amount.gt(remaining)) throw ApiError.badRequest('amount', RefusalError.PAYOUT_EXCEEDS_DUE, { amount: amountText(remaining)! });
    await this.setRefunded(tx, refusal, refusal.refunded_amount.plus(amount));
  }

  /** A payout reversed: the amount is due again. */
  async unpay(tx: Tx, refusal: LockedRefusal, amount: Decimal): Promise<void> {
    await this.setRefunded(tx, refusal, refusal.refunded_amount.minus(amount));
  }

  private async setRefunded(tx: Tx, refusal: LockedRefusal, value: Decimal): Promise<void> {
    await tx.refusal.update({ where: { id: refusal.id }, data: { refunded_amount: value }, select: { id: true } });
    refusal.refunded_amount = value;
  }
}
