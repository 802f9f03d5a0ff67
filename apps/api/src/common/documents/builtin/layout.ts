// The building blocks of the built-in templates: an A4 page (margins 30/15/20/20 mm), Times New
// Roman 12 pt, bold centred headings, justified numbered clauses, tables with thin borders, and
// the borderless requisites-and-signatures table. docxtemplater reads a tag only when it sits in
// one run: every string given here becomes one TextRun, and `**…**` marks a bold run, so a tag is
// never split as long as it is not cut by `**`.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IBorderOptions,
  type ParagraphChild,
} from 'docx';
import PizZip from 'pizzip';
import type { DocumentLanguage } from '../placeholders';

export type Lang = DocumentLanguage;

const FONT = 'Times New Roman';
/** Half-points. */
const SIZE = 24;
const MM = 56.7;
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: Math.round(20 * MM), bottom: Math.round(20 * MM), left: Math.round(30 * MM), right: Math.round(15 * MM) };
/** The text width in twips (A4 minus the margins). */
export const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const FIRST_LINE = Math.round(12.5 * MM);

/** docProps/core.xml and the ZIP entries get this date, so the same code gives the same bytes. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export interface TextOptions {
  bold?: boolean;
  italics?: boolean;
  size?: number;
  underline?: boolean;
}

/** `"a **b** c"` → runs a, b (bold), c. */
export function runs(text: string, options: TextOptions = {}): TextRun[] {
  return text
    .split('**')
    .map((part, i) => ({ part, bold: options.bold || i % 2 === 1 }))
    .filter(({ part }) => part !== '')
    .map(
      ({ part, bold }) =>
        new TextRun({
          text: part,
          bold,
          italics: options.italics,
          size: options.size,
          underline: options.underline ? {} : undefined,
        }),
    );
}

export interface ParaOptions extends TextOptions {
  align?: 'left' | 'center' | 'right' | 'justify';
  indent?: boolean;
  /** Twips. */
  before?: number;
  after?: number;
  keepNext?: boolean;
  /** Left indent, twips. */
  left?: number;
}

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};

export function para(text: string, options: ParaOptions = {}): Paragraph {
  return new Paragraph({
    children: runs(text, options),
    alignment: ALIGN[options.align ?? 'justify'],
    indent: {
      firstLine: options.indent ? FIRST_LINE : undefined,
      left: options.left,
    },
    spacing: { before: options.before ?? 0, after: options.after ?? 0 },
    keepNext: options.keepNext,
  });
}

/** A paragraph holding only a section tag (`{#is_usd}`): docxtemplater's paragraphLoop drops it. */
export function tagLine(tag: string): Paragraph {
  return new Paragraph({ children: [new TextRun(tag)], spacing: { before: 0, after: 0 } });
}

export function title(text: string, size = 28): Paragraph {
  return para(text, { align: 'center', bold: true, size, after: 60, keepNext: true });
}

/** "1. SHARTNOMA PREDMETI": bold, centred, kept with the next paragraph. */
export function section(text: string): Paragraph {
  return para(text, { align: 'center', bold: true, before: 200, after: 100, keepNext: true });
}

/** A numbered clause: "2.1. text", justified, first line indented. */
export function clause(number: string, text: string): Paragraph {
  return para(`${number} ${text}`, { indent: true, after: 40 });
}

/** A dash item under a clause. */
export function item(text: string): Paragraph {
  return para(`– ${text}`, { indent: true, after: 20 });
}

/** "Toshkent shahri ............ 27.11.2026": the place on the left, the date on the right. */
export function placeAndDate(place: string, date: string): Paragraph {
  return new Paragraph({
    children: [...runs(place), new TextRun({ children: [new Tab()] }), ...runs(date)],
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before: 120, after: 200 },
  });
}

const THIN: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const THIN_BORDERS = { top: THIN, bottom: THIN, left: THIN, right: THIN, insideHorizontal: THIN, insideVertical: THIN };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

export interface CellSpec {
  text: string | string[];
  align?: 'left' | 'center' | 'right' | 'justify';
  bold?: boolean;
  span?: number;
}

type Cell = string | CellSpec;

function cell(spec: Cell, width: number, options: { size?: number; bold?: boolean; shade?: boolean; align?: CellSpec['align'] }): TableCell {
  const c: CellSpec = typeof spec === 'string' ? { text: spec } : spec;
  const lines = Array.isArray(c.text) ? c.text : [c.text];
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    columnSpan: c.span,
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 30, bottom: 30, left: 80, right: 80 },
    shading: options.shade ? { type: ShadingType.CLEAR, color: 'auto', fill: 'E8E8E8' } : undefined,
    children: lines.map((line) =>
      para(line, { align: c.align ?? options.align ?? 'left', bold: c.bold ?? options.bold, size: options.size }),
    ),
  });
}

export interface GridColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

/**
 * A table with thin borders and a bold, shaded header row repeated on every page; `rows` are the
 * body rows (a loop row carries `{#schedule}` in its first cell and `{/schedule}` in its last).
 */
