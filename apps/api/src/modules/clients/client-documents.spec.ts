import { parseDocumentDay, readClientDocuments } from './client-documents';

describe("a client's documents' data", () => {
  it('reads days as YYYY-MM-DD or DD.MM.YYYY, real days from 1900 only', () => {
    expect(parseDocumentDay('1985-03-21')).toBe('1985-03-21');
    expect(parseDocumentDay('21.03.1985')).toBe('1985-03-21');
    expect(parseDocumentDay('1/2/1990')).toBe('1990-02-01');
    for (const bad of ['2020-02-30', '1899-12-31', '32.01.2000', '1985', 'x']) expect(parseDocumentDay(bad)).toBeNull();
  });

  it('normalises a row (trim, series upper-cased, empty is null) and names each bad field', () => {
    const ok = readClientDocuments({ address: '  Toshkent  ', passport_series: ' ab ', passport_number: '123', pinfl: '31234567890123', birth_date: '02.01.1990', passport_issued_date: '' }, '2026-03-10');
    expect(ok).toEqual({
      values: { address: 'Toshkent', passport_series: 'AB', passport_number: '123', passport_issued_by: null, passport_issued_date: null, pinfl: '31234567890123', birth_date: '1990-01-02' },
      errors: [],
    });
    const bad = readClientDocuments({ passport_series: 'A1', passport_number: '12 34', pinfl: '3123456789012', birth_date: '2026-03-11', passport_issued_date: '31.02.2020', address: 'x'.repeat(501) }, '2026-03-10');
    expect(bad.errors.map((e) => [e.field, e.code])).toEqual([
      ['address', 'too_long'],
      ['passport_series', 'client.passport_series_invalid'],
      ['passport_number', 'client.passport_number_invalid'],
      ['pinfl', 'client.pinfl_invalid'],
      ['passport_issued_date', 'invalid'],
      ['birth_date', 'date.future'],
    ]);
  });
});
