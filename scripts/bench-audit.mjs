#!/usr/bin/env node
// The audit trail's cost (issue 24; not part of the test suite). Build first (`pnpm build`, or
// pnpm --filter @mijozlar/api exec tsc -p tsconfig.build.json); then one command:
//
//   node scripts/bench-audit.mjs [--keep] [--only=writes,list,export]
//
// DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/mijozlar_bench_audit: a database of its
// own, created, migrated and seeded here and dropped at the end unless --keep (a kept one is reused,
// its entries too). Options (environment): ENTRIES=5000000, RUNS=300 (writes per kind and mode),
// LIST_RUNS=30 (paired list runs), VERBOSE=1 (the plans), REDIS_URL (default none).
//
// 1. Writes, with and without the trail. Two built API servers on the same database, one process
//    each: AUDIT_TRAIL=off and on (NODE_ENV=test, AUDIT_STRICT=0, so a write path not wired yet only
//    logs). For each kind — a payment (POST /api/payment-report/, its own Idempotency-Key, 1.00 on a
//    debt of 1 000 000), a client edit (PUT /api/client/{id}/, the name changes each time), a wallet
//    operation (POST /api/wallet-operations/, 1.00 in) — RUNS requests on each server, one at a time,
//    off and on alternately (so both see the same load), then p50 / p99 of each and on/off. The
//    entries one request writes are counted on the "on" server first. Run on an empty trail and again
//    after the trail holds ENTRIES (its inserts then go into indexes of that size).
// 2. The list at ENTRIES entries (scripts/lib/audit-seed.mjs): unfiltered page 1, a record's
//    history (entity + entity_id), one actor, an action over a month, a search, a deep page. For each,
//    the statements the API's own AuditService sends (recorded from Prisma's query log) run raw with
//    pg, concurrently as the service runs them ("SQL"), alternately with the request over HTTP
//    ("API"), LIST_RUNS times: p50 each and API/SQL (target ≤ 1.3). Then EXPLAIN (ANALYZE, BUFFERS) of
//    each statement: the indexes it uses (each case must use its index of migration
//    20261127123000_audit_log) and the time of count(*) alone.
// 3. The export of about 100 000 entries (a week) and of about 14 000 (a day): time, rows/s, bytes,
//    and the peak RSS of the server process during each (streamed: the peak must not grow with rows).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { randomFreePort } from './lib/net.mjs';
import { root } from './lib/proc.mjs';
import { createDatabase, dropDatabase, withClient } from './lib/postgres.mjs';
import { seedAuditEntries } from './lib/audit-seed.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(join(root, 'apps/api/dist', path));
const args = process.argv.slice(2);
const KEEP = args.includes('--keep');
const ONLY = (args.find((a) => a.startsWith('--only='))?.slice(7) ?? 'writes,list,export').split(',');
const DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/mijozlar_bench_audit';
const ENTRIES = Number(process.env.ENTRIES || 5_000_000);
const RUNS = Number(process.env.RUNS || 300);
const LIST_RUNS = Number(process.env.LIST_RUNS || 30);
const BLOCK = 50;
const USD = 2;

const started = Date.now();
const log = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const today = (days = 0) => new Date(Date.now() + 5 * 3600_000 - days * 86400_000).toISOString().slice(0, 10);
const sql = (text, params) => withClient(DATABASE_URL, async (c) => (await c.query(text, params)).rows, { timeoutMs: 10_000 });

function cli(...cmd) {
  const res = spawnSync(process.execPath, [join(root, 'apps/api/dist/cli.js'), ...cmd], { stdio: 'inherit', env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'warn' } });
  if (res.status !== 0) throw new Error(`cli ${cmd.join(' ')} failed (is the API built?)`);
}

