import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { SmsDeliveryService } from '../../modules/sms/sms-delivery.service';
import { SMS_QUEUE, SmsJobData } from './sms.queue';

/**
 * The SMS queue's processor (thin: the work is SmsDeliveryService). Runs in the worker process
 * (`node dist/cli.js worker`) and in the API process when RUN_WORKER is on.
 */
@Injectable()
export class SmsWorker implements OnApplicationShutdown {
  private readonly logger = new Logger('SmsWorker');
  private worker?: Worker<SmsJobData>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly delivery: SmsDeliveryService,
  ) {}

  /** Starts processing; does nothing without REDIS_URL (the relay then sends directly). */
  start(concurrency = 5): boolean {
    if (!this.config.redisUrl || this.worker) return !!this.worker;
    this.worker = new Worker<SmsJobData>(SMS_QUEUE, (job) => this.process(job), {
      connection: { url: this.config.redisUrl, maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 200, 2000) },
      prefix: this.config.queuePrefix,
      concurrency,
    });
    this.worker.on('error', (err) => this.logger.warn({ err: err.message }, 'SMS worker: Redis problem'));
    this.worker.on('failed', (job, err) =>
      this.logger.warn({ job: job?.id, attempts: job?.attemptsMade, err: err.message }, 'SMS attempt failed'),
    );
    return true;
  }

  private async process(job: Job<SmsJobData>): Promise<string> {
    return this.delivery.deliver(job.data.id, job.attemptsMade + 1, job.opts.attempts ?? 1);
  }

  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    // Let a running send finish (a few seconds at most), then stop without waiting further.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      worker.close().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 5000);
      }),
    ]);
    if (timer) clearTimeout(timer);
    await worker.close(true).catch(() => undefined);
  }
}
