import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';

/**
 * Deletes Idempotency-Key records older than IDEMPOTENCY_KEY_DAYS (default 7): a client retries a
 * money request within seconds or minutes, never after days, and the table would otherwise grow by
 * one row per money request forever. A key replayed after that moves money again, as a new request;
 * the README says so. Batches of 10 000 rows so that no statement holds locks for long. Runs hourly
 * in the job worker (and in the API process when RUN_WORKER is on); `purge()` is the work.
 */
@Injectable()
export class IdempotencyPurgeService implements OnApplicationShutdown {
  private readonly logger = new Logger('IdempotencyPurge');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private enabled = false;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  start(intervalMs = 60 * 60 * 1000): void {
    this.enabled = true;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.enabled || this.running) return;
    this.running = this.purge()
      .catch((err) => {
        this.logger.error({ err }, 'idempotency key purge failed');
        return 0;
      })
      .finally(() => (this.running = undefined));
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

  async onApplicationShutdown(): Promise<void> {
    this.enabled = false;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
