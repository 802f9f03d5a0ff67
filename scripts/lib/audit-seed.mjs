// Fills audit_log with `total` entries for scripts/bench-audit.mjs: one INSERT … SELECT generate_series
// per million rows, spread over the last 365 days in id order (as a real trail grows), with the mix an
// office writes in a year:
//   client 18 % (ids 1..100 000; create / update / delete), lid 14 %, wallet_operation 18 % (create,
//   reverse), payment_report 12 %, sale 7 % (create, confirm, decline, update), room 8 %, client_debt 5 %,
//   user 10 % (sign-ins, failed sign-ins, sign-outs, exports), refusal 1 %, others 7 %;
//   40 actors ("Bench xodim N"), skewed: actor 1 writes about 16 % of the trail, 2 % have no actor (jobs);
//   labels like the write paths write them (names, "#<id> · <name>", phones); changes small jsonb
//   ({field: [before, after]}); a reason on 4 % of the updates and deletes; IP and request id on each.
// The trail's indexes are dropped before and built again after (the definitions read from
// pg_indexes, so they stay the migration's), then VACUUM ANALYZE: building an index once is
// several times faster than keeping it up to date over millions of inserts.

const SURNAMES = `ARRAY['Karimov','Rahimov','Toshmatov','Yusupov','Aliyev','Saidov','Qodirov','Nazarov','Ergashev','Xolmatov',
  'Abdullayev','Ismoilov','Mirzayev','Sobirov','Usmonov','Jurayev','Rashidov','Hamidov','Tursunov','Olimov']`;
const NAMES = `ARRAY['Aziz','Bobur','Dilshod','Jasur','Sardor','Shoxrux','Otabek','Farrux','Nodir','Sanjar',
  'Malika','Dilnoza','Gulnora','Nigora','Zarina','Madina','Feruza','Shahnoza','Kamola','Laylo']`;
const REASONS = `ARRAY['Xato kiritilgan','Mijoz iltimosi bilan','Hujjat boʻyicha tuzatish','Ошибка ввода','Kassir xatosi']`;

/** A person's name from an id, as seed-large names its clients: "Karimov Aziz 4021". */
const nameOf = (id) => `(${SURNAMES})[1 + ${id} % 20] || ' ' || (${NAMES})[1 + (${id} / 20) % 20] || ' ' || ${id}`;

const BATCH = 1_000_000;

