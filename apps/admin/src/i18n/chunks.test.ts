import { describe, expect, it } from 'vitest';
import { withResourceTexts } from './locales';
import uz from './uz';

/**
 * The screens' texts are not in the first load: each lazy chunk registers the `resources.<name>` (and
 * `app.<name>`) groups it shows through resources/<name>/texts.ts (locales.ts). A chunk that shows a
 * group nobody registered shows raw keys ("resources.wallets.fields.amount") when it is opened first,
 * e.g. by a deep link. This test reads the source: for the first load and every import() chunk, each
 * group its code uses must be in uz.ts/ru.ts or registered by a module of that chunk (or the first load).
 */

/** Every non-test source file, by path relative to src ("resources/wallets/WalletOperations.tsx"). */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], { query: '?raw', import: 'default', eager: true })).map(
    // Vite names files of this folder "./x.ts" and the others "../dir/x.ts".
    ([path, code]) => [path.startsWith('./') ? `i18n/${path.slice(2)}` : path.replace(/^\.\.\//, ''), code],
  ),
);

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The source file a relative specifier of `from` names, or undefined (packages, assets). */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(`${from.split('/').slice(0, -1).join('/')}/${specifier}`);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => path in SOURCES);
}

/** Static imports (not `import type`, which vanish) and re-exports. */
function staticImports(file: string): string[] {
  const found: string[] = [];
  for (const match of SOURCES[file].matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const target = resolve(file, match[1]);
    if (target) found.push(target);
  }
  return found;
}

function dynamicImports(file: string): string[] {
  return [...SOURCES[file].matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap((match) => resolve(file, match[1]) ?? []);
}

function closure(entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const next of staticImports(queue.pop()!)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The text groups a file uses: `resources.<name>` by key or by `resource="<name>"`, `app.<name>` by key. */
function usedGroups(file: string): string[] {
  const code = SOURCES[file];
  const groups = new Set<string>();
  for (const match of code.matchAll(/['"`](resources|app)\.([a-z_]+)[.'"`]/g)) groups.add(`${match[1]}.${match[2]}`);
  for (const match of code.matchAll(/\bresource=\{?['"]([a-z_-]+)['"]/g)) groups.add(`resources.${match[1]}`);
  return [...groups];
}

function registeredGroups(file: string): string[] {
  const code = SOURCES[file];
  return [
    ...[...code.matchAll(/registerResourceTexts\(\s*['"]([a-z_-]+)['"]/g)].map((match) => `resources.${match[1]}`),
    ...[...code.matchAll(/registerAppTexts\(\s*['"]([a-z_-]+)['"]/g)].map((match) => `app.${match[1]}`),
  ];
}

/** Groups of uz.ts itself (the first load), and the groups some texts.ts registers (all the others). */
const FIRST_LOAD_GROUPS = new Set([...Object.keys(uz.resources).map((name) => `resources.${name}`), ...Object.keys(uz.app).map((name) => `app.${name}`)]);
const CHUNK_GROUPS = new Set(Object.keys(SOURCES).flatMap(registeredGroups));

const MAIN = 'main.tsx';
const mainFiles = closure(MAIN);
/** The signed-in shell: every screen renders inside it, so the texts it registers serve them all. */
const LAYOUT = 'layout/AppLayout.tsx';
const layoutFiles = closure(LAYOUT);
const entries = [...new Set(Object.keys(SOURCES).flatMap(dynamicImports))].filter((entry) => !mainFiles.has(entry));

/** "entry: group (file)" for each group a chunk uses but neither it nor the first load provides. */
function missingTexts(entry: string): string[] {
  const files = entry === MAIN ? mainFiles : closure(entry);
  const shell = entry === MAIN ? [] : [...layoutFiles];
  const provided = new Set([...FIRST_LOAD_GROUPS, ...[...files, ...mainFiles, ...shell].flatMap(registeredGroups)]);
  const missing: string[] = [];
  for (const file of files) {
    if (entry !== MAIN && mainFiles.has(file)) continue;
    for (const group of usedGroups(file)) {
      // Groups of react-admin resources without texts of their own (wallet-operations, sales-pending…) fall back to labels.
      const known = FIRST_LOAD_GROUPS.has(group) || CHUNK_GROUPS.has(group);
      if (known && !provided.has(group)) missing.push(`${entry}: ${group} (${file})`);
    }
  }
  return missing;
}

describe('texts of the lazy chunks', () => {
  it('finds the sources, the chunks and the registered groups', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(entries).toEqual(expect.arrayContaining(['resources/wallets/screens.ts', 'resources/debts/DebtList.tsx', 'layout/AppLayout.tsx']));
    expect([...CHUNK_GROUPS]).toEqual(expect.arrayContaining(['resources.wallets', 'resources.clients', 'resources.sales', 'resources.users', 'app.import']));
  });

  it('the first load uses only the texts of uz.ts/ru.ts and carries no chunk texts', () => {
    expect(missingTexts(MAIN)).toEqual([]);
    expect([...mainFiles].filter((file) => registeredGroups(file).length > 0 || /^i18n\/(?!ui\.|uz\.|ru\.).*\.(uz|ru)\.ts$/.test(file))).toEqual([]);
  });

  it('every lazy chunk registers the texts its screens use', () => {
    expect(entries.flatMap(missingTexts)).toEqual([]);
  });

  it('no group is both in uz.ts and in a chunk', () => {
    expect([...CHUNK_GROUPS].filter((group) => FIRST_LOAD_GROUPS.has(group))).toEqual([]);
  });
});

describe('keys used in the code', () => {
  it('every complete key written in the code exists in Uzbek (the first load or a chunk)', async () => {
    await Promise.all(Object.values(import.meta.glob('../resources/*/texts.ts')).map((load) => load()));
    await Promise.all(Object.values(import.meta.glob('./*Texts.ts')).map((load) => load()));
    const merged = withResourceTexts('uz', uz) as unknown as Record<string, unknown>;
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], merged);
    const missing: string[] = [];
    for (const [file, code] of Object.entries(SOURCES)) {
      for (const match of code.matchAll(/(?<![\w$`])['"]((?:resources|app|ra)\.[a-z_0-9-]+(?:\.[a-zA-Z_0-9-]+)+)['"]/g)) {
        // A group is fine too: some components take a key prefix (CurrencyTotalsFooter's labelPrefix).
        if (lookup(match[1]) === undefined) missing.push(`${match[1]} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
