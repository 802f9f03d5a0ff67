#!/usr/bin/env node
// A busy sales office as a load (not part of the test suite): STAFF simulated people for DURATION
// seconds each phase, every one in a loop of what the office does all day — the client list, a
// client search, the debts, the dashboard, a new lead — and, in the second phase, payments of 1.00
// concentrated on HOT_DEBTS open debts (with an Idempotency-Key each, as the admin sends them).
// It reports p50 / p99 per action and the throughput of each phase, so that the reads' latency
// with payments can be compared with the same load without them (target: reads' p99 within 1.5×),
// then checks the ledger (every wallet's balance equals its operations) and the debts it paid.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mijozlar_bench [BASE_URL=http://127.0.0.1:3000] \
//     [STAFF=50] [DURATION=60] [HOT_DEBTS=5] [API_PROCESSES=2] node scripts/bench-office.mjs
//
// The database needs the seed (the admin) and some data to read; scripts/seed-large.mjs fills a
// large one. The debts it pays are its own: it creates them through the API (a sale of a free
// room, confirmed), so repeated runs never run out. Without BASE_URL it starts the built API
// (apps/api/dist/main.js, RUN_WORKER=0) on a free loopback port and stops it at the end.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { randomFreePort } from './lib/net.mjs';
import { root } from './lib/proc.mjs';
import { withClient } from './lib/postgres.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('DATABASE_URL (the benchmark database) is required.');
  process.exit(2);
}
const STAFF = Math.min(Number(process.env.STAFF || 50), 200);
const DURATION = Math.min(Number(process.env.DURATION || 60), 600);
const HOT_DEBTS = Math.min(Number(process.env.HOT_DEBTS || 5), 100);
let BASE_URL = (process.env.BASE_URL || '').replace(/\/+$/, '');

const ADMIN_PHONE = process.env.ADMIN_PHONE || '+998901234567';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'admin12345';
const USD = 2;

