import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The map from the spec's rules to their files (docs/ARCHITECTURE.md) and the README of every
 * module, common and jobs folder stay true: each folder has its README, and every file path they
 * name in backticks exists.
 */
const API = join(__dirname, '..');
const SRC = __dirname;
const REPO = join(API, '..', '..');
const FOLDERS = ['modules', 'common', 'jobs'].flatMap((group) =>
  readdirSync(join(SRC, group))
    .filter((name) => statSync(join(SRC, group, name)).isDirectory())
    .map((name) => join(group, name)),
);

/** The backticked words of a Markdown text that look like paths (no spaces, no globs). */
const pathsIn = (text: string) => [...text.matchAll(/`([\w./-]+)`/g)].map((m) => m[1]).filter((word) => word.includes('/') || /\.(ts|tsx|mjs)$/.test(word));

/** Where a path named in a README of `folder` points: repo-, api-, src- or folder-relative. */
function resolve(word: string, folder: string): string | null {
  if (/^(apps|packages|scripts|prisma|docs)\//.test(word)) return join(REPO, word);
  if (/^(src|test)\//.test(word)) return join(API, word);
  if (/^(modules|common|jobs|seed|config|database|redis)\//.test(word)) return join(SRC, word);
  if (/^[\w.-]+(\/[\w.-]+)*\.(ts|tsx|mjs)$/.test(word)) return join(SRC, folder, word);
  return null; // a route, a query string or another non-path word
}

/** "GET /api/sale/:id/" of every handler of the controllers below a folder (prefix + path, slash-ended). */
function routesOf(folder: string): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  for (const file of walk(join(SRC, folder)).filter((path) => path.endsWith('.controller.ts'))) {
    let prefix: string | undefined;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const controller = line.match(/@Controller\((?:'([^']*)')?\)/);
      if (controller) prefix = controller[1] ?? '';
      const handler = line.match(/@(Get|Post|Put|Patch|Delete)\((?:'([^']*)')?\)/);
      if (handler && prefix !== undefined) {
        const path = ['api', prefix, handler[2] ?? ''].filter(Boolean).join('/');
        routes.add(`${handler[1].toUpperCase()} /${path}/`.replace(/(\.(?:xlsx?|docx|pdf))\/$/, '$1'));
      }
    }
  }
  return routes;
}

describe('architecture documents', () => {
  it('every module, common and jobs folder has a README', () => {
    expect(FOLDERS.length).toBeGreaterThan(30);
    expect(FOLDERS.filter((folder) => !existsSync(join(SRC, folder, 'README.md')))).toEqual([]);
  });

  it('every path the READMEs name exists', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const folder of FOLDERS) {
      const readme = join(SRC, folder, 'README.md');
      if (!existsSync(readme)) continue;
      for (const word of pathsIn(readFileSync(readme, 'utf8'))) {
        const path = resolve(word, folder);
        if (!path) continue;
        checked += 1;
        if (!existsSync(path)) missing.push(`${folder}/README.md: ${word}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('a module README lists exactly the routes of its controllers', () => {
    const wrong: string[] = [];
    for (const folder of FOLDERS.filter((path) => path.startsWith('modules/'))) {
      const readme = readFileSync(join(SRC, folder, 'README.md'), 'utf8');
      const listed = [...readme.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^`]*)`/g)].map((m) => m[1]);
      const served = routesOf(folder);
      for (const route of listed) if (!served.has(route)) wrong.push(`${folder}: ${route} is not served`);
      for (const route of served) if (!listed.includes(route)) wrong.push(`${folder}: ${route} is not in its README`);
    }
    expect(wrong).toEqual([]);
  });

  it('docs/ARCHITECTURE.md names one existing file for each rule, and the README links it', () => {
    const map = readFileSync(join(REPO, 'docs', 'ARCHITECTURE.md'), 'utf8');
    const rows = map.split('\n').filter((line) => /^\| .* \| `[^`]+` \|$/.test(line));
    expect(rows.length).toBeGreaterThan(40);
    const files = rows.map((row) => row.match(/\| `([^`]+)` \|$/)![1]);
    expect(files.filter((file) => !existsSync(join(REPO, file)))).toEqual([]);
    const named = pathsIn(map).filter((word) => resolve(word, '') !== null && /^(apps|packages|scripts|prisma|docs)\//.test(word));
    expect(named.filter((word) => !existsSync(join(REPO, word)))).toEqual([]);
    expect(readFileSync(join(REPO, 'README.md'), 'utf8')).toContain('](docs/ARCHITECTURE.md)');
  });
});
