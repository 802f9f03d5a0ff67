import { FOLDED_APOSTROPHES, searchFold, searchKeyWhere } from './search-fold';

describe('search folding', () => {
  it('removes every apostrophe variant of oʻ / gʻ and the tutuq belgisi', () => {
    for (const a of ['ʻ', "'", '‘', '’', 'ʼ', '`', '´']) {
      expect(searchFold(`O${a}ktam G${a}ayrat`)).toBe('Oktam Gayrat');
    }
    expect([...FOLDED_APOSTROPHES]).toHaveLength(7);
  });

  it('a term of apostrophes only does not become "match everything"', () => {
    expect(searchKeyWhere("''")).toEqual({ search_key: { contains: "''", mode: 'insensitive' } });
  });
});