export async function seedAuditEntries(c, total, log) {
  const { n: have } = (await c.query(`SELECT count(*)::int AS n FROM audit_log WHERE request_id LIKE 'bench-%'`)).rows[0];
  if (have >= total) {
    log(`audit_log: ${have} bench entries present`);
    return { added: 0, seconds: 0 };
  }
  const started = Date.now();
  const indexes = (await c.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'audit_log' AND indexname <> 'audit_log_pkey'`)).rows;
  for (const { indexname } of indexes) await c.query(`DROP INDEX ${c.escapeIdentifier(indexname)}`);
  const span = 365 * 86400; // seconds the trail covers, ending now
  for (let from = have + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    log(`audit_log: entries ${from}..${to} of ${total}`);
    await c.query(
      `INSERT INTO audit_log (at, actor_id, actor_name, action, entity, entity_id, entity_label, changes, details, reason, ip, request_id)
       SELECT at, actor, CASE WHEN actor IS NULL THEN NULL ELSE 'Bench xodim ' || actor END, action, entity, eid,
              CASE entity
                WHEN 'client' THEN ${nameOf('eid')}
                WHEN 'lid' THEN 'Lid ' || ${nameOf('(eid * 7)')}
                WHEN 'payment_report' THEN '#' || eid || ' · ' || ${nameOf('(eid % 100000 + 1)')}
                WHEN 'sale' THEN '#' || eid || ' · ' || (eid % 50 + 1) || '-' || (eid % 97 + 1)
                WHEN 'client_debt' THEN '#' || eid || ' · ' || ${nameOf('(eid % 100000 + 1)')}
                WHEN 'wallet_operation' THEN '#' || eid || ' · Bench wallet ' || (eid % 4 + 1) || ' · ' || (eid % 5000 + 1) || '.00'
                WHEN 'room' THEN 'Bench building ' || lpad((eid % 50 + 1)::text, 2, '0') || ' · ' || (eid % 8 + 1) || '-' || (eid % 200 + 1)
                WHEN 'user' THEN '+998 90 ' || lpad((eid % 1000)::text, 3, '0') || ' ' || lpad((eid % 97)::text, 2, '0') || ' ' || lpad((eid % 89)::text, 2, '0')
                WHEN 'refusal' THEN '#' || eid || ' · ' || ${nameOf('(eid % 100000 + 1)')}
                ELSE 'Bench ' || entity || ' ' || eid
              END,
              CASE
                WHEN action IN ('update', 'confirm', 'decline') AND entity = 'client' THEN jsonb_build_object('name', jsonb_build_array(${nameOf('eid')}, ${nameOf('(eid + 1)')}))
                WHEN action = 'update' THEN jsonb_build_object('status', jsonb_build_array(1 + eid % 5, 1 + (eid + 1) % 5))
                WHEN action IN ('confirm', 'decline') THEN jsonb_build_object('status', jsonb_build_array('waiting', action))
                WHEN action = 'create' THEN jsonb_build_object('amount', jsonb_build_array(NULL, (eid % 5000 + 1) || '.00'), 'currency', jsonb_build_array(NULL, CASE WHEN eid % 3 = 0 THEN 'USD' ELSE 'UZS' END))
                WHEN action = 'delete' THEN jsonb_build_object('name', jsonb_build_array('Bench ' || eid, NULL))
              END,
              CASE WHEN action = 'export' THEN jsonb_build_object('list', 'client', 'rows', eid % 900 + 100) END,
              CASE WHEN action IN ('update', 'delete', 'reverse') AND r2 < 0.04 THEN (${REASONS})[1 + eid % 5] END,
              '10.0.' || (coalesce(actor, 0) % 256) || '.' || (i % 250 + 1),
              'bench-' || i
       FROM (
         SELECT i, r2, to_timestamp(extract(epoch FROM now()) - $3::float8 * (1 - i::float8 / $4::float8) - random() * 30) AS at,
                CASE WHEN r1 < 0.02 THEN NULL ELSE 1 + floor(40 * power(random(), 2))::int END AS actor,
                e.entity, e.eid,
                CASE e.entity
                  WHEN 'client' THEN CASE WHEN r2 < 0.15 THEN 'create' WHEN r2 < 0.95 THEN 'update' ELSE 'delete' END
                  WHEN 'lid' THEN CASE WHEN r2 < 0.3 THEN 'create' WHEN r2 < 0.97 THEN 'update' ELSE 'delete' END
                  WHEN 'wallet_operation' THEN CASE WHEN r2 < 0.92 THEN 'create' ELSE 'reverse' END
                  WHEN 'payment_report' THEN CASE WHEN r2 < 0.95 THEN 'create' ELSE 'delete' END
                  WHEN 'sale' THEN CASE WHEN r2 < 0.4 THEN 'create' WHEN r2 < 0.8 THEN 'confirm' WHEN r2 < 0.9 THEN 'decline' ELSE 'update' END
                  WHEN 'user' THEN CASE WHEN r2 < 0.75 THEN 'login' WHEN r2 < 0.83 THEN 'login_failed' WHEN r2 < 0.9 THEN 'logout' ELSE 'export' END
                  WHEN 'refusal' THEN 'refuse'
                  ELSE CASE WHEN r2 < 0.3 THEN 'create' ELSE 'update' END
                END AS action
         FROM (SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4 FROM generate_series($1::int, $2::int) AS i) g
         CROSS JOIN LATERAL (
           SELECT CASE
                    WHEN r3 < 0.18 THEN 'client' WHEN r3 < 0.32 THEN 'lid' WHEN r3 < 0.50 THEN 'wallet_operation'
                    WHEN r3 < 0.62 THEN 'payment_report' WHEN r3 < 0.69 THEN 'sale' WHEN r3 < 0.77 THEN 'room'
                    WHEN r3 < 0.82 THEN 'client_debt' WHEN r3 < 0.92 THEN 'user' WHEN r3 < 0.93 THEN 'refusal'
                    WHEN r3 < 0.95 THEN 'building' WHEN r3 < 0.97 THEN 'employee' WHEN r3 < 0.99 THEN 'supplier_operation'
                    ELSE 'exchange_rate'
                  END AS entity,
                  CASE
                    WHEN r3 < 0.32 THEN 1 + floor(100000 * power(r4, 1.5))::int  -- clients and leads: recent records change more
                    WHEN r3 < 0.69 THEN 1 + floor(i::float8 * 0.3 * r4)::int      -- operations, payments, sales: ids grow with time
                    WHEN r3 < 0.77 THEN 1 + floor(20000 * r4)::int
                    WHEN r3 < 0.82 THEN 1 + floor(100000 * r4)::int
                    WHEN r3 < 0.92 THEN 1 + floor(40 * r4)::int
                    ELSE 1 + floor(1000 * r4)::int
                  END AS eid
         ) e
       ) s`,
      [from, to, span, total],
    );
  }
  log(`audit_log: building ${indexes.length} indexes`);
  await c.query(`SET maintenance_work_mem = '512MB'`);
  for (const { indexname, indexdef } of indexes) {
    const t0 = Date.now();
    await c.query(indexdef);
    log(`  ${indexname}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  log('audit_log: VACUUM ANALYZE');
  await c.query('VACUUM (ANALYZE) audit_log');
  return { added: total - have, seconds: (Date.now() - started) / 1000 };
}
