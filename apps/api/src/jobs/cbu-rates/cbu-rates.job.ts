import { Inject, Injectable, Logger } from '@nestjs/common';
import { CURRENCY_USD } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Clock } from '../../common/clock/clock';
import { PrismaService } from '../../database/prisma.service';
import { IntervalJob } from '../interval-job';
import { tashkentHour } from '../debt-reminders/debt-reminders.scheduler';
import { CbuRatesService, CbuUnavailableError } from './cbu-rates.service';

/** After a failed attempt the bank is asked again this much later. */
export const CBU_RETRY_MS = 60 * 60 * 1000;

/**
 * The day's USD rate from the Central Bank, by itself: on start the missing days of the last 30,
 * then every day from CBU_RATES_HOUR (Tashkent) until the bank has answered for the day, asking
 * again an hour after a failure. A day that already has a rate (a person's, or the bank's) is not
 * asked for. Checks every few minutes in the worker (and in the API process when RUN_WORKER is on);
 * nothing when CBU_RATES_URL=off. A failure is logged and never stops the worker.
 */
@Injectable()
export class CbuRatesJob extends IntervalJob {
  protected readonly logger = new Logger('CbuRatesJob');
  private filled = false;
  private doneDay: string | null = null;
  private retryAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly rates: CbuRatesService,
  ) {
    super();
  }

  override start(intervalMs = 5 * 60 * 1000): void {
    if (!this.rates.enabled) {
      this.logger.log('CBU_RATES_URL=off: the Central Bank rate is not fetched');
      return;
    }
    super.start(intervalMs);
  }

  protected runOnce(): Promise<void> {
    return this.tick();
  }

  /** One check: the fill (until it has succeeded once), then today's rate once the hour has come. */
  async tick(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() < this.retryAt) return;
    try {
      if (!this.filled) {
        await this.rates.fillMissing(30);
        this.filled = true;
      }
      const today = this.clock.today();
      if (this.doneDay === today || tashkentHour(now) < this.config.cbuRates.hour) return;
      const stored = await this.prisma.exchangeRate.count({ where: { currency_id: CURRENCY_USD, date: this.clock.todayDate() } });
      if (!stored) await this.rates.fetchDay(today);
      this.doneDay = today;
    } catch (err) {
      this.retryAt = now.getTime() + CBU_RETRY_MS;
      if (!(err instanceof CbuUnavailableError)) throw err;
      this.logger.warn({ retryAt: new Date(this.retryAt).toISOString() }, 'no Central Bank rate this time; asking again in an hour');
    }
  }
}
