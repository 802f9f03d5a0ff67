import { Injectable } from '@nestjs/common';
import { CURRENCY_USD } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { paginate } from '../../common/list/paginate';
import { Decimal, rateText } from '../../common/money/money';
import { ExchangeRateListQueryDto, SetExchangeRateDto } from './dto/exchange-rate.dto';
import { ExchangeRatesService } from '../ledger/exchange-rates.service';
import { toExchangeRate } from './wallets.mapper';
import { buildExchangeRateWhere, exchangeRateListSpec } from './wallets.query';

/** The stored USD rates (UZS per 1 USD) by Tashkent day: the list, the day's rate, and setting one. */
@Injectable()
export class ExchangeRateBookService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly rates: ExchangeRatesService,
  ) {}

  list(query: ExchangeRateListQueryDto) {
    return paginate(this.prisma.exchangeRate, query, exchangeRateListSpec, {
      where: buildExchangeRateWhere(query, CURRENCY_USD),
      map: toExchangeRate,
    });
  }

  /** Today's (Tashkent) rate: the one stored for today, else the latest before it (`rate_date` says which day), else null. */
  async today() {
    const date = this.clock.today();
    const latest = await this.rates.latestOn(this.prisma, date);
    return { date, rate: latest ? rateText(latest.rate) : null, rate_date: latest?.date ?? null };
  }

  /** Sets the USD rate of a day (default today); a day has one rate, so setting it again replaces it. */
  async set(dto: SetExchangeRateDto, user: AuthUser): Promise<{ created: boolean; body: ReturnType<typeof toExchangeRate> }> {
    const day = dto.date ?? this.clock.today();
    if (day > this.clock.today()) throw ApiError.badRequest('date', 'date.future');
    const rate = new Decimal(dto.rate);
    // One statement, so two requests setting the same day cannot both insert.
    const [row] = await this.prisma.$queryRaw<
      { id: number; date: Date; currency_id: number; rate: Decimal; source: string; created_at: Date; created: boolean }[]
    >`
      INSERT INTO exchange_rate (date, currency_id, rate, source, created_by_id)
      VALUES (${day}::date, ${CURRENCY_USD}, ${rate}::numeric, 'manual', ${user.id})
      ON CONFLICT (currency_id, date) DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source, created_by_id = EXCLUDED.created_by_id
      RETURNING id, date, currency_id, rate, source, created_at, (xmax = 0) AS created`;
    return { created: row.created, body: toExchangeRate({ ...row, rate: new Decimal(row.rate) }) };
  }
}
