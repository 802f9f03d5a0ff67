#!/usr/bin/env node
// npm start: install, build, prepare PostgreSQL and Redis, migrate, seed, and serve the API and
// the admin on one port. Needs only Node 20+ and npm.
//
//   npm start                  everything, then serve on PORT (default 3000)
//   npm start -- --demo        also load the demo data (same as DEMO=1 npm start)
//   npm start -- --rebuild     build even if nothing changed since the last build
//
// Uses DATABASE_URL if set, else an embedded PostgreSQL kept in .data/postgres; REDIS_URL if set,
// else a Redis at 127.0.0.1:6379 if one answers, else none (SMS then wait in PostgreSQL).
// Generated secrets (JWT secret, embedded PostgreSQL password) are kept in .data/secrets.json.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCli, assertBuilt, DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_PHONE, startApiServer } from './lib/app.mjs';
import { bold, fail, green, info, ok, redact, step, warn } from './lib/log.mjs';
import { findFreePort, isPortFree, redisPing, waitForHttp } from './lib/net.mjs';
import { build, findPnpm, install } from './lib/pnpm.mjs';
import { canConnect, createDatabase, databaseUrl, startEmbeddedPostgres } from './lib/postgres.mjs';
import { exit, handleSignals, isExiting, onCleanup, requireNode, root } from './lib/proc.mjs';

const USAGE = `Usage: npm start [-- --demo] [-- --rebuild]
  --demo      load the demo data as well (or DEMO=1)
  --rebuild   build even if no source changed since the last build
Environment: DATABASE_URL, REDIS_URL, PORT, HOST, JWT_SECRET, ADMIN_PHONE, ADMIN_PASSWORD, ... (see README.md)`;

const DATA_DIR = join(root, '.data');
const SECRETS_FILE = join(DATA_DIR, 'secrets.json');
const PG_DATA_DIR = join(DATA_DIR, 'postgres');
const STEPS = 7;

requireNode(20);
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => !['--demo', '--rebuild'].includes(a));
if (unknown.length) {
  console.error(`Unknown option(s): ${unknown.join(' ')}\n${USAGE}`);
  process.exit(2);
}
const demo = args.includes('--demo') || ['1', 'true', 'yes'].includes(String(process.env.DEMO).toLowerCase());

// Ctrl-C while serving is the normal way to stop: exit 0 then; before that, 130 as usual.
let serving = false;
handleSignals({ exitCode: (signal) => (serving ? 0 : signal === 'SIGINT' ? 130 : 143) });

try {
  await main();
} catch (error) {
  if (!isExiting()) fail(error?.message ?? String(error));
  await exit(1);
}

async function main() {
  step(1, STEPS, 'pnpm');
  const tool = await findPnpm();
  ok(tool.how);

  step(2, STEPS, 'Install dependencies');
  await install(tool);

  step(3, STEPS, 'Build');
  const built = await build(tool, { force: args.includes('--rebuild') });
  if (built.code !== 0) throw new Error('The build failed (see above).');
  assertBuilt();

  step(4, STEPS, 'Database');
  const DATABASE_URL = await prepareDatabase();

  step(5, STEPS, 'Redis');
  const REDIS_URL = await prepareRedis();

  const env = serverEnv({ DATABASE_URL, REDIS_URL });

  step(6, STEPS, demo ? 'Migrate and seed (with demo data)' : 'Migrate and seed');
  await apiCli(['migrate'], env);
  await apiCli(demo ? ['seed', '--demo'] : ['seed'], env);
  if (!demo) info('Demo data is not loaded. To load it: npm start -- --demo (or DEMO=1 npm start).');

  step(7, STEPS, 'Serve');
  await serve(env);
}

/** .data/secrets.json: values generated once and kept, so restarts keep sessions and data. */
function secret(name) {
  let secrets = {};
  if (existsSync(SECRETS_FILE)) {
    try {
      secrets = JSON.parse(readFileSync(SECRETS_FILE, 'utf8'));
    } catch {
      throw new Error(`${SECRETS_FILE} is not valid JSON; fix it or delete it (and .data/postgres with it).`);
    }
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('hex');
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
    info(`Generated ${name} and kept it in .data/secrets.json`);
  }
  return secrets[name];
}

