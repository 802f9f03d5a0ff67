// @ts-nocheck -- a Node-side test of scripts/check-bundle-size.mjs; the admin tsconfig has browser types only.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkBundleSize, entryScripts, staticImports } from '../../scripts/check-bundle-size.mjs';

describe('first-load size check', () => {
  it('reads the entry script and the modulepreload links of index.html', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js"><link rel="stylesheet" href="/assets/x.css">
      <script src="https://cdn.example/x.js" type="module"></script>`;
    expect(entryScripts(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('follows static imports only, never import()', () => {
    const code = `import{a as b}from"./vendor-b.js";import"./side-c.js";export{d}from"./d.js";const l=()=>import("./lazy-e.js");`;
    expect(staticImports(code)).toEqual(['./vendor-b.js', './side-c.js', './d.js']);
  });

  it('sums the gzip size of the entry and its static imports, and fails above the budget', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(join(dist, 'assets'));
    const entry = `import{x}from"./shared.js";const lazy=()=>import("./screen.js");console.log(x,lazy);`;
    const shared = `export const x = "${'shared '.repeat(100)}";`;
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/entry.js"></script>');
    writeFileSync(join(dist, 'assets/entry.js'), entry);
    writeFileSync(join(dist, 'assets/shared.js'), shared);
    writeFileSync(join(dist, 'assets/screen.js'), 'x'.repeat(100_000));
    const expected = gzipSync(entry, { level: 9 }).length + gzipSync(shared, { level: 9 }).length;
    const result = checkBundleSize(dist, 1);
    expect(result.chunks.map((chunk: { file: string }) => chunk.file)).toEqual(['assets/entry.js', 'assets/shared.js']);
    expect(result.gzip).toBe(expected);
    expect(result.ok).toBe(true);
    expect(checkBundleSize(dist, 0.05).ok).toBe(false);
  });
});
