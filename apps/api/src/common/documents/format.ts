// How documents write figures and dates: `1 234 567,89` with no-break spaces (U+00A0, so a figure
// never breaks across lines), `dd.mm.yyyy`, months as "dekabr 2026" / "декабрь 2026".
import { Decimal, round2, type MoneyLike, money } from '../money/money';
import type { DocumentLanguage } from './placeholders';

const NBSP = '\u00a0';

/** "1 234 567,89": rounded half away from zero to 2 decimals (Prisma.Decimal, never a JS float). */
export function docMoney(value: MoneyLike | Decimal): string {
  const text = round2(money(value)).toFixed(2);
  const negative = text.startsWith('-');
  const [whole, cents] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)},${cents}`;
}

/** A rate (12650.000000) as a figure with 2 decimals: "12 650,00". */
export const docRate = docMoney;

/** An area (65.4) as "65,40". */
export const docArea = docMoney;

/** A DATE column (midnight UTC) or YYYY-MM-DD as "27.11.2026"; '' for none. */
export function docDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

const MONTHS: Record<DocumentLanguage, readonly string[]> = {
  uz: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'],
  ru: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
};

/** "dekabr 2026" / "декабрь 2026": the month of a date. */
export function docMonth(value: Date | string, language: DocumentLanguage): string {
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m] = iso.split('-');
  return `${MONTHS[language][Number(m) - 1]} ${y}`;
}

/** The currency's name in a document: soʻm / сум, AQSh dollari / доллар США. */
export function currencyName(code: 'UZS' | 'USD', language: DocumentLanguage): string {
  // Written after figures ("1 898,00 долларов США"); сум stays "сум" after figures, as in accounting.
  if (code === 'USD') return language === 'uz' ? 'AQSh dollari' : 'долларов США';
  return language === 'uz' ? 'soʻm' : 'сум';
}
