import { Inject, Injectable, Logger } from '@nestjs/common';
import { CURRENCY_USD } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Clock, dateOnly } from '../../common/clock/clock';
import { Decimal } from '../../common/money/money';
import { PrismaService } from '../../database/prisma.service';
import { toExchangeRate, type ExchangeRateRow } from '../../modules/wallets/wallets.mapper';
import { auditRate, lockRateDay } from '../../modules/wallets/exchange-rate.audit';
import { CbuAnswerError, CbuRate, cbuUrl, parseCbuAnswer } from './cbu-answer';

/** The bank did not answer (off, unreachable, timeout, HTTP error) or answered something unusable. */
export class CbuUnavailableError extends Error {}


export const storedRateSelect = {
  id: true,
  date: true,
  currency_id: true,
  rate: true,
  source: true,
  created_at: true,
  created_by: { select: { id: true, full_name: true } },
} as const;

/** YYYY-MM-DD plus `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(dateOnly(day).getTime() + days * 86400_000).toISOString().slice(0, 10);
}

/**
 * The Central Bank of Uzbekistan's USD rate: asks CBU_RATES_URL for a day and stores the answer for
 * the day the bank names, with source `cbu`. A manual rate of that day stays (a person's rate wins);
 * an earlier bank rate of that day is replaced. Used by the daily job and POST /api/exchange-rate/fetch/.
 */
@Injectable()
export class CbuRatesService {
  private readonly logger = new Logger('CbuRates');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  get enabled(): boolean {
    return this.config.cbuRates.url !== null;
  }

  /** Asks the bank for `day` (default today) and answers the stored row of the day it named. */
  async fetchDay(day: string = this.clock.today()): Promise<ExchangeRateRow> {
    const answer = await this.ask(day);
    return this.store(answer);
  }

  /** The bank's answer for `day`; CbuUnavailableError (logged) when there is none worth storing. */
  async ask(day: string): Promise<CbuRate> {
    const template = this.config.cbuRates.url;
    if (!template) throw new CbuUnavailableError('CBU_RATES_URL is off');
    const url = cbuUrl(template, day);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.config.cbuRates.timeoutMs), headers: { accept: 'application/json' } });
      const text = await response.text();
      if (!response.ok) throw new CbuAnswerError(`HTTP ${response.status}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new CbuAnswerError(`the answer is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
      }
      return parseCbuAnswer(body, day);
    } catch (err) {
      const reason = err instanceof CbuAnswerError ? err.message : err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${this.config.cbuRates.timeoutMs} ms` : String((err as Error)?.cause ?? err);
      this.logger.warn({ url, day, reason }, 'the Central Bank gave no usable USD rate');
      throw new CbuUnavailableError(reason);
    }
  }

  /**
   * Stores the bank's rate for its day unless a person set that day's rate; answers the day's row.
   * A stored or replaced rate is an audit entry (actor: who asked through the fetch route, null for the job).
   */
  async store({ date, rate }: CbuRate): Promise<ExchangeRateRow> {
    const where = { currency_id_date: { currency_id: CURRENCY_USD, date: dateOnly(date) } };
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      await lockRateDay(tx, CURRENCY_USD, date);
      const old = await tx.exchangeRate.findUnique({ where, select: storedRateSelect });
      // One statement, so a manual rate written at the same moment is never overwritten.
      const changed = await tx.$executeRaw`
        INSERT INTO exchange_rate (date, currency_id, rate, source, created_by_id)
        VALUES (${date}::date, ${CURRENCY_USD}, ${rate}::numeric, 'cbu', NULL)
        ON CONFLICT (currency_id, date) DO UPDATE SET rate = EXCLUDED.rate, created_at = now()
        WHERE exchange_rate.source = 'cbu' AND exchange_rate.rate <> EXCLUDED.rate`;
      const stored = await tx.exchangeRate.findUniqueOrThrow({ where, select: storedRateSelect });
      const row = { ...stored, rate: new Decimal(stored.rate) };
      await auditRate(tx, old ? toExchangeRate({ ...old, rate: new Decimal(old.rate) }) : null, toExchangeRate(row));
      return { row, changed };
    });
    if (changed > 0) this.logger.log({ date, rate: rate.toFixed(6) }, 'stored the Central Bank USD rate');
    return row;
  }

  /**
   * Asks for each of the last `days` days before today that has no stored rate, oldest first; stops
   * at the first failure (CbuUnavailableError). Answers how many days it asked for.
   */
  async fillMissing(days = 30): Promise<number> {
    const today = this.clock.today();
    const from = addDays(today, -days);
    const stored = await this.prisma.exchangeRate.findMany({
      where: { currency_id: CURRENCY_USD, date: { gte: dateOnly(from), lt: dateOnly(today) } },
      select: { date: true },
    });
    const known = new Set(stored.map((row) => row.date.toISOString().slice(0, 10)));
    let asked = 0;
    for (let day = from; day < today; day = addDays(day, 1)) {
      if (known.has(day)) continue;
      const row = await this.fetchDay(day);
      known.add(row.date.toISOString().slice(0, 10));
      asked++;
    }
    return asked;
  }
}
