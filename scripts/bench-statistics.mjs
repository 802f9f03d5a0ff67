#!/usr/bin/env node
// Benchmarks the statistics calls on the large data set (not part of the test suite): each call
// through the API beside the same SQL run raw, at the same concurrency.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mijozlar_bench [API_DIST=apps/api/dist] \
//     [SEED=0] [CONNECTIONS=1,10] [REQUESTS=20] [CASES=overall,plan] [EXPLAIN_ONLY=1] [VERBOSE=1] node scripts/bench-statistics.mjs
//
// 1. The data: migrates the database with the built CLI (<API_DIST>/cli.js migrate, then the
//    idempotent reference seed), then runs scripts/seed-large.mjs (idempotent: 100k clients, 1M
//    wallet operations, 100k debts with 1.8M instalments; reused when present). SEED=0 skips both.
// 2. Starts the built API as production runs it (<API_DIST>/main.js, NODE_ENV=production,
//    RUN_WORKER=0, no Redis, LOG_LEVEL=warn, a random JWT_SECRET) on a free loopback port; or uses
//    BASE_URL (loopback only).
// 3. For each case, the statements the API's own service sends for that request are recorded
//    (the service from <API_DIST> on a Prisma client like the API's, with Prisma's query log), then:
//    - "SQL": those statements run raw with pg (a pool of DATABASE_POOL_SIZE connections, the API's
//      session settings random_page_cost 1.1 and jit off), all of a request's statements at once as
//      the service issues them, by N concurrent workers;
//    - "API": autocannon on loopback with N connections;
//    - for N in CONNECTIONS (default 1 and 10): REQUESTS/2 raw, REQUESTS through the API, REQUESTS/2
//      raw again (REQUESTS, default 20, requests on each side; the two raw halves are pooled, so that
//      both sides see the same load on a shared machine);
//    - ratio = API p50 / SQL p50 (target ≤ 1.2); EXPLAIN (ANALYZE, BUFFERS) of every statement:
//      execution time, indexes used, sequential scans.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { root } from './lib/proc.mjs';
import { canConnect, createDatabase, withClient } from './lib/postgres.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const apiRequire = createRequire(join(root, 'apps/api/package.json'));
const pg = apiRequire('pg');

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('DATABASE_URL (the benchmark database; created and filled when missing) is required.');
  process.exit(2);
}
const API_DIST = process.env.API_DIST ? (isAbsolute(process.env.API_DIST) ? process.env.API_DIST : join(root, process.env.API_DIST)) : join(root, 'apps/api/dist');
const REQUESTS = Math.max(2, Number(process.env.REQUESTS || 20));
const CONNECTIONS = (process.env.CONNECTIONS || '1,10').split(',').map(Number).filter((n) => n > 0 && n <= 50);
const POOL = Number(process.env.DATABASE_POOL_SIZE || 10);
const ONLY = process.env.CASES ? new Set(process.env.CASES.split(',')) : null;
let BASE_URL = (process.env.BASE_URL || '').replace(/\/+$/, '');
const dist = (path) => require(join(API_DIST, path));

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const percentile = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
};
const tashkentToday = () => new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function cli(...args) {
  const res = spawnSync(process.execPath, [join(API_DIST, 'cli.js'), ...args], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL } });
  if (res.status !== 0) throw new Error(`${API_DIST}/cli.js ${args.join(' ')} failed (is the API built?)`);
}

async function prepareData() {
  if (!(await canConnect(DATABASE_URL)).ok) {
    const server = new URL(DATABASE_URL);
    const name = decodeURIComponent(server.pathname.slice(1));
    server.pathname = '/postgres';
    console.log(`creating database ${name}`);
    await createDatabase(server.toString(), name);
  }
  console.log('migrating and seeding the reference data (idempotent)');
  cli('migrate');
  cli('seed');
  console.log('large data set (scripts/seed-large.mjs, idempotent)');
  const res = spawnSync(process.execPath, [join(root, 'scripts/seed-large.mjs')], { stdio: 'inherit', env: { ...process.env, DATABASE_URL } });
  if (res.status !== 0) throw new Error('seed-large failed');
}

