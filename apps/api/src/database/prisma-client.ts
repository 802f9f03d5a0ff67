import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export { PrismaClient, Prisma } from '../generated/prisma/client';

/**
 * Session settings for every connection. random_page_cost 1.1 (SSD or cached data) instead of 4.0:
 * with 4.0 the planner prefers a sequential scan to the trigram indexes for a client search at
 * 100k rows (64 ms against 8-15 ms; scripts/bench-clients.mjs). jit off: the debt list's totals
 * over 100k debts cost enough to trigger JIT compilation, which took 1-3 s for a query that runs in
 * tens of milliseconds (scripts/bench-money.mjs); these short queries never gain from it.
 */
export const CONNECTION_OPTIONS = '-c random_page_cost=1.1 -c jit=off';

/** A Prisma client over node-postgres (driver adapter; no native query engine). */
export function createPrismaClient(databaseUrl: string, options: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10, options: CONNECTION_OPTIONS });
  return new PrismaClient({ adapter });
}
