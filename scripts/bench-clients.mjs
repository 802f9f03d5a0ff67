#!/usr/bin/env node
// Benchmarks the client list on a large database (not part of the test suite). Starts nothing:
// point it at a running API and its database (filled by scripts/seed-large.mjs).
//
//   BASE_URL=http://127.0.0.1:3347 DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mijozlar_bench \
//     [TOKEN=<access token> | ADMIN_PHONE=+998901234567 ADMIN_PASSWORD=admin12345] node scripts/bench-clients.mjs
//
// For each case it runs autocannon on loopback for DURATION seconds (default 10) with CONNECTIONS
// connections (default 10), then times the same SQL the API runs (written out below as Prisma
// issues it) with EXPLAIN (ANALYZE, BUFFERS), and says whether the trigram indexes are used.
//   1. GET /api/client/?search=<name fragment>   (SEARCH_NAME, default "Karim")
//   2. GET /api/client/?search=<phone digits>    (SEARCH_PHONE, default "0012345")
//   3. GET /api/client/?page=500                 (deep page, default ordering -created_at)
//
// Numbers seen (2026-11-21, 100k clients + 33k extra phones + 1M wallet operations, PostgreSQL on
// 127.0.0.1, API `node apps/api/dist/main.js` NODE_ENV=test, 10 connections × 10 s, a 2-CPU dev
// container shared with autocannon itself):
//   search=Karim (5 000 hits)   68.5 req/s, p50 135 ms, p99 605 ms; SQL count 14.6 ms (trigram BitmapOr), page 0.3 ms
//   search=0012345 (1 hit)      78.1 req/s, p50 116 ms, p99 290 ms; SQL extra phones 1.3 ms, count 6.7 ms, page 4.1 ms (all trigram)
//   page=500                    84.7 req/s, p50  90 ms, p99 468 ms; SQL count 14.8 ms (seq scan, no filter), page 2.8 ms (created_at index)
// The API's connections run with random_page_cost 1.1 (apps/api/src/database/prisma-client.ts);
// with PostgreSQL's default 4.0 the name search's count was a sequential scan (64 ms) and the
// endpoint gave 25.5 req/s, p50 373 ms. The EXPLAINs below use the same session setting.
import { createRequire } from 'node:module';
import { withClient } from './lib/postgres.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const BASE_URL = (process.env.BASE_URL || '').replace(/\/+$/, '');
const DATABASE_URL = process.env.DATABASE_URL;
if (!BASE_URL || !DATABASE_URL) {
  console.error('BASE_URL (the running API) and DATABASE_URL (its database) are required.');
  process.exit(2);
}
const host = new URL(BASE_URL).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  console.error(`BASE_URL must be on loopback (got ${host}): the benchmark must not load another machine.`);
  process.exit(2);
}
const DURATION = Number(process.env.DURATION || 10);
const CONNECTIONS = Math.min(Number(process.env.CONNECTIONS || 10), 50);
const SEARCH_NAME = process.env.SEARCH_NAME || 'Karim';
const SEARCH_PHONE = process.env.SEARCH_PHONE || '0012345';
const PAGE_SIZE = 20; // DEFAULT_PAGE_SIZE of @mijozlar/shared
const EXTRA_PHONE_LIMIT = 1000; // EXTRA_PHONE_MATCH_LIMIT of clients.service.ts

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

