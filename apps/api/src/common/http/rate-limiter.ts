import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { RedisService } from '../../redis/redis.service';
import { CircuitBreaker } from './circuit-breaker';

export interface Hit {
  /** The counter after this hit. */
  count: number;
  /** Seconds until the window (which started at the counter's first hit) ends. */
  retryAfterSeconds: number;
}

/** Where a counter lives: Redis when it answers (else PostgreSQL), or always PostgreSQL. */
export type CounterStore = 'auto' | 'database';

// INCR, and on the first hit start the window; answers [count, ms left].
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const REDIS_TIMEOUT_MS = 250;
const CLEANUP_EVERY_MS = 60_000;

/**
 * Fixed-window counters for rate limits and throttling, atomic under concurrency: Redis (one
 * Lua script per hit) when it answers within 250 ms, else PostgreSQL (one INSERT … ON CONFLICT
 * DO UPDATE … RETURNING on rate_limit_counter). A circuit breaker skips a Redis that keeps
 * failing. `database` counters (login failures) always live in PostgreSQL, so a Redis restart
 * never lifts a lock. Keys carry QUEUE_PREFIX, so installations sharing a Redis never mix.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimiter');
  private readonly breaker = new CircuitBreaker(3, 10_000);
  private readonly prefix: string;
  private lastCleanup = 0;

  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.queuePrefix}:rl:`;
  }

  /** Adds one to `key` and answers the new count (the window starts at the first hit). */
  async hit(key: string, windowSeconds: number, store: CounterStore = 'auto'): Promise<Hit> {
    const windowMs = windowSeconds * 1000;
    if (store === 'auto' && this.redis.client) {
      try {
        const client = this.redis.client;
        const [count, ttl] = (await this.breaker.run(() => client.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs), REDIS_TIMEOUT_MS)) as [
          number,
          number,
        ];
        return { count: Number(count), retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
      } catch (err) {
        this.logger.debug({ err: (err as Error).message }, 'rate limit: Redis unavailable, counting in PostgreSQL');
      }
    }
    this.cleanup();
    const [row] = await this.prisma.$queryRaw<{ count: number; expires_at: Date }[]>`
      INSERT INTO rate_limit_counter (key, count, expires_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counter.expires_at <= now() THEN 1 ELSE rate_limit_counter.count + 1 END,
        expires_at = CASE WHEN rate_limit_counter.expires_at <= now() THEN EXCLUDED.expires_at ELSE rate_limit_counter.expires_at END
      RETURNING count, expires_at`;
    return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((row.expires_at.getTime() - Date.now()) / 1000)) };
  }

  /** Takes back one hit (a reservation that was not used), never below zero. */
  async undo(key: string, store: CounterStore = 'auto'): Promise<void> {
    if (store === 'auto' && this.redis.client) {
      try {
        const client = this.redis.client;
        await this.breaker.run(() => client.eval(UNDO_SCRIPT, 1, this.prefix + key), REDIS_TIMEOUT_MS);
        return;
      } catch {
        // counted in PostgreSQL then
      }
    }
    await this.prisma.$executeRaw`UPDATE rate_limit_counter SET count = count - 1 WHERE key = ${key} AND count > 0`;
  }

  /** Forgets the counter. */
  async reset(key: string, store: CounterStore = 'auto'): Promise<void> {
    if (store === 'auto' && this.redis.client) {
      try {
        const client = this.redis.client;
        await this.breaker.run(() => client.del(this.prefix + key), REDIS_TIMEOUT_MS);
      } catch {
        // and in PostgreSQL below
      }
    }
    await this.prisma.$executeRaw`DELETE FROM rate_limit_counter WHERE key = ${key}`;
  }

  /** Expired PostgreSQL counters are removed now and then (at most once a minute per process). */
  private cleanup(): void {
    const now = Date.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    this.prisma.$executeRaw`DELETE FROM rate_limit_counter WHERE expires_at < now() - interval '1 minute'`.catch((err) =>
      this.logger.warn({ err: (err as Error).message }, 'rate limit: cleanup failed'),
    );
  }
}