export function grid(columns: GridColumn[], rows: Cell[][], size = 22): Table {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => Math.floor((column.width / total) * TEXT_WIDTH));
  const widthOf = (index: number, span = 1) => widths.slice(index, index + span).reduce((a, b) => a + b, 0);
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: THIN_BORDERS,
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: columns.map((column, i) => cell(column.header, widths[i], { size, bold: true, shade: true, align: 'center' })),
      }),
      ...rows.map((row) => {
        let index = 0;
        return new TableRow({
          cantSplit: true,
          children: row.map((spec) => {
            const span = typeof spec === 'string' ? 1 : (spec.span ?? 1);
            const made = cell(spec, widthOf(index, span), { size, align: columns[index].align });
            index += span;
            return made;
          }),
        });
      }),
    ],
  });
}

/** Two columns of "label: value" with thin borders (the receipt's body). */
export function fields(rows: Array<[string, string]>, labelShare = 0.32, size = 22): Table {
  const label = Math.round(TEXT_WIDTH * labelShare);
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [label, TEXT_WIDTH - label],
    layout: TableLayoutType.FIXED,
    borders: THIN_BORDERS,
    rows: rows.map(
      ([name, value]) =>
        new TableRow({
          cantSplit: true,
          children: [cell(name, label, { size, shade: true }), cell(value, TEXT_WIDTH - label, { size })],
        }),
    ),
  });
}

/**
 * Borderless columns side by side: requisites and signatures. `rows` are rows of columns, each
 * column a list of lines; a later row starts below the longest column of the row before, so the
 * signature lines of both parties stay level.
 */
export function columns(rows: string[][][], size = 22, gapWidth = 300): Table {
  const count = rows[0].length;
  const width = Math.floor((TEXT_WIDTH - gapWidth * (count - 1)) / count);
  const widths: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) widths.push(gapWidth);
    widths.push(width);
  }
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: rows.map((parts) => {
      const children: TableCell[] = [];
      parts.forEach((lines, i) => {
        if (i > 0) children.push(new TableCell({ width: { size: gapWidth, type: WidthType.DXA }, children: [new Paragraph({})] }));
        children.push(
          new TableCell({
            width: { size: width, type: WidthType.DXA },
            margins: { left: 0, right: 0 },
            children: lines.map((line) => para(line, { align: 'left', size, after: 30 })),
          }),
        );
      });
      return new TableRow({ cantSplit: true, children });
    }),
  });
}

/** An empty paragraph of the given height (twips). */
export function gap(after = 120): Paragraph {
  return new Paragraph({ children: [], spacing: { before: 0, after } });
}

function pageFooter(text: string | undefined, lang: Lang): Footer {
  const page = lang === 'uz' ? ['', '-bet, jami ', ' bet'] : ['Страница ', ' из ', ''];
  const children: ParagraphChild[] = [];
  if (text) children.push(...runs(text, { size: 18 }), new TextRun({ children: [new Tab()], size: 18 }));
  children.push(
    new TextRun({ text: page[0], size: 18 }),
    new TextRun({ children: [PageNumber.CURRENT], size: 18 }),
    new TextRun({ text: page[1], size: 18 }),
    new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 18 }),
    new TextRun({ text: page[2], size: 18 }),
  );
  return new Footer({
    children: [
      new Paragraph({
        children,
        alignment: text ? AlignmentType.LEFT : AlignmentType.RIGHT,
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
      }),
    ],
  });
}

export interface DocOptions {
  lang: Lang;
  title: string;
  children: Array<Paragraph | Table>;
  /** Footer text left of the page number (e.g. initials lines on every page of a contract). */
  footer?: string;
  /** Page numbers in the footer (multi-page documents). */
  pageNumbers?: boolean;
}

/** Builds the DOCX and rewrites its ZIP with fixed dates: the same code gives the same bytes. */
export async function pack(options: DocOptions): Promise<Buffer> {
  const doc = new Document({
    creator: 'Mijozlar',
    lastModifiedBy: 'Mijozlar',
    title: options.title,
    revision: 1,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: SIZE, language: { value: options.lang === 'uz' ? 'uz-Latn-UZ' : 'ru-RU' } },
          paragraph: { spacing: { line: 240, before: 0, after: 0 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { ...MARGIN, header: Math.round(10 * MM), footer: Math.round(10 * MM) },
          },
        },
        footers: options.pageNumbers || options.footer ? { default: pageFooter(options.footer, options.lang) } : undefined,
        children: options.children,
      },
    ],
  });
  return normalize(await Packer.toBuffer(doc));
}

function normalize(buffer: Buffer): Buffer {
  const source = new PizZip(buffer);
  const target = new PizZip();
  const stamp = FIXED_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const name of Object.keys(source.files).sort()) {
    const entry = source.files[name];
    if (entry.dir) continue;
    if (name === 'docProps/core.xml') {
      const content = entry
        .asText()
        .replace(
          /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
          (_all: string, open: string, _kind: string, close: string) => `${open}${stamp}${close}`,
        );
      target.file(name, content, { date: FIXED_DATE });
    } else {
      target.file(name, entry.asUint8Array(), { date: FIXED_DATE, binary: true });
    }
  }
  return target.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
