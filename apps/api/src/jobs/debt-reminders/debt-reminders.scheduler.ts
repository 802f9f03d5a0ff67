import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Clock } from '../../common/clock/clock';
import { DebtRemindersService } from './debt-reminders.service';

export const DEBT_REMINDERS_QUEUE = 'debt-reminders';
export const DEBT_REMINDERS_SCHEDULER = 'debt-reminders-daily';
export const TASHKENT_TZ = 'Asia/Tashkent';

/** The repeat pattern of the daily run: minute 0 of DEBT_REMINDER_HOUR, Tashkent time. */
export const dailyPattern = (hour: number) => `0 ${hour} * * *`;

/** The Tashkent hour (UTC+5, no daylight saving) of an instant. */
export const tashkentHour = (instant: Date) => (instant.getUTCHours() + 5) % 24;

/** Whether a process that last ran on `lastDay` should run now (today's hour has come and today has not run). */
export function isDue(now: Date, today: string, hour: number, lastDay: string | null): boolean {
  return lastDay !== today && tashkentHour(now) >= hour;
}

/**
 * When the debt reminders run: once a day at DEBT_REMINDER_HOUR (Tashkent).
 * - With Redis: a BullMQ job scheduler (repeatable job, cron pattern with the Asia/Tashkent
 *   zone) on the `debt-reminders` queue under QUEUE_PREFIX, and a worker that runs it. A process
 *   that starts after today's hour also adds today's run once (job id per day), so a restart at
 *   11:00 does not skip a day.
 * - Without Redis: an in-process timer (like booking expiry) that checks every few minutes and
 *   runs once a day after the hour.
 * Either way the run itself is idempotent for the day (DebtRemindersService), so several
 * processes, or a job and a timer, never send a reminder twice.
 */
@Injectable()
export class DebtRemindersScheduler implements OnApplicationShutdown {
  private readonly logger = new Logger('DebtRemindersScheduler');
  private queue?: Queue;
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private lastDay: string | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly reminders: DebtRemindersService,
  ) {}

  start(checkEveryMs = 5 * 60 * 1000): void {
    if (this.config.redisUrl) this.startQueue();
    else this.startTimer(checkEveryMs);
  }

  get mode(): 'queue' | 'timer' | 'off' {
    return this.queue ? 'queue' : this.timer ? 'timer' : 'off';
  }

  private startTimer(checkEveryMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), checkEveryMs);
    this.timer.unref();
    this.tick();
  }

  /** One timer tick: runs today's reminders once the hour has come. */
  tick(): void {
    const now = this.clock.now();
    const today = this.clock.today();
    if (this.running || this.stopped || !isDue(now, today, this.config.debtReminders.hour, this.lastDay)) return;
    this.running = this.reminders
      .run()
      .then(() => (this.lastDay = today))
      .catch((err) => this.logger.error({ err }, 'debt reminders failed; retrying at the next check'))
      .finally(() => (this.running = undefined));
  }

  private startQueue(): void {
    if (this.queue) return;
    const connection = { url: this.config.redisUrl!, maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 200, 2000) };
    this.queue = new Queue(DEBT_REMINDERS_QUEUE, { connection, prefix: this.config.queuePrefix });
    this.queue.on('error', (err) => this.logger.warn({ err: err.message }, 'debt reminders queue: Redis problem'));
    this.worker = new Worker(DEBT_REMINDERS_QUEUE, () => this.reminders.run(), { connection, prefix: this.config.queuePrefix, concurrency: 1 });
    this.worker.on('error', (err) => this.logger.warn({ err: err.message }, 'debt reminders worker: Redis problem'));
    this.worker.on('failed', (job, err) => this.logger.error({ job: job?.id, err: err.message }, 'debt reminders job failed'));
    void this.schedule();
  }

  /** Registers the daily scheduler (retrying while Redis is away) and today's catch-up run. */
  async schedule(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    const hour = this.config.debtReminders.hour;
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        await queue.upsertJobScheduler(
          DEBT_REMINDERS_SCHEDULER,
          { pattern: dailyPattern(hour), tz: TASHKENT_TZ },
          { name: 'run', opts: { removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } } },
        );
        const today = this.clock.today();
        if (tashkentHour(this.clock.now()) >= hour) {
          await queue.add('run', {}, { jobId: `debt-reminders-${today}`, removeOnComplete: { age: 2 * 86400 }, removeOnFail: { count: 30 } });
        }
        return;
      } catch (err) {
        this.logger.warn({ err: (err as Error).message, attempt }, 'debt reminders: cannot schedule yet (Redis?), retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt * 2000, 30_000)).unref?.());
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.worker?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }
}
