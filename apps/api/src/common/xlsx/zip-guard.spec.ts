import ExcelJS from 'exceljs';
import { ApiError } from '../errors/api-error';
import { guardZip, readZipDirectory } from './zip-guard';
import { craftZip } from '../../../test/support/zip';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as ApiError).errors[0].code;
  }
  return 'ok';
};

describe('zip guard', () => {
  it('accepts a real xlsx', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['a', 1]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const entries = guardZip(buffer);
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
  });

  it('refuses what is not a zip', () => {
    expect(code(() => guardZip(Buffer.from('name,floor\n1,2\n')))).toBe('import.not_xlsx');
    expect(code(() => guardZip(Buffer.from('PK\x03\x04 truncated')))).toBe('import.not_xlsx');
  });

  it('refuses an entry that claims hundreds of megabytes, from the directory alone', () => {
    const bomb = craftZip(Buffer.alloc(1000), 400 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2000);
    expect(code(() => readZipDirectory(bomb))).toBe('import.too_large');
  });

  it('refuses an entry that expands beyond the size it claims', () => {
    const liar = craftZip(Buffer.alloc(5 * 1024 * 1024), 1000);
    expect(code(() => readZipDirectory(liar))).toBe('ok');
    expect(code(() => guardZip(liar))).toBe('import.too_large');
  });

  it('refuses too many entries', () => {
    const zip = craftZip(Buffer.from('x'));
    expect(code(() => readZipDirectory(zip, { maxEntries: 0, maxUncompressedBytes: 100 }))).toBe('import.too_large');
  });
});
