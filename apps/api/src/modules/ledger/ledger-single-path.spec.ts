import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The ledger's rule as a test: only the ledger writes wallet operations or wallet balances — in
 * the API, its seeds (the demo's history goes through the ledger's own write) and the scripts.
 */
const REPO = join(__dirname, '..', '..', '..', '..', '..');
const SCANNED = ['apps/api/src', 'apps/api/test/support', 'scripts', 'prisma'];
const ALLOWED: Record<string, string> = {
  'apps/api/src/modules/ledger/ledger.service.ts': 'the ledger',
  // Benchmark data, made in bulk with SQL (a million operations in seconds); it sets each wallet's
  // balance to the sum of its operations in one statement, and never runs in the product.
  'scripts/seed-large.mjs': 'bulk benchmark data',
};
const WRITES = [
  /walletOperation\.(create|createMany|update|updateMany|upsert|delete|deleteMany)\b/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?wallet_operation"?/i,
  /\bUPDATE\s+"?wallet"?(\s+(AS\s+)?\w+)?\s+SET\b/i,
  /wallet\.(update|updateMany|upsert)\([^)]*balance/s,
  /\bbalance\s*:\s*\{\s*(increment|decrement)/,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['generated', 'node_modules', 'migrations'].includes(name) ? [] : files(path);
    return /\.(ts|mjs|js)$/.test(path) && !/\.spec\.ts$/.test(path) ? [path] : [];
  });
}

const writers = (text: string) => WRITES.some((re) => re.test(text));

describe('the one ledger write path', () => {
  it('no file but the ledger writes wallet_operation or wallet.balance', () => {
    const scanned = SCANNED.flatMap((dir) => files(join(REPO, dir))).map((path) => relative(REPO, path).split('\\').join('/'));
    expect(scanned).toEqual(expect.arrayContaining(['apps/api/src/seed/demo-seed.ts', 'scripts/seed-large.mjs', 'apps/api/src/modules/ledger/ledger.service.ts']));
    const offenders = scanned.filter((path) => !(path in ALLOWED) && writers(readFileSync(join(REPO, path), 'utf8')));
    expect(offenders).toEqual([]);
    // Every exception still writes (or it would hide a new writer of the same name).
    for (const path of Object.keys(ALLOWED)) expect([path, writers(readFileSync(join(REPO, path), 'utf8'))]).toEqual([path, true]);
  });

  it('catches the ways a write is spelled', () => {
    for (const text of [
      'UPDATE wallet w SET balance = 0',
      'UPDATE "wallet" AS w SET balance = 1',
      'update wallet set balance = balance + 1',
      'INSERT INTO wallet_operation (wallet_id) VALUES (1)',
      'tx.walletOperation.create({ data })',
      'tx.wallet.update({ where: { id }, data: { balance: { increment: delta } } })',
    ]) {
      expect([text, writers(text)]).toEqual([text, true]);
    }
    expect(writers('SELECT balance FROM wallet w WHERE id = 1')).toBe(false);
  });
});