async function startApi() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(API_DIST, 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      RUN_WORKER: '0',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SERVE_ADMIN: 'false',
      DATABASE_POOL_SIZE: String(POOL),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

async function token() {
  if (process.env.TOKEN) return process.env.TOKEN;
  const res = await fetch(`${BASE_URL}/api/account/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: process.env.ADMIN_PHONE || '+998901234567', password: process.env.ADMIN_PASSWORD || 'admin12345' }),
  });
  if (!res.ok) throw new Error(`login failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

/** A Prisma client like the API's that records every statement it sends. */
function recordingPrisma() {
  const { PrismaClient } = dist('generated/prisma/client.js');
  const { PrismaPg } = apiRequire('@prisma/adapter-pg');
  const { CONNECTION_OPTIONS } = dist('database/prisma-client.js');
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: DATABASE_URL, max: POOL, options: CONNECTION_OPTIONS }),
    log: [{ emit: 'event', level: 'query' }],
  });
  const statements = [];
  let recording = false;
  prisma.$on('query', (e) => {
    if (recording) statements.push({ sql: e.query, params: JSON.parse(e.params || '[]') });
  });
  return {
    prisma,
    options: CONNECTION_OPTIONS,
    async capture(fn) {
      statements.length = 0;
      recording = true;
      try {
        await fn();
      } finally {
        recording = false;
      }
      return [...statements];
    },
  };
}

function api(path, auth, connections) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${BASE_URL}${path}`, connections, amount: REQUESTS, timeout: 120, headers: { Authorization: `Bearer ${auth}`, 'Accept-Language': 'uz' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

/** `count` requests (each: the request's statements, all at once) by `connections` workers: latencies (ms) and requests per second. */
async function raw(pool, statements, connections, count) {
  const latencies = [];
  let left = count;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (left > 0) {
      left--;
      const t0 = performance.now();
      try {
        await Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
        latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        if (errors === 1) console.error(`raw SQL failed: ${err.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, rps: (latencies.length * 1000) / (performance.now() - started), errors };
}

async function explain(c, { sql, params }) {
  const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const indexes = [...new Set([...text.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g)].map((m) => m[1] || m[2]))];
  const seq = [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))];
  return { time: Number(text.match(/Execution Time: ([\d.]+) ms/)?.[1]), indexes, seq, text, first: sql.replace(/\s+/g, ' ').trim().slice(0, 80) };
}

