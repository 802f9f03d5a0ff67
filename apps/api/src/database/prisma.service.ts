import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/config';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { CONNECTION_OPTIONS } from './prisma-client';

const LOCK_TIMEOUT = '5s';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  /** The connections Prisma's adapter uses, shared with rows(). */
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A request never waits longer than LOCK_TIMEOUT for a row another request holds: it gets a
    // 503 busy with Retry-After (common/errors/database-faults.ts) instead of a pooled connection held for long.
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize, options: `${CONNECTION_OPTIONS} -c lock_timeout=${LOCK_TIMEOUT}` });
    pool.on('error', (error) => new Logger('PrismaService').warn(`an idle database connection failed: ${error.message}`));
    super({ adapter: new PrismaPg(pool) });
    this.pool = pool;
  }

  /**
   * A read-only statement sent as it is through the same connections, its rows as node-postgres
   * reads them (int → number, text → string, numeric → string). For the statements sent on every
   * request (the sign-in check, the hot lists): $queryRaw costs about 1 ms of CPU per statement in
   * Prisma's client and copies every value once more (40 ms for the 4.5 MB of a 10 000-room page).
   * Not inside a transaction: use tx.$queryRaw there.
   */
  async rows<T>(query: Prisma.Sql): Promise<T[]> {
    return (await this.pool.query(query.text, query.values)).rows as T[];
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}

/** What a helper that takes part in a transaction receives. */
export type Tx = Parameters<Parameters<PrismaService['$transaction']>[0]>[0];