function load(path, auth) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${BASE_URL}${path}`, connections: CONNECTIONS, duration: DURATION, headers: { Authorization: `Bearer ${auth}`, 'Accept-Language': 'uz' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

// ── The SQL the API runs (ClientsService.list → searchSpec + paginate), as Prisma writes it ────
const COLUMNS = `"public"."client"."id", "public"."client"."name", "public"."client"."phone_number", "public"."client"."company_name",
  "public"."client"."region_id", "public"."client"."city_id", "public"."client"."status_id", "public"."client"."created_by_id",
  "public"."client"."created_at", "public"."client"."updated_at"`;
const ORDER = `ORDER BY "public"."client"."created_at" DESC, "public"."client"."id" DESC`;

async function searchStatements(c, term) {
  const statements = [];
  const digits = term.replace(/\D/g, '');
  let extraIds = [];
  if (digits.length >= 3) {
    const sql = `SELECT DISTINCT client_id FROM client_phone WHERE phone_number LIKE $1 LIMIT ${EXTRA_PHONE_LIMIT}`;
    statements.push({ label: 'extra phones', sql, params: [`%${digits}%`] });
    extraIds = (await c.query(sql, [`%${digits}%`])).rows.map((r) => r.client_id);
  }
  const params = [`%${term}%`, `%${term}%`];
  const or = [`"public"."client"."name" ILIKE $1`, `"public"."client"."company_name" ILIKE $2`];
  if (digits.length >= 2) {
    params.push(`%${digits}%`);
    or.push(`"public"."client"."phone_number" LIKE $${params.length}`);
  }
  if (extraIds.length) {
    const first = params.length + 1;
    params.push(...extraIds);
    or.push(`"public"."client"."id" IN (${extraIds.map((_, i) => `$${first + i}`).join(',')})`);
  }
  const where = `WHERE (${or.join(' OR ')})`;
  statements.push({ label: 'count', sql: `SELECT COUNT(*) FROM (SELECT "public"."client"."id" FROM "public"."client" ${where} OFFSET 0) AS "sub"`, params });
  statements.push({ label: 'page 1', sql: `SELECT ${COLUMNS} FROM "public"."client" ${where} ${ORDER} LIMIT ${PAGE_SIZE} OFFSET 0`, params });
  return statements;
}

const pageStatements = (page) => [
  { label: 'count', sql: `SELECT COUNT(*) FROM (SELECT "public"."client"."id" FROM "public"."client" OFFSET 0) AS "sub"`, params: [] },
  { label: `page ${page}`, sql: `SELECT ${COLUMNS} FROM "public"."client" ${ORDER} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`, params: [] },
];

async function explain(c, { label, sql, params }) {
  const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const plan = rows.map((r) => r['QUERY PLAN']);
  const text = plan.join('\n');
  const indexes = [...new Set([...text.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g)].map((m) => m[1] || m[2]))];
  const seq = [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))];
  const time = text.match(/Execution Time: ([\d.]+) ms/)?.[1];
  return { label, time: Number(time), indexes, seq, trigram: indexes.filter((i) => i.includes('trgm')), plan };
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main() {
  const auth = await token();
  const cases = [
    { name: `search name "${SEARCH_NAME}"`, path: `/api/client/?search=${encodeURIComponent(SEARCH_NAME)}`, search: SEARCH_NAME, expectTrigram: true },
    { name: `search phone "${SEARCH_PHONE}"`, path: `/api/client/?search=${encodeURIComponent(SEARCH_PHONE)}`, search: SEARCH_PHONE, expectTrigram: true },
    { name: 'page 500', path: '/api/client/?page=500', page: 500, expectTrigram: false },
  ];
  const summary = [];
  let problems = 0;
  for (const k of cases) {
    const check = await fetch(`${BASE_URL}${k.path}`, { headers: { Authorization: `Bearer ${auth}` } });
    const body = await check.json();
    if (!check.ok) throw new Error(`${k.path}: HTTP ${check.status} ${JSON.stringify(body)}`);
    console.log(`\n=== ${k.name}: ${k.path} (count ${body.count}, ${body.results.length} on the page)`);
    const r = await load(k.path, auth);
    console.log(
      `autocannon ${CONNECTIONS} connections × ${DURATION}s: ${fmt(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `max ${r.latency.max} ms; ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
    const plans = await withClient(DATABASE_URL, async (c) => {
      await c.query('SET random_page_cost = 1.1'); // as the API's connections do
      const statements = k.search ? await searchStatements(c, k.search) : pageStatements(k.page);
      const out = [];
      for (const s of statements) out.push(await explain(c, s));
      return out;
    });
    for (const p of plans) {
      const flag = p.seq.length ? `SEQUENTIAL SCAN on ${p.seq.join(', ')}` : 'no sequential scan';
      console.log(`  SQL ${p.label.padEnd(12)} ${fmt(p.time).padStart(8)} ms  indexes: ${p.indexes.join(', ') || '-'}  (${flag})`);
      if (process.env.VERBOSE) console.log(p.plan.map((l) => `      ${l}`).join('\n'));
    }
    const trigram = [...new Set(plans.flatMap((p) => p.trigram))];
    const seqOnSearch = k.search && plans.some((p) => p.seq.includes('client') || p.seq.includes('client_phone'));
    if (k.expectTrigram) console.log(`  trigram indexes used: ${trigram.length ? `yes (${trigram.join(', ')})` : 'NO'}`);
    if (k.expectTrigram && (!trigram.length || seqOnSearch)) problems++;
    summary.push(`${k.name}: ${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; SQL ${plans.map((p) => `${p.label} ${fmt(p.time)} ms`).join(', ')}`);
  }
  console.log(`\nSummary\n  ${summary.join('\n  ')}`);
  if (problems) {
    console.log(`\n${problems} search case(s) did not use the trigram indexes (or scanned a table sequentially): see the plans (VERBOSE=1).`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
