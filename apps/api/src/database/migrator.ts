import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, keeping Prisma's own
 * `_prisma_migrations` bookkeeping, so `prisma migrate status` and this runner agree.
 * (Prisma's `migrate deploy` needs a native engine that cannot be downloaded here; see DESIGN.md.)
 * Each migration runs in its own transaction; an advisory lock serialises concurrent starts.
 */
export async function runMigrations(
  databaseUrl: string,
  migrationsDir: string,
  log: (msg: string) => void = () => undefined,
): Promise<string[]> {
  if (!existsSync(migrationsDir)) throw new Error(`Migrations folder not found: ${migrationsDir}`);
  const names = readdirSync(migrationsDir)
    .filter((d) => /^\d{14}_\w+$/.test(d) && existsSync(join(migrationsDir, d, 'migration.sql')))
    .sort();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(72707369)');
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const doneByName = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
    for (const name of names) {
      const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = doneByName.get(name);
      if (previous) {
        if (previous !== checksum) log(`warning: migration ${name} was edited after it was applied`);
        continue;
      }
      const id = randomUUID();
      log(`applying migration ${name}`);
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [id, checksum, name],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(err as Error).message}`);
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(72707369)').catch(() => undefined);
    await client.end();
  }
}
