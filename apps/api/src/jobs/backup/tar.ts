import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { once } from 'node:events';

/**
 * A small ustar writer and reader, enough for a backup archive: regular files and directories,
 * names longer than ustar's 100 bytes through GNU's `././@LongLink` entry, sizes above 8 GiB in
 * GNU's base-256 form. File contents are streamed, never held in memory. Any `tar` reads what
 * this writes (`tar -tf mijozlar-….tar`).
 */
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

export class TarError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | '5' | 'L', mtime: Date, mode: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (size < 8 ** 11) block.write(octal(size, 12), 124, 'ascii');
  else {
    // GNU base-256: the high bit of the first byte set, the size big-endian in the rest.
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes a tar file entry by entry; `finish()` writes the end marker and closes the file. */
export class TarWriter {
  private readonly out: WriteStream;
  private failed?: Error;

  constructor(path: string) {
    this.out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    this.out.on('error', (err) => (this.failed = err));
  }

  private async write(chunk: Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    if (!this.out.write(chunk)) await Promise.race([once(this.out, 'drain'), once(this.out, 'error')]);
    if (this.failed) throw this.failed;
  }

  private async entryHeader(name: string, size: number, type: '0' | '5', mtime: Date, mode: number): Promise<void> {
    if (Buffer.byteLength(name) > 99) {
      const long = Buffer.from(name + '\0');
      await this.write(header('././@LongLink', long.length, 'L', new Date(0), 0o644));
      await this.write(long);
      await this.write(ZEROS.subarray(0, padding(long.length)));
    }
    await this.write(header(name, size, type, mtime, mode));
  }

  async directory(name: string, mtime = new Date()): Promise<void> {
    await this.entryHeader(name.endsWith('/') ? name : `${name}/`, 0, '5', mtime, 0o755);
  }

  async buffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.entryHeader(name, data.length, '0', mtime, 0o644);
    await this.write(data);
    await this.write(ZEROS.subarray(0, padding(data.length)));
  }

  /** A file from disk, streamed; `size` is what stat said (a file that changes meanwhile is an error). */
  async file(name: string, path: string, size: number, mtime = new Date()): Promise<void> {
    await this.entryHeader(name, size, '0', mtime, 0o644);
    let written = 0;
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) throw new TarError(`${path} grew while it was being archived`);
      await this.write(chunk);
    }
    if (written !== size) throw new TarError(`${path} shrank while it was being archived`);
    await this.write(ZEROS.subarray(0, padding(size)));
  }

  async finish(): Promise<void> {
    await this.write(ZEROS);
    this.out.end();
    await once(this.out, 'close');
    if (this.failed) throw this.failed;
  }

  /** Closes the file after a failure (the caller removes it). */
  abort(): void {
    this.out.destroy();
  }
}

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
  mtime: Date;
}

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(block: Buffer): number {
  if (block[124] & 0x80) return Number(block.readBigUInt64BE(128));
  const text = readString(block, 124, 12).trim();
  return text ? parseInt(text, 8) : 0;
}

/**
 * Reads a tar file entry by entry. `onEntry` is called for each file and directory; for a file it
 * receives a function that copies the contents to a path (streamed), else the entry is skipped.
 */
export async function readTar(path: string, onEntry: (entry: TarEntry, extractTo: (target: string) => Promise<void>) => Promise<void>): Promise<void> {
  const fd: FileHandle = await open(path, 'r');
  try {
    let position = 0;
    let longName: string | null = null;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await fd.read(block, 0, BLOCK, position);
      if (bytesRead === 0) break; // some writers stop without the end marker
      if (bytesRead < BLOCK) throw new TarError(`${path} ends in the middle of a header`);
      if (block.every((byte) => byte === 0)) break;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
      if (parseInt(readString(block, 148, 8).trim(), 8) !== sum) throw new TarError(`${path} is not a tar file (bad header checksum at byte ${position})`);
      const size = readSize(block);
      const typeFlag = String.fromCharCode(block[156] || 48);
      const prefix = readString(block, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
      const dataStart = position + BLOCK;
      position = dataStart + size + padding(size);
      if (typeFlag === 'L') {
        const data = Buffer.alloc(size);
        await fd.read(data, 0, size, dataStart);
        longName = readString(data, 0, size);
        continue;
      }
      longName = null;
      const mtime = new Date(parseInt(readString(block, 136, 12).trim() || '0', 8) * 1000);
      if (typeFlag === '5') {
        await onEntry({ name, type: 'directory', size: 0, mtime }, async () => undefined);
      } else if (typeFlag === '0') {
        const extract = async (target: string) => {
          const out = createWriteStream(target, { mode: 0o640 });
          const done = once(out, 'close');
          if (size > 0) {
            for await (const chunk of createReadStream('', { fd: fd.fd, start: dataStart, end: dataStart + size - 1, autoClose: false }) as AsyncIterable<Buffer>) {
              if (!out.write(chunk)) await once(out, 'drain');
            }
          }
          out.end();
          await done;
        };
        await onEntry({ name, type: 'file', size, mtime }, extract);
      }
      // Other entry types (links, devices) are never written by a backup and are skipped.
    }
  } finally {
    await fd.close();
  }
}
