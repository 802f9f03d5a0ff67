import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/config';

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
 * Redis is down (no offline queue): the messages then stay `not_sent` in PostgreSQL for the relay.
 */
@Injectable()
export class SmsQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('SmsQueue');
  readonly queue: Queue<SmsJobData> | null;
  private readonly connection: Redis | null;

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

  /** Queues one job per message id (an id already queued is ignored by BullMQ). Rejects within timeoutMs. */
  async add(ids: number[], timeoutMs = 3000): Promise<void> {
    if (!this.queue || ids.length === 0) return;
    const queue = this.queue;
    await this.ready(timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        queue.addBulk(ids.map((id) => ({ name: 'send', data: { id }, opts: { jobId: smsJobId(id) } }))),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer in time')), timeoutMs);
        }),
      ]);
    } finally {
      if (timer) clearTimeout(timer);
    }
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
