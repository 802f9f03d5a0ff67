#!/usr/bin/env node
// Documents' speed (issue 25; not part of the test suite). Build first (`pnpm build`); then:
//
//   node scripts/bench-documents.mjs [--keep]
//
// DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/mijozlar_bench_documents: a database of
// its own, created, migrated and seeded here and dropped at the end unless --keep. One built API
// process (as scripts/bench-audit.mjs starts it). A confirmed USD sale with a 12-month schedule and a
// contract template using every contract tag are made through the API; then RUNS (default 50)
// contract DOCX one at a time (goal p50 < 200 ms), PDF_RUNS (default 10) PDFs one at a time (goal
// p50 < 3 s), and PARALLEL (default 20) PDFs at once (all 200, or 503 documents.busy only past the
// queue) while GET /api/health/live is timed. LIBREOFFICE_PATH / DOCUMENTS_PDF_CONCURRENCY pass through.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { randomFreePort } from './lib/net.mjs';
import { root } from './lib/proc.mjs';
import { createDatabase, dropDatabase } from './lib/postgres.mjs';

const require = createRequire(join(root, 'apps/api/package.json'));
const PizZip = require('pizzip');
const KEEP = process.argv.includes('--keep');
const DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/mijozlar_bench_documents';
const RUNS = Number(process.env.RUNS || 50);
const PDF_RUNS = Number(process.env.PDF_RUNS || 10);
const PARALLEL = Number(process.env.PARALLEL || 20);
const USD = 2;
const started = Date.now();
const log = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

function cli(...cmd) {
  const res = spawnSync(process.execPath, [join(root, 'apps/api/dist/cli.js'), ...cmd], { stdio: 'inherit', env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'warn' } });
  if (res.status !== 0) throw new Error(`cli ${cmd.join(' ')} failed (is the API built?)`);
}

