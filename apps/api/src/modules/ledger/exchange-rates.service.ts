import { Injectable } from '@nestjs/common';
import { CURRENCY_USD } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Clock, tashkentDate } from '../../common/clock/clock';
import { Decimal } from '../../common/money/money';

/** The day's stored rate of USD (UZS per 1 USD), by Asia/Tashkent business day. */
@Injectable()
export class ExchangeRatesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  /** The rate stored for the Tashkent day of `instant`, or the latest one before it; null if none. */
  async rateOn(db: Tx | PrismaService, instant: Date): Promise<Decimal | null> {
    const day = new Date(`${tashkentDate(instant)}T00:00:00Z`);
    const row = await db.exchangeRate.findFirst({
      where: { currency_id: CURRENCY_USD, date: { lte: day } },
      orderBy: { date: 'desc' },
      select: { rate: true },
    });
    return row ? new Decimal(row.rate) : null;
  }

  today(): Promise<Decimal | null> {
    return this.rateOn(this.prisma, this.clock.now());
  }
}
