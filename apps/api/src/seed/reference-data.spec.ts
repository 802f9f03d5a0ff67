import * as reference from './reference-data';

/** Every Uzbek text of the reference data, wherever it sits (rows, tuples, name maps). */
function uzbekTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'name_uz' || key === 'symbol' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => uzbekTexts(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => uzbekTexts(v, k));
  return [];
}

describe('reference data', () => {
  it('writes Uzbek as the screens do: oʻ and gʻ with U+02BB, the tutuq belgisi with U+02BC, never an ASCII apostrophe', () => {
    const texts = [...uzbekTexts(reference), ...reference.CITIES.map((city) => city.name_uz)];
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.filter((text) => /['‘’`]/.test(text))).toEqual([]);
    expect(texts.filter((text) => /[^oOgG]\u02bb/.test(text))).toEqual([]);
    expect(reference.ROOM_STATUSES.find((status) => status.code === 'free')!.name_uz).toBe('Boʻsh');
  });
});
