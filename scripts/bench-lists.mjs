#!/usr/bin/env node
// The hot lists beside their own SQL. One command:
//
//   node scripts/bench-lists.mjs            (after `pnpm build`; DATABASE_URL defaults to the local
//                                            server's database mijozlar_bench, created and filled)
//
// 1. Fills the large data set (scripts/seed-large.mjs: 100k clients, 100k leads, 100k SMS, 1M wallet
//    operations, a building of 10 000 rooms…); SKIP_SEED=1 skips it.
// 2. Records the SQL the API sends for each list: one API process whose database connection goes
//    through a recording proxy (scripts/lib/pg-capture.mjs). Statements also sent for a bare
//    authenticated request (the sign-in check) are not part of a list's SQL.
// 3. Starts the API as production runs it (`node apps/api/dist/main.js`, NODE_ENV=production, every
//    core: API_PROCESSES unset) and, for each list, runs autocannon on loopback (CONNECTIONS, default
//    10, DURATION seconds, default 10, ROUNDS rounds, default 3) and pgbench with the recorded
//    statements (parameters written in as literals, simple protocol: pgbench would read ':name' inside literals as its variables in the extended one; the same connections and duration).
// 4. Prints API req/s, p50, p99 beside the SQL's transactions/s, p50, p99 and the p50 ratio (the
//    round with the median ratio), and each statement's plan summary (EXPLAIN ANALYZE: time, indexes, sequential scans).
// Options (environment): DATABASE_URL, PORT (default 3348), CONNECTIONS, DURATION, ROUNDS, ONLY (a
// case name fragment), SKIP_SEED=1, KEEP=1 (leave the result files in .tmp/bench-lists), LIST_CACHE_MB=0
// (the API without its room-list cache: every 10 000-room answer written again by PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { inlineParams, startCaptureProxy } from './lib/pg-capture.mjs';
import { withClient } from './lib/postgres.mjs';
import { root } from './lib/proc.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/mijozlar_bench';
const PORT = Number(process.env.PORT || 3348);
const CONNECTIONS = Number(process.env.CONNECTIONS || 10);
const DURATION = Number(process.env.DURATION || 10);
const ROUNDS = Number(process.env.ROUNDS || 3);
const WORK = join(root, '.tmp', 'bench-lists');
const MAIN = join(root, 'apps/api/dist/main.js');
const PHONE = process.env.ADMIN_PHONE || '+998901234567';
const PASSWORD = process.env.ADMIN_PASSWORD || 'admin12345';

const db = new URL(DATABASE_URL);
if (!['127.0.0.1', 'localhost', '::1'].includes(db.hostname)) {
  console.error(`DATABASE_URL must be on loopback (got ${db.hostname}).`);
  process.exit(2);
}
if (!existsSync(MAIN)) {
  console.error('Build first: pnpm build');
  process.exit(2);
}

const log = (text) => console.log(text);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function seed() {
  if (process.env.SKIP_SEED) return;
  log('== seeding the large data (scripts/seed-large.mjs)');
  const res = spawnSync(process.execPath, [join(root, 'scripts/seed-large.mjs')], { stdio: 'inherit', env: { ...process.env, DATABASE_URL } });
  if (res.status !== 0) throw new Error('seed-large failed');
}

function apiEnv(databaseUrl, extra = {}) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-lists-secret-0123456789abcdef0123456789',
    RUN_WORKER: '0',
    SMS_PROVIDER: 'log',
    ADMIN_PHONE: PHONE,
    ADMIN_PASSWORD: PASSWORD,
    ...extra,
  };
}

async function startApi(env, logName) {
  mkdirSync(WORK, { recursive: true });
  const out = join(WORK, logName);
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) {
        return { base, stop: () => stop(child, chunks, out) };
      }
    } catch {}
    await sleep(500);
  }
  writeFileSync(out, Buffer.concat(chunks));
  throw new Error(`the API did not start (log: ${out})`);
}

