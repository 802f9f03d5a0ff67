import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../../database/migrator';
import { listUploads } from './backup-archive';
import { BackupManifest, compareFacts, publicTables, readDatabaseFacts } from './manifest';
import { BackupError, findPgTool, runTool, serverMajor, ToolSearch, withDatabase } from './pg-tools';
import { readTar } from './tar';

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  uploadDir: string;
  migrationsDir: string;
  tools: ToolSearch;
  /** Replace a database that holds tables, and write over an upload folder that holds files. */
  force: boolean;
  log?: (msg: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What differs from the manifest (counts, balances, files); empty when everything was found again. */
  differences: string[];
  /** Migrations newer than the backup, applied after the check. */
  migrated: string[];
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

/** A connection to the server of `url` outside the database itself (to create or drop it). */
async function maintenance<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(url, databaseName(url) === 'postgres' ? 'template1' : 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Connects to the target, creating the database when the server says it does not exist. */
async function connectOrCreate(url: string, log: (msg: string) => void): Promise<Client> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  }
  log(`the database "${databaseName(url)}" does not exist; creating it`);
  await maintenance(url, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(databaseName(url))}`));
  const created = new Client({ connectionString: url });
  await created.connect();
  return created;
}

/** `uploads/<path>` of the archive → a path inside `dir`, or null for a name that would leave it. */
function uploadTarget(dir: string, name: string): string | null {
  const rel = name.slice('uploads/'.length);
  if (!rel || rel.split('/').some((part) => part === '..' || part === '') || rel.startsWith('/')) return null;
  const target = resolve(dir, rel);
  return target.startsWith(resolve(dir) + sep) ? target : null;
}

/**
 * Restores a backup file into the database named by `databaseUrl` (created if missing; one that
 * holds tables only with `force`, which drops and creates it again), puts the uploads back, checks
 * the manifest's counts, balances and files against what was restored, and, when everything was
 * found again, applies the migrations newer than the backup. Refuses before touching anything when
 * the target is not empty, the server is older than the backup's, or no pg_restore fits.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  if (!existsSync(options.file)) throw new BackupError(`${options.file} does not exist`);
  const base = existsSync(dirname(options.file)) ? dirname(options.file) : tmpdir();
  const work = await mkdtemp(join(base, '.mijozlar-restore-')).catch(() => mkdtemp(join(tmpdir(), 'mijozlar-restore-')));
  try {
    // First pass: the manifest and the dump (the uploads wait until the database is in).
    let manifest: BackupManifest | null = null;
    let dumped = false;
    await readTar(options.file, async (entry, extract) => {
      if (entry.name === 'manifest.json') {
        await extract(join(work, 'manifest.json'));
        manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as BackupManifest;
      } else if (entry.name === 'database.dump') {
        await extract(join(work, 'database.dump'));
        dumped = true;
      }
    });
    if (!manifest || !dumped) throw new BackupError(`${options.file} is not a Mijozlar backup (no manifest.json or database.dump)`);
    const expected: BackupManifest = manifest;
    log(`backup of ${expected.created_at} (app ${expected.app_version}, PostgreSQL ${expected.postgres_major}, last migration ${expected.last_migration})`);

    let client = await connectOrCreate(options.databaseUrl, log);
    let pgRestore: string;
    try {
      const major = await serverMajor(client);
      if (major < expected.postgres_major) {
        throw new BackupError(`The backup comes from PostgreSQL ${expected.postgres_major}; this server is ${major}. Restore it into PostgreSQL ${expected.postgres_major} or newer.`);
      }
      pgRestore = await findPgTool('pg_restore', major, options.tools);
      const tables = await publicTables(client);
      if (tables.length && !options.force) {
        throw new BackupError(`The database "${databaseName(options.databaseUrl)}" is not empty (${tables.length} tables). Restore into a new database, or add --force to replace everything in it.`);
      }
      if (existsSync(options.uploadDir) && readdirSync(options.uploadDir).length && !options.force) {
        throw new BackupError(`The upload folder ${options.uploadDir} is not empty. Empty it, or add --force to write the backup's files over it.`);
      }
      if (tables.length) {
        log(`--force: dropping and creating "${databaseName(options.databaseUrl)}" again`);
        await client.end();
        await maintenance(options.databaseUrl, async (c) => {
          const quoted = c.escapeIdentifier(databaseName(options.databaseUrl));
          await c.query(`DROP DATABASE ${quoted} WITH (FORCE)`);
          await c.query(`CREATE DATABASE ${quoted}`);
        });
        client = new Client({ connectionString: options.databaseUrl });
        await client.connect();
      }
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }

    const differences: string[] = [];
    try {
      log(`restoring the database with ${pgRestore}`);
      await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseName(options.databaseUrl)}`, join(work, 'database.dump')], options.databaseUrl);
      differences.push(...compareFacts(expected, await readDatabaseFacts(client)));
    } finally {
      await client.end().catch(() => undefined);
    }

    // Second pass: the uploads, straight into the upload folder.
    await mkdir(options.uploadDir, { recursive: true });
    await readTar(options.file, async (entry, extract) => {
      if (!entry.name.startsWith('uploads/') || entry.type !== 'file') return;
      const target = uploadTarget(options.uploadDir, entry.name);
      if (!target) throw new BackupError(`${options.file} names a file outside uploads/: ${entry.name}`);
      await mkdir(dirname(target), { recursive: true });
      await extract(target);
    });
    const files = await listUploads(options.uploadDir);
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    if (files.length < expected.uploads.files || bytes < expected.uploads.bytes) {
      differences.push(`uploads: ${files.length} files (${bytes} bytes), the backup had ${expected.uploads.files} (${expected.uploads.bytes} bytes)`);
    }
    log(`uploads: ${expected.uploads.files} file(s) put back in ${options.uploadDir}`);
    if (differences.length) return { manifest: expected, differences, migrated: [] };

    const migrated = await runMigrations(options.databaseUrl, options.migrationsDir, log);
    // The backup that wrote this file was itself running when it was taken: close its row.
    const after = new Client({ connectionString: options.databaseUrl });
    await after.connect();
    try {
      await after.query(`UPDATE backup_run SET status = 'error', finished_at = now(), error = 'not finished when the restored backup was taken' WHERE status IN ('queued', 'running')`);
    } finally {
      await after.end();
    }
    return { manifest: expected, differences, migrated };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
