import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, ImportError } from '@mijozlar/shared';
import { ApiError, PendingFieldError } from '../errors/api-error';
import { XlsxColumn } from './columns';
import { DEFAULT_SHEET_LIMITS, ParsedSheet, SheetLimits } from './sheet-reader';
import type { ImportSlots, ReleaseSlot } from './import-slots';
import { DEFAULT_ZIP_LIMITS, ZipLimits, readZipDirectory } from './zip-guard';

export { cellText, DEFAULT_SHEET_LIMITS } from './sheet-reader';
export type { ParsedSheet, SheetLimits, SheetRow } from './sheet-reader';
export { readSheet } from './sheet-reader';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = DEFAULT_SHEET_LIMITS.maxRows;

/** A parse that takes longer than this is stopped (the worker is terminated): 400 import.too_large. */
const PARSE_TIMEOUT_MS = 60_000;
/** Heap of a parse worker; a file that needs more is refused (400 import.too_large). */
const WORKER_HEAP_MB = 256;
/** How long an import waits for a free parse worker before 429 import.busy. */
const SLOT_WAIT_MS = 10_000;
/** An idle parse worker is stopped after this. */
const WORKER_IDLE_MS = 60_000;

// ─── One import per user, a few parses per process ─────────────────────────────────────────────

const IMPORT_SLOT = Symbol('importSlot');
let poolSize = 2;
let slots: ImportSlots | null = null;

/**
 * Sets how many files are parsed at once in this process (IMPORT_CONCURRENCY) and where the
 * per-user slots are kept (ImportSlots: Redis, else PostgreSQL, shared by every process).
 */
export function configureXlsxImports(options: { concurrency: number; slots: ImportSlots }): void {
  poolSize = Math.max(1, options.concurrency);
  slots = options.slots;
}

/**
 * Takes the user's import slot for the whole request (read, parse, check, write): a second
 * import by the same user while one runs, in any process, is 429 import.in_progress. Freed just
 * before the answer is sent (releaseImportSlot, from an onSend hook), when the client goes away,
 * or by itself if this process dies (import-slots.ts).
 */
async function takeUserSlot(request: FastifyRequest): Promise<void> {
  const userId = (request as FastifyRequest & { user?: { id: number } }).user?.id;
  if (userId === undefined) return;
  if (!slots) throw new Error('configureXlsxImports() was not called: no import slots');
  const release = await slots.take(userId);
  if (!release) throw new ApiError(429, [{ field: null, code: ImportError.IN_PROGRESS }], { 'Retry-After': '5' });
  (request as unknown as Record<symbol, ReleaseSlot>)[IMPORT_SLOT] = release;
  // The client left while the slot was being taken: the abort hook has already run.
  if (request.raw.socket?.destroyed) await releaseImportSlot(request);
}

/** Frees the request's import slot, if it took one (Fastify onSend / onResponse / onRequestAbort). */
export async function releaseImportSlot(request: FastifyRequest): Promise<void> {
  const held = request as unknown as Record<symbol, ReleaseSlot | undefined>;
  const release = held[IMPORT_SLOT];
  if (release) {
    held[IMPORT_SLOT] = undefined;
    await release();
  }
}

// ─── Upload and parse ───────────────────────────────────────────────────────────────────────────

/**
 * Reads the one file of a multipart request (field `field`, at most `maxBytes`) into memory.
 * Other parts are ignored. Not multipart, no file, or another field name → 400 on `field`;
 * too large → 413 (fastify-multipart's limit, set per call here). Takes the user's import slot
 * first (one import per user at a time: 429 import.in_progress).
 */
export async function readUploadedFile(request: FastifyRequest, field: string, maxBytes = MAX_IMPORT_BYTES): Promise<Buffer> {
  return (await readUpload(request, field, maxBytes)).buffer;
}

/** readUploadedFile with the file's name as the browser sent it (an import's audit entry names its file). */
export async function readUpload(request: FastifyRequest, field: string, maxBytes = MAX_IMPORT_BYTES): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw ApiError.badRequest(field, ErrorCode.REQUIRED);
  await takeUserSlot(request);
  let found: { buffer: Buffer; filename: string } | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type !== 'file') continue;
    const file = part as MultipartFile;
    if (file.fieldname !== field || found) {
      await file.toBuffer(); // drain
      continue;
    }
    found = { buffer: await file.toBuffer(), filename: file.filename || field }; // throws 413 past maxBytes
  }
  if (!found || found.buffer.length === 0) throw ApiError.badRequest(field, ErrorCode.REQUIRED);
  return found;
}

/**
 * An import's row validator, run in the worker right after the parse so that checking 10 000 rows
 * does not hold the request thread either: a pure function `(rows, present, context) => result`
 * exported by `module` (pass `require.resolve('./x-import')`), and a context that survives a
 * structured clone (plain objects, arrays, Maps, Sets).
 */
export interface WorkerValidator {
  module: string;
  name: string;
  context: unknown;
}

export interface ParseOptions {
  field?: string;
  /** Run this validator in the worker; its answer comes back as `validated` (and `rows` stays empty). */
  validate?: WorkerValidator;
  zipLimits?: ZipLimits;
  /** Data rows (default 10 000); see SheetLimits for columns and cells. */
  maxRows?: number;
  maxColumns?: number;
  maxCells?: number;
}