/** The built API, one HTTP process, with the trail on or off; its log goes to .tmp/bench-audit-<trail>.log. */
async function startApi(trail) {
  const port = await randomFreePort();
  const logFile = join(root, `.tmp/bench-audit-${trail}.log`);
  spawnSync('mkdir', ['-p', join(root, '.tmp')]);
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env, DATABASE_URL, PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: '0', API_PROCESSES: '1', REDIS_URL: process.env.REDIS_URL || '',
      NODE_ENV: 'test', AUDIT_TRAIL: trail, AUDIT_STRICT: '0', LOG_LEVEL: 'warn', SERVE_ADMIN: 'false', PUBLIC_RATE_LIMIT: '100000', LIST_CACHE_MB: '0', ACCESS_TOKEN_TTL: '86400',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) return { url, trail, pid: child.pid, logFile, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the API (AUDIT_TRAIL=${trail}) did not start: see ${logFile}`);
}

async function login(base) {
  const res = await fetch(`${base}/api/account/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: process.env.ADMIN_PHONE || '+998901234567', password: process.env.ADMIN_PASSWORD || 'admin12345' }),
  });
  if (!res.ok) throw new Error(`login failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

async function call(server, method, path, body, headers = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'uz', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function must(server, method, path, body, expect) {
  const res = await call(server, method, path, body);
  if (res.status !== expect) throw new Error(`${method} ${path}: HTTP ${res.status} ${res.text}`);
  return JSON.parse(res.text);
}

/** What each server writes to: a client to edit, a debt of 1 000 000 USD to pay, a wallet. */
async function fixtures(server, tag) {
  const building = await must(server, 'POST', '/api/building/', { name: `Bench audit ${tag} ${Date.now()}`, floor_count: 10, entrance_count: 1, room_count: 1 }, 201);
  const wallet = await must(server, 'POST', '/api/wallet/', { name: `Bench audit ${tag} ${Date.now()}`, currency: USD }, 201);
  const phone = () => `+99899${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const client = await must(server, 'POST', '/api/client/', { name: `Bench audit ${tag}`, phone_number: phone(), status: 1 }, 201);
  const debtor = await must(server, 'POST', '/api/client/', { name: `Bench audit debtor ${tag}`, phone_number: phone(), status: 1 }, 201);
  const [room] = await sql(
    `INSERT INTO room (building_id, number, floor, entrance, area, price, currency_id, status_id, rooms_count)
     VALUES ($1, 'A1', 1, 1, 50, 1000000, $2, 1, 2) RETURNING id`,
    [building.id, USD],
  );
  const sale = await must(server, 'POST', '/api/sale/', {
    room: room.id, client: debtor.id, wallet: wallet.id, currency: USD, sold_amount: '1000000.00', paid_amount: '0.00',
    debt_type: 1, credit_period: 1, payment_date: today(),
  }, 201);
  await must(server, 'POST', '/api/sale/confirm/', { id: sale.id }, 200);
  const [debt] = await sql('SELECT id FROM client_debt WHERE sale_id = $1', [sale.id]);
  const [method] = await sql(`SELECT id FROM payment_method WHERE is_active ORDER BY id LIMIT 1`);
  return { client: client.id, clientPhone: client.phone_number, debt: debt.id, debtor: debtor.id, wallet: wallet.id, method: method.id };
}

const KINDS = [
  {
    name: 'payment (POST /api/payment-report/)',
    send: (s, f) => call(s, 'POST', '/api/payment-report/',
      { client: f.debtor, client_debt: f.debt, wallet: f.wallet, amount: '1.00', currency: USD, description: 'Bench', payment_date: today() },
      { 'Idempotency-Key': randomUUID() }),
  },
  {
    name: 'client edit (PUT /api/client/{id}/)',
    send: (s, f, i) => call(s, 'PUT', `/api/client/${f.client}/`, { name: `Bench audit ${s.trail} ${i}`, phone_number: f.clientPhone, status: 1 + (i % 2) }),
  },
  {
    name: 'wallet operation (POST /api/wallet-operations/)',
    send: (s, f) => call(s, 'POST', '/api/wallet-operations/', { wallet: f.wallet, operation_type: 'replenish', amount: '1.00', method: f.method, comment: 'Bench' }, { 'Idempotency-Key': randomUUID() }),
  },
];

async function entryCount() {
  return Number((await sql(`SELECT COALESCE(max(id), 0)::text AS n FROM audit_log`))[0].n);
}

/** RUNS requests of each kind on each server, one at a time, off and on alternately. */
async function writes(off, on, label) {
  log(`writes (${label}; audit_log ids up to ${await entryCount()}), ${RUNS} per kind and mode, load ${load()}`);
  const rows = [];
  for (const kind of KINDS) {
    // Entries per request, on the "on" server (a warm-up as well).
    const before = await entryCount();
    const first = await kind.send(on, on.f, 0);
    if (first.status >= 300) throw new Error(`${kind.name}: HTTP ${first.status} ${first.text}`);
    const perRequest = (await entryCount()) - before;
    for (let i = 1; i < 10; i++) await Promise.all([kind.send(on, on.f, i), kind.send(off, off.f, i)]);
    const times = { off: [], on: [] };
    const failures = {};
    for (let i = 0; i < RUNS; i++) {
      for (const s of i % 2 ? [off, on] : [on, off]) {
        const t0 = performance.now();
        const res = await kind.send(s, s.f, i + 10);
        const ms = performance.now() - t0;
        if (res.status >= 200 && res.status < 300) times[s.trail].push(ms);
        else failures[`${s.trail} ${res.status}`] = (failures[`${s.trail} ${res.status}`] ?? 0) + 1;
      }
    }
    // The load of this machine drifts within a run: on/off p50 of each block of BLOCK pairs as well,
    // whose spread says how far apart two equal servers would be.
    const blocks = [];
    for (let b = 0; b + BLOCK <= times.on.length && b + BLOCK <= times.off.length; b += BLOCK) {
      blocks.push(pct(times.on.slice(b, b + BLOCK), 50) / pct(times.off.slice(b, b + BLOCK), 50));
    }
    const row = {
      kind: kind.name, label, perRequest,
      offP50: pct(times.off, 50), offP99: pct(times.off, 99), onP50: pct(times.on, 50), onP99: pct(times.on, 99),
      blockMedian: pct(blocks, 50), blockMin: Math.min(...blocks), blockMax: Math.max(...blocks),
    };
    rows.push(row);
    console.log(
      `  ${kind.name}: ${perRequest} entr${perRequest === 1 ? 'y' : 'ies'} per request; off p50 ${fmt(row.offP50)} / p99 ${fmt(row.offP99)} ms, ` +
        `on p50 ${fmt(row.onP50)} / p99 ${fmt(row.onP99)} ms → on/off p50 ${fmt(row.onP50 / row.offP50, 2)}, p99 ${fmt(row.onP99 / row.offP99, 2)}; ` +
        `per ${BLOCK} pairs: median ${fmt(row.blockMedian, 2)} (${fmt(row.blockMin, 2)}–${fmt(row.blockMax, 2)})` +
        `${Object.keys(failures).length ? `; FAILED ${JSON.stringify(failures)}` : ''}`,
    );
  }
  // The entry alone: the INSERT that audit() sends, in a transaction rolled back, RUNS times.
  const insert = await withClient(DATABASE_URL, async (c) => {
    const ms = [];
    for (let i = 0; i < RUNS; i++) {
      await c.query('BEGIN');
      const t0 = performance.now();
      await c.query(
        `INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, entity_label, changes, details, reason, ip, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11)`,
        [1, 'Bench xodim 1', 'update', 'client', 4021 + i, `Karimov Aziz ${4021 + i}`, JSON.stringify({ name: [`Karimov Aziz ${i}`, `Karimov Aziz ${i + 1}`] }), null, null, '127.0.0.1', randomUUID()],
      );
      ms.push(performance.now() - t0);
      await c.query('ROLLBACK');
    }
    return { p50: pct(ms, 50), p99: pct(ms, 99) };
  });
  console.log(`  the entry alone (audit()'s INSERT, one round trip on loopback): p50 ${fmt(insert.p50, 2)} ms, p99 ${fmt(insert.p99, 2)} ms`);
  rows.push({ kind: "the entry alone (audit()'s INSERT)", label, perRequest: 1, insert });
  log(`load after: ${load()}`);
  return rows;
}

/** A Prisma client like the API's that records the statements it sends (as scripts/bench-money.mjs does). */
function recordingPrisma() {
  const { PrismaClient } = dist('generated/prisma/client.js');
  const { PrismaPg } = require(join(root, 'apps/api/node_modules/@prisma/adapter-pg'));
  const { CONNECTION_OPTIONS } = dist('database/prisma-client.js');
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: DATABASE_URL, max: 4, options: CONNECTION_OPTIONS }), log: [{ emit: 'event', level: 'query' }] });
  const statements = [];
  prisma.$on('query', (e) => statements.push({ sql: e.query, params: JSON.parse(e.params || '[]') }));
  // PrismaService.rows(): statements sent through node-postgres directly.
  const { Pool } = require(join(root, 'apps/api/node_modules/pg'));
  const pool = new Pool({ connectionString: DATABASE_URL, max: 4, options: CONNECTION_OPTIONS });
  prisma.rowsPool = pool;
  prisma.rows = async (query) => {
    statements.push({ sql: query.text, params: query.values });
    return (await pool.query(query.text, query.values)).rows;
  };
  return { prisma, CONNECTION_OPTIONS, async capture(fn) { statements.length = 0; await fn(); return [...statements]; } };
}

