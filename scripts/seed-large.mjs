#!/usr/bin/env node
// Fills a database with a large data set for benchmarks (not used by the tests):
//   100 000 clients ("Bench …", phones +99877NNNNNNN, every third with an extra phone +99878NNNNNNN)
//   1 000 000 wallet operations spread over 4 wallets ("Bench wallet 1..4"), dated over three years.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mijozlar_bench node scripts/seed-large.mjs
//
// Creates the database when it does not exist and, when it has no tables yet, migrates and seeds
// it with the built CLI (build first: pnpm --filter @mijozlar/api exec tsc -p tsconfig.build.json).
// Idempotent: counts what an earlier run wrote and only adds the missing rows (generate_series,
// one INSERT … SELECT per table, so 1M rows take seconds), then recomputes the wallet balances
// and runs ANALYZE. Options: CLIENTS=100000 OPERATIONS=1000000 (environment).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/proc.mjs';
import { canConnect, createDatabase, withClient } from './lib/postgres.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (the database to fill; created when missing).');
  process.exit(2);
}
const CLIENTS = Number(process.env.CLIENTS ?? 100_000);
const OPERATIONS = Number(process.env.OPERATIONS ?? 1_000_000);
const WALLETS = 4;

const started = Date.now();
const log = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

async function ensureDatabase() {
  if ((await canConnect(url)).ok) return;
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  log(`creating database ${name}`);
  await createDatabase(server.toString(), name);
}

