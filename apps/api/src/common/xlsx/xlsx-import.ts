import ExcelJS from 'exceljs';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@mijozlar/shared';
import { ApiError, PendingFieldError } from '../errors/api-error';
import { XlsxColumn, normaliseHeader } from './columns';
import { unescapeCell } from './escape';
import { DEFAULT_ZIP_LIMITS, XLSX_ERRORS, ZipLimits, guardZip } from './zip-guard';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10000;

/** A data row of the sheet: its spreadsheet row number (the header is row 1) and its cells by column key. */
export interface SheetRow {
  row: number;
  values: Record<string, string | null>;
}

/**
 * Reads the one file of a multipart request (field `field`, at most `maxBytes`) into memory.
 * Other parts are ignored. Not multipart, no file, or another field name → 400 on `field`;
 * too large → 413 (fastify-multipart's limit, set per call here).
 */
export async function readUploadedFile(request: FastifyRequest, field: string, maxBytes = MAX_IMPORT_BYTES): Promise<Buffer> {
  if (!request.isMultipart()) throw ApiError.badRequest(field, ErrorCode.REQUIRED);
  let found: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type !== 'file') continue;
    const file = part as MultipartFile;
    if (file.fieldname !== field || found) {
      await file.toBuffer(); // drain
      continue;
    }
    found = await file.toBuffer(); // throws 413 past maxBytes
  }
  if (!found || found.length === 0) throw ApiError.badRequest(field, ErrorCode.REQUIRED);
  return found;
}

/** A cell's value as trimmed text (numbers in plain notation, dates as YYYY-MM-DD, formulas by their result). */
export function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return cellText(value.richText.map((r) => r.text).join(''));
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in value) return cellText((value as { text: string }).text);
    if ('error' in value) return null;
    return null;
  }
  const text = unescapeCell(String(value).trim());
  return text === '' ? null : text;
}

export interface ParseOptions {
  field?: string;
  zipLimits?: ZipLimits;
  maxRows?: number;
}

/**
 * Checks and parses an uploaded .xlsx: zip checks first (see zip-guard.ts), then the first sheet.
 * The header row is matched to the columns by their uz or ru header (or key); unknown columns
 * are ignored (the caller checks its required columns against `present`). Empty rows are skipped.
 */
export interface ParsedSheet {
  rows: SheetRow[];
  /** Keys of the columns found in the header row. */
  present: string[];
}

export async function parseXlsx(buffer: Buffer, columns: XlsxColumn[], options: ParseOptions = {}): Promise<ParsedSheet> {
  const field = options.field ?? 'dataFile';
  guardZip(buffer, options.zipLimits ?? DEFAULT_ZIP_LIMITS, field);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw ApiError.badRequest(field, XLSX_ERRORS.NOT_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw ApiError.badRequest(field, XLSX_ERRORS.NOT_XLSX);

  const byHeader = new Map<string, string>();
  for (const c of columns) {
    for (const h of [c.key, c.header.uz, c.header.ru]) byHeader.set(normaliseHeader(h), c.key);
  }
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byHeader.get(normaliseHeader(cellText(cell.value) ?? ''));
    if (key && !positions.has(key)) positions.set(key, col);
  });
  if (positions.size === 0) throw ApiError.badRequest(field, 'import.no_header');

  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: Record<string, string | null> = {};
    let empty = true;
    for (const c of columns) {
      const col = positions.get(c.key);
      const text = col ? cellText(row.getCell(col).value) : null;
      values[c.key] = text;
      if (text !== null) empty = false;
    }
    if (empty) continue;
    if (rows.length >= maxRows) throw ApiError.badRequest(field, 'import.too_many_rows', { max: maxRows });
    rows.push({ row: r, values });
  }
  return { rows, present: [...positions.keys()] };
}

/** Row errors → one 400 with every error (imports add `row` to the error shape). */
export function rowErrors(errors: PendingFieldError[]): ApiError {
  return ApiError.invalid(errors);
}
