import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unknownMigrations } from '../../database/migrator';
import { BACKUP_FILE, backupFileName } from './backup-archive';
import { compareFacts, DatabaseFacts } from './manifest';
import { libpqEnv } from './pg-tools';
import { readTar, TarEntry, TarWriter } from './tar';

describe('backup pieces', () => {
  it('names files by Tashkent time, sortable', () => {
    expect(backupFileName(new Date('2026-11-27T21:30:05Z'))).toBe('mijozlar-20261128-023005.tar');
    expect(backupFileName(new Date('2026-11-27T21:30:05Z'))).toMatch(BACKUP_FILE);
  });

  it('gives the tools the connection through the environment, password included, Prisma parameters left out', () => {
    expect(libpqEnv('postgresql://mi%40jo:p%3Ass@db.local:6543/mijozlar?schema=public&sslmode=require')).toEqual({
      PGHOST: 'db.local',
      PGPORT: '6543',
      PGDATABASE: 'mijozlar',
      PGUSER: 'mi@jo',
      PGPASSWORD: 'p:ss',
      PGSSLMODE: 'require',
    });
  });

  it('compares a manifest with a restored database: counts, balances, the last migration', () => {
    const expected: DatabaseFacts = {
      last_migration: 'b',
      migrations: ['a', 'b'],
      counts: { client: 3, sale: 2 },
      wallets: [{ id: 1, name: 'Kassa', currency_id: 1, balance: '100.00' }],
    };
    expect(compareFacts(expected, structuredClone(expected))).toEqual([]);
    expect(
      compareFacts(expected, { ...expected, last_migration: 'a', counts: { client: 2 }, wallets: [{ id: 1, name: 'Kassa', currency_id: 1, balance: '99.99' }] }),
    ).toEqual([
      'table client: 2 rows, the backup had 3',
      'table sale is missing (the backup had 2 rows)',
      'wallet 1 (Kassa): balance 99.99, the backup had 100.00',
      'last migration a, the backup had b',
    ]);
  });

  it('names the migrations a database holds that the build does not know', () => {
    expect(unknownMigrations(['1_a', '2_b', '9_z'], ['1_a', '2_b', '3_c'])).toEqual(['9_z']);
    expect(unknownMigrations(['1_a'], ['1_a', '2_b'])).toEqual([]);
  });

  it('writes tar files that tar reads, and reads them back (long names, empty files, directories)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mijozlar-tar-'));
    try {
      const big = Buffer.alloc(3 * 1024 * 1024 + 7, 7);
      writeFileSync(join(dir, 'big.bin'), big);
      const longName = `uploads/${'oʻzbek-'.repeat(20)}.jpg`;
      const file = join(dir, 'a.tar');
      const tar = new TarWriter(file);
      await tar.buffer('manifest.json', Buffer.from('{"format":1}'));
      await tar.directory('uploads');
      await tar.file('uploads/big.bin', join(dir, 'big.bin'), big.length);
      await tar.buffer(longName, Buffer.from('long'));
      await tar.buffer('uploads/empty', Buffer.alloc(0));
      await tar.finish();

      expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(['manifest.json', 'uploads/', 'uploads/big.bin', longName, 'uploads/empty']);

      const seen: Omit<TarEntry, 'mtime'>[] = [];
      await readTar(file, async (entry, extract) => {
        seen.push({ name: entry.name, type: entry.type, size: entry.size });
        if (entry.type === 'file') await extract(join(dir, `out-${seen.length}`));
      });
      expect(seen).toEqual([
        { name: 'manifest.json', type: 'file', size: 12 },
        { name: 'uploads/', type: 'directory', size: 0 },
        { name: 'uploads/big.bin', type: 'file', size: big.length },
        { name: longName, type: 'file', size: 4 },
        { name: 'uploads/empty', type: 'file', size: 0 },
      ]);
      expect(readFileSync(join(dir, 'out-3')).equals(big)).toBe(true);
      expect(readFileSync(join(dir, 'out-4'), 'utf8')).toBe('long');
      expect(readFileSync(join(dir, 'out-5')).length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
