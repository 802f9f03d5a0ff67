import { HttpStatus, Injectable } from '@nestjs/common';
import { CURRENCY_USD, DateError, type ExchangeRate, ExchangeRateError, type TodayExchangeRate } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock, dateOnly } from '../../common/clock/clock';
import { paginate } from '../../common/list/paginate';
import { Decimal } from '../../common/money/money';
import { ExchangeRateListQueryDto, FetchExchangeRateDto, SetExchangeRateDto } from './dto/exchange-rate.dto';
import { CbuRatesService, CbuUnavailableError, storedRateSelect } from '../../jobs/cbu-rates/cbu-rates.service';
import { toExchangeRate } from './wallets.mapper';
import { auditRate, lockRateDay } from './exchange-rate.audit';
import { buildExchangeRateWhere, exchangeRateListSpec } from './wallets.query';

/** The stored USD rates (UZS per 1 USD) by Tashkent day: the list, the day's rate, setting one, fetching the bank's. */
@Injectable()
export class ExchangeRateBookService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly cbu: CbuRatesService,
  ) {}

  list(query: ExchangeRateListQueryDto) {
    return paginate(this.prisma.exchangeRate, query, exchangeRateListSpec, {
      where: buildExchangeRateWhere(query, CURRENCY_USD),
      select: storedRateSelect,
      map: toExchangeRate,
    });
  }

  /** Today's (Tashkent) rate: the one stored for today, else the latest before it (`rate_date` says which day), else nulls. */
  async today(): Promise<TodayExchangeRate> {
    const date = this.clock.today();
    const row = await this.prisma.exchangeRate.findFirst({
      where: { currency_id: CURRENCY_USD, date: { lte: dateOnly(date) } },
      orderBy: { date: 'desc' },
      select: storedRateSelect,
    });
    if (!row) return { date, rate: null, rate_date: null, source: null, set_by: null };
    const { rate, date: rateDate, source, set_by } = toExchangeRate({ ...row, rate: new Decimal(row.rate) });
    return { date, rate, rate_date: rateDate, source, set_by };
  }

  /**
   * Sets the USD rate of a day (default today); a day has one rate, so setting it again replaces it
   * (the bank's too). Recorded as `create`, or `update` with the rate it replaced.
   */
  async set(dto: SetExchangeRateDto, user: AuthUser): Promise<{ created: boolean; body: ExchangeRate }> {
    const day = dto.date ?? this.clock.today();
    if (day > this.clock.today()) throw ApiError.badRequest('date', DateError.FUTURE);
    const rate = new Decimal(dto.rate);
    return this.prisma.$transaction(async (tx) => {
      await lockRateDay(tx, CURRENCY_USD, day);
      const old = await tx.exchangeRate.findUnique({ where: { currency_id_date: { currency_id: CURRENCY_USD, date: dateOnly(day) } }, select: storedRateSelect });
      // One statement, so two requests setting the same day cannot both insert.
      const [row] = await tx.$queryRaw<{ id: number; created: boolean }[]>`
        INSERT INTO exchange_rate (date, currency_id, rate, source, created_by_id)
        VALUES (${day}::date, ${CURRENCY_USD}, ${rate}::numeric, 'manual', ${user.id})
        ON CONFLICT (currency_id, date) DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source, created_by_id = EXCLUDED.created_by_id
        RETURNING id, (xmax = 0) AS created`;
      const body = await this.get(row.id, tx);
      await auditRate(tx, old ? toExchangeRate({ ...old, rate: new Decimal(old.rate) }) : null, body);
      return { created: row.created, body };
    });
  }

  /**
   * Asks the Central Bank now for a day's rate (default today) and answers the stored row of the day
   * the bank named (a manual rate of that day stays and is answered); 502
   * exchange_rate.source_unavailable when the bank does not answer or answers garbage; 404 when
   * CBU_RATES_URL is off.
   */
  async fetch(dto: FetchExchangeRateDto): Promise<ExchangeRate> {
    const day = dto.date ?? this.clock.today();
    if (day > this.clock.today()) throw ApiError.badRequest('date', DateError.FUTURE);
    // Like an online-payment provider that is not configured: CBU_RATES_URL=off has no such route.
    if (!this.cbu.enabled) throw ApiError.notFound();
    try {
      return toExchangeRate(await this.cbu.fetchDay(day));
    } catch (err) {
      if (err instanceof CbuUnavailableError) throw new ApiError(HttpStatus.BAD_GATEWAY, [{ field: null, code: ExchangeRateError.SOURCE_UNAVAILABLE }]);
      throw err;
    }
  }

  private async get(id: number, db: Tx = this.prisma): Promise<ExchangeRate> {
    const row = await db.exchangeRate.findUniqueOrThrow({ where: { id }, select: storedRateSelect });
    return toExchangeRate({ ...row, rate: new Decimal(row.rate) });
  }
}
