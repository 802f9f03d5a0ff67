import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ImportError } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';
import { normaliseHeader, XlsxColumn } from './columns';
import { unescapeCell } from './escape';

/** A data row of the sheet: its spreadsheet row number (the header is row 1) and its cells by column key. */
export interface SheetRow {
  row: number;
  values: Record<string, string | null>;
}

export interface ParsedSheet<V = never> {
  /** The data rows (empty when a validator ran in the worker: see `validated`). */
  rows: SheetRow[];
  /** How many data rows the sheet has. */
  rowCount: number;
  /** Keys of the columns found in the header row. */
  present: string[];
  /** What the import's validator answered, when parseXlsx was given one. */
  validated?: V;
}

/**
 * What a sheet may hold. Checked row by row while the sheet streams in: the file is refused at
 * the first row past a limit, before the rest is read.
 */
export interface SheetLimits {
  /** Data rows (non-empty rows after the header). */
  maxRows: number;
  /** The rightmost filled column of any row. */
  maxColumns: number;
  /** Filled cells in the whole sheet (header included). */
  maxCells: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = { maxRows: 10_000, maxColumns: 50, maxCells: 200_000 };

/** A cell's value as trimmed text (numbers in plain notation, dates as YYYY-MM-DD, formulas by their result). */
export function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return cellText(value.richText.map((r) => r.text).join(''));
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in value) return cellText((value as { text: string }).text);
    return null;
  }
  const text = unescapeCell(String(value).trim());
  return text === '' ? null : text;
}

/**
 * Reads the first sheet of an .xlsx with exceljs's streaming reader (the file is never loaded
 * as a whole workbook): the header row (row 1) is matched to the columns by their uz or ru header
 * or key (unknown columns are ignored; the caller checks its required ones against `present`),
 * empty rows are skipped, and the limits are checked on every row as it arrives.
 * Runs in a worker thread (xlsx-parse.worker.ts); throws ApiError 400 on `field`.
 */
export async function readSheet(buffer: Buffer, columns: XlsxColumn[], limits: SheetLimits, field = 'dataFile'): Promise<ParsedSheet> {
  const byHeader = new Map<string, string>();
  for (const c of columns) {
    for (const h of [c.key, c.header.uz, c.header.ru]) byHeader.set(normaliseHeader(h), c.key);
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // dates are told from numbers by their format
    entries: 'ignore',
  });
  let positions: Map<string, number> | null = null;
  const rows: SheetRow[] = [];
  let cells = 0;
  let seenRows = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        // Empty rows cost little but are not free: at most twice the allowed rows of any kind.
        if (++seenRows > limits.maxRows * 2 + 1) throw ApiError.badRequest(field, ImportError.TOO_MANY_ROWS, { max: limits.maxRows });
        let filled = 0;
        let rightmost = 0;
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          if (cell.value === null || cell.value === undefined || cell.value === '') return;
          filled++;
          rightmost = Math.max(rightmost, col);
        });
        if (rightmost > limits.maxColumns) throw ApiError.badRequest(field, ImportError.TOO_MANY_COLUMNS, { max: limits.maxColumns });
        cells += filled;
        if (cells > limits.maxCells) throw ApiError.badRequest(field, ImportError.TOO_MANY_CELLS, { max: limits.maxCells });

        if (row.number === 1) {
          positions = new Map();
          row.eachCell((cell, col) => {
            const key = byHeader.get(normaliseHeader(cellText(cell.value) ?? ''));
            if (key && !positions!.has(key)) positions!.set(key, col);
          });
          continue;
        }
        if (!positions || positions.size === 0) throw ApiError.badRequest(field, ImportError.NO_HEADER);
        const values: Record<string, string | null> = {};
        let empty = true;
        for (const c of columns) {
          const col = positions.get(c.key);
          const text = col ? cellText(row.getCell(col).value) : null;
          values[c.key] = text;
          if (text !== null) empty = false;
        }
        if (empty) continue;
        if (rows.length >= limits.maxRows) throw ApiError.badRequest(field, ImportError.TOO_MANY_ROWS, { max: limits.maxRows });
        rows.push({ row: row.number, values });
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw ApiError.badRequest(field, ImportError.NOT_XLSX);
  }
  const found = positions as Map<string, number> | null;
  if (!found || found.size === 0) throw ApiError.badRequest(field, ImportError.NO_HEADER);
  return { rows, rowCount: rows.length, present: [...found.keys()] };
}
