#!/usr/bin/env node
// Benchmarks the money lists and the debt reminder job on a large database (not part of the test
// suite). Fill the database first with scripts/seed-large.mjs (1M wallet operations, 100k debts)
// and build the API (pnpm --filter @mijozlar/api exec tsc -p tsconfig.build.json).
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mijozlar_bench [BASE_URL=http://127.0.0.1:3000] \
//     [TOKEN=<access token> | ADMIN_PHONE=+998901234567 ADMIN_PASSWORD=admin12345] node scripts/bench-money.mjs
//
// Without BASE_URL it starts the built API itself (apps/api/dist/main.js, RUN_WORKER=0, no Redis)
// on a free loopback port and stops it at the end. For each case:
//   - autocannon on loopback: 1 connection for the latency (p50, p99), CONNECTIONS (default 10)
//     for the throughput, DURATION seconds each (default 10);
//   - paired runs (RUNS, default 30), alternately: the same database work in-process, without
//     HTTP (the API's own service method from apps/api/dist on a plain Prisma client: "SQL p50",
//     what PostgreSQL and the driver take for one request, with the API's own parallelism), then
//     the request over HTTP ("API p50"); alternating keeps both under the same machine load;
//   - every statement that method sent (captured from Prisma's query log), run again with
//     EXPLAIN (ANALYZE, BUFFERS) on a pg connection: execution time, indexes, sequential scans;
//   - ratio = API p50 / SQL p50 of the paired runs (target ≤ 1.3).
// Cases: 1. GET /api/wallet-operations/?wallet=<Bench wallet 1>&date_from=<a year ago>&date_to=<today>
//        2. GET /api/client-debt/?is_closed=false                (open debts, next_payment_date)
//        3. GET /api/client-debt/?overdue=true&ordering=-overdue_days
//        4. GET /api/client-debt/?is_closed=false&search=Karimov
// Then it times the debt reminder job (DebtRemindersService.run, as the daily job runs it) over the
// whole database, and removes the messages it wrote and the debts' reminder marks again, so the
// data set stays reusable.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/proc.mjs';
import { withClient } from './lib/postgres.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const dist = (path) => require(join(root, 'apps/api/dist', path));

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('DATABASE_URL (the benchmark database, filled by scripts/seed-large.mjs) is required.');
  process.exit(2);
}
const DURATION = Number(process.env.DURATION || 10);
const CONNECTIONS = Math.min(Number(process.env.CONNECTIONS || 10), 50);
const RUNS = Number(process.env.RUNS || 30);
let BASE_URL = (process.env.BASE_URL || '').replace(/\/+$/, '');

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const today = () => new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
const daysAgo = (n) => new Date(Date.now() + 5 * 3600_000 - n * 86400_000).toISOString().slice(0, 10);

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

async function startApi() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, DATABASE_URL, PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: '0', REDIS_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_ADMIN: 'false' },
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

