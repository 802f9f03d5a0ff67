import { escapeCell, unescapeCell } from './escape';
import { toCellValue } from './xlsx-export';

describe('formula escaping', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1+cmd|x', '+A1', '-5)', '@SUM(A1)', '\t=cmd', '\r=cmd', '+ 1', '-1+HYPERLINK("x")']) {
      expect(escapeCell(text)).toBe(`'${text}`);
    }
    // Plain signed numbers (phones above all) cannot be formulas and stay readable.
    for (const text of ['12A', 'Navro\u02bbz', '', "'quoted", 'a=b', '+998901234567', '-5', '+998 90 123 45 67', '-12.50', '+998901234567, +998933334455']) {
      expect(escapeCell(text)).toBe(text);
    }
  });

  it('imports the escaped text back unchanged', () => {
    for (const text of ['=1+1', '-5', '@x', 'plain', "'quoted", '+998901234567', '-2+3']) expect(unescapeCell(escapeCell(text))).toBe(text);
  });

  it('escapes text cells only; numbers stay numbers', () => {
    expect(toCellValue({ key: 'd', kind: 'text', header: { uz: '', ru: '' } }, '=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(toCellValue({ key: 'a', kind: 'decimal', header: { uz: '', ru: '' } }, '65.40')).toBe(65.4);
    expect(toCellValue({ key: 'a', kind: 'decimal', header: { uz: '', ru: '' } }, '99999999999999.99')).toBe('99999999999999.99');
    expect(toCellValue({ key: 'f', kind: 'int', header: { uz: '', ru: '' } }, 3)).toBe(3);
    expect(toCellValue({ key: 'f', kind: 'int', header: { uz: '', ru: '' } }, null)).toBeNull();
  });
});
