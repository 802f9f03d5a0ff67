import { Injectable } from '@nestjs/common';
import type { DebtAging } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../database/prisma.service';
import { Clock } from '../../common/clock/clock';
import type { AuthUser } from '../../common/auth/auth-user';
import { amountText, Decimal, money } from '../../common/money/money';
import { AGING_BUCKET_NAMES, buildDebtWhere } from '../debts/debts.query';
import { AgingRow, debtAgingSql } from '../debts/debts-sql';
import { DebtAgingQueryDto } from './dto/debt-aging.dto';

interface Sums {
  debts_count: number;
  overdue_amount: Decimal;
  penalty_amount: Decimal;
}
const zero = (): Sums => ({ debts_count: 0, overdue_amount: money('0'), penalty_amount: money('0') });
const text = (s: Sums) => ({ debts_count: s.debts_count, overdue_amount: amountText(s.overdue_amount), penalty_amount: amountText(s.penalty_amount) });

/**
 * The aging of the open debts past due in one currency: per bucket of days since their oldest
 * unpaid instalment's due date, how many, what is overdue and their outstanding penalty (SQL in
 * modules/debts/debts-sql.ts, the debt list's figures). Every bucket is answered, zeros included.
 */
@Injectable()
export class DebtAgingService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  async aging(query: DebtAgingQueryDto, actor: AuthUser): Promise<DebtAging> {
    const today = this.clock.today();
    const currency = Number(query.currency);
    const r = query.responsible;
    const responsible = r === undefined ? undefined : r === 'me' ? actor.id : r === 'none' ? null : Number(r);
    const where = buildDebtWhere({ currency, responsible }, today);
    const rows = await this.prisma.$queryRaw<AgingRow[]>(debtAgingSql(where ?? Prisma.sql`TRUE`, today));
    const byBucket = new Map(AGING_BUCKET_NAMES.map((b) => [b, zero()]));
    const total = zero();
    for (const row of rows) {
      for (const s of [byBucket.get(row.bucket)!, total]) {
        s.debts_count += row.debts_count;
        s.overdue_amount = s.overdue_amount.plus(row.overdue_amount);
        s.penalty_amount = s.penalty_amount.plus(row.penalty_amount);
      }
    }
    return {
      currency,
      buckets: AGING_BUCKET_NAMES.map((bucket) => ({ bucket, ...text(byBucket.get(bucket)!) })),
      total: text(total),
    };
  }
}
