import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export { PrismaClient, Prisma } from '../generated/prisma/client';

/**
 * Session settings for every connection. random_page_cost 1.1 (SSD or cached data) instead of 4.0:
 * with 4.0 the planner prefers a sequential scan to the trigram indexes for a client search at
 * 100k rows (64 ms against 8-15 ms; scripts/bench-clients.mjs).
 */
export const CONNECTION_OPTIONS = '-c random_page_cost=1.1';

/** A Prisma client over node-postgres (driver adapter; no native query engine). */
export function createPrismaClient(databaseUrl: string, options: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10, options: CONNECTION_OPTIONS });
  return new PrismaClient({ adapter });
}