async function explain(c, { sql: text, params }) {
  const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const indexes = [...new Set([...plan.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g)].map((m) => m[1] || m[2]))];
  const seq = [...new Set([...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))];
  return { time: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]), indexes, seq, plan, count: /count\(\*\)/i.test(text), first: text.replace(/\s+/g, ' ').slice(0, 80) };
}

async function lists(server) {
  const { Pool } = require(join(root, 'apps/api/node_modules/pg'));
  const { prisma, CONNECTION_OPTIONS, capture } = recordingPrisma();
  const pool = new Pool({ connectionString: DATABASE_URL, max: 4, options: CONNECTION_OPTIONS });
  const { AuditService } = dist('modules/audit/audit.service.js');
  const service = new AuditService(prisma);
  const [{ id: entityId }] = await sql(`SELECT 4021 AS id`);
  const [{ actor }] = await sql(`SELECT actor_id AS actor FROM audit_log WHERE actor_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const cases = [
    { name: 'unfiltered, page 1', query: {}, index: 'audit_log_at_idx', whole: true },
    { name: `a client's history (entity=client, entity_id=${entityId})`, query: { entity: 'client', entity_id: entityId }, index: 'audit_log_entity_idx' },
    { name: `one actor (the busiest, ${actor})`, query: { actor }, index: 'audit_log_actor_idx' },
    { name: 'action=update over a month', query: { action: 'update', date_from: today(40), date_to: today(10) }, index: 'audit_log_at_idx' },
    { name: 'search "Karimov Aziz"', query: { search: 'Karimov Aziz' }, index: 'audit_log_search_key_trgm_idx' },
    { name: 'deep page (page 2500 of 20: offset 49 980)', query: { page: 2500 }, index: 'audit_log_at_idx', whole: true },
  ];
  const rows = [];
  try {
    // The whole trail's count (modules/audit/audit-count.ts) settles over a few requests at least 5 s
    // apart, in the API and in the service here alike: afterwards each request counts only newer entries.
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      await service.list({});
      const res = await fetch(`${server.url}/api/audit-log/`, { headers: { Authorization: `Bearer ${server.token}` } });
      await res.text();
      log(`warming the whole trail's count: ${fmt(performance.now() - t0, 0)} ms`);
      await new Promise((r) => setTimeout(r, 5200));
    }
    for (const k of cases) {
      const path = `/api/audit-log/?${new URLSearchParams(Object.entries(k.query).map(([a, b]) => [a, String(b)]))}`;
      const statements = await capture(() => service.list(k.query));
      const raw = () => Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
      const http = async () => {
        const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.token}`, 'Accept-Language': 'uz' } });
        const body = await res.text();
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${body}`);
        return body;
      };
      const body = JSON.parse(await http());
      for (let i = 0; i < 2; i++) await raw();
      const api = [];
      const db = [];
      for (let i = 0; i < LIST_RUNS; i++) {
        let t0 = performance.now();
        await raw();
        db.push(performance.now() - t0);
        t0 = performance.now();
        await http();
        api.push(performance.now() - t0);
      }
      const plans = await withClient(DATABASE_URL, async (c) => {
        await c.query(`SET random_page_cost = 1.1; SET jit = off`);
        const out = [];
        for (const s of statements) out.push(await explain(c, s));
        return out;
      });
      if (k.whole) {
        const t0 = performance.now();
        const [{ n }] = (await pool.query(`SELECT count(*)::int AS n FROM audit_log`)).rows;
        console.log(`  count(*) of the whole trail, raw: ${n} in ${fmt(performance.now() - t0)} ms (what each request paid before audit-count.ts)`);
      }
      const used = [...new Set(plans.flatMap((p) => p.indexes))];
      const row = {
        name: k.name, path, count: body.count, api: pct(api, 50), sql: pct(db, 50), explain: plans.reduce((n, p) => n + p.time, 0),
        countMs: plans.find((p) => p.count)?.time, indexes: used, seq: plans.flatMap((p) => p.seq), planOk: used.includes(k.index) && !plans.some((p) => p.seq.length),
      };
      rows.push(row);
      console.log(`\n=== ${k.name}: ${path} (count ${body.count}); load ${load()}`);
      console.log(`API p50 ${fmt(row.api)} ms, SQL p50 ${fmt(row.sql)} ms (${statements.length} statements at once) → API/SQL ${fmt(row.api / row.sql, 2)}; plan ${row.planOk ? 'OK' : `NOT AS EXPECTED (wants ${k.index})`}`);
      for (const p of plans) {
        console.log(`  ${fmt(p.time).padStart(7)} ms  ${p.first}…  indexes: ${p.indexes.join(', ') || '-'}${p.seq.length ? `  SEQ SCAN: ${p.seq.join(', ')}` : ''}`);
        if (process.env.VERBOSE) console.log(p.plan.split('\n').map((l) => `      ${l}`).join('\n'));
      }
    }
  } finally {
    await prisma.$disconnect();
    await prisma.rowsPool.end();
    await pool.end();
  }
  return rows;
}

