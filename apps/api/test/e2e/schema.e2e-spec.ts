/**
 * The migrated schema is really there (DESIGN.md: "A test proves the migrated schema is really
 * there"): every model of prisma/schema.prisma has its table and columns, every enum its type and
 * labels, and the hand-written part of the migration (pg_trgm, the partial unique index on sale,
 * CHECK constraints) exists and works. Then the seed's reference data is checked.
 *
 * Database: with the e2e global setup (TEST_TEMPLATE_DB), a clone of the migrated and seeded
 * template; otherwise DATABASE_URL itself, which must be migrated and seeded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS } from '@mijozlar/shared';
import { Client } from 'pg';
import { CITIES, CURRENCIES, REFERENCE_ID_FLOOR, REGIONS } from '../../src/seed/reference-data';
import { databaseUrl, quoteIdent, withServer } from '../support/databases';

const SCHEMA_PATH = join(__dirname, '../../../../prisma/schema.prisma');
const SCALARS = new Set(['String', 'Int', 'BigInt', 'Boolean', 'DateTime', 'Decimal', 'Float', 'Json', 'Bytes']);

interface ModelInfo {
  model: string;
  table: string;
  columns: { name: string; type: string; optional: boolean }[];
}

/** Models and enums of the Prisma schema, read from the file itself so this test never drifts. */
function readSchema(): { models: ModelInfo[]; enums: Map<string, { dbName: string; values: string[] }> } {
  const text = readFileSync(SCHEMA_PATH, 'utf8');
  const enums = new Map<string, { dbName: string; values: string[] }>();
  for (const [, name, body] of text.matchAll(/^enum (\w+) \{([\s\S]*?)^\}/gm)) {
    const values = body
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^\w+$/.test(l));
    enums.set(name, { dbName: /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? name, values });
  }
  const models: ModelInfo[] = [];
  for (const [, model, body] of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const columns: ModelInfo['columns'] = [];
    for (const raw of body.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('//') || line.startsWith('@@')) continue;
      const m = /^(\w+)\s+(\w+)(\[\])?(\?)?/.exec(line);
      if (!m) continue;
      const [, name, type, list, optional] = m;
      if (list) continue; // relation lists (no scalar lists in this schema)
      if (!SCALARS.has(type) && !enums.has(type)) continue; // a relation field
      if (line.includes('@ignore')) continue;
      columns.push({ name, type, optional: !!optional });
    }
    models.push({ model, table: /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? model, columns });
  }
  return { models, enums };
}

const { models, enums } = readSchema();

