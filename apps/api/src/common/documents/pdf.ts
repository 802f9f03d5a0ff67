import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpStatus } from '@nestjs/common';
import { DocumentsError } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';

export interface PdfConverterOptions {
  /** The soffice binary; null: none on this machine (every conversion answers pdf_unavailable). */
  binary: string | null;
  /** Conversions at once in this process (DOCUMENTS_PDF_CONCURRENCY). */
  concurrency: number;
  /** Requests allowed to wait for a slot; one more is refused with documents.busy. */
  maxWaiting?: number;
  /** A conversion running longer is killed with its process group (documents.pdf_failed). */
  timeoutMs?: number;
  /** Where the per-slot LibreOffice profiles and the per-conversion folders go (the OS temp folder). */
  tmpRoot?: string;
}

const unavailable = () => new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: DocumentsError.PDF_UNAVAILABLE }]);
const busy = () => new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: DocumentsError.BUSY }], { 'Retry-After': '5' });
const failed = () => new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: DocumentsError.PDF_FAILED }]);

/**
 * DOCX → PDF with LibreOffice headless, at most `concurrency` at a time per process, each slot with
 * its own LibreOffice profile (two soffice processes sharing one profile wait on each other's lock
 * or exit without converting). A conversion has its own temporary folder, removed whatever happens;
 * one that takes longer than `timeoutMs` is killed with its whole process group (soffice forks
 * soffice.bin). Up to `maxWaiting` requests wait for a slot; more are refused at once (503
 * documents.busy) rather than piling up behind a minute of conversions.
 */
export class PdfConverter {
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly timeoutMs: number;
  private readonly tmpRoot: string;
  private readonly freeSlots: number[];
  private readonly waiting: ((slot: number) => void)[] = [];

  constructor(private readonly options: PdfConverterOptions) {
    this.concurrency = Math.max(1, options.concurrency);
    this.maxWaiting = options.maxWaiting ?? 50;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.tmpRoot = options.tmpRoot ?? tmpdir();
    this.freeSlots = Array.from({ length: this.concurrency }, (_, i) => i);
  }

  /** Whether a binary is configured and still there. */
  available(): boolean {
    return this.options.binary !== null && existsSync(this.options.binary);
  }

  /** Conversions running and waiting now (for tests and the bench). */
  load(): { running: number; waiting: number } {
    return { running: this.concurrency - this.freeSlots.length, waiting: this.waiting.length };
  }

  async convert(docx: Buffer): Promise<Buffer> {
    if (!this.available()) throw unavailable();
    const slot = await this.acquire();
    try {
      return await this.run(docx, slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<number> {
    const slot = this.freeSlots.pop();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: number): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.freeSlots.push(slot);
  }

  private async run(docx: Buffer, slot: number): Promise<Buffer> {
    const profile = join(this.tmpRoot, `mijozlar-lo-profile-${process.pid}-${slot}`);
    await mkdir(profile, { recursive: true });
    const dir = await mkdtemp(join(this.tmpRoot, 'mijozlar-pdf-'));
    try {
      const input = join(dir, 'document.docx');
      await writeFile(input, docx);
      const args = [
        '--headless',
        '--norestore',
        '--nologo',
        '--nodefault',
        '--nolockcheck',
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ];
      await this.spawnWithTimeout(args);
      try {
        return await readFile(join(dir, 'document.pdf'));
      } catch {
        throw failed(); // soffice exited 0 without writing the PDF
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private spawnWithTimeout(args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.binary!, args, {
        // Its own process group, so that a timeout kills soffice.bin with it.
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, SAL_USE_VCLPLUGIN: 'svp' },
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, this.timeoutMs);
      child.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(err.code === 'ENOENT' || err.code === 'EACCES' ? unavailable() : failed());
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (timedOut || code !== 0) reject(Object.assign(failed(), { detail: timedOut ? 'timeout' : `exit ${code}: ${stderr.trim()}` }));
        else resolve();
      });
    });
  }
}
