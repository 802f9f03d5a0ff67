import type { Client } from 'pg';

/** manifest.json of a backup: what was in the database and the uploads when it was taken. */
export interface BackupManifest {
  format: 1;
  app_version: string;
  created_at: string;
  postgres_major: number;
  last_migration: string | null;
  migrations: string[];
  /** Rows of every table of the public schema (bookkeeping included: a restore gives them all back). */
  counts: Record<string, number>;
  /** Each wallet's balance as a decimal string, as stored. */
  wallets: { id: number; name: string; currency_id: number; balance: string }[];
  uploads: { files: number; bytes: number };
}

export type DatabaseFacts = Pick<BackupManifest, 'last_migration' | 'migrations' | 'counts' | 'wallets'>;

/** The tables of the public schema, by name. */
export async function publicTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Counts, migrations and balances as `client`'s transaction sees them (its snapshot). */
export async function readDatabaseFacts(client: Client): Promise<DatabaseFacts> {
  const tables = await publicTables(client);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${client.escapeIdentifier(table)}`);
    counts[table] = Number(rows[0].n);
  }
  let migrations: string[] = [];
  if (tables.includes('_prisma_migrations')) {
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    migrations = rows.map((row) => row.migration_name);
  }
  let wallets: DatabaseFacts['wallets'] = [];
  if (tables.includes('wallet')) {
    const { rows } = await client.query<DatabaseFacts['wallets'][number]>(
      `SELECT id, name, currency_id, balance::text AS balance FROM wallet ORDER BY id`,
    );
    wallets = rows;
  }
  return { last_migration: migrations.at(-1) ?? null, migrations, counts, wallets };
}

/** What differs between a manifest and a restored database, one sentence a difference (empty: identical). */
export function compareFacts(expected: DatabaseFacts, actual: DatabaseFacts): string[] {
  const differences: string[] = [];
  for (const [table, count] of Object.entries(expected.counts)) {
    const found = actual.counts[table];
    if (found === undefined) differences.push(`table ${table} is missing (the backup had ${count} rows)`);
    else if (found !== count) differences.push(`table ${table}: ${found} rows, the backup had ${count}`);
  }
  const restored = new Map(actual.wallets.map((wallet) => [wallet.id, wallet]));
  for (const wallet of expected.wallets) {
    const found = restored.get(wallet.id);
    if (!found) differences.push(`wallet ${wallet.id} (${wallet.name}) is missing`);
    else if (found.balance !== wallet.balance || found.currency_id !== wallet.currency_id) {
      differences.push(`wallet ${wallet.id} (${wallet.name}): balance ${found.balance}, the backup had ${wallet.balance}`);
    }
  }
  if (expected.last_migration !== actual.last_migration) {
    differences.push(`last migration ${actual.last_migration ?? 'none'}, the backup had ${expected.last_migration ?? 'none'}`);
  }
  return differences;
}
