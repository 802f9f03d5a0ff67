import { Injectable } from '@nestjs/common';
import { CURRENCY_USD } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Clock, dateOnly, tashkentDate } from '../../common/clock/clock';
import { Decimal } from '../../common/money/money';

/**
 * The USD rate (UZS per 1 USD) in force on an Asia/Tashkent business day, as the money writes
 * convert with it. The stored rates themselves (list, set, fetch) are ExchangeRateBookService.
 */
@Injectable()
export class DayRateService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  /** The rate stored for the Tashkent day of `instant`, or the latest one before it; null if none. */
  async rateOn(db: Tx | PrismaService, instant: Date): Promise<Decimal | null> {
    return (await this.latestOn(db, tashkentDate(instant)))?.rate ?? null;
  }

  /** The rate stored for `day` (YYYY-MM-DD) or the latest before it, with the day it is from. */
  async latestOn(db: Tx | PrismaService, day: string): Promise<{ date: string; rate: Decimal } | null> {
    const row = await db.exchangeRate.findFirst({
      where: { currency_id: CURRENCY_USD, date: { lte: dateOnly(day) } },
      orderBy: { date: 'desc' },
      select: { date: true, rate: true },
    });
    return row ? { date: row.date.toISOString().slice(0, 10), rate: new Decimal(row.rate) } : null;
  }

  today(): Promise<Decimal | null> {
    return this.rateOn(this.prisma, this.clock.now());
  }
}
