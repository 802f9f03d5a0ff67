#!/usr/bin/env node
// Fills a database with a large data set for benchmarks (not used by the tests):
//   100 000 clients ("Bench …", phones +99877NNNNNNN, every third with an extra phone +99878NNNNNNN)
//   1 000 000 wallet operations spread over 4 wallets ("Bench wallet 1..4"), dated over three years.
//   100 000 client debts: 50 buildings ("Bench building 01..50"), one sold room each ("D<n>"), an
//     approved sale, the debt (1 in 3 in USD) with 12, 18 or 24 monthly instalments (about 1.8M),
//     first due between 870 days ago and 30 days ahead. 80% are paid up to today, 15% have 2 to 4
//     instalments overdue (the oldest of them half paid), 5% are paid off and closed. Each debt with
//     payments has one payment report (allocations to its paid instalments) booked as a `payment`
//     wallet operation into "Bench payments UZS" / "Bench payments USD" (about 100k operations).
//   100 000 leads ("Bench lead …", phones +99879NNNNNNN, statuses, sources, operators spread) and
//   100 000 SMS messages (one in two to a bench client, one in four to a bench lead), dated over a year.
//   One building of 10 000 rooms ("Bench tower": 25 floors × 8 entrances × 50 rooms, a tenth sold or
//     booked by bench clients) for the one-page room list (page_size=10000).
//   100 000 supplier operations (the statistics' supplier debt): 50 suppliers ("Bench supplier 01..50"),
//     three deliveries for each payment, 1 in 3 in USD, dated over three years (rows only: the
//     payments are not booked into wallets).
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mijozlar_bench node scripts/seed-large.mjs
//
// Creates the database when it does not exist, applies the migrations it lacks and, when it had no
// tables yet, seeds it with the built CLI (build first: pnpm --filter @mijozlar/api exec tsc -p tsconfig.build.json).
// Idempotent: counts what an earlier run wrote and only adds the missing rows (generate_series,
// one INSERT … SELECT per table, so 1M rows take seconds), then recomputes the wallet balances
// and runs ANALYZE. Options: CLIENTS=100000 OPERATIONS=1000000 DEBTS=100000 SUPPLIER_OPERATIONS=100000 LIDS=100000
// SMS=100000 TOWER_ROOMS=10000 (environment).
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
const DEBTS = Number(process.env.DEBTS ?? 100_000);
const BUILDINGS = 50;
const SUPPLIER_OPERATIONS = Number(process.env.SUPPLIER_OPERATIONS ?? 100_000);
const SUPPLIERS = 50;
const LIDS = Number(process.env.LIDS ?? 100_000);
const SMS = Number(process.env.SMS ?? 100_000);
const TOWER_ROOMS = Number(process.env.TOWER_ROOMS ?? 10_000);
const RATE = '12650'; // UZS per 1 USD for the seeded payments

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
log('migrating');
cli('migrate'); // an earlier data set gets the indexes of later migrations too
if (!hasTables) {
  log('seeding (reference data)');
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

    // ── Debts: buildings, rooms, approved sales, debts, instalments, payments ──────────────────
    for (let b = 1; b <= BUILDINGS; b++) {
      await c.query(
        `INSERT INTO building (name, floor_count, room_count, entrance_count, updated_at) SELECT $1::varchar, 16, $2::int, 4, now()
         WHERE NOT EXISTS (SELECT 1 FROM building WHERE name = $1::varchar)`,
        [`Bench building ${String(b).padStart(2, '0')}`, Math.ceil(DEBTS / BUILDINGS)],
      );
    }
    for (const [name, currency] of [['Bench payments UZS', 1], ['Bench payments USD', 2]]) {
      await c.query(
        `INSERT INTO wallet (name, currency_id, updated_at) SELECT $1::varchar, $2::int, now() WHERE NOT EXISTS (SELECT 1 FROM wallet WHERE name = $1::varchar)`,
        [name, currency],
      );
    }
    await c.query(
      `INSERT INTO exchange_rate (date, currency_id, rate, source) VALUES ('2020-01-01', 2, $1, 'bench') ON CONFLICT (currency_id, date) DO NOTHING`,
      [RATE],
    );
    const buildings = (await c.query(`SELECT id FROM building WHERE name LIKE 'Bench building %' ORDER BY name`)).rows.map((r) => r.id);
    const payWallets = (await c.query(`SELECT id, currency_id FROM wallet WHERE name LIKE 'Bench payments %'`)).rows;
    const payWallet = (currency) => payWallets.find((w) => w.currency_id === currency).id;
    // A debt's room is created with it, in one transaction: the rooms tell how many debts exist.
    const { n: haveDebts } = await one(`SELECT count(*)::int AS n FROM room WHERE building_id = ANY($1) AND number LIKE 'D%'`, [buildings]);
    if (haveDebts < DEBTS) {
      const { n: clientCount } = await one(`SELECT count(*)::int AS n FROM client WHERE phone_number LIKE '+99877%' AND name LIKE 'Bench %'`);
      const executor = await one(`SELECT id FROM "user" ORDER BY id LIMIT 1`);
      log(`client debts: ${haveDebts} present, adding ${DEBTS - haveDebts}`);
      await c.query('BEGIN');
      // The plan of each new debt (i = its number): building, client, currency, schedule and how much of it is paid.
      await c.query(
        `CREATE TEMP TABLE bench_debt ON COMMIT DROP AS
         SELECT i, ($3::int[])[1 + (i - 1) % array_length($3::int[], 1)] AS building_id, 'D' || i AS number,
                '+99877' || lpad((1 + (i - 1) % $4::int)::text, 7, '0') AS phone,
                CASE WHEN i % 3 = 0 THEN 2 ELSE 1 END AS currency_id,
                12 + ((i / 3) % 3) * 6 AS n,
                CASE WHEN i % 3 = 0 THEN (300 + (i::bigint * 37) % 1200)::numeric(20,2)
                     ELSE ((3000 + (i::bigint * 7919) % 12000) * 1000)::numeric(20,2) END AS monthly,
                today - ((i::bigint * 13) % 900)::int + 30 AS first_due,
                (i / 20) % 20 AS klass, 1 + (i / 400) % 3 AS lag, today
         FROM generate_series($1::int + 1, $2::int) AS i,
              LATERAL (SELECT (now() AT TIME ZONE 'Asia/Tashkent')::date AS today) t`,
        [haveDebts, DEBTS, buildings, clientCount],
      );
      await c.query(
        `ALTER TABLE bench_debt ADD COLUMN client_id int, ADD COLUMN room_id int, ADD COLUMN sale_id int, ADD COLUMN debt_id int,
                                ADD COLUMN past int;
         UPDATE bench_debt b SET client_id = c.id FROM client c WHERE c.phone_number = b.phone;
         UPDATE bench_debt SET past = (SELECT count(*) FROM generate_series(1, n) j WHERE (first_due + make_interval(months => j - 1))::date < today);`,
      );
      await c.query(
        `WITH r AS (
           INSERT INTO room (building_id, number, floor, entrance, area, price, currency_id, status_id, client_id, updated_at)
           SELECT building_id, number, 1 + i % 16, 1 + i % 4, 40 + i % 80, monthly * n, currency_id, 3, client_id, now() FROM bench_debt
           RETURNING id, building_id, number)
         UPDATE bench_debt b SET room_id = r.id FROM r WHERE r.building_id = b.building_id AND r.number = b.number`,
      );
      await c.query(
        `WITH s AS (
           INSERT INTO sale (room_id, client_id, wallet_id, currency_id, sold_amount, paid_amount, debt_amount, status, payment_date,
                             created_by_id, approved_by_id, approved_at, created_at, updated_at)
           SELECT room_id, client_id, CASE currency_id WHEN 1 THEN $1::int ELSE $2::int END, currency_id, monthly * n, 0, monthly * n,
                  'approved', first_due, $3, $3, first_due - 30, first_due - 30, now()
           FROM bench_debt RETURNING id, room_id)
         UPDATE bench_debt b SET sale_id = s.id FROM s WHERE s.room_id = b.room_id`,
        [payWallet(1), payWallet(2), executor.id],
      );
      await c.query(
        `WITH d AS (
           INSERT INTO client_debt (client_id, room_id, sale_id, currency_id, all_debt, monthly_amount, current_debt, payment_date, created_at, updated_at)
           SELECT client_id, room_id, sale_id, currency_id, monthly * n, monthly, monthly * n, first_due, first_due - 30, now() FROM bench_debt
           RETURNING id, sale_id)
         UPDATE bench_debt b SET debt_id = d.id FROM d WHERE d.sale_id = b.sale_id`,
      );
      log('instalments');
      // klass 0: all paid (closed); 1-3: the last \`lag\` instalments due are unpaid, the one before them half paid; others: paid up to today.
      await c.query(
        `INSERT INTO debt_instalment (client_debt_id, month, amount, paid_amount, payment_date, status, paid_at, updated_at)
         SELECT b.debt_id, k, b.monthly, p.paid, due, (CASE WHEN p.paid >= b.monthly THEN 'paid' WHEN p.paid > 0 THEN 'partially_paid' ELSE 'not_paid' END)::instalment_status,
                CASE WHEN p.paid >= b.monthly THEN due + time '12:00' END, now()
         FROM bench_debt b
         CROSS JOIN LATERAL generate_series(1, b.n) AS k
         CROSS JOIN LATERAL (SELECT (b.first_due + make_interval(months => k - 1))::date AS due) d
         CROSS JOIN LATERAL (SELECT CASE
             WHEN b.klass = 0 THEN b.monthly
             WHEN b.klass <= 3 THEN CASE WHEN k <= b.past - b.lag - 1 THEN b.monthly WHEN k = b.past - b.lag THEN round(b.monthly / 2, 2) ELSE 0 END
             ELSE CASE WHEN k <= b.past THEN b.monthly ELSE 0 END END::numeric(20,2) AS paid) p`,
      );
      log('debts: what is left, payments, allocations');
      await c.query(
        `CREATE TEMP TABLE bench_paid ON COMMIT DROP AS
         SELECT b.debt_id, b.client_id, b.currency_id, sum(i.paid_amount) AS paid,
                least(b.today, max(i.payment_date) FILTER (WHERE i.paid_amount > 0)) AS last_day
         FROM bench_debt b JOIN debt_instalment i ON i.client_debt_id = b.debt_id
         GROUP BY b.debt_id, b.client_id, b.currency_id, b.today`,
      );
      await c.query(
        `UPDATE client_debt d SET current_debt = d.all_debt - p.paid,
                is_closed = (d.all_debt = p.paid), closed_reason = CASE WHEN d.all_debt = p.paid THEN 'paid'::debt_closed_reason END,
                closed_at = CASE WHEN d.all_debt = p.paid THEN p.last_day + time '12:00' END
         FROM bench_paid p WHERE p.debt_id = d.id`,
      );
      await c.query(
        `INSERT INTO payment_report (client_id, client_debt_id, wallet_id, method_id, amount, currency_id, exchange_rate, applied_amount,
                                     description, payment_date, executor_id, created_at, updated_at)
         SELECT client_id, debt_id, CASE currency_id WHEN 1 THEN $1::int ELSE $2::int END, 1, paid, currency_id, $4::numeric, paid,
                'Bench payment', last_day, $3, last_day + time '12:00', now()
         FROM bench_paid WHERE paid > 0`,
        [payWallet(1), payWallet(2), executor.id, RATE],
      );
      await c.query(
        `INSERT INTO wallet_operation (wallet_id, operation_type, kind, amount, method_id, comment, exchange_rate, amount_usd, executor_id, date,
                                       client_id, payment_report_id, created_at)
         SELECT pr.wallet_id, 'replenish', 'payment', pr.amount, 1, pr.description, pr.exchange_rate,
                CASE pr.currency_id WHEN 2 THEN pr.amount ELSE round(pr.amount / pr.exchange_rate, 2) END, pr.executor_id,
                (pr.payment_date + time '12:00') AT TIME ZONE 'Asia/Tashkent', pr.client_id, pr.id, now()
         FROM payment_report pr JOIN bench_paid p ON p.debt_id = pr.client_debt_id;
         UPDATE payment_report pr SET wallet_operation_id = o.id
         FROM bench_paid p, wallet_operation o
         WHERE pr.client_debt_id = p.debt_id AND o.payment_report_id = pr.id;
         INSERT INTO payment_allocation (payment_report_id, debt_instalment_id, amount)
         SELECT pr.id, i.id, i.paid_amount
         FROM bench_paid p JOIN payment_report pr ON pr.client_debt_id = p.debt_id
         JOIN debt_instalment i ON i.client_debt_id = p.debt_id AND i.paid_amount > 0;`,
      );
      await c.query('COMMIT');
    } else log(`client debts: ${haveDebts} present`);

    // ── Suppliers: deliveries and payments (what is owed to suppliers, per currency) ───────────
    for (let s = 1; s <= SUPPLIERS; s++) {
      await c.query(
        `INSERT INTO supplier (name, material_id, updated_at) SELECT $1::varchar, $2::int, now()
         WHERE NOT EXISTS (SELECT 1 FROM supplier WHERE name = $1::varchar)`,
        [`Bench supplier ${String(s).padStart(2, '0')}`, 1 + (s % 10)],
      );
    }
    const suppliers = (await c.query(`SELECT id FROM supplier WHERE name LIKE 'Bench supplier %' ORDER BY id`)).rows.map((r) => r.id);
    const { n: haveSupplierOps } = await one(`SELECT count(*)::int AS n FROM supplier_operation WHERE supplier_id = ANY($1)`, [suppliers]);
    if (haveSupplierOps < SUPPLIER_OPERATIONS) {
      log(`supplier operations: ${haveSupplierOps} present, adding ${SUPPLIER_OPERATIONS - haveSupplierOps}`);
      await c.query(
        `INSERT INTO supplier_operation (supplier_id, kind, date, unit, unit_amount, unit_price, operation_price, currency_id,
                                         wallet_payment, fee_percentage, actual_payment, actual_payment_usd, exchange_rate, comment, updated_at)
         SELECT ($3::int[])[1 + i % array_length($3::int[], 1)], p.kind::supplier_operation_kind,
                (now() AT TIME ZONE 'Asia/Tashkent')::date - (i * 7) % 1095,
                CASE WHEN p.kind = 'delivery' THEN 'tonna' END,
                CASE WHEN p.kind = 'delivery' THEN 1 + i % 50 END,
                CASE WHEN p.kind = 'delivery' THEN p.price END,
                CASE WHEN p.kind = 'delivery' THEN (1 + i % 50) * p.price END,
                p.currency_id,
                CASE WHEN p.kind = 'payment' THEN p.paid END, CASE WHEN p.kind = 'payment' THEN 0 END,
                CASE WHEN p.kind = 'payment' THEN p.paid END,
                CASE WHEN p.kind = 'payment' THEN CASE p.currency_id WHEN 2 THEN p.paid ELSE round(p.paid / $4::numeric, 2) END END,
                CASE p.currency_id WHEN 2 THEN 1 ELSE $4::numeric END, 'Bench supplier operation ' || i, now()
         FROM generate_series($1::int + 1, $2::int) AS i,
              LATERAL (SELECT CASE WHEN i % 4 = 0 THEN 'payment' ELSE 'delivery' END AS kind,
                              CASE WHEN i % 3 = 0 THEN 2 ELSE 1 END AS currency_id,
                              CASE WHEN i % 3 = 0 THEN (50 + i % 400)::numeric(20,2) ELSE ((600 + i % 4000) * 1000)::numeric(20,2) END AS price,
                              CASE WHEN i % 3 = 0 THEN (100 + i % 5000)::numeric(20,2) ELSE ((1000 + i % 50000) * 1000)::numeric(20,2) END AS paid) p`,
        [haveSupplierOps, SUPPLIER_OPERATIONS, suppliers, RATE],
      );
    } else log(`supplier operations: ${haveSupplierOps} present`);

    // ── Leads ─────────────────────────────────────────────────────────────────────────────────
    const { n: haveLids } = await one(`SELECT count(*)::int AS n FROM lid WHERE phone_number LIKE '+99879%' AND name LIKE 'Bench %'`);
    if (haveLids < LIDS) {
      const users = (await c.query(`SELECT id FROM "user" ORDER BY id`)).rows.map((r) => r.id);
      log(`leads: ${haveLids} present, adding ${LIDS - haveLids}`);
      await c.query(
        `INSERT INTO lid (name, phone_number, company_name, status_id, region_id, city_id, operator_id, seller_id, source_of_interest_id,
                          note, call_date, next_call_date, created_at, updated_at)
         SELECT 'Bench ' || (ARRAY['Qosimov','Valiyev','Hasanov','Umarov','Tojiyev','Sharipov','Bakirov','Norboyev','Sultonov','Raximov'])[1 + i % 10]
                || ' ' || (ARRAY['Anvar','Botir','Davron','Eldor','Jamshid','Komil','Lola','Munisa','Nilufar','Oydin'])[1 + (i / 10) % 10] || ' ' || i,
                '+99879' || lpad(i::text, 7, '0'),
                CASE WHEN i % 10 = 0 THEN 'Bench LLC ' || (i % 101) END,
                (SELECT array_agg(id ORDER BY id) FROM lid_status)[1 + i % (SELECT count(*)::int FROM lid_status)],
                CASE WHEN i % 3 = 0 THEN NULL ELSE 1 END, CASE WHEN i % 3 = 0 THEN NULL ELSE 101 + i % 12 END,
                ($3::int[])[1 + i % array_length($3::int[], 1)], ($3::int[])[1 + (i / 7) % array_length($3::int[], 1)],
                (SELECT array_agg(id ORDER BY id) FROM lid_source)[1 + i % greatest(1, (SELECT count(*)::int FROM lid_source))],
                CASE WHEN i % 5 = 0 THEN 'Bench note ' || i END,
                (now() AT TIME ZONE 'Asia/Tashkent')::date - (i % 365), (now() AT TIME ZONE 'Asia/Tashkent')::date + (i % 30),
                now() - make_interval(mins => i * 3), now()
         FROM generate_series($1::int + 1, $2::int) AS i`,
        [haveLids, LIDS, users],
      );
    } else log(`leads: ${haveLids} present`);

    // ── SMS messages ──────────────────────────────────────────────────────────────────────────
    const { n: haveSms } = await one(`SELECT count(*)::int AS n FROM sms_message WHERE text LIKE 'Bench sms %'`);
    if (haveSms < SMS) {
      log(`sms: ${haveSms} present, adding ${SMS - haveSms}`);
      await c.query(
        `INSERT INTO sms_message (recipient, client_id, lid_id, text, status, purpose, attempts, sent_at, created_at, updated_at)
         SELECT coalesce(cl.phone_number, l.phone_number, '+99877' || lpad(i::text, 7, '0')), cl.id, l.id,
                'Bench sms ' || i || ': toʻlov muddati yaqinlashmoqda', (CASE WHEN i % 20 = 0 THEN 'failed' ELSE 'sent' END)::sms_status,
                (CASE WHEN i % 3 = 0 THEN 'reminder' ELSE 'manual' END)::sms_purpose, 1,
                CASE WHEN i % 20 <> 0 THEN now() - make_interval(mins => i * 5) END, now() - make_interval(mins => i * 5), now()
         FROM generate_series($1::int + 1, $2::int) AS i
         LEFT JOIN client cl ON i % 2 = 0 AND cl.phone_number = '+99877' || lpad((1 + i % $3::int)::text, 7, '0')
         LEFT JOIN lid l ON i % 4 = 1 AND l.phone_number = '+99879' || lpad((1 + i % $4::int)::text, 7, '0')`,
        [haveSms, SMS, Math.max(1, CLIENTS), Math.max(1, LIDS)],
      );
    } else log(`sms: ${haveSms} present`);

    // ── One tower of 10 000 rooms (the one-page room list) ────────────────────────────────────
    await c.query(
      `INSERT INTO building (name, floor_count, room_count, entrance_count, updated_at)
       SELECT 'Bench tower', 25, $1::int, 8, now() WHERE NOT EXISTS (SELECT 1 FROM building WHERE name = 'Bench tower')`,
      [TOWER_ROOMS],
    );
    const tower = await one(`SELECT id FROM building WHERE name = 'Bench tower'`);
    const { n: haveTowerRooms } = await one(`SELECT count(*)::int AS n FROM room WHERE building_id = $1`, [tower.id]);
    if (haveTowerRooms < TOWER_ROOMS) {
      log(`tower rooms: ${haveTowerRooms} present, adding ${TOWER_ROOMS - haveTowerRooms}`);
      // Status 1 free, 2 booked, 3 sold, 4 closed (reference data); a tenth sold or booked by bench clients.
      await c.query(
        `INSERT INTO room (building_id, number, floor, entrance, area, rooms_count, status_id, price, currency_id, client_id,
                           booking_end_date, description, updated_at)
         SELECT $3::int, 'T' || i, 1 + (i / 8) % 25, 1 + i % 8, (35 + i % 90)::numeric(10,2), 1 + i % 4,
                CASE WHEN i % 10 = 0 THEN 3 WHEN i % 25 = 1 THEN 2 WHEN i % 97 = 0 THEN 4 ELSE 1 END,
                ((400 + i % 800) * 1000000)::numeric(20,2), 1 + (i % 5 = 0)::int,
                CASE WHEN i % 10 = 0 OR i % 25 = 1 THEN (SELECT id FROM client WHERE phone_number = '+99877' || lpad((1 + i)::text, 7, '0')) END,
                CASE WHEN i % 25 = 1 AND i % 10 <> 0 THEN (now() AT TIME ZONE 'Asia/Tashkent')::date + 7 END,
                CASE WHEN i % 3 = 0 THEN 'Bench room ' || i END, now()
         FROM generate_series($1::int + 1, $2::int) AS i`,
        [haveTowerRooms, TOWER_ROOMS, tower.id],
      );
    } else log(`tower rooms: ${haveTowerRooms} present`);

    const allWallets = [...wallets, ...payWallets.map((w) => w.id)];
    await c.query(
      `UPDATE wallet w SET balance = COALESCE(s.balance, 0), updated_at = now()
       FROM (SELECT w2.id, sum(CASE WHEN o.operation_type = 'replenish' THEN o.amount ELSE -o.amount END) AS balance
             FROM wallet w2 LEFT JOIN wallet_operation o ON o.wallet_id = w2.id WHERE w2.id = ANY($1) GROUP BY w2.id) s
       WHERE w.id = s.id`,
      [allWallets],
    );
    // VACUUM as autovacuum would on a live database (visibility map: index-only counts), and statistics.
    log('VACUUM ANALYZE');
    for (const table of ['client', 'client_phone', 'wallet_operation', 'wallet', 'room', 'sale', 'client_debt', 'debt_instalment', 'payment_report', 'payment_allocation', 'supplier_operation', 'lid', 'sms_message', 'building']) {
      await c.query(`VACUUM ANALYZE ${table}`);
    }
    const totals = await one(
      `SELECT (SELECT count(*) FROM client)::int AS clients, (SELECT count(*) FROM client_phone)::int AS phones,
              (SELECT count(*) FROM wallet_operation)::int AS operations, (SELECT count(*) FROM client_debt)::int AS debts,
              (SELECT count(*) FROM client_debt WHERE NOT is_closed)::int AS open_debts,
              (SELECT count(*) FROM debt_instalment)::int AS instalments, (SELECT count(*) FROM payment_report)::int AS payments,
              (SELECT count(*) FROM supplier_operation)::int AS supplier_operations, (SELECT count(*) FROM lid)::int AS lids,
              (SELECT count(*) FROM sms_message)::int AS sms, (SELECT count(*) FROM room)::int AS rooms`,
    );
    log(
      `done: ${totals.clients} clients, ${totals.phones} extra phones, ${totals.operations} wallet operations, ` +
        `${totals.debts} debts (${totals.open_debts} open), ${totals.instalments} instalments, ${totals.payments} payment reports, ` +
        `${totals.supplier_operations} supplier operations, ${totals.lids} leads, ${totals.sms} SMS, ${totals.rooms} rooms`,
    );
  },
  { timeoutMs: 10_000 },
);
