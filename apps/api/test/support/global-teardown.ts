import { quoteIdent, withServer } from './databases';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  await withServer(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `mijozlar_test_${runId}_%`,
    ]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
}