async function startApi() {
  const port = await randomFreePort();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      RUN_WORKER: '0',
      API_PROCESSES: process.env.API_PROCESSES || '2',
      REDIS_URL: process.env.REDIS_URL || '',
      NODE_ENV: 'production',
      JWT_SECRET: process.env.JWT_SECRET || randomUUID() + randomUUID(),
      LOG_LEVEL: 'warn',
      SERVE_ADMIN: 'false',
      // The simulated staff all come from 127.0.0.1.
      PUBLIC_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

async function api(token, method, path, body, headers = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'uz', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function login() {
  const res = await fetch(`${BASE_URL}/api/account/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: ADMIN_PHONE, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

/** HOT_DEBTS open debts of its own, large enough for every payment: a room sold through the API and confirmed. */
async function makeDebts(token) {
  const building = await api(token, 'POST', '/api/building/', { name: `Bench office ${Date.now()}`, floor_count: 10, entrance_count: 1, room_count: HOT_DEBTS });
  if (building.status !== 201) throw new Error(`building: ${building.status} ${JSON.stringify(building.body)}`);
  const wallet = await api(token, 'POST', '/api/wallet/', { name: `Bench office ${Date.now()}`, currency: USD });
  if (wallet.status !== 201) throw new Error(`wallet: ${wallet.status} ${JSON.stringify(wallet.body)}`);
  const debts = [];
  for (let i = 0; i < HOT_DEBTS; i += 1) {
    const phone = `+99899${String((Date.now() + i) % 1e7).padStart(7, '0')}`;
    const client = await api(token, 'POST', '/api/client/', { name: `Bench mijoz ${i}`, phone_number: phone, status: 1 });
    if (client.status !== 201) throw new Error(`client: ${client.status} ${JSON.stringify(client.body)}`);
    const room = await withClient(DATABASE_URL, async (c) =>
      (await c.query(
        `INSERT INTO room (building_id, number, floor, entrance, area, price, currency_id, status_id, rooms_count)
         VALUES ($1, $2, 1, 1, 50, 1000000, $3, 1, 2) RETURNING id`,
        [building.body.id, `B${i + 1}`, USD],
      )).rows[0],
    );
    const sale = await api(token, 'POST', '/api/sale/', {
      room: room.id, client: client.body.id, wallet: wallet.body.id, currency: USD,
      sold_amount: '1000000.00', paid_amount: '0.00', debt_type: 1, credit_period: 1, payment_date: new Date().toISOString().slice(0, 10),
    });
    if (sale.status !== 201) throw new Error(`sale: ${sale.status} ${JSON.stringify(sale.body)}`);
    const confirmed = await api(token, 'POST', '/api/sale/confirm/', { id: sale.body.id });
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    const debt = await withClient(DATABASE_URL, async (c) => (await c.query('SELECT id, client_id FROM client_debt WHERE sale_id = $1', [sale.body.id])).rows[0]);
    debts.push({ id: debt.id, client: debt.client_id });
  }
  return { debts, wallet: wallet.body.id };
}

const percentile = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** One phase: STAFF loops for DURATION seconds; latencies per action. */
async function phase(token, name, actions) {
  const latencies = Object.fromEntries(actions.map((a) => [a.name, []]));
  const failures = {};
  const weights = actions.reduce((n, a) => n + a.weight, 0);
  const pick = () => {
    let r = Math.random() * weights;
    for (const a of actions) if ((r -= a.weight) < 0) return a;
    return actions[actions.length - 1];
  };
  const end = Date.now() + DURATION * 1000;
  let total = 0;
  const person = async () => {
    while (Date.now() < end) {
      const action = pick();
      const t0 = performance.now();
      let status;
      try {
        status = (await action.run(token)).status;
      } catch {
        status = 0;
      }
      const ms = performance.now() - t0;
      total += 1;
      if (status >= 200 && status < 300) latencies[action.name].push(ms);
      else failures[`${action.name} ${status}`] = (failures[`${action.name} ${status}`] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 150)); // a person reads the screen
    }
  };
  const began = Date.now();
  await Promise.all(Array.from({ length: STAFF }, person));
  const seconds = (Date.now() - began) / 1000;
  return { name, latencies, failures, throughput: total / seconds, total };
}

async function main() {
  // A bench database filled earlier may lack the newest migrations.
  const migrated = spawnSync(process.execPath, [join(root, 'apps/api/dist/cli.js'), 'migrate'], { env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  if (migrated.status !== 0) throw new Error('migrations failed');
  let server;
  if (!BASE_URL) {
    server = await startApi();
    BASE_URL = server.url;
  }
  try {
    const token = await login();
    const { debts, wallet } = await makeDebts(token);
    const searches = ['Karimov', 'Aziz', '90', 'Yusupova', 'Rahimov'];
    const reads = [
      { name: 'clients', weight: 4, run: (t) => api(t, 'GET', '/api/client/?page=1&page_size=20') },
      { name: 'client search', weight: 3, run: (t) => api(t, 'GET', `/api/client/?search=${encodeURIComponent(searches[Math.floor(Math.random() * searches.length)])}&page_size=20`) },
      { name: 'debts', weight: 3, run: (t) => api(t, 'GET', '/api/client-debt/?is_closed=false&page_size=20') },
      { name: 'dashboard', weight: 1, run: (t) => api(t, 'GET', '/api/statistics/dashboard/') },
      { name: 'new lead', weight: 1, run: (t) => api(t, 'POST', '/api/lid/', { name: 'Bench lid', phone_number: `+99893${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, status: 1, call_date: new Date().toISOString().slice(0, 10), seller: 1 }) },
    ];
    const payment = {
      name: 'payment',
      weight: 4,
      run: (t) => {
        const debt = debts[Math.floor(Math.random() * debts.length)];
        return api(t, 'POST', '/api/payment-report/', { client: debt.client, client_debt: debt.id, wallet, amount: '1.00', currency: USD, description: 'Bench', payment_date: new Date().toISOString().slice(0, 10) }, { 'Idempotency-Key': randomUUID() });
      },
    };
    const host = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`;
    console.log(`Office load on ${host}: ${STAFF} people, ${DURATION} s a phase, payments of 1.00 on ${HOT_DEBTS} debts in the second phase.`);
    const without = await phase(token, 'without payments', reads);
    const withPayments = await phase(token, 'with payments', [...reads, payment]);

    const rows = [...reads, payment].map((a) => {
      const cell = (r) => (r.latencies[a.name]?.length ? `${percentile(r.latencies[a.name], 50).toFixed(0)} / ${percentile(r.latencies[a.name], 99).toFixed(0)}` : '-');
      const ratio = a.name === 'payment' ? '' : (percentile(withPayments.latencies[a.name], 99) / percentile(without.latencies[a.name], 99)).toFixed(2);
      return [a.name, cell(without), cell(withPayments), ratio];
    });
    console.log('\n| action | p50 / p99 ms without payments | p50 / p99 ms with payments | p99 ratio |');
    console.log('|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    console.log(`| requests/s | ${without.throughput.toFixed(0)} | ${withPayments.throughput.toFixed(0)} | |`);
    for (const r of [without, withPayments]) if (Object.keys(r.failures).length) console.log(`non-2xx (${r.name}): ${JSON.stringify(r.failures)}`);

    const check = await withClient(DATABASE_URL, async (c) => {
      const broken = (await c.query(`
        SELECT w.id FROM wallet w LEFT JOIN (
          SELECT wallet_id, SUM(CASE operation_type WHEN 'replenish' THEN amount ELSE -amount END) AS total FROM wallet_operation GROUP BY wallet_id
        ) s ON s.wallet_id = w.id WHERE w.balance <> COALESCE(s.total, 0) OR w.balance < 0`)).rows;
      const paid = (await c.query(`SELECT COALESCE(SUM(amount), 0)::numeric(20,2)::text AS paid, count(*)::int AS n FROM payment_report WHERE client_debt_id = ANY($1)`, [debts.map((d) => d.id)])).rows[0];
      const owed = (await c.query(`SELECT COALESCE(SUM(all_debt - current_debt), 0)::numeric(20,2)::text AS paid FROM client_debt WHERE id = ANY($1)`, [debts.map((d) => d.id)])).rows[0];
      return { broken, paid, owed };
    });
    console.log(`\nLedger: ${check.broken.length ? `BROKEN wallets ${JSON.stringify(check.broken)}` : 'every balance equals its operations'}; ${check.paid.n} payments of ${check.paid.paid}, debts lowered by ${check.owed.paid}${check.paid.paid === check.owed.paid ? ' (equal)' : ' (DIFFERENT)'}.`);
    if (check.broken.length || check.paid.paid !== check.owed.paid) process.exitCode = 1;
  } finally {
    server?.stop();
  }
}

await main();
