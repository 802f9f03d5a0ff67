import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Client } from 'pg';
import { BackupManifest, readDatabaseFacts } from './manifest';
import { findPgTool, runTool, serverMajor, ToolSearch } from './pg-tools';
import { TarWriter } from './tar';

export interface BackupOptions {
  databaseUrl: string;
  uploadDir: string;
  outDir: string;
  appVersion: string;
  tools: ToolSearch;
  now?: Date;
  log?: (msg: string) => void;
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: BackupManifest;
}

export const BACKUP_FILE = /^mijozlar-\d{8}-\d{6}\.tar$/;

/** `mijozlar-YYYYMMDD-HHMMSS.tar` in Tashkent time (UTC+5, no daylight saving), so names sort by time. */
export function backupFileName(now: Date): string {
  const t = new Date(now.getTime() + 5 * 3600_000).toISOString();
  return `mijozlar-${t.slice(0, 10).replace(/-/g, '')}-${t.slice(11, 19).replace(/:/g, '')}.tar`;
}

interface UploadFile {
  name: string;
  path: string;
  size: number;
  mtime: Date;
}

/** Every regular file below `dir`, with its path relative to it ('/'-separated); none when it does not exist. */
export async function listUploads(dir: string): Promise<UploadFile[]> {
  if (!existsSync(dir)) return [];
  const files: UploadFile[] = [];
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const info = await stat(path);
        files.push({ name: relative(dir, path).split(sep).join('/'), path, size: info.size, mtime: info.mtime });
      }
    }
  };
  await walk(dir);
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One backup file: `manifest.json`, `database.dump` (pg_dump's custom format by the server's own
 * major version) and `uploads/`. The counts and balances of the manifest and the dump come from
 * one snapshot (pg_dump --snapshot of the transaction that counted), so they agree even while the
 * application writes. Written as a hidden `.partial` file and renamed when complete: a file named
 * mijozlar-*.tar is always whole.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const name = backupFileName(options.now ?? new Date());
  const file = join(options.outDir, name);
  await mkdir(options.outDir, { recursive: true });
  if (existsSync(file)) throw new Error(`${file} exists already`);
  const dumpPath = join(options.outDir, `.${name}.dump`); // the names LEFTOVER matches
  const partial = join(options.outDir, `.${name}.partial`);
  try {
    const client = new Client({ connectionString: options.databaseUrl });
    await client.connect();
    let manifest: BackupManifest;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const major = await serverMajor(client);
      const pgDump = await findPgTool('pg_dump', major, options.tools);
      const facts = await readDatabaseFacts(client);
      log(`dumping the database with ${pgDump}`);
      await runTool(pgDump, ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${dumpPath}`], options.databaseUrl);
      await client.query('COMMIT');
      manifest = { format: 1, app_version: options.appVersion, created_at: new Date().toISOString(), postgres_major: major, ...facts, uploads: { files: 0, bytes: 0 } };
    } finally {
      await client.end().catch(() => undefined);
    }

    const uploads = await listUploads(options.uploadDir);
    manifest.uploads = { files: uploads.length, bytes: uploads.reduce((sum, f) => sum + f.size, 0) };
    log(`archiving the dump and ${uploads.length} upload file(s)`);
    const tar = new TarWriter(partial);
    try {
      await tar.buffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
      await tar.file('database.dump', dumpPath, (await stat(dumpPath)).size);
      await tar.directory('uploads/');
      for (const upload of uploads) await tar.file(`uploads/${upload.name}`, upload.path, upload.size, upload.mtime);
      await tar.finish();
    } catch (err) {
      tar.abort();
      throw err;
    }
    await rename(partial, file);
    return { file, size: (await stat(file)).size, manifest };
  } finally {
    await rm(dumpPath, { force: true });
    await rm(partial, { force: true });
  }
}

/** What a backup killed half-way leaves behind (its hidden dump and partial archive). */
const LEFTOVER = /^\.mijozlar-\d{8}-\d{6}\.tar\.(partial|dump)$/;

/**
 * Keeps the newest `keep` mijozlar-*.tar files of `dir` (by name, which sorts by time) and deletes
 * the older ones, and the leftovers of a backup killed more than a day ago; answers the deleted
 * names. Other files are never touched.
 */
export async function pruneBackups(dir: string, keep: number, now = new Date()): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir);
  const names = entries.filter((name) => BACKUP_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of entries.filter((entry) => LEFTOVER.test(entry))) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtime.getTime() > 86400_000) old.push(name);
  }
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
