import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from 'pg';
import { createPrismaClient, PrismaClient } from '../../src/database/prisma-client';
import { runDemoSeed } from '../../src/seed/demo-seed';
import { BACKUP_FILE, createBackup, listUploads, pruneBackups } from '../../src/jobs/backup/backup-archive';
import { restoreBackup } from '../../src/jobs/backup/backup-restore';
import { DatabaseFacts, readDatabaseFacts } from '../../src/jobs/backup/manifest';
import { readTar, TarWriter } from '../../src/jobs/backup/tar';
import { builtCli } from '../support/built-api';
import { cloneDatabase } from '../support/test-app';
import { databaseUrl, quoteIdent, withServer } from '../support/databases';

const migrationsDir = join(__dirname, '../../../../prisma/migrations');
const tools = { pgBinDir: null, path: (process.env.PATH ?? '').split(':').filter(Boolean) };

jest.setTimeout(180_000);

async function facts(url: string): Promise<DatabaseFacts> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await readDatabaseFacts(client);
  } finally {
    await client.end();
  }
}

const newDatabaseUrl = (tag: string) => databaseUrl(`mijozlar_test_${process.env.TEST_RUN_ID}_${tag}_${randomBytes(4).toString('hex')}`);

/** The backup → restore round trip: every count, every wallet balance and every upload found again. */
describe('backup and restore', () => {
  let sourceUrl: string;
  let prisma: PrismaClient;
  const work = mkdtempSync(join(tmpdir(), 'mijozlar-backup-test-'));
  const uploads = join(work, 'uploads');
  const outDir = join(work, 'backups');
  const files: Record<string, Buffer> = {
    'images/2026/11/a1b2c3.jpg': randomBytes(70_000),
    'images/2026/11/empty.png': Buffer.alloc(0),
    'images/building/фото-oʻzbek.webp': randomBytes(513),
    [`images/${'long-name-'.repeat(12)}.jpg`]: randomBytes(1024),
  };
  let backupFile: string;

  beforeAll(async () => {
    sourceUrl = await cloneDatabase();
    prisma = createPrismaClient(sourceUrl, { max: 2 });
    await runDemoSeed(prisma);
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(join(uploads, name, '..'), { recursive: true });
      writeFileSync(join(uploads, name), bytes);
    }
  });

  afterAll(async () => {
    await prisma.$disconnect();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes one tar with the manifest, the dump and the uploads; the manifest holds counts and balances', async () => {
    const before = await facts(sourceUrl);
    expect(before.wallets.length).toBeGreaterThan(0);
    expect(before.wallets.some((w) => w.balance !== '0.00')).toBe(true);
    for (const table of ['client', 'sale', 'client_debt', 'debt_instalment', 'wallet_operation', 'room']) expect(before.counts[table]).toBeGreaterThan(0);

    const result = await createBackup({ databaseUrl: sourceUrl, uploadDir: uploads, outDir, appVersion: '9.9.9', tools });
    backupFile = result.file;
    expect(basename(result.file)).toMatch(BACKUP_FILE);
    expect(readdirSync(outDir)).toEqual([basename(result.file)]); // no partial or dump file left
    const names: string[] = [];
    await readTar(result.file, async (entry) => void names.push(entry.name));
    expect(names.slice(0, 3)).toEqual(['manifest.json', 'database.dump', 'uploads/']);
    expect(names.slice(3).sort()).toEqual(Object.keys(files).map((name) => `uploads/${name}`).sort());

    expect(result.manifest).toMatchObject({ app_version: '9.9.9', counts: before.counts, wallets: before.wallets, last_migration: before.last_migration });
    expect(result.manifest.uploads).toEqual({ files: 4, bytes: Object.values(files).reduce((sum, b) => sum + b.length, 0) });
  });

  it('restores into a new database: every count, every balance and every file again, and nothing else', async () => {
    const target = newDatabaseUrl('restored');
    const targetUploads = join(work, 'restored-uploads');
    const result = await restoreBackup({ file: backupFile, databaseUrl: target, uploadDir: targetUploads, migrationsDir, tools, force: false });
    expect(result.differences).toEqual([]);
    expect(result.migrated).toEqual([]);

    const [source, restored] = await Promise.all([facts(sourceUrl), facts(target)]);
    expect(restored.counts).toEqual(source.counts);
    expect(restored.wallets).toEqual(source.wallets);
    expect(restored.migrations).toEqual(source.migrations);
    for (const [name, bytes] of Object.entries(files)) expect(readFileSync(join(targetUploads, name)).equals(bytes)).toBe(true);
    expect((await listUploads(targetUploads)).length).toBe(Object.keys(files).length);

    // The restored database is the application's: a sign-in row and a money row read back whole.
    const restoredPrisma = createPrismaClient(target, { max: 1 });
    try {
      const [a, b] = await Promise.all([
        prisma.walletOperation.findMany({ orderBy: { id: 'asc' } }),
        restoredPrisma.walletOperation.findMany({ orderBy: { id: 'asc' } }),
      ]);
      expect(b.map((op) => ({ ...op, amount: op.amount.toFixed(2) }))).toEqual(a.map((op) => ({ ...op, amount: op.amount.toFixed(2) })));
    } finally {
      await restoredPrisma.$disconnect();
    }
  });

  it('refuses a database that holds tables unless --force, then replaces it whole', async () => {
    const target = newDatabaseUrl('busy');
    const targetUploads = join(work, 'busy-uploads');
    await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(new URL(target).pathname.slice(1))}`));
    const client = new Client({ connectionString: target });
    await client.connect();
    await client.query('CREATE TABLE precious (id int)');
    await client.query('INSERT INTO precious VALUES (1)');
    await client.end();

    await expect(restoreBackup({ file: backupFile, databaseUrl: target, uploadDir: targetUploads, migrationsDir, tools, force: false })).rejects.toThrow(
      /is not empty \(1 tables\).*--force/,
    );
    const untouched = await facts(target);
    expect(untouched.counts).toEqual({ precious: 1 });

    const result = await restoreBackup({ file: backupFile, databaseUrl: target, uploadDir: targetUploads, migrationsDir, tools, force: true });
    expect(result.differences).toEqual([]);
    const replaced = await facts(target);
    expect(replaced.counts.precious).toBeUndefined();
    expect(replaced.counts).toEqual((await facts(sourceUrl)).counts);
  });

  it('cli.js restore says what differs from the manifest and exits non-zero', async () => {
    // A copy of the backup whose manifest claims one more client and another balance.
    const tampered = join(work, 'tampered.tar');
    const copy = new TarWriter(tampered);
    const scratch = join(work, 'tamper-scratch');
    mkdirSync(scratch);
    await readTar(backupFile, async (entry, extract) => {
      if (entry.type === 'directory') return copy.directory(entry.name);
      const path = join(scratch, String(Math.random()));
      await extract(path);
      if (entry.name !== 'manifest.json') return copy.file(entry.name, path, entry.size);
      const manifest = JSON.parse(readFileSync(path, 'utf8'));
      manifest.counts.client += 1;
      manifest.wallets[0].balance = '1.00';
      await copy.buffer('manifest.json', Buffer.from(JSON.stringify(manifest)));
    });
    await copy.finish();

    const target = newDatabaseUrl('tampered');
    const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: target, UPLOAD_DIR: join(work, 'tampered-uploads'), LOG_LEVEL: 'silent' };
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, [builtCli(), 'restore', tampered], { env, timeout: 120_000 }, (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
      ),
    );
    expect(result.code).toBe(1);
    const clients = (await facts(sourceUrl)).counts.client;
    expect(result.stderr).toContain(`table client: ${clients} rows, the backup had ${clients + 1}`);
    expect(result.stderr).toMatch(/wallet \d+ \(.+\): balance [\d.]+, the backup had 1\.00/);

    // The untouched backup through the same command: exit 0.
    const good = await new Promise<number | null>((resolve) =>
      execFile(process.execPath, [builtCli(), 'restore', backupFile], { env: { ...env, DATABASE_URL: newDatabaseUrl('cli'), UPLOAD_DIR: join(work, 'cli-uploads') }, timeout: 120_000 }, (err) =>
        resolve(err ? ((err as { code?: number }).code ?? null) : 0),
      ),
    );
    expect(good).toBe(0);
  });

  it('refuses a file that is not a backup, and keeps only the newest BACKUP_KEEP files', async () => {
    const fake = join(work, 'mijozlar-20260101-020000.tar');
    writeFileSync(fake, Buffer.alloc(1024));
    await expect(restoreBackup({ file: fake, databaseUrl: newDatabaseUrl('fake'), uploadDir: join(work, 'x'), migrationsDir, tools, force: false })).rejects.toThrow(/not a Mijozlar backup/);

    const dir = join(work, 'prune');
    mkdirSync(dir);
    const names = ['mijozlar-20261101-020000.tar', 'mijozlar-20261102-020000.tar', 'mijozlar-20261103-020000.tar', 'mijozlar-20261104-020000.tar'];
    for (const name of [...names, 'notes.txt', '.mijozlar-20261105-020000.tar.partial', '.mijozlar-20261105-020000.tar.dump']) writeFileSync(join(dir, name), 'x');
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(['.mijozlar-20261105-020000.tar.dump', '.mijozlar-20261105-020000.tar.partial', ...names.slice(2), 'notes.txt'].sort());
    // A killed backup's leftovers go a day later (one in progress is never older than that).
    expect((await pruneBackups(dir, 2, new Date(Date.now() + 2 * 86400_000))).sort()).toEqual(['.mijozlar-20261105-020000.tar.dump', '.mijozlar-20261105-020000.tar.partial']);
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });
});
