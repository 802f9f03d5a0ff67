import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../errors/api-error';
import type { XlsxColumn } from './columns';
import { readSheet, SheetLimits } from './sheet-reader';
import { DEFAULT_ZIP_LIMITS, guardZip, ZipLimits } from './zip-guard';

/**
 * A worker thread of the XLSX import pool (xlsx-import.ts): for each job, the zip checks that
 * inflate every entry, then the streaming parse, off the request thread. Answers each job with
 * `{ ok: true, sheet }` or `{ ok: false, error }`.
 */
interface Job {
  buffer: ArrayBuffer;
  columns: XlsxColumn[];
  limits: SheetLimits;
  zipLimits?: ZipLimits;
  field: string;
  /** The import's pure row validator: a module file, its export, and the context it takes. */
  validate?: { module: string; name: string; context: unknown };
}

async function run(job: Job) {
  const buffer = Buffer.from(job.buffer);
  guardZip(buffer, job.zipLimits ?? DEFAULT_ZIP_LIMITS, job.field);
  const sheet = await readSheet(buffer, job.columns, job.limits, job.field);
  if (!job.validate) return sheet;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const validator = require(job.validate.module)[job.validate.name] as (rows: unknown, present: string[], context: unknown) => unknown;
  return { ...sheet, rows: [], validated: validator(sheet.rows, sheet.present, job.validate.context) };
}

// Below the request thread: on Linux the nice value is per thread, so this lowers only the parse
// and requests keep their share of the CPU on a busy machine. Elsewhere it may fail; that is fine.
try {
  setPriority(0, 10);
} catch {
  // not allowed here
}

// One job at a time, as long as the pool keeps this worker.
parentPort!.on('message', (job: Job) => {
  run(job).then(
    (sheet) => parentPort!.postMessage({ ok: true, sheet }),
    (err: unknown) =>
      parentPort!.postMessage({
        ok: false,
        error: err instanceof ApiError ? { status: err.status, errors: err.errors } : { message: String((err as Error)?.message ?? err) },
      }),
  );
});