async function stop(child, chunks, out) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  writeFileSync(out, Buffer.concat(chunks));
}

async function login(base) {
  const res = await fetch(`${base}/api/account/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: PHONE, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

async function get(base, path, token) {
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'uz' } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return body;
}

async function cases() {
  const tower = await withClient(DATABASE_URL, async (c) => (await c.query(`SELECT id FROM building WHERE name = 'Bench tower'`)).rows[0]);
  if (!tower) throw new Error('no "Bench tower" building: run the seed');
  const rooms = `/api/room/?building=${tower.id}&page_size=10000`;
  return [
    { name: 'clients, page 1', path: '/api/client/' },
    { name: 'clients, search by name', path: '/api/client/?search=Karimov' },
    { name: 'clients, search by phone digits', path: '/api/client/?search=0012345' },
    { name: 'clients, ordering by name, page 50', path: '/api/client/?ordering=name&page=50' },
    { name: 'leads, page 1', path: '/api/lid/' },
    { name: 'SMS, page 1', path: '/api/sms/' },
    { name: '10 000 rooms in one page, 1 connection', path: rooms, connections: 1 },
    { name: '10 000 rooms in one page, 10 connections', path: rooms },
  ].filter((k) => !process.env.ONLY || k.name.includes(process.env.ONLY));
}

/** The statements of each case, recorded through the proxy (without the sign-in check's). */
async function record(list) {
  log('== recording the SQL of each list');
  const proxy = await startCaptureProxy({ host: db.hostname, port: Number(db.port || 5432) });
  const proxied = new URL(DATABASE_URL);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  // Without the room-list cache: the floor is the SQL that writes the answer, not the cache's check.
  const api = await startApi(apiEnv(proxied.toString(), { PORT: String(PORT + 1), API_PROCESSES: '1', LOG_LEVEL: 'warn', LIST_CACHE_MB: '0' }), 'record.log');
  try {
    const token = await login(api.base);
    // /api/config/ reads nothing but the sign-in check.
    await get(api.base, '/api/config/', token);
    proxy.clear();
    await get(api.base, '/api/config/', token);
    const auth = new Set(proxy.statements.map((s) => s.sql));
    for (const k of list) {
      await get(api.base, k.path, token); // warm
      proxy.clear();
      k.answer = await get(api.base, k.path, token);
      k.statements = proxy.statements.filter((s) => !auth.has(s.sql) && !/^\s*(BEGIN|COMMIT|SET|SHOW)/i.test(s.sql));
      k.authStatements = proxy.statements.length - k.statements.length;
    }
  } finally {
    await api.stop();
    await proxy.close();
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** pgbench with the case's statements (one transaction = all of them, in order). */
function pgbench(k, connections) {
  const dir = join(WORK, 'pgbench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const script = join(dir, 'script.sql');
  // pgbench reads one statement per line unless it ends with a semicolon continuation: one line each.
  writeFileSync(script, k.statements.map((s) => `${inlineParams(s).replace(/\s+/g, ' ').trim()};`).join('\n') + '\n');
  const args = ['-n', '-M', 'simple', '-c', String(connections), '-j', String(Math.min(connections, 2)), '-T', String(DURATION),
    '-f', script, '-l', '--log-prefix', join(dir, 'log'), '-h', db.hostname, '-p', String(db.port || 5432),
    '-U', decodeURIComponent(db.username || 'postgres'), decodeURIComponent(db.pathname.slice(1))];
  const res = spawnSync('pgbench', args, { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(db.password || ''), PGOPTIONS: '-c random_page_cost=1.1 -c jit=off' } });
  if (res.status !== 0) throw new Error(`pgbench failed: ${res.stderr || res.stdout}`);
  const latencies = [];
  for (const f of readdirSync(dir).filter((n) => n.startsWith('log'))) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      const parts = line.trim().split(/\s+/);
      if (parts.length >= 3) latencies.push(Number(parts[2]) / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const tps = Number(/tps = ([\d.]+)/.exec(res.stdout)?.[1]);
  return { tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function load(base, k, token, connections) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${k.path}`, connections, duration: DURATION, headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'uz' } },
      (err, r) => (err ? reject(err) : resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts })),
    );
    instance.on('error', reject);
  });
}

