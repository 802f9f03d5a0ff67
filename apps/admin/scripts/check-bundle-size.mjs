#!/usr/bin/env node
// The first-load budget of the admin: the JavaScript a browser must fetch before the
// sign-in form shows — the entry chunk of dist/index.html and everything it imports statically,
// transitively — must stay at or under BUDGET_KB kB gzip. Dynamic import() chunks (the screens with
// their texts, the layout, the dashboard's charts, the Russian messages) are not counted. Run after
// `vite build`; exits 1 above budget.
//
//   node scripts/check-bundle-size.mjs [distDir] [--budget=300]
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 300;

/** The module scripts and modulepreload links of index.html, as paths relative to the dist root. */
export function entryScripts(html) {
  const found = [];
  const tag = /<(script|link)\b[^>]*>/gi;
  for (const [element, name] of html.matchAll(tag)) {
    const attribute = (key) => new RegExp(`\\b${key}\\s*=\\s*["']([^"']+)["']`, 'i').exec(element)?.[1];
    const isModuleScript = name.toLowerCase() === 'script' && attribute('type') === 'module' && attribute('src');
    const isPreload = name.toLowerCase() === 'link' && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isModuleScript ? attribute('src') : isPreload ? attribute('href') : null;
    if (url && !/^[a-z]+:|^\/\//i.test(url)) found.push(url.replace(/^\//, '').split(/[?#]/)[0]);
  }
  return found;
}

/**
 * The relative modules a chunk imports statically: `import … from "./x.js"`, `import "./x.js"` and
 * `export … from "./x.js"`; never `import("./x.js")`, which loads later.
 */
export function staticImports(code) {
  const found = new Set();
  const statement = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(statement)) found.add(match[1]);
  return [...found];
}

/** The initial JS files (relative to `distDir`) with their raw and gzip sizes, entry first. */
export function initialChunks(distDir, read = (path) => readFileSync(path)) {
  const html = read(join(distDir, 'index.html')).toString('utf8');
  const queue = entryScripts(html).filter((file) => file.endsWith('.js'));
  const seen = new Set();
  const chunks = [];
  while (queue.length > 0) {
    const file = normalize(queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const bytes = read(join(distDir, file));
    chunks.push({ file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    for (const specifier of staticImports(bytes.toString('utf8'))) {
      queue.push(relative(distDir, resolve(distDir, dirname(file), specifier)));
    }
  }
  return chunks;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

export function checkBundleSize(distDir, budgetKb = BUDGET_KB) {
  const chunks = initialChunks(distDir);
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  return { chunks, gzip, bytes, budget: budgetKb * 1000, ok: gzip <= budgetKb * 1000 };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const budgetArg = args.find((arg) => arg.startsWith('--budget='));
  const budgetKb = budgetArg ? Number(budgetArg.slice('--budget='.length)) : BUDGET_KB;
  const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const result = checkBundleSize(distDir, budgetKb);
  for (const chunk of result.chunks) {
    console.log(`  ${chunk.file.padEnd(44)} ${kB(chunk.bytes).padStart(8)} kB │ gzip ${kB(chunk.gzip).padStart(7)} kB`);
  }
  const summary = `first-load JS: ${result.chunks.length} files, ${kB(result.bytes)} kB, ${kB(result.gzip)} kB gzip (budget ${budgetKb} kB gzip)`;
  if (!result.ok) {
    console.error(
      `\n✗ ${summary}.\n  The JavaScript loaded before the sign-in form is over budget by ${kB(result.gzip - result.budget)} kB gzip.\n` +
        '  Load the new code lazily (React.lazy / import()) from its screen instead of from App, the layout\n' +
        '  or a module the sign-in page imports; see src/routes/lazyScreen.ts and resources/*/index.ts. A screen\'s\n' +
        '  texts go with its chunk too (resources/<name>/texts.ts, src/i18n/locales.ts), not into i18n/uz.ts.',
    );
    process.exit(1);
  }
  console.log(`✓ ${summary}`);
}
