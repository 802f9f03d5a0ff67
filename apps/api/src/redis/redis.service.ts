import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/config';

/** The shared Redis connection, or none when REDIS_URL is not set (the system still works). */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null, enableOfflineQueue: false })
      : null;
    this.client?.on('error', (err) => this.logger.warn({ err: err.message }, 'Redis connection problem'));
    this.client?.connect().catch(() => undefined);
  }

  /** 'up', 'down', or 'not_configured'; never throws, answers within the timeout. */
  async status(timeoutMs = 1000): Promise<'up' | 'down' | 'not_configured'> {
    if (!this.client) return 'not_configured';
    const client = this.client;
    try {
      const pong = await Promise.race([
        // Right after boot the connection may still be opening: wait for it rather than fail.
        (client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', resolve))).then(() =>
          client.ping(),
        ),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return pong === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client && this.client.status !== 'end') this.client.disconnect();
  }
}