async function explain(k) {
  return withClient(DATABASE_URL, async (c) => {
    await c.query('SET random_page_cost = 1.1');
    await c.query('SET jit = off');
    const out = [];
    for (const s of k.statements) {
      if (!/^\s*(SELECT|WITH)/i.test(s.sql)) continue;
      const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
      const text = rows.map((r) => r['QUERY PLAN']).join('\n');
      const indexes = [...new Set([...text.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g)].map((m) => m[1] || m[2]))];
      const seq = [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))];
      out.push({ sql: s.sql.replace(/\s+/g, ' ').slice(0, 90), ms: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]), indexes, seq, plan: text });
    }
    return out;
  }, { timeoutMs: 60_000 });
}

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main() {
  seed();
  const list = await cases();
  await record(list);
  log(`== API as production on 127.0.0.1:${PORT} (NODE_ENV=production, API_PROCESSES=${process.env.API_PROCESSES || `every core (${availableParallelism()})`})`);
  const api = await startApi(apiEnv(DATABASE_URL, { PORT: String(PORT) }), 'api.log');
  const rows = [];
  try {
    const token = await login(api.base);
    for (const k of list) {
      const connections = k.connections ?? CONNECTIONS;
      log(`\n== ${k.name}: ${k.path}  (${k.statements.length} statements${k.authStatements ? ` besides ${k.authStatements} for the sign-in check` : ', the sign-in check inside'}; answer ${(k.answer.length / 1024).toFixed(0)} KiB)`);
      const runs = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const apiRun = await load(api.base, k, token, connections);
        const sqlRun = pgbench(k, connections);
        runs.push({ api: apiRun, sql: sqlRun, ratio: apiRun.p50 / sqlRun.p50 });
        log(`  round ${round}: API ${f1(apiRun.rps)} req/s p50 ${f1(apiRun.p50)} ms p99 ${f1(apiRun.p99)} ms${apiRun.bad ? ` (${apiRun.bad} failed)` : ''}` +
          ` | SQL ${f1(sqlRun.tps)} tx/s p50 ${f1(sqlRun.p50)} ms p99 ${f1(sqlRun.p99)} ms`);
      }
      for (const p of await explain(k)) {
        log(`  ${f1(p.ms).padStart(7)} ms  ${p.seq.length ? `SEQ SCAN on ${p.seq.join(', ')}` : 'no seq scan'}; indexes: ${p.indexes.join(', ') || '-'}  | ${p.sql}`);
        if (process.env.VERBOSE) log(p.plan.replace(/^/gm, '      '));
      }
      // The round with the median ratio: one run of a shared 2-core machine varies by ±15 %.
      const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor((runs.length - 1) / 2)];
      rows.push({ name: k.name, connections, api: median.api, sql: median.sql, statements: k.statements.length });
    }
  } finally {
    await api.stop();
  }
  log(`\nMachine: ${availableParallelism()} cores (${cpus()[0]?.model?.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; PostgreSQL, API and load generators on the same machine; ${DURATION} s per run; of ${ROUNDS} rounds (API then SQL each), the one with the median ratio.`);
  log('| list | conns | API req/s | API p50 | API p99 | SQL tx/s | SQL p50 | SQL p99 | API p50 / SQL p50 |');
  log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    log(`| ${r.name} | ${r.connections} | ${f1(r.api.rps)} | ${f1(r.api.p50)} ms | ${f1(r.api.p99)} ms | ${f1(r.sql.tps)} | ${f1(r.sql.p50)} ms | ${f1(r.sql.p99)} ms | ${(r.api.p50 / r.sql.p50).toFixed(2)}× |`);
  }
  if (!process.env.KEEP) rmSync(WORK, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
