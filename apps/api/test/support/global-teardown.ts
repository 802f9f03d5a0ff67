import Redis from 'ioredis';
import { quoteIdent, withServer } from './databases';

/** Redis glob special characters taken literally. */
const globLiteral = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * Removes the BullMQ keys this run left in the shared Redis: every test database has its own
 * queue prefix (`mijozlar:<database>`), so the run's keys are exactly `mijozlar:mijozlar_test_<runId>_*`.
 * SCAN + DEL in batches, never FLUSHDB: other runs and the developer's own data share this Redis.
 */
export async function removeRunQueueKeys(redisUrl: string, runId: string): Promise<number> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null, connectTimeout: 2000 });
  client.on('error', () => undefined);
  let removed = 0;
  try {
    await client.connect();
    const match = `${globLiteral(`mijozlar:mijozlar_test_${runId}_`)}*`;
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', match, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return removed;
}

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  await withServer(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `mijozlar_test_${runId}_%`,
    ]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
  // The same Redis the test apps used (see testEnv in test-app.ts); none when the run had no Redis.
  const redisUrl = process.env.REDIS_URL || (process.env.TEST_NO_REDIS ? '' : 'redis://127.0.0.1:6379');
  if (redisUrl) {
    await removeRunQueueKeys(redisUrl, runId).catch((err: Error) => {
      if (!process.env.TEST_QUIET) console.warn(`Could not remove this run's queue keys from Redis: ${err.message}`);
    });
  }
}
