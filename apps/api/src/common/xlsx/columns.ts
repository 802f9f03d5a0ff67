import type { Locale } from '@mijozlar/shared';

/**
 * One column of an exported or imported sheet. `key` is the field name in the rows; the header
 * is written in the request's language, and an import accepts the header in either language
 * (or the key itself), case and spacing ignored.
 *
 * Kinds:
 * - `text`: written as text (escaped against formulas), read as trimmed text (unescaped);
 * - `int`: whole numbers;
 * - `decimal`: money or area as decimal strings ("1500.00") in the rows; written as a number
 *   cell with two decimals for the spreadsheet user, read back as a decimal string.
 */
export type XlsxColumnKind = 'text' | 'int' | 'decimal';

export interface XlsxColumn<K extends string = string> {
  key: K;
  header: Record<Locale, string>;
  kind: XlsxColumnKind;
  width?: number;
}

const COLUMN_ROW = /^(text|int|decimal)\s+(\S+)\s+(\d+|-)\s+(.+?)\s*\|\s*(.+?)$/;

/**
 * A sheet's columns, one row each: `'kind key width uz header | ru header'`, width `-` for the
 * default, e.g. `'text name 32 F.I.Sh. | Ф.И.О.'`. A malformed row throws when the module loads.
 */
export function columns<K extends string = string>(...rows: string[]): XlsxColumn<K>[] {
  return rows.map((row) => {
    const match = COLUMN_ROW.exec(row.trim());
    if (!match) throw new Error(`malformed column row: ${row}`);
    const [, kind, key, width, uz, ru] = match;
    const header = { uz, ru };
    return width === '-' ? { key: key as K, kind: kind as XlsxColumnKind, header } : { key: key as K, kind: kind as XlsxColumnKind, header, width: Number(width) };
  });
}

export function headerOf(column: XlsxColumn, locale: Locale): string {
  return column.header[locale];
}

export const normaliseHeader = (text: string) =>
  text
    .replace(/[\u02bb\u02bc\u2018\u2019`']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
