import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { IntervalJob } from '../interval-job';

/**
 * Deletes Idempotency-Key records older than IDEMPOTENCY_KEY_DAYS (default 7): a client retries a
 * money request within seconds or minutes, never after days, and the table would otherwise grow by
 * one row per money request forever. A key replayed after that moves money again, as a new request;
 * the README says so. Batches of 10 000 rows so that no statement holds locks for long. Runs hourly
 * in the job worker (and in the API process when RUN_WORKER is on); `purge()` is the work.
 */
@Injectable()
export class IdempotencyPurgeService extends IntervalJob {
  protected readonly logger = new Logger('IdempotencyPurge');

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override start(intervalMs = 60 * 60 * 1000): void {
    super.start(intervalMs);
  }

  protected runOnce(): Promise<number> {
    return this.purge();
  }

  /** Deletes the keys created before the retention period; returns how many. */
  async purge(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.prisma.$executeRaw`
        DELETE FROM idempotency_key WHERE id IN (
          SELECT id FROM idempotency_key
          WHERE created_at < now() - ${this.config.idempotencyKeyDays} * interval '1 day'
          LIMIT 10000)`;
      deleted += batch;
      if (batch < 10000) break;
    }
    if (deleted > 0) this.logger.log({ deleted, days: this.config.idempotencyKeyDays }, 'old idempotency keys deleted');
    return deleted;
  }

}