/** Peak resident memory of a process while fn runs (sampled every 50 ms). */
async function peakRss(pid, fn) {
  const rss = () => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN) / 1024;
  const base = rss();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 50);
  try {
    const result = await fn();
    return { ...result, base, peak: Math.max(peak, rss()) };
  } finally {
    clearInterval(timer);
  }
}

async function exports(server) {
  const rows = [];
  for (const [name, from, to] of [['a day', today(3), today(3)], ['a week', today(9), today(3)], ['a week, again', today(9), today(3)]]) {
    const path = `/api/audit-log/export/audit.xls?date_from=${from}&date_to=${to}`;
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM audit_log WHERE at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Tashkent' AND at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Tashkent'`, [from, to]);
    const r = await peakRss(server.pid, async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.token}` } });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
      let bytes = 0;
      let firstByte;
      for await (const chunk of res.body) {
        firstByte ??= performance.now() - t0;
        bytes += chunk.length;
      }
      return { ms: performance.now() - t0, bytes, firstByte };
    });
    rows.push({ name, rows: n, ...r });
    console.log(`export of ${name} (${n} entries): ${fmt(r.ms / 1000, 2)} s (first byte after ${fmt(r.firstByte)} ms), ${fmt(n / (r.ms / 1000), 0)} rows/s, ${fmt(r.bytes / 2 ** 20, 1)} MB; server RSS ${fmt(r.base, 0)} → peak ${fmt(r.peak, 0)} MB; load ${load()}`);
  }
  return rows;
}

