import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { CircuitBreaker } from '../../common/http/circuit-breaker';

export const SMS_QUEUE = 'sms';

/** BullMQ refuses integer job ids, so a message's job id is "sms-<message id>": one job per message. */
export const smsJobId = (messageId: number) => `sms-${messageId}`;
export const messageIdOf = (jobId: string | undefined) => Number(String(jobId ?? '').replace(/^sms-/, ''));

export interface SmsJobData {
  id: number;
}

/** Completed jobs are kept a day so a re-queue of the same message id is ignored by BullMQ. */
export const KEEP_COMPLETED = { age: 24 * 3600, count: 100_000 };
export const KEEP_FAILED = { age: 7 * 24 * 3600 };

/**
 * The producer side of the SMS queue, or nothing when REDIS_URL is not set. Adds fail fast when
 * Redis is down (no offline queue) and give up after SMS_QUEUE_TIMEOUT_MS when it hangs: the
 * messages then stay in PostgreSQL for the relay. After 3 failures in a row a circuit breaker
 * skips Redis for 5 s (then one probe), so a Redis outage costs requests nothing at all.
 */
@Injectable()
export class SmsQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('SmsQueue');
  readonly queue: Queue<SmsJobData> | null;
  private readonly connection: Redis | null;
  readonly breaker = new CircuitBreaker(3, 5_000);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.connection = config.redisUrl
      ? new Redis(config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          retryStrategy: (times: number) => Math.min(times * 200, 2000),
        })
      : null;
    this.connection?.on('error', (err) => this.logger.debug({ err: err.message }, 'SMS queue: Redis connection problem'));
    this.queue = this.connection
      ? new Queue<SmsJobData>(SMS_QUEUE, {
          connection: this.connection,
          prefix: config.queuePrefix,
          defaultJobOptions: {
            attempts: config.sms.attempts,
            backoff: { type: 'exponential', delay: config.sms.backoffMs },
            removeOnComplete: KEEP_COMPLETED,
            removeOnFail: KEEP_FAILED,
          },
        })
      : null;
    this.queue?.on('error', (err) => this.logger.warn({ err: err.message }, 'SMS queue: Redis problem'));
  }

  get enabled(): boolean {
    return this.queue !== null;
  }

  /** Whether a call to Redis would be tried now (false while the breaker is open). */
  get available(): boolean {
    return this.queue !== null && this.breaker.state !== 'open';
  }

  /**
   * Queues one job per message id (an id already queued is ignored by BullMQ). Rejects within
   * timeoutMs (SMS_QUEUE_TIMEOUT_MS), or at once while the breaker is open. Callers never hold a
   * database transaction while they wait for this.
   */
  async add(ids: number[], timeoutMs = this.config.smsQueueTimeoutMs): Promise<void> {
    if (!this.queue || ids.length === 0) return;
    const queue = this.queue;
    await this.breaker.run(async () => {
      await this.ready(timeoutMs);
      await queue.addBulk(ids.map((id) => ({ name: 'send', data: { id }, opts: { jobId: smsJobId(id) } })));
    }, timeoutMs);
  }

  /** Waits (up to timeoutMs) for the connection: right after boot it may still be opening. */
  private async ready(timeoutMs: number): Promise<void> {
    const client = this.connection!;
    if (client.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        client.off('ready', onReady);
        reject(new Error('Redis is not connected'));
      }, timeoutMs);
      client.once('ready', onReady);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
    if (this.connection && this.connection.status !== 'end') this.connection.disconnect();
  }
}