describe('migrated schema', () => {
  let db: Client;
  let clonedName: string | undefined;

  beforeAll(async () => {
    let url = process.env.DATABASE_URL;
    const template = process.env.TEST_TEMPLATE_DB;
    if (template) {
      clonedName = `mijozlar_test_${process.env.TEST_RUN_ID}_schema_${process.pid}`;
      await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(clonedName!)} TEMPLATE ${quoteIdent(template)}`));
      url = databaseUrl(clonedName);
    }
    if (!url) throw new Error('schema.e2e-spec needs the e2e global setup or DATABASE_URL');
    db = new Client({ connectionString: url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    if (clonedName) await withServer((c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(clonedName!)} WITH (FORCE)`));
  });

  it('reads a sensible number of models from schema.prisma', () => {
    expect(models.length).toBeGreaterThanOrEqual(50);
    expect(models.map((m) => m.table)).toEqual(expect.arrayContaining(['sale', 'wallet_operation', 'room', 'client', 'lid']));
  });

  it('has a table for every model, and no table that is not in the schema', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const actual = rows.map((r) => r.table_name).filter((t) => t !== '_prisma_migrations').sort();
    expect(actual).toEqual(models.map((m) => m.table).sort());
  });

  it('has every column of every model, with its nullability', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const actual = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable === 'YES']));
    const missing: string[] = [];
    const wrongNullability: string[] = [];
    for (const m of models) {
      for (const c of m.columns) {
        const key = `${m.table}.${c.name}`;
        if (!actual.has(key)) missing.push(key);
        else if (actual.get(key) !== c.optional) wrongNullability.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(wrongNullability).toEqual([]);
  });

  it('stores money as numeric(20,2) and rates as numeric(18,6), never as floats', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; data_type: string; p: number; s: number }>(
      `SELECT table_name, column_name, data_type, numeric_precision AS p, numeric_scale AS s
         FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    expect(rows.filter((r) => r.data_type === 'real' || r.data_type === 'double precision')).toEqual([]);
    const col = (t: string, c: string) => rows.find((r) => r.table_name === t && r.column_name === c);
    for (const [t, c] of [
      ['wallet', 'balance'],
      ['wallet_operation', 'amount'],
      ['sale', 'sold_amount'],
      ['client_debt', 'current_debt'],
      ['debt_instalment', 'amount'],
      ['room', 'price'],
    ]) {
      expect({ t, c, ...col(t, c) }).toMatchObject({ data_type: 'numeric', p: 20, s: 2 });
    }
    for (const [t, c] of [
      ['exchange_rate', 'rate'],
      ['wallet_operation', 'exchange_rate'],
      ['payment_report', 'exchange_rate'],
    ]) {
      expect({ t, c, ...col(t, c) }).toMatchObject({ data_type: 'numeric', p: 18, s: 6 });
    }
  });

  it('has every enum type with its labels in order', async () => {
    const { rows } = await db.query<{ typname: string; labels: string[] }>(
      `SELECT t.typname, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    const actual = new Map(rows.map((r) => [r.typname, r.labels]));
    for (const { dbName, values } of enums.values()) expect({ [dbName]: actual.get(dbName) }).toEqual({ [dbName]: values });
  });

  it('has the partial unique index "a room is sold at most once at a time"', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'sale' AND indexname = 'sale_room_id_active_key'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].indexdef).toMatch(/UNIQUE INDEX .* \(room_id\) WHERE .*pending.*approved/);
  });

  it('has pg_trgm and the trigram indexes for search', async () => {
    const ext = await db.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(ext.rowCount).toBe(1);
    const { rows } = await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%gin_trgm_ops%'`,
    );
    expect(rows.map((r) => r.indexname).sort()).toEqual(
      [
        'client_company_name_trgm_idx',
        'client_name_trgm_idx',
        'client_phone_number_trgm_idx',
        'client_phone_phone_number_trgm_idx',
        'lid_company_name_trgm_idx',
        'lid_name_trgm_idx',
        'lid_phone_number_trgm_idx',
        'room_number_trgm_idx',
        'wallet_operation_comment_trgm_idx',
        // The folded search keys (search_fold(), migration 20261124100500_search_and_profile).
        'client_search_key_trgm_idx',
        'lid_search_key_trgm_idx',
        'user_search_key_trgm_idx',
        'building_search_key_trgm_idx',
        // The audit trail's label and reason (migration 20261127123000_audit_log).
        'audit_log_search_key_trgm_idx',
      ].sort(),
    );
  });

  it('has the hand-written CHECK constraints', async () => {
    const { rows } = await db.query<{ conname: string }>(`SELECT conname FROM pg_constraint WHERE contype = 'c'`);
    expect(rows.map((r) => r.conname)).toEqual(
      expect.arrayContaining([
        'wallet_balance_non_negative',
        'wallet_operation_amount_positive',
        'room_client_xor_lid',
        'sale_amounts',
        'sale_client_or_lid',
        'client_debt_amounts',
        'debt_instalment_amounts',
        'refusal_amounts',
        'people_group_member_client_xor_lid',
      ]),
    );
  });

  describe('constraints at work (each case rolled back)', () => {
    /** Runs `fn` in a transaction that is always rolled back; returns the error code it threw. */
    async function sqlState(fn: () => Promise<unknown>): Promise<string | undefined> {
      await db.query('BEGIN');
      try {
        await fn();
        return undefined;
      } catch (err) {
        return (err as { code?: string }).code;
      } finally {
        await db.query('ROLLBACK');
      }
    }

    /** A building, a room, a client, a wallet and a user to hang rows on (inside the transaction). */
    async function fixtures() {
      const one = async (sql: string, params: unknown[] = []) => (await db.query<{ id: number }>(sql, params)).rows[0].id;
      const role = await one(`INSERT INTO role (name) VALUES ('schema-test-' || md5(random()::text)) RETURNING id`);
      const user = await one(
        `INSERT INTO "user" (phone_number, full_name, password_hash, role_id, updated_at)
         VALUES ('+99899' || lpad((random() * 1e7)::int::text, 7, '0'), 'T', 'x', $1, now()) RETURNING id`,
        [role],
      );
      const building = await one(
        `INSERT INTO building (name, floor_count, room_count, entrance_count, updated_at) VALUES ('T', 1, 1, 1, now()) RETURNING id`,
      );
      const room = await one(
        `INSERT INTO room (building_id, number, floor, entrance, area, price, currency_id, updated_at)
         VALUES ($1, '1', 1, 1, 50, 1000, 2, now()) RETURNING id`,
        [building],
      );
      const client = await one(`INSERT INTO client (name, phone_number, updated_at) VALUES ('T', '+998901112233', now()) RETURNING id`);
      const wallet = await one(`INSERT INTO wallet (name, currency_id, updated_at) VALUES ('T', 2, now()) RETURNING id`);
      return { user, room, client, wallet };
    }

    const insertSale = (f: Awaited<ReturnType<typeof fixtures>>, status: string, amounts = [1000, 400, 600]) =>
      db.query(
        `INSERT INTO sale (room_id, client_id, wallet_id, currency_id, sold_amount, paid_amount, debt_amount, status, created_by_id, updated_at)
         VALUES ($1, $2, $3, 2, $4, $5, $6, $7, $8, now())`,
        [f.room, f.client, f.wallet, ...amounts, status, f.user],
      );

    it('refuses a second pending or approved sale of one room (unique_violation)', async () => {
      expect(
        await sqlState(async () => {
          const f = await fixtures();
          await insertSale(f, 'pending');
          await insertSale(f, 'approved');
        }),
      ).toBe('23505');
    });

    it('allows a new sale of a room whose earlier sales were declined or refused', async () => {
      expect(
        await sqlState(async () => {
          const f = await fixtures();
          await insertSale(f, 'declined');
          await insertSale(f, 'refused');
          await insertSale(f, 'pending');
        }),
      ).toBeUndefined();
    });

    it('refuses a sale whose amounts do not add up (check_violation)', async () => {
      expect(await sqlState(async () => insertSale(await fixtures(), 'pending', [1000, 400, 500]))).toBe('23514');
    });

    it('refuses a wallet balance below zero and an operation amount of zero', async () => {
      expect(
        await sqlState(async () => {
          const f = await fixtures();
          await db.query(`UPDATE wallet SET balance = balance - 1 WHERE id = $1`, [f.wallet]);
        }),
      ).toBe('23514');
      expect(
        await sqlState(async () => {
          const f = await fixtures();
          await db.query(
            `INSERT INTO wallet_operation (wallet_id, operation_type, kind, amount, method_id, amount_usd, executor_id)
             VALUES ($1, 'replenish', 'inflow', 0, 1, 0, $2)`,
            [f.wallet, f.user],
          );
        }),
      ).toBe('23514');
    });

    it('refuses a room with both a client and a lead', async () => {
      expect(
        await sqlState(async () => {
          const f = await fixtures();
          const lid = await db.query<{ id: number }>(
            `INSERT INTO lid (name, phone_number, updated_at) VALUES ('L', '+998901112244', now()) RETURNING id`,
          );
          await db.query(`UPDATE room SET client_id = $1, lid_id = $2 WHERE id = $3`, [f.client, lid.rows[0].id, f.room]);
        }),
      ).toBe('23514');
    });
  });

  describe('after the seed', () => {
    it('has currencies 1 UZS and 2 USD', async () => {
      const { rows } = await db.query<{ id: number; code: string }>(`SELECT id, code FROM currency WHERE id IN (1, 2) ORDER BY id`);
      expect(rows).toEqual([
        { id: 1, code: 'UZS' },
        { id: 2, code: 'USD' },
      ]);
      expect(CURRENCIES.map((c) => c.code)).toEqual(['UZS', 'USD']);
    });

    it('has the 14 regions and their cities, the lead statuses 1-3 and every permission', async () => {
      const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
      expect(await count(`SELECT count(*) AS n FROM region WHERE id <= 14`)).toBe(REGIONS.length);
      expect(REGIONS).toHaveLength(14);
      expect(await count(`SELECT count(*) AS n FROM city WHERE id < ${REFERENCE_ID_FLOOR}`)).toBe(CITIES.length);
      const lid = await db.query<{ id: number; code: string }>(`SELECT id, code FROM lid_status WHERE id <= 3 ORDER BY id`);
      expect(lid.rows).toEqual([
        { id: 1, code: 'new' },
        { id: 2, code: 'in_process' },
        { id: 3, code: 'cancelled' },
      ]);
      const perms = await db.query<{ code: string }>(`SELECT code FROM permission`);
      expect(perms.rows.map((r) => r.code)).toEqual(expect.arrayContaining([...ALL_PERMISSIONS]));
    });

    it('has the default roles, admin with every permission', async () => {
      const { rows } = await db.query<{ name: string; codes: string[] }>(
        `SELECT r.name, array_agg(rp.permission_code) AS codes FROM role r
           JOIN role_permission rp ON rp.role_id = r.id WHERE r.name = ANY($1) GROUP BY r.name`,
        [Object.keys(DEFAULT_ROLE_PERMISSIONS)],
      );
      expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort());
      for (const r of rows) expect(r.codes).toEqual(expect.arrayContaining([...DEFAULT_ROLE_PERMISSIONS[r.name]]));
    });

    it('moved the reference id sequences past the seeded ids', async () => {
      const { rows } = await db.query<{ next: string }>(`SELECT nextval(pg_get_serial_sequence('lid_source', 'id')) AS next`);
      expect(Number(rows[0].next)).toBeGreaterThan(REFERENCE_ID_FLOOR);
    });
  });
});