function cli(...args) {
  const res = spawnSync(process.execPath, [join(root, 'apps/api/dist/cli.js'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  if (res.status !== 0) throw new Error(`cli ${args.join(' ')} failed (is the API built? pnpm --filter @mijozlar/api exec tsc -p tsconfig.build.json)`);
}

await ensureDatabase();
const hasTables = await withClient(url, async (c) => (await c.query(`SELECT to_regclass('public.client') IS NOT NULL AS ok`)).rows[0].ok);
if (!hasTables) {
  log('migrating and seeding (reference data)');
  cli('migrate');
  cli('seed');
}

await withClient(
  url,
  async (c) => {
    await c.query(`SET statement_timeout = 0`);
    const one = async (sql, params) => (await c.query(sql, params)).rows[0];

    // ── Clients ───────────────────────────────────────────────────────────────────────────
    const { n: haveClients } = await one(`SELECT count(*)::int AS n FROM client WHERE phone_number LIKE '+99877%' AND name LIKE 'Bench %'`);
    if (haveClients < CLIENTS) {
      log(`clients: ${haveClients} present, adding ${CLIENTS - haveClients}`);
      await c.query('BEGIN');
      // Uzbek surnames × first names: a name fragment matches a few percent of the rows, like real data.
      await c.query(
        `INSERT INTO client (name, phone_number, company_name, region_id, city_id, status_id, created_at, updated_at)
         SELECT 'Bench ' || (ARRAY['Karimov','Rahimov','Toshmatov','Yusupov','Aliyev','Saidov','Qodirov','Nazarov','Ergashev','Xolmatov',
                                   'Abdullayev','Ismoilov','Mirzayev','Sobirov','Usmonov','Jurayev','Rashidov','Hamidov','Tursunov','Olimov'])[1 + i % 20]
                || ' ' || (ARRAY['Aziz','Bobur','Dilshod','Jasur','Sardor','Shoxrux','Otabek','Farrux','Nodir','Sanjar',
                                 'Malika','Dilnoza','Gulnora','Nigora','Zarina','Madina','Feruza','Shahnoza','Kamola','Laylo'])[1 + (i / 20) % 20]
                || ' ' || i,
                '+99877' || lpad(i::text, 7, '0'),
                CASE WHEN i % 10 = 0 THEN 'Bench MChJ ' || (i % 997) END,
                CASE WHEN i % 4 = 0 THEN NULL ELSE 1 END,
                CASE WHEN i % 4 = 0 THEN NULL ELSE 101 + i % 12 END,
                1 + i % 5,
                now() - make_interval(mins => i),
                now()
         FROM generate_series($1::int + 1, $2::int) AS i`,
        [haveClients, CLIENTS],
      );
      await c.query(
        `INSERT INTO client_phone (client_id, phone_number)
         SELECT id, '+99878' || substr(phone_number, 7) FROM client
         WHERE phone_number LIKE '+99877%' AND name LIKE 'Bench %' AND substr(phone_number, 7)::int % 3 = 0
         ON CONFLICT (client_id, phone_number) DO NOTHING`,
      );
      await c.query('COMMIT');
    } else log(`clients: ${haveClients} present`);

    // ── Wallets and operations ──────────────────────────────────────────────────────────────
    for (let w = 1; w <= WALLETS; w++) {
      await c.query(
        `INSERT INTO wallet (name, currency_id, updated_at) SELECT $1::varchar, $2::int, now()
         WHERE NOT EXISTS (SELECT 1 FROM wallet WHERE name = $1::varchar)`,
        [`Bench wallet ${w}`, w % 2 ? 2 : 1],
      );
    }
    const wallets = (await c.query(`SELECT id FROM wallet WHERE name LIKE 'Bench wallet %' ORDER BY id`)).rows.map((r) => r.id);
    const { n: haveOps } = await one(`SELECT count(*)::int AS n FROM wallet_operation WHERE wallet_id = ANY($1)`, [wallets]);
    if (haveOps < OPERATIONS) {
      const executor = await one(`SELECT id FROM "user" ORDER BY id LIMIT 1`);
      const method = await one(`SELECT id FROM payment_method ORDER BY id LIMIT 1`);
      if (!executor || !method) throw new Error('The database has no user or payment method: seed it first (node apps/api/dist/cli.js seed).');
      log(`wallet operations: ${haveOps} present, adding ${OPERATIONS - haveOps}`);
      await c.query('BEGIN');
      // Four inflows for each outflow, so balances stay positive.
      await c.query(
        `INSERT INTO wallet_operation (wallet_id, operation_type, kind, amount, method_id, comment, exchange_rate, amount_usd, executor_id, date, created_at)
         SELECT ($3::int[])[1 + i % array_length($3::int[], 1)],
                (CASE WHEN i % 5 = 0 THEN 'withdraw' ELSE 'replenish' END)::operation_type,
                (CASE WHEN i % 5 = 0 THEN 'outflow' ELSE 'inflow' END)::wallet_operation_kind,
                (10 + (i::bigint * 7919) % 99000)::numeric(20,2),
                $4, 'Bench operation ' || i, 1, (10 + (i::bigint * 7919) % 99000)::numeric(20,2), $5,
                now() - make_interval(secs => ((i::bigint * 97) % 94608000)::double precision),
                now()
         FROM generate_series($1::int + 1, $2::int) AS i`,
        [haveOps, OPERATIONS, wallets, method.id, executor.id],
      );
      await c.query('COMMIT');
    } else log(`wallet operations: ${haveOps} present`);
    await c.query(
      `UPDATE wallet w SET balance = s.balance, updated_at = now()
       FROM (SELECT wallet_id, sum(CASE WHEN operation_type = 'replenish' THEN amount ELSE -amount END) AS balance
             FROM wallet_operation WHERE wallet_id = ANY($1) GROUP BY wallet_id) s
       WHERE w.id = s.wallet_id`,
      [wallets],
    );
    log('ANALYZE');
    await c.query('ANALYZE client; ANALYZE client_phone; ANALYZE wallet_operation; ANALYZE wallet');
    const totals = await one(
      `SELECT (SELECT count(*) FROM client)::int AS clients, (SELECT count(*) FROM client_phone)::int AS phones,
              (SELECT count(*) FROM wallet_operation)::int AS operations`,
    );
    log(`done: ${totals.clients} clients, ${totals.phones} extra phones, ${totals.operations} wallet operations`);
  },
  { timeoutMs: 10_000 },
);
