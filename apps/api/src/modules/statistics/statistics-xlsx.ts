import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@mijozlar/shared';
import { XLSX_CONTENT_TYPE, XlsxColumn, XlsxRow, contentDisposition, headerOf, toCellValue } from '../../common/xlsx';
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

export const saleColumns: XlsxColumn[] = [
  { key: 'name', kind: 'text', width: 28, header: { uz: 'Bino', ru: 'Дом' } },
  { key: 'rooms_total', kind: 'int', header: { uz: 'Xonadonlar', ru: 'Квартир всего' } },
  { key: 'rooms_sold', kind: 'int', header: { uz: 'Sotilgan', ru: 'Продано' } },
  { key: 'rooms_booked', kind: 'int', header: { uz: 'Band qilingan', ru: 'Забронировано' } },
  { key: 'rooms_free', kind: 'int', header: { uz: 'Boʻsh', ru: 'Свободно' } },
  { key: 'sold_count', kind: 'int', header: { uz: 'Sotuvlar soni', ru: 'Продаж' } },
  { key: 'sold_area', kind: 'decimal', header: { uz: 'Sotilgan maydon (m²)', ru: 'Продано м²' } },
  { key: 'sold_amount', kind: 'decimal', width: 18, header: { uz: 'Sotuv summasi', ru: 'Сумма продаж' } },
  { key: 'paid_amount', kind: 'decimal', width: 18, header: { uz: 'Toʻlangan', ru: 'Оплачено' } },
  { key: 'debt_amount', kind: 'decimal', width: 18, header: { uz: 'Qarz', ru: 'Долг' } },
];

export const planColumns: XlsxColumn[] = [
  { key: 'name', kind: 'text', width: 28, header: { uz: 'Bino', ru: 'Дом' } },
  { key: 'month', kind: 'text', width: 12, header: { uz: 'Oy', ru: 'Месяц' } },
  { key: 'expected', kind: 'decimal', width: 18, header: { uz: 'Kutilgan', ru: 'Ожидается' } },
  { key: 'received', kind: 'decimal', width: 18, header: { uz: 'Tushgan', ru: 'Поступило' } },
];

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