async function startApi() {
  const port = await randomFreePort();
  spawnSync('mkdir', ['-p', join(root, '.tmp')]);
  const logFile = join(root, '.tmp/bench-documents.log');
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, DATABASE_URL, PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: '0', API_PROCESSES: '1', REDIS_URL: process.env.REDIS_URL || '', NODE_ENV: 'test', AUDIT_STRICT: '0', LOG_LEVEL: 'warn', SERVE_ADMIN: 'false', PUBLIC_RATE_LIMIT: '100000', ACCESS_TOKEN_TTL: '86400' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start: see ${logFile}`);
}

/** A DOCX whose paragraphs are single runs (as scripts cannot use Word). */
function docx(paragraphs, rows) {
  const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const p = (t) => `<w:p><w:r><w:t xml:space="preserve">${esc(t)}</w:t></w:r></w:p>`;
  const table = `<w:tbl>${rows.map((r) => `<w:tr>${r.map((c) => `<w:tc>${p(c)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.map(p).join('')}${table}${p('')}<w:sectPr/></w:body></w:document>`);
  return zip.generate({ type: 'nodebuffer' });
}

async function main() {
  console.log(`Machine: ${cpus().length} CPU (${cpus()[0]?.model?.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM; load ${load()}`);
  const server = new URL(DATABASE_URL);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  if (await createDatabase(server.toString(), name)) log(`created database ${name}`);
  cli('migrate');
  cli('seed');
  const api = await startApi();
  try {
    const login = await fetch(`${api.url}/api/account/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone_number: process.env.ADMIN_PHONE || '+998901234567', password: process.env.ADMIN_PASSWORD || 'admin12345' }) });
    const token = (await login.json()).access;
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'uz' };
    const must = async (method, path, body, status) => {
      const res = await fetch(`${api.url}${path}`, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (res.status !== status) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
      return res.json();
    };
    const tag = Date.now();
    const building = await must('POST', '/api/building/', { name: `Bench documents ${tag}`, floor_count: 10, entrance_count: 1, room_count: 1, address: 'Toshkent' }, 201);
    const room = await must('POST', '/api/room/', { building: building.id, number: '1', floor: 1, entrance: 1, area: '65.40', price: '65400.00', currency: USD, status: 1 }, 201);
    const client = await must('POST', '/api/client/', { name: 'Toshmatov Jasur Olimovich', phone_number: `+99899${String(tag).slice(-7)}`, status: 1 }, 201);
    const wallet = await must('POST', '/api/wallet/', { name: `Bench documents ${tag}`, currency: USD }, 201);
    const sale = await must('POST', '/api/sale/', { room: room.id, client: client.id, wallet: wallet.id, currency: USD, sold_amount: '65400.00', paid_amount: '19620.00', debt_type: 1, credit_period: 4, payment_date: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10) }, 201);
    await must('POST', '/api/sale/confirm/', { id: sale.id, exchange_rate: '12650.000000' }, 200);
    const form = new FormData();
    form.set('name', `Bench ${tag}`);
    form.set('kind', 'contract');
    form.set('language', 'uz');
    const body = docx(
      ['Shartnoma №{contract_number} {contract_date}. {company_name}. Mijoz {client_name}, pasport {client_passport}, tel. {client_phones}', 'Xonadon {room_number}, {room_area} m², {building_name}, {building_address}', 'Narx {price} ({price_words}){#is_usd}, {price_usd} USD ({price_usd_words}), kurs {exchange_rate}{/is_usd}', 'Boshlangʻich {initial_payment} ({initial_payment_words}), qarz {debt} ({debt_words})'],
      [['№', 'Sana', 'Oy', 'Summa', 'Soʻz bilan'], ['{#schedule}{n}', '{date}', '{month}', '{amount}', '{amount_words}{/schedule}']],
    );
    form.set('file', new Blob([body]), 'contract.docx');
    const up = await fetch(`${api.url}/api/document-template/`, { method: 'POST', headers, body: form });
    if (up.status !== 201) throw new Error(`upload: HTTP ${up.status} ${await up.text()}`);
    const get = async (path) => {
      const t0 = performance.now();
      const res = await fetch(`${api.url}${path}`, { headers });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    };
    const docxMs = [];
    for (let i = 0; i < RUNS; i++) docxMs.push((await get(`/api/sale/${sale.id}/contract.docx`)).ms);
    log(`contract DOCX ×${RUNS}: p50 ${pct(docxMs, 50).toFixed(1)} ms, p95 ${pct(docxMs, 95).toFixed(1)} ms (goal < 200 ms); load ${load()}`);
    const pdfMs = [];
    for (let i = 0; i < PDF_RUNS; i++) {
      const r = await get(`/api/sale/${sale.id}/contract.pdf`);
      if (r.status !== 200) throw new Error(`PDF: HTTP ${r.status} (LibreOffice installed?)`);
      pdfMs.push(r.ms);
    }
    log(`contract PDF ×${PDF_RUNS}: p50 ${pct(pdfMs, 50).toFixed(0)} ms, p95 ${pct(pdfMs, 95).toFixed(0)} ms (goal < 3000 ms); load ${load()}`);
    const t0 = performance.now();
    const all = Promise.all(Array.from({ length: PARALLEL }, () => get(`/api/sale/${sale.id}/contract.pdf`)));
    await new Promise((r) => setTimeout(r, 500));
    const health = await get('/api/health/live');
    const answers = await all;
    const wall = performance.now() - t0;
    const codes = answers.reduce((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
    log(`${PARALLEL} PDFs at once: ${JSON.stringify(codes)} in ${(wall / 1000).toFixed(1)} s (slowest ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1)} s); health meanwhile ${health.status} in ${health.ms.toFixed(0)} ms; load ${load()}`);
  } finally {
    api.stop();
    if (!KEEP) {
      await new Promise((r) => setTimeout(r, 500));
      await dropDatabase(server.toString(), name);
      log(`dropped database ${name} (--keep keeps it)`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
