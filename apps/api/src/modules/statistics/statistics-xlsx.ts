import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@mijozlar/shared';
import { columns, XLSX_CONTENT_TYPE, XlsxColumn, XlsxRow, contentDisposition, headerOf, toCellValue } from '../../common/xlsx';
import type { PlanBuilding, SaleStatisticsRow, SaleStatisticsTotals } from '@mijozlar/shared';

/**
 * The statistics as XLSX: a few dozen rows per sheet (one per building, or per building and month),
 * so the workbook is built in memory; cells go through the common export's conversion (decimal
 * strings as number cells with two decimals, text escaped against formulas).
 */
export interface Sheet {
  name: Record<Locale, string>;
  columns: XlsxColumn[];
  rows: XlsxRow[];
  /** Rows (0-based, among `rows`) written in bold: totals. */
  bold?: Set<number>;
}

const TOTAL: Record<Locale, string> = { uz: 'Jami', ru: 'Итого' };

export const SALE_SHEET_NAME: Record<Locale, string> = { uz: 'Sotuv statistikasi', ru: 'Статистика продаж' };
export const PLAN_SHEET_NAME: Record<Locale, string> = { uz: 'Toʻlovlar rejasi', ru: 'План поступлений' };

export const saleColumns = columns(
  'text    name          28  Bino | Дом',
  'int     rooms_total    -  Xonadonlar | Квартир всего',
  'int     rooms_sold     -  Sotilgan | Продано',
  'int     rooms_booked   -  Band qilingan | Забронировано',
  'int     rooms_free     -  Boʻsh | Свободно',
  'int     sold_count     -  Sotuvlar soni | Продаж',
  'decimal sold_area      -  Sotilgan maydon (m²) | Продано м²',
  'decimal sold_amount   18  Sotuv summasi | Сумма продаж',
  'decimal paid_amount   18  Toʻlangan | Оплачено',
  'decimal debt_amount   18  Qarz | Долг',
);

export const planColumns = columns(
  'text    name      28  Bino | Дом',
  'text    month     12  Oy | Месяц',
  'decimal expected  18  Kutilgan | Ожидается',
  'decimal received  18  Tushgan | Поступило',
);

/** The sale statistics' sheet: one row per building, then the totals. */
export function saleSheet(results: SaleStatisticsRow[], totals: SaleStatisticsTotals, locale: Locale): Sheet {
  const rows: XlsxRow[] = [...results.map((r) => ({ ...r })), { ...totals, name: TOTAL[locale] }];
  return { name: SALE_SHEET_NAME, columns: saleColumns, rows, bold: new Set([rows.length - 1]) };
}

/** The plan's sheet: per building its months, then its total; the grand total per month and overall last. */
export function planSheet(plan: PlanBuilding[], totals: { months: { month: string; expected: string; received: string }[]; expected: string; received: string }, locale: Locale): Sheet {
  const rows: XlsxRow[] = [];
  const bold = new Set<number>();
  for (const b of plan) {
    for (const m of b.months) rows.push({ name: b.name, month: m.month, expected: m.expected, received: m.received });
    bold.add(rows.length);
    rows.push({ name: b.name, month: TOTAL[locale], expected: b.expected, received: b.received });
  }
  for (const m of totals.months) rows.push({ name: TOTAL[locale], month: m.month, expected: m.expected, received: m.received });
  bold.add(rows.length);
  rows.push({ name: TOTAL[locale], month: TOTAL[locale], expected: totals.expected, received: totals.received });
  return { name: PLAN_SHEET_NAME, columns: planColumns, rows, bold };
}

/** The workbook as the answer (XLSX content; the spec's .xls paths serve XLSX). */
export async function sendWorkbook(reply: FastifyReply, filename: string, sheets: Sheet[], locale: Locale): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mijozlar';
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name[locale].slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = s.columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));
    sheet.addRow(s.columns.map((c) => headerOf(c, locale))).font = { bold: true };
    s.rows.forEach((row, index) => {
      const added = sheet.addRow(s.columns.map((c) => toCellValue(c, row[c.key])));
      s.columns.forEach((c, i) => {
        if (c.kind === 'decimal' && typeof added.getCell(i + 1).value === 'number') added.getCell(i + 1).numFmt = '#,##0.00';
      });
      if (s.bold?.has(index)) added.font = { bold: true };
    });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(filename))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}
