import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { RedisService } from '../../redis/redis.service';
import { CircuitBreaker } from '../http/circuit-breaker';

/** Gives the slot back; safe to call more than once, never throws. */
export type ReleaseSlot = () => Promise<void>;

/** A slot is not renewed past this (a request that never ends): it then lapses by itself. */
const SLOT_MAX_MS = 10 * 60_000;
const REDIS_TIMEOUT_MS = 250;

// Compare-and-delete / compare-and-extend: only the holder's token touches the slot.
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/** Where one slot is kept: take answers whether it was free; renew and release act only with the taker's token. */
export interface SlotStore {
  take(userId: number, token: string, ttlMs: number): Promise<boolean>;
  renew(userId: number, token: string, ttlMs: number): Promise<void>;
  release(userId: number, token: string): Promise<void>;
}

/** A Redis key per user: SET NX PX, so it expires by itself if its holder dies. */
export class RedisSlotStore implements SlotStore {
  private readonly breaker = new CircuitBreaker(3, 10_000);

  constructor(
    private readonly redis: RedisService,
    private readonly prefix: string,
  ) {}

  private run<T>(fn: (client: NonNullable<RedisService['client']>) => Promise<T>): Promise<T> {
    const client = this.redis.client;
    if (!client) return Promise.reject(new Error('Redis is not configured'));
    return this.breaker.run(() => fn(client), REDIS_TIMEOUT_MS);
  }

  async take(userId: number, token: string, ttlMs: number): Promise<boolean> {
    return (await this.run((c) => c.set(this.prefix + userId, token, 'PX', ttlMs, 'NX'))) === 'OK';
  }

  async renew(userId: number, token: string, ttlMs: number): Promise<void> {
    await this.run((c) => c.eval(RENEW_SCRIPT, 1, this.prefix + userId, token, ttlMs));
  }

  async release(userId: number, token: string): Promise<void> {
    await this.run((c) => c.eval(RELEASE_SCRIPT, 1, this.prefix + userId, token));
  }
}

/** A row per user in import_slot, taken when absent or expired (one statement, atomic). */
export class DatabaseSlotStore implements SlotStore {
  constructor(private readonly prisma: PrismaService) {}

  async take(userId: number, token: string, ttlMs: number): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ token: string }[]>`
      INSERT INTO import_slot (user_id, token, expires_at)
      VALUES (${userId}, ${token}, now() + make_interval(secs => ${ttlMs / 1000}))
      ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, expires_at = EXCLUDED.expires_at
        WHERE import_slot.expires_at <= now()
      RETURNING token`;
    return rows.length === 1;
  }

  async renew(userId: number, token: string, ttlMs: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE import_slot SET expires_at = now() + make_interval(secs => ${ttlMs / 1000}) WHERE user_id = ${userId} AND token = ${token}`;
  }

  async release(userId: number, token: string): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM import_slot WHERE user_id = ${userId} AND token = ${token}`;
  }
}

/**
 * The one-import-per-user slot, shared by every process and replica: in Redis when REDIS_URL is
 * set, else in PostgreSQL. A Redis that does not answer (250 ms, then a circuit breaker) sends
 * the slot to PostgreSQL meanwhile, so imports keep working; only during such an outage may a
 * process still reaching Redis and one that is not each grant the same user a slot.
 * While held, a slot is renewed every 10 s (for at most 10 minutes); it lives 30 s unrenewed.
 */
@Injectable()
export class ImportSlots {
  private readonly logger = new Logger('ImportSlots');
  private readonly redisStore: RedisSlotStore | null;
  private readonly databaseStore: DatabaseSlotStore;
  private readonly ttlMs: number;

  constructor(prisma: PrismaService, redis: RedisService, @Inject(APP_CONFIG) config: AppConfig) {
    this.redisStore = redis.client ? new RedisSlotStore(redis, `${config.queuePrefix}:import-slot:`) : null;
    this.databaseStore = new DatabaseSlotStore(prisma);
    // How long a slot lives without renewal (IMPORT_SLOT_TTL_MS): a process that dies frees its
    // users' slots after this. The holder renews it three times per lifetime.
    this.ttlMs = config.importSlotTtlMs;
  }

  /** Takes the user's slot: a release function, or null when another import of the user holds it. */
  async take(userId: number): Promise<ReleaseSlot | null> {
    const token = randomUUID();
    let store: SlotStore = this.databaseStore;
    let taken: boolean | undefined;
    if (this.redisStore) {
      try {
        taken = await this.redisStore.take(userId, token, this.ttlMs);
        store = this.redisStore;
      } catch (err) {
        this.logger.warn({ err: (err as Error).message }, 'import slot: Redis unavailable, using PostgreSQL');
      }
    }
    if (taken === undefined) taken = await this.databaseStore.take(userId, token, this.ttlMs);
    if (!taken) return null;
    return this.holding(store, userId, token);
  }

  private holding(store: SlotStore, userId: number, token: string): ReleaseSlot {
    const since = Date.now();
    const renewal = setInterval(() => {
      if (Date.now() - since > SLOT_MAX_MS) {
        clearInterval(renewal);
        return;
      }
      store.renew(userId, token, this.ttlMs).catch((err) => this.logger.warn({ err: (err as Error).message }, 'import slot: renewal failed'));
    }, this.ttlMs / 3);
    renewal.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      // If this fails the slot still lapses its lifetime after its last renewal.
      await store.release(userId, token).catch((err) => this.logger.warn({ err: (err as Error).message }, 'import slot: release failed'));
    };
  }
}