async function main() {
  console.log(
    `Machine: ${cpus().length} CPU (${cpus()[0]?.model?.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
      'PostgreSQL, the API and the load generator on this machine, loopback.',
  );
  if (process.env.SEED !== '0') await prepareData();
  let server;
  if (!BASE_URL && !process.env.EXPLAIN_ONLY) {
    server = await startApi();
    BASE_URL = server.url;
    console.log(`Started the built API at ${BASE_URL} (${API_DIST}, NODE_ENV=production, RUN_WORKER=0, no Redis)`);
  }
  const { prisma, capture, options } = recordingPrisma();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL, options });
  try {
    const auth = process.env.EXPLAIN_ONLY ? null : await token();
    const { Clock } = dist('common/clock/clock.js');
    const clock = new Clock();
    const { SaleStatisticsService } = dist('modules/statistics/sale-statistics.service.js');
    const { PlanStatisticsService } = dist('modules/statistics/plan-statistics.service.js');
    const { OverallStatisticsService } = dist('modules/statistics/overall-statistics.service.js');
    const { StatisticsService } = dist('modules/statistics/statistics.service.js');
    const sales = new SaleStatisticsService(prisma, clock);
    const plans = new PlanStatisticsService(prisma, clock);
    const overall = new OverallStatisticsService(prisma, clock);
    const dashboard = new StatisticsService(prisma, clock, plans);

    const today = tashkentToday();
    const year = today.slice(0, 4);
    const month = today.slice(0, 7);
    const cases = [
      {
        key: 'sales',
        name: 'sale statistics, USD, all time (the menu)',
        path: '/api/sale-statistics/?currency=2&page_size=20',
        direct: () => sales.list({ currency: 2, page_size: 20 }),
      },
      {
        key: 'sales-year',
        name: 'sale statistics, UZS, this year',
        path: `/api/sale-statistics/?currency=1&from_date=${year}-01-01&to_date=${today}&page_size=20`,
        direct: () => sales.list({ currency: 1, from_date: `${year}-01-01`, to_date: today, page_size: 20 }),
      },
      { key: 'debt', name: 'all sale debt, UZS', path: '/api/sale-statistics/all-sale-debt/?currency=1', direct: () => sales.allSaleDebt(1) },
      { key: 'buildings', name: 'debt per building, UZS', path: '/api/statistics/building-debt-list/?currency=1', direct: () => sales.buildingDebtList(1) },
      {
        key: 'plan',
        name: 'plan of receipts, UZS, this year',
        path: `/api/statistics/building-all-debt-list/?currency=1&from_date=${year}-01-01&to_date=${year}-12-31`,
        direct: () => plans.plan({ currency: 1, from_date: `${year}-01-01`, to_date: `${year}-12-31` }),
      },
      {
        key: 'overall',
        name: 'overall statistics, UZS, this month',
        path: `/api/statistics/overall-statistics/?currency=1&from_date=${month}-01&to_date=${today}`,
        direct: () => overall.overall({ currency: 1, from_date: `${month}-01`, to_date: today }),
      },
      {
        key: 'overall-year',
        name: 'overall statistics, UZS, this year',
        path: `/api/statistics/overall-statistics/?currency=1&from_date=${year}-01-01&to_date=${today}`,
        direct: () => overall.overall({ currency: 1, from_date: `${year}-01-01`, to_date: today }),
      },
      { key: 'dashboard', name: 'dashboard (with the plan series)', path: '/api/statistics/dashboard/', direct: () => dashboard.dashboard(true) },
      {
        key: 'export',
        name: 'export statistic.xls, UZS, this year',
        path: `/api/statistics/export/statistic.xls?currency=1&from_date=${year}-01-01&to_date=${today}`,
        direct: () => Promise.all([sales.rows({ currency: 1, from_date: `${year}-01-01`, to_date: today }, null), plans.plan({ currency: 1, from_date: `${year}-01-01`, to_date: today }, true)]),
      },
    ].filter((k) => !ONLY || ONLY.has(k.key));

    const table = [];
    for (const k of cases) {
      console.log(`\n=== ${k.name}: ${k.path}`);
      for (let i = 0; i < 2; i++) await k.direct(); // warm up
      const statements = await capture(k.direct);
      const plans_ = await withClient(DATABASE_URL, async (c) => {
        await c.query('SET random_page_cost = 1.1; SET jit = off');
        const out = [];
        for (const s of statements) out.push(await explain(c, s));
        return out;
      });
      for (const p of plans_) {
        console.log(`  ${fmt(p.time).padStart(7)} ms  ${p.first}…  indexes: ${p.indexes.join(', ') || '-'}${p.seq.length ? `  SEQ SCAN: ${p.seq.join(', ')}` : ''}`);
        if (process.env.VERBOSE) console.log(p.text.split('\n').map((l) => `      ${l}`).join('\n'));
      }
      if (process.env.EXPLAIN_ONLY) continue;
      const check = await fetch(`${BASE_URL}${k.path}`, { headers: { Authorization: `Bearer ${auth}` } });
      if (!check.ok) throw new Error(`${k.path}: HTTP ${check.status} ${await check.text()}`);
      await check.arrayBuffer();
      for (const n of CONNECTIONS) {
        const half = Math.ceil(REQUESTS / 2);
        const a = await raw(pool, statements, n, half);
        const http = await api(k.path, auth, n);
        const b = await raw(pool, statements, n, half);
        const sqlLat = [...a.latencies, ...b.latencies];
        const row = {
          name: k.name,
          connections: n,
          statements: statements.length,
          explain: plans_.reduce((s, p) => s + p.time, 0),
          sqlP50: percentile(sqlLat, 50),
          sqlP99: percentile(sqlLat, 99),
          sqlRps: (a.rps + b.rps) / 2,
          apiP50: http.latency.p50,
          apiP99: http.latency.p99,
          apiRps: http.requests.total / http.duration,
          bad: http.non2xx + http.errors + http.timeouts + a.errors + b.errors,
        };
        row.ratio = row.apiP50 / row.sqlP50;
        table.push(row);
        console.log(
          `  ${n} conn.: SQL p50 ${fmt(row.sqlP50)} ms, p99 ${fmt(row.sqlP99)} ms, ${fmt(row.sqlRps)} req/s | API p50 ${fmt(row.apiP50)} ms, ` +
            `p99 ${fmt(row.apiP99)} ms, ${fmt(row.apiRps)} req/s → API/SQL ${row.ratio.toFixed(2)}${row.bad ? `  (${row.bad} errors or non-2xx)` : ''}`,
        );
      }
    }
    if (table.length) {
      console.log('\nSummary (README "Performance", Statistics)');
      console.log('| Call | Conn. | Statements | EXPLAIN Σ ms | SQL p50 / p99 ms | SQL req/s | API p50 / p99 ms | API req/s | API/SQL p50 |');
      console.log('|---|---|---|---|---|---|---|---|---|');
      for (const r of table) {
        console.log(
          `| ${r.name} | ${r.connections} | ${r.statements} | ${fmt(r.explain)} | ${fmt(r.sqlP50)} / ${fmt(r.sqlP99)} | ${fmt(r.sqlRps)} | ${fmt(r.apiP50)} / ${fmt(r.apiP99)} | ${fmt(r.apiRps)} | ${r.ratio.toFixed(2)} |`,
        );
      }
      const over = table.filter((r) => r.ratio > 1.2);
      console.log(over.length ? `\n${over.length} case(s) above 1.2: ${over.map((r) => `${r.name} (${r.connections} conn.)`).join('; ')}` : '\nEvery ratio ≤ 1.2.');
    }
  } finally {
    await pool.end();
    await prisma.$disconnect();
    server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
