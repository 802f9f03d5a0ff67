import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The ledger's rule as a test: only LedgerService writes wallet operations or wallet balances.
 * (The demo seed writes its history directly and keeps balances equal to the sums itself.)
 */
const SRC = join(__dirname, '..', '..');
const ALLOWED = new Set(['modules/ledger/ledger.service.ts', 'seed/demo-seed.ts']);
const WRITES = [
  /walletOperation\.(create|createMany|update|updateMany|upsert|delete|deleteMany)\b/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?wallet_operation"?/i,
  /\bUPDATE\s+"?wallet"?\s+SET\b/i,
  /wallet\.(update|updateMany|upsert)\([^)]*balance/s,
  /\bbalance\s*:\s*\{\s*(increment|decrement)/,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : files(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the one ledger write path', () => {
  it('no file but LedgerService writes wallet_operation or wallet.balance', () => {
    const offenders = files(SRC)
      .map((path) => ({ path: relative(SRC, path).split('\\\\').join('/'), text: readFileSync(path, 'utf8') }))
      .filter(({ path, text }) => !ALLOWED.has(path) && WRITES.some((re) => re.test(text)))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