async function main() {
  console.log(`Machine: ${cpus().length} CPU (${cpus()[0]?.model?.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM; load ${load()}; database ${new URL(DATABASE_URL).pathname.slice(1)}`);
  const server = new URL(DATABASE_URL);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  if (await createDatabase(server.toString(), name)) log(`created database ${name}`);
  const fresh = !(await sql(`SELECT to_regclass('public.client') IS NOT NULL AS ok`))[0].ok;
  cli('migrate');
  if (fresh) cli('seed');
  const servers = [];
  const results = { writes: [], lists: [], exports: [] };
  try {
    const [off, on] = await Promise.all([startApi('off'), startApi('on')]);
    servers.push(off, on);
    for (const s of servers) s.token = await login(s.url);
    for (const s of servers) s.f = await fixtures(s, s.trail);
    if (ONLY.includes('writes') && (await entryCount()) < ENTRIES) results.writes.push(...(await writes(off, on, 'trail nearly empty')));
    await withClient(DATABASE_URL, async (c) => {
      await c.query('SET statement_timeout = 0');
      const seeded = await seedAuditEntries(c, ENTRIES, log);
      if (seeded.added) log(`${seeded.added} entries written and indexed in ${fmt(seeded.seconds, 0)} s`);
    }, { timeoutMs: 10_000 });
    const [{ size }] = await sql(`SELECT pg_size_pretty(pg_total_relation_size('audit_log')) AS size`);
    log(`audit_log: ${size} with its indexes`);
    if (ONLY.includes('writes')) results.writes.push(...(await writes(off, on, `${ENTRIES} entries`)));
    if (ONLY.includes('list')) results.lists = await lists(on);
    if (ONLY.includes('export')) results.exports = await exports(on);
  } finally {
    for (const s of servers) s.stop();
    if (!KEEP) {
      await new Promise((r) => setTimeout(r, 500));
      await dropDatabase(server.toString(), name);
      log(`dropped database ${name} (--keep keeps it)`);
    }
  }
  console.log('\nSummary (README "Performance")');
  if (results.writes.length) {
    console.log(`\n| write | trail | entries per request | off p50 / p99 ms | on p50 / p99 ms | on/off p50 | on/off p99 | on/off p50 per ${BLOCK} pairs: median (range) |\n|---|---|---|---|---|---|---|---|`);
    for (const r of results.writes) {
      if (r.insert) console.log(`| ${r.kind} | ${r.label} | 1 | | ${fmt(r.insert.p50, 2)} / ${fmt(r.insert.p99, 2)} | | | |`);
      else console.log(`| ${r.kind} | ${r.label} | ${r.perRequest} | ${fmt(r.offP50)} / ${fmt(r.offP99)} | ${fmt(r.onP50)} / ${fmt(r.onP99)} | ${fmt(r.onP50 / r.offP50, 2)} | ${fmt(r.onP99 / r.offP99, 2)} | ${fmt(r.blockMedian, 2)} (${fmt(r.blockMin, 2)}–${fmt(r.blockMax, 2)}) |`);
    }
  }
  if (results.lists.length) {
    console.log('\n| list | count | API p50 ms | SQL p50 ms | API/SQL | Σ EXPLAIN ms | count(*) ms | indexes | plan |\n|---|---|---|---|---|---|---|---|---|');
    for (const r of results.lists) console.log(`| ${r.name} | ${r.count} | ${fmt(r.api)} | ${fmt(r.sql)} | ${fmt(r.api / r.sql, 2)} | ${fmt(r.explain)} | ${fmt(r.countMs)} | ${r.indexes.join(', ')} | ${r.planOk ? 'ok' : 'NOT OK'} |`);
  }
  if (results.exports.length) {
    console.log('\n| export | entries | seconds | rows/s | MB | server RSS before → peak MB |\n|---|---|---|---|---|---|');
    for (const r of results.exports) console.log(`| ${r.name} | ${r.rows} | ${fmt(r.ms / 1000, 2)} | ${fmt(r.rows / (r.ms / 1000), 0)} | ${fmt(r.bytes / 2 ** 20, 1)} | ${fmt(r.base, 0)} → ${fmt(r.peak, 0)} |`);
  }
  const bad = results.writes.some((r) => !r.insert && r.perRequest > 0 && r.onP50 / r.offP50 > 1.1) || results.lists.some((r) => r.api / r.sql > 1.3 || !r.planOk);
  console.log(`\nTargets (writes on/off p50 ≤ 1.10, lists API/SQL ≤ 1.3 on their indexes): ${bad ? 'NOT all met' : 'met'}. Load ${load()}.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
