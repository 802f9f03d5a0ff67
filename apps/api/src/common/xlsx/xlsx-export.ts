import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@mijozlar/shared';
import { XlsxColumn, headerOf } from './columns';
import { escapeCell } from './escape';
import type { AuditEntity } from '@mijozlar/shared';
import { audit, type AuditDb } from '../audit/audit';
import { withoutSecrets } from '../audit/audit.changes';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Values as the rows carry them: decimals as strings, ints as numbers, text as strings. */
export type XlsxValue = string | number | null | undefined;
export type XlsxRow = Record<string, XlsxValue>;

/** Largest decimal written as a number cell (beyond it a double may lose a cent: written as text). */
const SAFE_DECIMAL = 1e13;

export function toCellValue(column: XlsxColumn, value: XlsxValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'int':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : escapeCell(String(value));
    case 'decimal': {
      // Display only: the spreadsheet user gets a number cell. Precision is kept by the bound above.
      const n = Number(value);
      return Number.isFinite(n) && Math.abs(n) < SAFE_DECIMAL ? n : escapeCell(String(value));
    }
    default:
      return escapeCell(String(value));
  }
}

/**
 * Yields rows page by page from a fetcher (skip/take), so an export never holds more than one
 * page in memory. The fetcher must order by a unique tiebreaker (the list specs do).
 */
export async function* inBatches<T>(fetch: (skip: number, take: number) => Promise<T[]>, size = 1000): AsyncGenerator<T> {
  for (let skip = 0; ; skip += size) {
    const page = await fetch(skip, size);
    for (const row of page) yield row;
    if (page.length < size) return;
  }
}

export interface XlsxExportOptions {
  filename: string;
  sheetName: string;
  columns: XlsxColumn[];
  locale: Locale;
  rows: AsyncIterable<XlsxRow> | Iterable<XlsxRow>;
  /** Data leaving the building: the export's audit entry (which list, which filters), written with its row count once the file is complete. */
  audit: ExportAudit;
  /** Further sheets after the main one (small summaries: their rows are fetched once the main sheet is written). */
  moreSheets?: { sheetName: string; columns: XlsxColumn[]; rows: () => Promise<XlsxRow[]> }[];
}

export interface ExportAudit {
  db: AuditDb;
  entity: AuditEntity;
  /** The list's query as validated (page and page size are left out). */
  filters: object;
  /** The record the export belongs to (a wallet's operations), if any. */
  entity_id?: number;
}

/** The filters as the entry records them: the list's own, without paging and empty values. */
function exportFilters(filters: object): Record<string, unknown> {
  const { page: _page, page_size: _size, ...rest } = filters as Record<string, unknown>;
  return withoutSecrets(Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== '')));
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Streams an XLSX workbook (one sheet: a bold, frozen header row in the request's language, then
 * the rows) to the HTTP response with exceljs's streaming WorkbookWriter: each row is committed
 * as soon as it is written, so memory stays constant whatever the row count. Text cells are
 * escaped against formula injection. Call it as the controller's last act and return the reply.
 *
 *   return streamXlsx(reply, { filename: 'rooms.xlsx', sheetName: 'Rooms', columns, locale, rows: inBatches(fetch) });
 */
export async function streamXlsx(reply: FastifyReply, options: XlsxExportOptions): Promise<FastifyReply> {
  const out = new PassThrough();
  reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(options.filename))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Mijozlar';
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));

  const writeSheet = async (target: ExcelJS.Worksheet, columns: XlsxColumn[], rows: AsyncIterable<XlsxRow> | Iterable<XlsxRow>) => {
    const header = target.addRow(columns.map((c) => headerOf(c, options.locale)));
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for await (const row of rows) {
      count += 1;
      const added = target.addRow(columns.map((c) => toCellValue(c, row[c.key])));
      columns.forEach((c, i) => {
        if (c.kind === 'decimal' && typeof added.getCell(i + 1).value === 'number') added.getCell(i + 1).numFmt = '0.00';
      });
      added.commit();
    }
    target.commit();
    return count;
  };
  const write = async () => {
    const count = await writeSheet(sheet, options.columns, options.rows);
    for (const more of options.moreSheets ?? []) {
      const extra = workbook.addWorksheet(more.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      extra.columns = more.columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));
      await writeSheet(extra, more.columns, await more.rows());
    }
    // Recorded before the file's last part is sent: the download completes only once its entry exists.
    const { db, entity, filters, entity_id } = options.audit;
    await audit(db, { action: 'export', entity, entity_id: entity_id ?? null, label: options.filename, details: { file: options.filename, filters: exportFilters(filters), rows: count } });
    await workbook.commit();
  };
  // Errors after the headers are sent can only end the stream; they are logged by the caller's logger.
  write().catch((err) => out.destroy(err as Error));
  return reply.send(out);
}

export interface TemplateOptions {
  /**
   * One filled-in row under the header, in the request's language, written in grey italics: what a
   * good row looks like. A person replaces it (the notes say so); left in, it is imported like any row.
   */
  example?: XlsxRow;
  /** Lines of a second sheet (`notesSheet`): the columns' rules and the values each accepts. */
  notes?: readonly string[];
  notesSheet?: string;
}

/** An import template as a buffer: the header row, and optionally an example row and a sheet of rules. */
export async function templateXlsx(columns: XlsxColumn[], locale: Locale, sheetName: string, options: TemplateOptions = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mijozlar';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));
  const header = sheet.addRow(columns.map((c) => headerOf(c, locale)));
  header.font = { bold: true };
  if (options.example) {
    const example = options.example;
    const row = sheet.addRow(columns.map((c) => toCellValue(c, example[c.key])));
    row.font = { italic: true, color: { argb: 'FF6B7280' } };
  }
  if (options.notes?.length) {
    const notes = workbook.addWorksheet((options.notesSheet ?? (locale === 'ru' ? 'Правила' : 'Qoidalar')).slice(0, 31));
    notes.getColumn(1).width = 110;
    for (const line of options.notes) notes.addRow([escapeCell(line)]).alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
