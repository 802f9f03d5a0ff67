import { join } from 'node:path';
import { Client } from 'pg';
import { verifyPassword } from '../../src/common/auth/password';
import { runMigrations } from '../../src/database/migrator';
import { createPrismaClient, PrismaClient } from '../../src/database/prisma-client';
import { builtinTemplates } from '../../src/common/documents/builtin';
import { runSeed } from '../../src/seed/seed';
import { cloneDatabase, TEST_ADMIN_PHONE } from '../support/test-app';
import { databaseUrl, quoteIdent, withServer } from '../support/databases';

const migrationsDir = join(__dirname, '../../../../prisma/migrations');

describe('migrations and seed', () => {
  it('migrates an empty database, records Prisma bookkeeping, and is a no-op the second time', async () => {
    const name = `mijozlar_test_${process.env.TEST_RUN_ID}_empty_${process.pid}`;
    await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
    const url = databaseUrl(name);
    const first = await runMigrations(url, migrationsDir);
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(await runMigrations(url, migrationsDir)).toEqual([]);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
      expect(rows.map((r) => r.migration_name)).toEqual(first);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum) && r.finished_at)).toBe(true);
      const tables = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(tables.rows[0].n).toBeGreaterThan(40);
    } finally {
      await client.end();
    }
  });

  it('two concurrent migrators apply each migration once', async () => {
    const name = `mijozlar_test_${process.env.TEST_RUN_ID}_race_${process.pid}`;
    await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
    const url = databaseUrl(name);
    const [a, b] = await Promise.all([runMigrations(url, migrationsDir), runMigrations(url, migrationsDir)]);
    expect([...a, ...b].sort()).toEqual(a.length ? a : b);
  });

  describe('seed', () => {
    let prisma: PrismaClient;
    beforeAll(async () => {
      prisma = createPrismaClient(await cloneDatabase(), { max: 2 });
    });
    afterAll(() => prisma.$disconnect());

    const counts = async () => ({
      users: await prisma.user.count(),
      roles: await prisma.role.count(),
      rolePermissions: await prisma.rolePermission.count(),
      regions: await prisma.region.count(),
      cities: await prisma.city.count(),
      currencies: await prisma.currency.count(),
    });

    it('is idempotent and never overwrites a changed admin password or an admin-edited role', async () => {
      const before = await counts();
      await prisma.user.update({ where: { phone_number: TEST_ADMIN_PHONE }, data: { password_hash: 'changed-by-admin' } });
      const operator = await prisma.role.findFirstOrThrow({ where: { name: 'operator' } });
      await prisma.rolePermission.create({ data: { role_id: operator.id, permission_code: 'STATISTICS' } });

      await runSeed(prisma, { adminPhone: TEST_ADMIN_PHONE, adminPassword: 'admin12345' });
      await runSeed(prisma, { adminPhone: TEST_ADMIN_PHONE, adminPassword: 'admin12345' });

      expect(await counts()).toEqual({ ...before, rolePermissions: before.rolePermissions + 1 });
      const admin = await prisma.user.findUniqueOrThrow({ where: { phone_number: TEST_ADMIN_PHONE } });
      expect(admin.password_hash).toBe('changed-by-admin');
      expect(await prisma.rolePermission.count({ where: { role_id: operator.id, permission_code: 'STATISTICS' } })).toBe(1);
    });

    it('stores one built-in template per kind and language, and restores one whose bytes differ from the code', async () => {
      const builtins = () =>
        prisma.documentTemplate.findMany({
          where: { is_builtin: true },
          orderBy: [{ kind: 'asc' }, { language: 'asc' }],
          select: { id: true, kind: true, language: true, name: true, building_id: true, is_default: true, content: true, size: true, original_name: true, updated_at: true },
        });
      const code = await builtinTemplates();
      const before = await builtins();
      expect(before.map((t) => `${t.kind}/${t.language}`)).toEqual([
        'contract/ru', 'contract/uz', 'receipt/ru', 'receipt/uz', 'refusal/ru', 'refusal/uz', 'schedule/ru', 'schedule/uz',
      ]);
      for (const row of before) {
        const template = code.find((t) => t.kind === row.kind && t.language === row.language)!;
        expect(Buffer.from(row.content).equals(template.buffer)).toBe(true);
        expect(row).toMatchObject({ building_id: null, is_default: false, size: template.buffer.length, name: template.name, original_name: template.originalName });
      }
      expect(before.find((t) => t.kind === 'contract' && t.language === 'uz')).toMatchObject({ name: 'Shartnoma (standart)', original_name: 'shartnoma-uz.docx' });

      // An older release's bytes: the next start rewrites them; an unchanged row is left alone.
      const receipt = before.find((t) => t.kind === 'receipt' && t.language === 'ru')!;
      await prisma.documentTemplate.update({ where: { id: receipt.id }, data: { content: new Uint8Array([1, 2, 3]), size: 3 } });
      await runSeed(prisma, { adminPhone: TEST_ADMIN_PHONE, adminPassword: 'admin12345' });
      await runSeed(prisma, { adminPhone: TEST_ADMIN_PHONE, adminPassword: 'admin12345' });

      const after = await builtins();
      expect(after.map((t) => t.id)).toEqual(before.map((t) => t.id));
      for (const [i, row] of after.entries()) {
        expect(Buffer.from(row.content).equals(Buffer.from(before[i].content))).toBe(true);
        expect(row.size).toBe(before[i].size);
        if (row.id !== receipt.id) expect(row.updated_at).toEqual(before[i].updated_at);
      }
      expect(await prisma.documentTemplate.count()).toBe(8);
    });

    it('creates the admin from ADMIN_PHONE and ADMIN_PASSWORD (masked phone accepted)', async () => {
      await runSeed(prisma, { adminPhone: '+998 (97) 700-00-07', adminPassword: 'another-admin-9' });
      const admin = await prisma.user.findUniqueOrThrow({ where: { phone_number: '+998977000007' }, include: { role: true } });
      expect(admin.role.name).toBe('admin');
      expect(await verifyPassword(admin.password_hash, 'another-admin-9')).toBe(true);
    });
  });
});