async function prepareDatabase() {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    info(`Using DATABASE_URL: ${redact(url)}`);
    let check = await canConnect(url);
    if (!check.ok && check.error?.code === '3D000') {
      // The server answers but the database does not exist yet: create it.
      const name = decodeURIComponent(new URL(url).pathname.slice(1));
      info(`Database "${name}" does not exist; creating it.`);
      await createDatabase(databaseUrl(url, 'postgres'), name);
      check = await canConnect(url);
    }
    if (!check.ok) throw new Error(`Cannot connect to DATABASE_URL (${redact(url)}): ${check.error?.message}`);
    ok(`PostgreSQL ${check.version} answers.`);
    return url;
  }

  const firstTime = !existsSync(join(PG_DATA_DIR, 'PG_VERSION'));
  if (!firstTime && !existsSync(SECRETS_FILE)) {
    throw new Error('.data/postgres exists but .data/secrets.json (its password) is gone. Restore the file, or delete .data/postgres to start with an empty database.');
  }
  const password = secret('postgresPassword');
  const port = await findFreePort(5433);
  info(`DATABASE_URL is not set: ${firstTime ? 'initialising' : 'starting'} the embedded PostgreSQL in .data/postgres on port ${port}…`);
  const pg = await startEmbeddedPostgres({ dataDir: PG_DATA_DIR, port, password, logFile: join(DATA_DIR, 'postgres.log') });
  onCleanup(async () => {
    info('Stopping the embedded PostgreSQL…');
    await pg.stop();
    ok('PostgreSQL stopped.');
  });
  const check = await canConnect(pg.url);
  if (!check.ok) {
    throw new Error(
      check.error?.code === '28P01'
        ? 'The embedded PostgreSQL rejected the password in .data/secrets.json. Restore the matching secrets.json, or delete .data/postgres to start over.'
        : `Cannot connect to the embedded PostgreSQL: ${check.error?.message}`,
    );
  }
  if (await createDatabase(pg.url, 'mijozlar')) info('Created the database "mijozlar".');
  ok(`Embedded PostgreSQL ${check.version} on 127.0.0.1:${port} (data in .data/postgres, log in .data/postgres.log).`);
  return databaseUrl(pg.url, 'mijozlar');
}

async function prepareRedis() {
  if (process.env.REDIS_URL) {
    const url = process.env.REDIS_URL;
    if (await redisPing(url)) ok(`Using REDIS_URL: ${redact(url)}`);
    else warn(`REDIS_URL (${redact(url)}) does not answer PING; the API will keep trying, and SMS wait in PostgreSQL meanwhile.`);
    return url;
  }
  if (await redisPing({ host: '127.0.0.1', port: 6379 })) {
    ok('REDIS_URL is not set; using the Redis that answers at 127.0.0.1:6379.');
    return 'redis://127.0.0.1:6379';
  }
  warn('No Redis (REDIS_URL is not set and nothing answers at 127.0.0.1:6379): running without it. SMS will wait in PostgreSQL until a Redis is configured.');
  return undefined;
}

function serverEnv({ DATABASE_URL, REDIS_URL }) {
  const env = { ...process.env };
  env.NODE_ENV ||= 'production';
  env.DATABASE_URL = DATABASE_URL;
  if (REDIS_URL) env.REDIS_URL = REDIS_URL;
  else delete env.REDIS_URL;
  env.PORT ||= '3000';
  env.HOST ||= '0.0.0.0';
  env.JWT_SECRET ||= secret('jwtSecret');
  env.UPLOAD_DIR ||= join(DATA_DIR, 'uploads');
  // Without Eskiz credentials, SMS are written to the log instead of being sent.
  env.SMS_PROVIDER ||= env.ESKIZ_EMAIL ? 'eskiz' : 'log';
  return env;
}

async function serve(env) {
  const port = Number(env.PORT);
  if (!(await isPortFree(port, env.HOST))) {
    throw new Error(`Port ${port} is already in use (another "npm start" or another program). Stop it, or choose another port: PORT=${port + 1} npm start`);
  }
  info(bold('node apps/api/dist/main.js') + `  (NODE_ENV=${env.NODE_ENV}, SMS_PROVIDER=${env.SMS_PROVIDER}, workers in-process unless RUN_WORKER=0)`);
  const server = startApiServer(env);
  serving = true;
  onCleanup(async () => {
    info('Stopping the API server…');
    await server.stop(15_000);
    ok('API server stopped.');
  });

  const base = `http://localhost:${port}`;
  // Ask on loopback when the server listens on every interface.
  const probeHost = ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  const ready = await waitForHttp(`http://${probeHost}:${port}/api/health/ready`, { timeoutMs: 120_000, exited: server.exited });
  if (ready.ready) {
    const degraded = /degraded/i.test(ready.body ?? '');
    console.log(
      green(
        [
          '',
          `Mijozlar is running${degraded ? ' (degraded: no Redis, SMS wait in PostgreSQL)' : ''}.`,
          `  Admin:     ${base}/`,
          `  API:       ${base}/api/`,
          `  API docs:  ${base}/api/docs/`,
          `  Sign in:   ${env.ADMIN_PHONE || DEFAULT_ADMIN_PHONE} / ${env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD}` +
            '  (set on the first seed; change it after signing in)',
          '  Stop:      Ctrl-C',
          '',
        ].join('\n'),
      ),
    );
  } else if (server.child.exitCode === null && server.child.signalCode === null) {
    warn(`The server runs but is not ready: ${ready.reason}. It should answer at ${base}/ once it is.`);
  }

  const { code, signal } = await server.exited;
  if (isExiting()) return; // we stopped it (Ctrl-C); handleSignals finishes the exit
  fail(`The API server exited (${signal ?? `code ${code}`}).`);
  await exit(code || 1);
}
