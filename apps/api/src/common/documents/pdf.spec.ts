import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../errors/api-error';
import { findLibreOffice } from './find-libreoffice';
import { PdfConverter } from './pdf';

/**
 * A fake soffice: logs "start <ns>" and "end <ns>", sleeps SLEEP seconds, writes <outdir>/document.pdf
 * with the input's first bytes. Its child `sleep` is in its process group, so a kill must take both.
 */
function fakeSoffice(dir: string, sleep: string): { binary: string; log: string } {
  const log = join(dir, 'calls.log');
  const binary = join(dir, 'soffice');
  writeFileSync(
    binary,
    `#!/bin/sh
outdir=""; prev=""; input=""
for a in "$@"; do
  if [ "$prev" = "--outdir" ]; then outdir="$a"; fi
  prev="$a"; input="$a"
done
echo "start $(date +%s%N)" >> ${log}
sleep ${sleep}
printf '%%PDF-1.4 fake ' > "$outdir/document.pdf"
head -c 2 "$input" >> "$outdir/document.pdf"
echo "end $(date +%s%N)" >> ${log}
`,
  );
  chmodSync(binary, 0o755);
  return { binary, log };
}

function maxOverlap(log: string): number {
  const events = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .map(([what, at]) => ({ delta: what === 'start' ? 1 : -1, at: BigInt(at) }))
    .sort((a, b) => (a.at === b.at ? a.delta - b.delta : a.at < b.at ? -1 : 1));
  let now = 0;
  let max = 0;
  for (const e of events) {
    now += e.delta;
    max = Math.max(max, now);
  }
  return max;
}

const codeOf = (err: unknown) => (err instanceof ApiError ? `${err.status} ${err.errors[0].code}` : String(err));

describe('PdfConverter', () => {
  let dir: string;
  let tmpRoot: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pdf-spec-'));
    tmpRoot = mkdtempSync(join(tmpdir(), 'pdf-spec-tmp-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(tmpRoot, { recursive: true, force: true });
  });
  const leftovers = () => readdirSync(tmpRoot).filter((name) => name.startsWith('mijozlar-pdf-'));

  it('converts, at most `concurrency` at a time, and removes its temporary files', async () => {
    const { binary, log } = fakeSoffice(dir, '0.3');
    const pdf = new PdfConverter({ binary, concurrency: 2, tmpRoot });
    const answers = await Promise.all(Array.from({ length: 6 }, () => pdf.convert(Buffer.from('PK...'))));
    for (const a of answers) expect(a.toString()).toBe('%PDF-1.4 fake PK');
    expect(maxOverlap(log)).toBe(2);
    expect(readFileSync(log, 'utf8').match(/start/g)).toHaveLength(6);
    expect(leftovers()).toEqual([]);
    expect(pdf.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('honours a concurrency of 1', async () => {
    const { binary, log } = fakeSoffice(dir, '0.2');
    const pdf = new PdfConverter({ binary, concurrency: 1, tmpRoot });
    await Promise.all([pdf.convert(Buffer.from('a')), pdf.convert(Buffer.from('b')), pdf.convert(Buffer.from('c'))]);
    expect(maxOverlap(log)).toBe(1);
  });

  it('kills a conversion past its timeout (with its process group) and frees the slot', async () => {
    const { binary } = fakeSoffice(dir, '30');
    const pdf = new PdfConverter({ binary, concurrency: 1, timeoutMs: 300, tmpRoot });
    const started = Date.now();
    await expect(pdf.convert(Buffer.from('x')).catch((e) => Promise.reject(codeOf(e)))).rejects.toBe('503 documents.pdf_failed');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(leftovers()).toEqual([]);
    expect(pdf.load()).toEqual({ running: 0, waiting: 0 });
    // The `sleep 30` child went with the group: no process of the fake is left.
    const { execSync } = require('node:child_process');
    expect(execSync(`ps -eo args | grep -c "[s]leep 30" || true`).toString().trim()).toBe('0');
  });

  it('answers pdf_unavailable without a binary, or with one that is gone', async () => {
    await expect(new PdfConverter({ binary: null, concurrency: 2 }).convert(Buffer.from('x')).catch((e) => Promise.reject(codeOf(e)))).rejects.toBe(
      '503 documents.pdf_unavailable',
    );
    const gone = new PdfConverter({ binary: join(dir, 'no-soffice'), concurrency: 2, tmpRoot });
    expect(gone.available()).toBe(false);
    await expect(gone.convert(Buffer.from('x')).catch((e) => Promise.reject(codeOf(e)))).rejects.toBe('503 documents.pdf_unavailable');
  });

  it('refuses with busy when more than maxWaiting wait', async () => {
    const { binary } = fakeSoffice(dir, '0.3');
    const pdf = new PdfConverter({ binary, concurrency: 2, maxWaiting: 3, tmpRoot });
    const results = await Promise.allSettled(Array.from({ length: 7 }, () => pdf.convert(Buffer.from('x'))));
    const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : codeOf(r.reason)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5); // 2 running + 3 waiting
    expect(codes.filter((c) => c === '503 documents.busy')).toHaveLength(2);
    expect(leftovers()).toEqual([]);
  });

  // The real LibreOffice (the CI and the Docker image install it; a developer machine may not have it).
  const real = findLibreOffice(process.env.PATH ?? '');
  (real || process.env.CI ? it : it.skip)('converts a real DOCX with LibreOffice, Cyrillic and oʻ included', async () => {
    const { makeDocx } = await import('./test-docx');
    const pdf = new PdfConverter({ binary: real, concurrency: 2, tmpRoot });
    const out = await pdf.convert(makeDocx(['Toshmatov Jasur Oʻgʻli — Тошматов Жасур']));
    expect(out.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dir, 'out.pdf');
    writeFileSync(file, out);
    const { execFileSync } = require('node:child_process');
    const text: string = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('Toshmatov Jasur Oʻgʻli');
    expect(text).toContain('Тошматов Жасур');
    expect(leftovers()).toEqual([]);
  }, 60_000);

  it('finds soffice on PATH', () => {
    const { binary } = fakeSoffice(dir, '0');
    expect(findLibreOffice(`/nonexistent:${dir}`)).toBe(binary);
    expect(findLibreOffice('/nonexistent')).toBeNull();
  });
});
