// PostgreSQL and Redis for a test run, decided in this order and announced (scripts/test.mjs):
//   PostgreSQL: DATABASE_URL if set; else a throw-away postgres:17-alpine container if a Docker
//               engine answers; else the local server at 127.0.0.1:5432 (user postgres); else a
//               throw-away embedded PostgreSQL in a temporary directory.
//   Redis:      REDIS_URL if set; else a throw-away redis:7-alpine container if Docker answers;
//               else the local server at 127.0.0.1:6379 (databases 1 and 2, not 0); else none.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContainer } from './docker.mjs';
import { bold, info, redact, warn } from './log.mjs';
import { findFreePort, probeDocker, redisPing } from './net.mjs';
import { canConnect, startEmbeddedPostgres, waitForPostgres } from './postgres.mjs';
import { onCleanup, which } from './proc.mjs';

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };

/** { database: { url, describe }, redis: { url, e2eUrl, describe } } for this run. */
export async function chooseServices() {
  const wantDocker = !process.env.DATABASE_URL || !process.env.REDIS_URL;
  let docker = { ok: false, reason: 'not needed' };
  if (wantDocker) {
    docker = await probeDocker();
    if (docker.ok && !which('docker')) docker = { ok: false, reason: `an engine answers at ${docker.endpoint} but the docker CLI is not installed` };
    info(docker.ok ? `A Docker engine answers at ${docker.endpoint}.` : `No Docker engine: ${docker.reason}.`);
  }
  const database = await chooseDatabase(docker);
  const redis = await chooseRedis(docker);
  console.log(bold('\nServices for this run:'));
  console.log(`  PostgreSQL  ${database.describe}`);
  console.log(`  Redis       ${redis.describe}`);
  if (!redis.url) {
    warn('REDIS_URL is unset for the tests: tests that need Redis must cope (SMS wait in PostgreSQL).');
  }
  return { database, redis };
}

async function chooseDatabase(docker) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    const check = await canConnect(url);
    if (!check.ok) throw new Error(`DATABASE_URL (${redact(url)}) does not answer: ${check.error?.message}`);
    return { url, describe: `DATABASE_URL from the environment: ${redact(url)} (PostgreSQL ${check.version})` };
  }
  if (docker.ok) {
    try {
      const container = await startContainer({
        image: 'postgres:17-alpine',
        containerPort: 5432,
        host: docker.host,
        env: { POSTGRES_PASSWORD: 'postgres' },
        command: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
      });
      const url = `postgresql://postgres:postgres@${container.host}:${container.port}/postgres`;
      info(`Waiting for PostgreSQL in container ${container.name}…`);
      const check = await waitForPostgres(url, 90_000);
      if (check.ok) {
        return { url, describe: `Docker container ${container.name} (postgres:17-alpine) at ${container.host}:${container.port}, removed at the end` };
      }
      warn(`PostgreSQL in ${container.name} did not become ready: ${check.error?.message}`);
      await container.remove();
    } catch (error) {
      warn(`Could not use Docker for PostgreSQL: ${error.message}`);
    }
  }
  const local = await canConnect(LOCAL_POSTGRES);
  if (local.ok) return { url: LOCAL_POSTGRES, describe: `local server at 127.0.0.1:5432, user postgres (PostgreSQL ${local.version})` };
  info(`No local PostgreSQL at 127.0.0.1:5432 (${local.error?.message}).`);

  info('Starting a throw-away embedded PostgreSQL…');
  const dir = mkdtempSync(join(tmpdir(), 'mijozlar-test-pg-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data dir
  const port = await findFreePort(5433);
  const pg = await startEmbeddedPostgres({
    dataDir: join(dir, 'data'),
    port,
    password: randomBytes(16).toString('hex'),
    logFile: join(dir, 'postgres.log'),
    forTests: true,
  });
  onCleanup(async () => {
    info('Stopping the embedded PostgreSQL and deleting its directory…');
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: pg.url, describe: `embedded PostgreSQL 17 at 127.0.0.1:${port} in ${dir}, deleted at the end` };
}

/** The same Redis URL with another database number. */
function redisDb(url, db) {
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

async function chooseRedis(docker) {
  if (process.env.REDIS_URL) {
    const url = process.env.REDIS_URL;
    if (!(await redisPing(url))) warn(`REDIS_URL (${redact(url)}) does not answer PING.`);
    // Given explicitly: used as it is by every suite.
    return { url, e2eUrl: url, describe: `REDIS_URL from the environment: ${redact(url)}` };
  }
  if (docker.ok) {
    try {
      const container = await startContainer({
        image: 'redis:7-alpine',
        containerPort: 6379,
        host: docker.host,
        command: ['redis-server', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
      });
      const url = `redis://${container.host}:${container.port}`;
      for (let i = 0; i < 60 && !(await redisPing(url)); i += 1) await new Promise((r) => setTimeout(r, 500));
      if (await redisPing(url)) {
        return { url, e2eUrl: redisDb(url, 1), describe: `Docker container ${container.name} (redis:7-alpine) at ${container.host}:${container.port}, removed at the end` };
      }
      warn(`Redis in ${container.name} did not answer PING.`);
      await container.remove();
    } catch (error) {
      warn(`Could not use Docker for Redis: ${error.message}`);
    }
  }
  if (await redisPing(LOCAL_REDIS)) {
    // Database 0 belongs to `npm start`; the tests use 1 (API tests) and 2 (browser tests).
    return {
      url: 'redis://127.0.0.1:6379/1',
      e2eUrl: 'redis://127.0.0.1:6379/2',
      describe: 'local server at 127.0.0.1:6379 (database 1 for API tests, 2 for browser tests)',
    };
  }
  return { url: undefined, e2eUrl: undefined, describe: 'none (REDIS_URL unset: no Docker engine and nothing answers at 127.0.0.1:6379)' };
}
