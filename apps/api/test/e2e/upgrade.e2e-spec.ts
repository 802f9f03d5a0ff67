import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { assertSchemaKnown, MigrationError, migrationNames, runMigrations } from '../../src/database/migrator';
import { builtCli, builtMain } from '../support/built-api';
import { databaseUrl, quoteIdent, withServer } from '../support/databases';

const migrationsDir = join(__dirname, '../../../../prisma/migrations');
/** The schema the fill below is written for: the last migration of an earlier release. */
const EARLIER_RELEASE = '20261124100500_search_and_profile';

jest.setTimeout(120_000);

async function newDatabase(tag: string): Promise<string> {
  const name = `mijozlar_test_${process.env.TEST_RUN_ID}_${tag}_${randomBytes(4).toString('hex')}`;
  await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return databaseUrl(name);
}

async function withDb<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Rows of a small company, written in SQL valid at EARLIER_RELEASE (no Prisma: its client is the current schema's). */
const FILL = `
  INSERT INTO currency (id, code, symbol, name_uz, name_ru) VALUES (1, 'UZS', 'soʻm', 'Soʻm', 'Сум'), (2, 'USD', '$', 'Dollar', 'Доллар');
  INSERT INTO payment_method (id, code, name_uz, name_ru) VALUES (1, 'cash', 'Naqd', 'Наличные');
  INSERT INTO client_status (id, code, name_uz, name_ru) VALUES (1, 'new', 'Yangi', 'Новый');
  INSERT INTO room_status (id, code, name_uz, name_ru) VALUES (1, 'free', 'Boʻsh', 'Свободно');
  INSERT INTO role (id, name) VALUES (1, 'admin');
  INSERT INTO "user" (id, phone_number, full_name, password_hash, role_id) VALUES (1, '+998901112233', 'Oʻktam Gʻaniyev', 'x', 1);
  INSERT INTO client (id, name, phone_number, created_by_id) VALUES (1, 'Gʻayrat Oʻrinov', '+998901234500', 1), (2, 'Anvar', '+998901234501', 1);
  INSERT INTO building (id, name, floor_count, room_count, entrance_count, address) VALUES (1, 'Chilonzor 1', 9, 2, 1, 'Toshkent');
  INSERT INTO room (id, building_id, number, floor, entrance, area, price, currency_id) VALUES
    (1, 1, '1', 1, 1, 54.50, 450000000.00, 1), (2, 1, '2', 1, 1, 72.00, 60000.00, 2);
  INSERT INTO wallet (id, name, currency_id, balance) VALUES (1, 'Asosiy kassa', 1, 1500000.00);
  INSERT INTO wallet_operation (id, wallet_id, operation_type, kind, amount, method_id, exchange_rate, amount_usd, executor_id)
    VALUES (1, 1, 'replenish', 'inflow', 1500000.00, 1, 12650.000000, 118.58, 1);
  INSERT INTO idempotency_key (id, key, user_id, method, path, request_hash, status_code, response)
    VALUES (1, 'k-1', 1, 'POST', '/api/wallets/operations/', 'h', 201, '{"id": 1}');
  SELECT setval(pg_get_serial_sequence('room', 'id'), 2);
`;

describe('upgrades keep the data', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mijozlar-migrations-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('migrates a filled database of an earlier release to the current schema: rows kept, new columns at their defaults', async () => {
    const all = migrationNames(migrationsDir);
    const earlier = all.slice(0, all.indexOf(EARLIER_RELEASE) + 1);
    expect(earlier.length).toBeGreaterThan(0);
    expect(all.length - earlier.length).toBeGreaterThanOrEqual(3);
    const earlierDir = join(scratch, 'earlier');
    for (const name of earlier) cpSync(join(migrationsDir, name), join(earlierDir, name), { recursive: true });

    const url = await newDatabase('upgrade');
    expect(await runMigrations(url, earlierDir)).toEqual(earlier);
    await withDb(url, (c) => c.query(FILL));

    const applied = await runMigrations(url, migrationsDir);
    expect(applied).toEqual(all.slice(earlier.length));

    await withDb(url, async (c) => {
      const one = async (sql: string) => (await c.query(sql)).rows;
      expect(await one(`SELECT id, name, search_key FROM client ORDER BY id`)).toEqual([
        { id: 1, name: 'Gʻayrat Oʻrinov', search_key: 'Gayrat Orinov\n' },
        { id: 2, name: 'Anvar', search_key: 'Anvar\n' },
      ]);
      expect(await one(`SELECT id, number, area::text, price::text, currency_id FROM room ORDER BY id`)).toEqual([
        { id: 1, number: '1', area: '54.50', price: '450000000.00', currency_id: 1 },
        { id: 2, number: '2', area: '72.00', price: '60000.00', currency_id: 2 },
      ]);
      expect(await one(`SELECT balance::text FROM wallet`)).toEqual([{ balance: '1500000.00' }]);
      expect(await one(`SELECT amount::text, kind::text FROM wallet_operation`)).toEqual([{ amount: '1500000.00', kind: 'inflow' }]);
      // idempotency_recovery's new columns: NULL for the rows that were there.
      expect(await one(`SELECT key, status_code, claimed_at, recovery FROM idempotency_key`)).toEqual([{ key: 'k-1', status_code: 201, claimed_at: null, recovery: null }]);
      // backup_run: new and empty; list_change's triggers work on the old rows.
      expect(await one(`SELECT count(*)::int AS n FROM backup_run`)).toEqual([{ n: 0 }]);
      const before = Number((await one(`SELECT count(*) AS n FROM list_change`))[0].n);
      await c.query(`UPDATE room SET price = 455000000.00 WHERE id = 1`);
      expect(Number((await one(`SELECT count(*) AS n FROM list_change`))[0].n)).toBeGreaterThan(before);
    });
  });

  it('refuses a database migrated by a newer build, before applying anything, and so does the API start check', async () => {
    const url = await newDatabase('newer');
    await runMigrations(url, migrationsDir);
    await withDb(url, (c) =>
      c.query(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
               VALUES ('00000000-0000-0000-0000-000000000001', repeat('0', 64), now(), '20991231000000_from_a_newer_build', 1)`),
    );
    // A pending migration of this build would be applied if the check came too late: add one.
    const dir = join(scratch, 'with-pending');
    cpSync(migrationsDir, dir, { recursive: true });
    cpSync(join(migrationsDir, readdirSync(migrationsDir).filter((n) => /^\d{14}_/.test(n)).sort()[0]), join(dir, '20991230000000_pending'), { recursive: true });

    await expect(runMigrations(url, dir)).rejects.toThrow(MigrationError);
    await expect(runMigrations(url, dir)).rejects.toThrow(/newer version of Mijozlar.*20991231000000_from_a_newer_build/);
    await expect(assertSchemaKnown(url, migrationsDir)).rejects.toThrow(/20991231000000_from_a_newer_build/);
    const names = await withDb(url, async (c) => (await c.query(`SELECT migration_name FROM "_prisma_migrations"`)).rows.map((r) => r.migration_name));
    expect(names).not.toContain('20991230000000_pending');

    // The built commands: `cli.js migrate` and the server exit non-zero with the message.
    const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', RUN_WORKER: '0', LOG_LEVEL: 'silent', CBU_RATES_URL: 'off' };
    for (const args of [[builtCli(), 'migrate'], [builtMain()]]) {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
        execFile(process.execPath, args, { env, timeout: 60_000 }, (err, _stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stderr })),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/migrated by a newer version of Mijozlar.*20991231000000_from_a_newer_build/);
    }
  });

  it('a migration waiting for a lock gives up after lock_timeout instead of queueing the application behind it', async () => {
    const url = await newDatabase('locked');
    const all = migrationNames(migrationsDir);
    const dir = join(scratch, 'locked');
    for (const name of all) cpSync(join(migrationsDir, name), join(dir, name), { recursive: true });
    await runMigrations(url, dir);
    mkdirSync(join(dir, '20991230000000_touch_room'));
    writeFileSync(join(dir, '20991230000000_touch_room', 'migration.sql'), 'ALTER TABLE room ADD COLUMN touched boolean NOT NULL DEFAULT false;');

    const holder = new Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM room LIMIT 1'); // ACCESS SHARE: the ALTER's ACCESS EXCLUSIVE waits
      const started = Date.now();
      await expect(runMigrations(url, dir, undefined, { lockTimeoutMs: 300 })).rejects.toThrow(/20991230000000_touch_room failed.*no lock within 300 ms/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(await runMigrations(url, dir)).toEqual(['20991230000000_touch_room']);
  });
});
