import { inflateRawSync } from 'node:zlib';
import { ImportError } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';

/**
 * Checks an uploaded .xlsx (a zip file) BEFORE any spreadsheet library sees it, cheaply:
 * - the zip magic bytes (PK\x03\x04);
 * - the central directory (read here, no library): number of entries, and the sum of the sizes
 *   the entries claim once uncompressed; ZIP64 archives are refused (an .xlsx never needs one);
 * - each entry is then inflated with a hard output cap equal to the size it claims, so an entry
 *   that lies about its size (a zip bomb) stops at the cap instead of filling the memory.
 * The total work is bounded by `maxUncompressedBytes`. Throws ApiError 400 (field, code) on failure.
 */
export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxUncompressedBytes: 60 * 1024 * 1024 };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_SIGNATURE;
}

/** Reads the central directory; throws on anything malformed or over the limits. */
export function readZipDirectory(buffer: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS, field = 'dataFile'): ZipEntryInfo[] {
  const notXlsx = () => ApiError.badRequest(field, ImportError.NOT_XLSX);
  const tooLarge = () => ApiError.badRequest(field, ImportError.TOO_LARGE);
  if (!isZip(buffer)) throw notXlsx();
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const count = buffer.readUInt16LE(eocd + 10);
  const dirSize = buffer.readUInt32LE(eocd + 12);
  const dirOffset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) throw tooLarge(); // ZIP64
  if (count > limits.maxEntries) throw tooLarge();
  if (dirOffset + dirSize > buffer.length) throw notXlsx();

  const entries: ZipEntryInfo[] = [];
  let total = 0;
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buffer.length || buffer.readUInt32LE(p) !== CENTRAL_SIGNATURE) throw notXlsx();
    const method = buffer.readUInt16LE(p + 10);
    const compressedSize = buffer.readUInt32LE(p + 20);
    const uncompressedSize = buffer.readUInt32LE(p + 24);
    const nameLength = buffer.readUInt16LE(p + 28);
    const extraLength = buffer.readUInt16LE(p + 30);
    const commentLength = buffer.readUInt16LE(p + 32);
    const localHeaderOffset = buffer.readUInt32LE(p + 42);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) throw tooLarge();
    total += uncompressedSize;
    if (total > limits.maxUncompressedBytes) throw tooLarge();
    const name = buffer.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates every entry with an output cap equal to its claimed size (plus nothing): a lying
 * entry fails fast. Returns the entries' names. Call after readZipDirectory.
 */
export function verifyZipEntries(buffer: Buffer, entries: ZipEntryInfo[], field = 'dataFile'): void {
  for (const entry of entries) {
    const p = entry.localHeaderOffset;
    if (p + 30 > buffer.length || buffer.readUInt32LE(p) !== LOCAL_SIGNATURE) throw ApiError.badRequest(field, ImportError.NOT_XLSX);
    const start = p + 30 + buffer.readUInt16LE(p + 26) + buffer.readUInt16LE(p + 28);
    const data = buffer.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw ApiError.badRequest(field, ImportError.NOT_XLSX);
      continue;
    }
    if (entry.method !== 8) throw ApiError.badRequest(field, ImportError.NOT_XLSX);
    let out: Buffer;
    try {
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (err) {
      const tooBig = (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError;
      throw ApiError.badRequest(field, tooBig ? ImportError.TOO_LARGE : ImportError.NOT_XLSX);
    }
    if (out.length !== entry.uncompressedSize) throw ApiError.badRequest(field, ImportError.NOT_XLSX);
  }
}

/** Both checks: the file is a zip within the limits, and no entry expands beyond what it claims. */
export function guardZip(buffer: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS, field = 'dataFile'): ZipEntryInfo[] {
  const entries = readZipDirectory(buffer, limits, field);
  verifyZipEntries(buffer, entries, field);
  return entries;
}
