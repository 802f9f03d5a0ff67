#!/usr/bin/env node
// npm run backup / npm run restore for an `npm start` install: its embedded PostgreSQL in
// .data/postgres and its uploads in .data/uploads (or DATABASE_URL and UPLOAD_DIR when set).
// The work is node apps/api/dist/cli.js backup / restore; this script only finds the database.
//
//   npm run backup [-- --out DIR]           mijozlar-<YYYYMMDD-HHMMSS>.tar into DIR (default .data/backups)
//   npm run restore -- FILE [--force]       restore FILE; --force replaces a database that holds data
//
// The embedded PostgreSQL is used where it runs (npm start serving: a backup reads it live), or
// started for the command and stopped after it. A restore refuses while npm start serves.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCli, assertBuilt } from './lib/app.mjs';
import { fail, info, ok, redact } from './lib/log.mjs';
import { findFreePort } from './lib/net.mjs';
import { canConnect, databaseUrl, embeddedBinDir, startEmbeddedPostgres } from './lib/postgres.mjs';
import { exit, handleSignals, isExiting, onCleanup, root } from './lib/proc.mjs';

const USAGE = `Usage: npm run backup [-- --out DIR]
       npm run restore -- FILE [--force]
Uses DATABASE_URL and UPLOAD_DIR when set, else the embedded PostgreSQL of npm start (.data/postgres) and .data/uploads.`;

const DATA_DIR = join(root, '.data');
const SECRETS_FILE = join(DATA_DIR, 'secrets.json');
const PG_DATA_DIR = join(DATA_DIR, 'postgres');

const [mode, ...args] = process.argv.slice(2);
if (!['backup', 'restore'].includes(mode) || args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(mode ? 0 : 2);
}

handleSignals();
try {
  await main();
  await exit(0);
} catch (error) {
  if (!isExiting()) fail(error?.message ?? String(error));
  await exit(1);
}

async function main() {
  assertBuilt();
  const env = { ...process.env };
  env.UPLOAD_DIR ||= join(DATA_DIR, 'uploads');
  env.BACKUP_DIR ||= join(DATA_DIR, 'backups');
  // The embedded package's own pg_dump, where a version of it ships one (PG_BIN_DIR wins).
  const bundled = await embeddedBinDir().catch(() => null);
  if (!env.PG_BIN_DIR && bundled && existsSync(join(bundled, 'pg_dump'))) env.PG_BIN_DIR = bundled;
  if (env.DATABASE_URL) {
    info(`Using DATABASE_URL: ${redact(env.DATABASE_URL)}`);
    await apiCli([mode, ...args], env);
    return;
  }
  env.DATABASE_URL = await embeddedDatabase();
  await apiCli([mode, ...args], env);
}

/** The password kept by npm start; a restore onto a machine without one makes it, as npm start would. */
function postgresPassword(create) {
  let secrets = {};
  if (existsSync(SECRETS_FILE)) secrets = JSON.parse(readFileSync(SECRETS_FILE, 'utf8'));
  if (!secrets.postgresPassword) {
    if (!create) throw new Error(`${SECRETS_FILE} holds no postgresPassword: is this an npm start install? Set DATABASE_URL otherwise.`);
    secrets.postgresPassword = randomBytes(32).toString('hex');
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
    info('Generated postgresPassword and kept it in .data/secrets.json');
  }
  return secrets.postgresPassword;
}

/** The port of the embedded PostgreSQL when it runs (postmaster.pid names it), else null. */
function runningPort() {
  const pidFile = join(PG_DATA_DIR, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if (error.code !== 'EPERM') return null; // a stale file of a stopped server
  }
  return Number(port) || null;
}

async function embeddedDatabase() {
  const exists = existsSync(join(PG_DATA_DIR, 'PG_VERSION'));
  if (!exists && mode === 'backup') {
    throw new Error('No embedded database in .data/postgres (npm start has not run here). Set DATABASE_URL to back up another database.');
  }
  const password = postgresPassword(mode === 'restore');
  const port = runningPort();
  if (port) {
    if (mode === 'restore') throw new Error('npm start is running on this database: stop it (Ctrl-C), then run npm run restore again.');
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/mijozlar`;
    const check = await canConnect(url);
    if (!check.ok) throw new Error(`The embedded PostgreSQL runs on port ${port} but does not answer: ${check.error?.message}`);
    ok(`Backing up the running embedded PostgreSQL ${check.version} (port ${port}).`);
    return url;
  }
  const freePort = await findFreePort(5433);
  info(`${exists ? 'Starting' : 'Initialising'} the embedded PostgreSQL in .data/postgres on port ${freePort} for this ${mode}…`);
  const pg = await startEmbeddedPostgres({ dataDir: PG_DATA_DIR, port: freePort, password, logFile: join(DATA_DIR, 'postgres.log') });
  onCleanup(async () => {
    await pg.stop();
    ok('Embedded PostgreSQL stopped.');
  });
  return databaseUrl(pg.url, 'mijozlar');
}
