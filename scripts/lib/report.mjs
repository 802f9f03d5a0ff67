// What scripts/test.mjs reads back from the test runners and prints after a failure.
import { existsSync, readFileSync } from 'node:fs';
import { bold } from './log.mjs';

/** { passed, failed, skipped } from a runner's JSON report, or null when it wrote none. */
export function readCounts(file, kind) {
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'playwright') {
      const s = r.stats ?? {};
      return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
    }
    return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
  } catch {
    return null;
  }
}

export function printLogTail(file, lines = 40) {
  if (!existsSync(file)) return;
  const tail = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
  console.log(bold(`\nLast ${tail.length} lines of ${file}:`));
  console.log(tail.join('\n'));
}

export function firstLine(text) {
  return String(text ?? '').trim().split('\n')[0].slice(0, 120);
}