function load(path, auth, connections) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${BASE_URL}${path}`, connections, duration: DURATION, headers: { Authorization: `Bearer ${auth}`, 'Accept-Language': 'uz' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

/** A Prisma client like the API's (driver adapter, random_page_cost 1.1) that records every statement it sends. */
function recordingPrisma() {
  const { PrismaClient } = dist('generated/prisma/client.js');
  const { PrismaPg } = require(join(root, 'apps/api/node_modules/@prisma/adapter-pg'));
  const { CONNECTION_OPTIONS } = dist('database/prisma-client.js');
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: DATABASE_URL, max: 10, options: CONNECTION_OPTIONS }),
    log: [{ emit: 'event', level: 'query' }],
  });
  const statements = [];
  let recording = false;
  prisma.$on('query', (e) => {
    if (recording) statements.push({ sql: e.query, params: JSON.parse(e.params || '[]') });
  });
  // PrismaService.rows(): the SQL list path's statements go through node-postgres directly.
  const { Pool } = require(join(root, 'apps/api/node_modules/pg'));
  const pool = new Pool({ connectionString: DATABASE_URL, max: 10, options: CONNECTION_OPTIONS });
  prisma.rowsPool = pool;
  prisma.rows = async (query) => {
    if (recording) statements.push({ sql: query.text, params: query.values });
    return (await pool.query(query.text, query.values)).rows;
  };
  return {
    prisma,
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

async function explain(c, { sql, params }) {
  const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const indexes = [...new Set([...text.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g)].map((m) => m[1] || m[2]))];
  const seq = [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))];
  return { time: Number(text.match(/Execution Time: ([\d.]+) ms/)?.[1]), indexes, seq, text, first: sql.replace(/\s+/g, ' ').slice(0, 90) };
}

async function main() {
  console.log(`Machine: ${cpus().length} CPU (${cpus()[0]?.model?.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM; PostgreSQL and the API on this machine, loopback.`);
  let api;
  if (!BASE_URL) {
    api = await startApi();
    BASE_URL = api.url;
    console.log(`Started the built API at ${BASE_URL} (RUN_WORKER=0, no Redis)`);
  }
  const host = new URL(BASE_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BASE_URL must be on loopback (got ${host}).`);
  const { prisma, capture } = recordingPrisma();
  try {
    const auth = await token();
    const { Clock } = dist('common/clock/clock.js');
    const clock = new Clock();
    const { DebtsService } = dist('modules/debts/debts.service.js');
    const { WalletOperationsService } = dist('modules/wallets/wallet-operations.service.js');
    const debts = new DebtsService(prisma, clock);
    const operations = new WalletOperationsService(prisma, null, null, clock);

    const [{ id: wallet }] = await prisma.$queryRawUnsafe(`SELECT id FROM wallet WHERE name = 'Bench wallet 1'`);
    const from = daysAgo(365);
    const to = today();
    const cases = [
      {
        name: 'wallet operations, one wallet, one year',
        path: `/api/wallet-operations/?wallet=${wallet}&date_from=${from}&date_to=${to}`,
        direct: () => operations.list({ wallet, date_from: from, date_to: to }, 'uz'),
      },
      { name: 'open debts (is_closed=false)', path: '/api/client-debt/?is_closed=false', direct: () => debts.list({ is_closed: false }) },
      {
        name: 'overdue debts, most overdue first',
        path: '/api/client-debt/?overdue=true&ordering=-overdue_days',
        direct: () => debts.list({ overdue: true, ordering: '-overdue_days' }),
      },
      {
        name: 'open debts, search "Karimov"',
        path: '/api/client-debt/?is_closed=false&search=Karimov',
        direct: () => debts.list({ is_closed: false, search: 'Karimov' }),
      },
    ];

    const table = [];
    for (const k of cases) {
      const check = await fetch(`${BASE_URL}${k.path}`, { headers: { Authorization: `Bearer ${auth}` } });
      const body = await check.json();
      if (!check.ok) throw new Error(`${k.path}: HTTP ${check.status} ${JSON.stringify(body)}`);
      console.log(`\n=== ${k.name}: ${k.path} (count ${body.count}, ${body.results.length} on the page)`);

      // Paired runs: the database work of one request in-process, then the same request over HTTP,
      // alternately, so that both see the same load on the machine (warm up first).
      for (let i = 0; i < 3; i++) await k.direct();
      const sqlTimes = [];
      const apiTimes = [];
      for (let i = 0; i < RUNS; i++) {
        let t0 = performance.now();
        await k.direct();
        sqlTimes.push(performance.now() - t0);
        t0 = performance.now();
        const res = await fetch(`${BASE_URL}${k.path}`, { headers: { Authorization: `Bearer ${auth}`, 'Accept-Language': 'uz' } });
        await res.arrayBuffer();
        apiTimes.push(performance.now() - t0);
      }
      const sqlP50 = median(sqlTimes);
      const apiP50 = median(apiTimes);
      const statements = await capture(k.direct);

      const one = await load(k.path, auth, 1);
      const many = await load(k.path, auth, CONNECTIONS);
      const plans = await withClient(DATABASE_URL, async (c) => {
        await c.query('SET random_page_cost = 1.1; SET jit = off'); // as the API's connections do (CONNECTION_OPTIONS)
        const out = [];
        for (const s of statements) out.push(await explain(c, s));
        return out;
      });
      const ratio = apiP50 / sqlP50;
      console.log(
        `API 1 connection: ${fmt(one.requests.average)} req/s, p50 ${one.latency.p50} ms, p99 ${one.latency.p99} ms | ` +
          `${CONNECTIONS} connections: ${fmt(many.requests.average)} req/s, p50 ${many.latency.p50} ms, p99 ${many.latency.p99} ms; ` +
          `${one.non2xx + many.non2xx} non-2xx, ${one.errors + many.errors} errors`,
      );
      console.log(`Paired, ${RUNS} runs: API p50 ${fmt(apiP50)} ms, SQL (the service's queries in-process) p50 ${fmt(sqlP50)} ms → ratio API/SQL ${ratio.toFixed(2)}`);
      for (const p of plans) {
        console.log(`  ${fmt(p.time).padStart(7)} ms  ${p.first}…  indexes: ${p.indexes.join(', ') || '-'}${p.seq.length ? `  SEQ SCAN: ${p.seq.join(', ')}` : ''}`);
        if (process.env.VERBOSE) console.log(p.text.split('\n').map((l) => `      ${l}`).join('\n'));
      }
      table.push({
        name: k.name,
        rps1: one.requests.average,
        p50: one.latency.p50,
        p99: one.latency.p99,
        rpsN: many.requests.average,
        p50N: many.latency.p50,
        p99N: many.latency.p99,
        sql: sqlP50,
        api: apiP50,
        explain: plans.reduce((n, p) => n + p.time, 0),
        ratio,
      });
    }

    // The debt reminder job over the whole database.
    console.log('\n=== debt reminder job (DebtRemindersService.run, 3 days before, uz)');
    const { DebtRemindersService } = dist('jobs/debt-reminders/debt-reminders.service.js');
    const [{ max: lastSms }] = await prisma.$queryRawUnsafe(`SELECT COALESCE(max(id), 0)::int AS max FROM sms_message`);
    const reminders = new DebtRemindersService(prisma, clock, { dispatch: () => undefined }, { debtReminders: { daysBefore: 3, language: 'uz' } });
    const t0 = performance.now();
    const run = await reminders.run();
    const jobMs = performance.now() - t0;
    const t1 = performance.now();
    const again = await reminders.run();
    const againMs = performance.now() - t1;
    const [{ open }] = await prisma.$queryRawUnsafe(`SELECT count(*)::int AS open FROM client_debt WHERE NOT is_closed`);
    console.log(`over ${open} open debts: ${run.queued} messages written in ${fmt(jobMs)} ms (${run.skipped_no_phone} without a phone); the same day again: ${again.queued} in ${fmt(againMs)} ms`);
    // Leave the data set as it was: the reminders' marks and messages go.
    await prisma.$executeRawUnsafe(
      `UPDATE client_debt SET sms_sent_date = NULL, reminder_sms_id = NULL WHERE reminder_sms_id > $1 OR (reminder_sms_id IS NULL AND sms_sent_date IS NOT NULL)`,
      lastSms,
    );
    await prisma.$executeRawUnsafe(`DELETE FROM sms_message WHERE id > $1 AND purpose = 'reminder'`, lastSms);

    console.log('\nSummary (README "Performance")');
    console.log(`| Case | API p50 ms | SQL p50 ms | API/SQL | EXPLAIN Σ ms | 1 conn.: req/s, p50, p99 ms | ${CONNECTIONS} conn.: req/s, p50, p99 ms |`);
    console.log('|---|---|---|---|---|---|---|');
    for (const r of table) {
      console.log(
        `| ${r.name} | ${fmt(r.api)} | ${fmt(r.sql)} | ${r.ratio.toFixed(2)} | ${fmt(r.explain)} | ${fmt(r.rps1)}, ${r.p50}, ${r.p99} | ${fmt(r.rpsN)}, ${r.p50N}, ${r.p99N} |`,
      );
    }
    console.log(`| reminder job over ${open} open debts | ${run.queued} SMS written in ${fmt(jobMs / 1000)} s; a second run the same day: ${again.queued} in ${fmt(againMs / 1000)} s | | | | | |`);
  } finally {
    await prisma.$disconnect();
    await prisma.rowsPool.end();
    api?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
