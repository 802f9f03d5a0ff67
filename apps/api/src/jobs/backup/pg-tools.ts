import { execFile, spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export class BackupError extends Error {}

/** The major version of the server behind `client` (17 for 170004). */
export async function serverMajor(client: Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Where to look for pg_dump and pg_restore: PG_BIN_DIR first, PATH last (both from the config). */
export interface ToolSearch {
  pgBinDir: string | null;
  path: readonly string[];
}

/** Where a PostgreSQL client tool of `major` may live, most specific first. */
export function candidateDirs(major: number, search: ToolSearch): string[] {
  return [
    ...(search.pgBinDir ? [search.pgBinDir] : []),
    `/usr/lib/postgresql/${major}/bin`,
    `/usr/pgsql-${major}/bin`,
    `/opt/homebrew/opt/postgresql@${major}/bin`,
    `/usr/local/opt/postgresql@${major}/bin`,
    `/Library/PostgreSQL/${major}/bin`,
    ...search.path,
  ];
}

/** The major version `tool --version` answers ("pg_dump (PostgreSQL) 17.2" → 17), or null. */
export async function toolMajor(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(path, ['--version'], { timeout: 10_000 });
    const match = stdout.match(/\(PostgreSQL\)\s+(\d+)/);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * `tool` (pg_dump or pg_restore) of exactly the server's major version: a dump written by another
 * major either cannot be read back by the server's own tools or misses what the server has.
 * Looks in PG_BIN_DIR, the usual package folders, then PATH; a clear error names what it found.
 */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', major: number, search: ToolSearch): Promise<string> {
  const seen: string[] = [];
  const tried = new Set<string>();
  for (const dir of candidateDirs(major, search)) {
    const path = join(dir, tool);
    if (!existsSync(path) || tried.has(realpathSync(path))) continue;
    tried.add(realpathSync(path));
    const found = await toolMajor(path);
    if (found === major) return path;
    seen.push(`${path} (${found ?? 'unknown version'})`);
  }
  throw new BackupError(
    `No ${tool} of PostgreSQL ${major} (the server's version) was found` +
      (seen.length ? `; found only ${seen.join(', ')}` : '') +
      `. Install the PostgreSQL ${major} client tools (Debian/Ubuntu: apt-get install postgresql-client-${major}) or point PG_BIN_DIR at their folder.`,
  );
}

/**
 * libpq's environment for a connection URL: the tools get host, port, user, database and the
 * password through the environment, never on their command line (where `ps` would show it), and
 * Prisma-only query parameters (schema=, connection_limit=) never reach them.
 */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || url.searchParams.get('host') || '127.0.0.1',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The same server, another database. */
export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Runs a PostgreSQL tool; rejects with its last lines of stderr when it fails. */
export function runTool(path: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Nothing of this process's environment: the tool is named by its full path.
    const env: NodeJS.ProcessEnv = { LC_MESSAGES: 'C', ...libpqEnv(databaseUrl) };
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    child.once('error', (err) => reject(new BackupError(`${path} could not start: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.split('/').pop()} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}
