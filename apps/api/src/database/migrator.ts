import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** The database cannot be migrated by this build (a migration it does not know, or one that failed). */
export class MigrationError extends Error {}

/** The migration folders of `migrationsDir`, in the order they apply. */
export function migrationNames(migrationsDir: string): string[] {
  if (!existsSync(migrationsDir)) throw new MigrationError(`Migrations folder not found: ${migrationsDir}`);
  return readdirSync(migrationsDir)
    .filter((d) => /^\d{14}_\w+$/.test(d) && existsSync(join(migrationsDir, d, 'migration.sql')))
    .sort();
}

/** The applied migrations that `known` does not hold: the database was migrated by a newer build. */
export function unknownMigrations(applied: Iterable<string>, known: readonly string[]): string[] {
  const names = new Set(known);
  return [...applied].filter((name) => !names.has(name)).sort();
}

function newerSchemaError(unknown: string[]): MigrationError {
  return new MigrationError(
    `The database was migrated by a newer version of Mijozlar: it holds ${unknown.length} migration(s) this version does not know (${unknown.join(', ')}). ` +
      'Run that newer version (or a later one) again, or restore a backup taken before the upgrade; an older version on a newer schema could damage the data.',
  );
}

/**
 * Refuses to start on a database whose schema is newer than this build (one query): the API and
 * the worker call it before they serve. A database without migrations yet passes (migrate creates it).
 */
export async function assertSchemaKnown(databaseUrl: string, migrationsDir: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    ).catch((err: { code?: string }) => {
      if (err.code === '42P01') return { rows: [] }; // no bookkeeping table: a new database
      throw err;
    });
    const unknown = unknownMigrations(rows.map((r) => r.migration_name), migrationNames(migrationsDir));
    if (unknown.length) throw newerSchemaError(unknown);
  } finally {
    await client.end();
  }
}

/**
 * Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, keeping Prisma's own
 * `_prisma_migrations` bookkeeping, so `prisma migrate status` and this runner agree.
 * (Prisma's `migrate deploy` needs a native engine that cannot be downloaded here; see DESIGN.md.)
 * Each migration runs in its own transaction; an advisory lock serialises concurrent starts.
 * Refuses (MigrationError, nothing applied) a database holding a migration this build does not
 * know. A statement waiting longer than `lockTimeoutMs` for a table lock (the running application
 * holding it) fails the migration instead of queueing every request behind it; run it again.
 */
export async function runMigrations(
  databaseUrl: string,
  migrationsDir: string,
  log: (msg: string) => void = () => undefined,
  { lockTimeoutMs = 10_000 }: { lockTimeoutMs?: number } = {},
): Promise<string[]> {
  const names = migrationNames(migrationsDir);
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
    const unknown = unknownMigrations(doneByName.keys(), names);
    if (unknown.length) throw newerSchemaError(unknown);
    // After the advisory lock: a second migrator waits for the first however long it takes.
    await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
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
        const waited = (err as { code?: string }).code === '55P03' ? ` (no lock within ${lockTimeoutMs} ms: something holds the table; run the migration again)` : '';
        throw new MigrationError(`Migration ${name} failed: ${(err as Error).message}${waited}`);
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(72707369)').catch(() => undefined);
    await client.end();
  }
}