/**
 * Checks and parses an uploaded .xlsx without blocking the request thread:
 * 1. here, cheaply: the zip's central directory (entries, claimed sizes, no ZIP64);
 * 2. in a worker thread (a few per process, IMPORT_CONCURRENCY; others wait up to 10 s, then
 *    429 import.busy), with a 256 MB heap and a 60 s limit: every entry inflated against its
 *    claimed size (a zip bomb stops at once), then the first sheet streamed row by row with the
 *    row, column and cell limits checked on each row (see sheet-reader.ts).
 * The header row is matched to the columns by their uz or ru header (or key); unknown columns
 * are ignored (the caller checks its required columns against `present`). Empty rows are skipped.
 */
export async function parseXlsx<V = never>(buffer: Buffer, columns: XlsxColumn[], options: ParseOptions = {}): Promise<ParsedSheet<V>> {
  const field = options.field ?? 'dataFile';
  const zipLimits = options.zipLimits ?? DEFAULT_ZIP_LIMITS;
  readZipDirectory(buffer, zipLimits, field);
  const limits: SheetLimits = {
    maxRows: options.maxRows ?? DEFAULT_SHEET_LIMITS.maxRows,
    maxColumns: options.maxColumns ?? DEFAULT_SHEET_LIMITS.maxColumns,
    maxCells: options.maxCells ?? DEFAULT_SHEET_LIMITS.maxCells,
  };
  return parseInWorker({ buffer, columns, limits, zipLimits, field, validate: options.validate }) as Promise<ParsedSheet<V>>;
}

// Under ts (tests, ts-node) the worker entry is TypeScript: the bootstrap then compiles the
// worker's modules with @swc/core (a dev dependency) on the fly; the build runs plain JavaScript.
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.swc) {
  const swc = require(workerData.swc);
  const fs = require('node:fs');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename, sourceMaps: false, module: { type: 'commonjs' },
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    });
    module._compile(code, filename);
  };
}
require(workerData.entry);
`;

type WorkerAnswer =
  | { ok: true; sheet: ParsedSheet<unknown> }
  | { ok: false; error: { status?: number; errors?: PendingFieldError[]; message?: string } };
interface ParseJob {
  buffer: Buffer;
  columns: XlsxColumn[];
  limits: SheetLimits;
  zipLimits: ZipLimits;
  field: string;
  validate?: WorkerValidator;
}

/**
 * The parse workers of this process: at most IMPORT_CONCURRENCY, started when needed and kept
 * (unref'd) for a minute of idleness, so an import does not pay for loading exceljs each time.
 * A worker that fails, runs out of heap or out of time is terminated and replaced.
 */
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
let started = 0;
const waiting: ((worker: Worker | null) => void)[] = [];

function spawn(): Worker {
  const entry = join(__dirname, `xlsx-parse.worker${extname(__filename)}`);
  const swc = entry.endsWith('.ts') ? require.resolve('@swc/core') : null;
  const worker = new Worker(WORKER_BOOTSTRAP, {
    eval: true,
    workerData: { entry, swc },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  worker.unref();
  started++;
  worker.once('exit', () => {
    started--;
    const i = idle.findIndex((w) => w.worker === worker);
    if (i >= 0) {
      clearTimeout(idle[i].timer);
      idle.splice(i, 1);
    }
    // A waiter may now start a worker of its own.
    const next = waiting.shift();
    if (next) next(null);
  });
  return worker;
}

async function takeWorker(): Promise<Worker> {
  const ready = idle.pop();
  if (ready) {
    clearTimeout(ready.timer);
    return ready.worker;
  }
  if (started < poolSize) return spawn();
  const handed = await new Promise<Worker | null | 'timeout'>((resolve) => {
    const wake = (worker: Worker | null) => {
      clearTimeout(timer);
      resolve(worker);
    };
    const timer = setTimeout(() => {
      const i = waiting.indexOf(wake);
      if (i >= 0) waiting.splice(i, 1);
      resolve('timeout');
    }, SLOT_WAIT_MS);
    waiting.push(wake);
  });
  if (handed === 'timeout') throw ApiError.tooManyRequests(30, ImportError.BUSY);
  return handed ?? takeWorker();
}

function giveBack(worker: Worker): void {
  const next = waiting.shift();
  if (next) {
    next(worker);
    return;
  }
  const timer = setTimeout(() => void worker.terminate(), WORKER_IDLE_MS);
  timer.unref();
  idle.push({ worker, timer });
}

async function parseInWorker(job: ParseJob): Promise<ParsedSheet<unknown>> {
  const worker = await takeWorker();
  const copy = new Uint8Array(job.buffer); // its own memory, handed over to the worker
  const tooLarge = () => ApiError.badRequest(job.field, ImportError.TOO_LARGE);
  return new Promise<ParsedSheet<unknown>>((resolve, reject) => {
    let settled = false;
    const finish = (healthy: boolean, fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy) giveBack(worker);
      else void worker.terminate();
      fn();
    };
    const onMessage = (answer: WorkerAnswer) =>
      finish(true, () => {
        if (answer.ok) resolve(answer.sheet);
        else if (answer.error.errors) reject(new ApiError(answer.error.status ?? 400, answer.error.errors));
        else reject(ApiError.badRequest(job.field, ImportError.NOT_XLSX));
      });
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file is too much for an import.
    const onError = () => finish(false, () => reject(tooLarge()));
    const onExit = () => finish(false, () => reject(tooLarge()));
    const timer = setTimeout(() => finish(false, () => reject(tooLarge())), PARSE_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(
      { buffer: copy.buffer, columns: job.columns, limits: job.limits, zipLimits: job.zipLimits, field: job.field, validate: job.validate },
      [copy.buffer],
    );
  });
}

/** Row errors → one 400 with every error (imports add `row` to the error shape). */
export function rowErrors(errors: PendingFieldError[]): ApiError {
  return ApiError.invalid(errors);
}
