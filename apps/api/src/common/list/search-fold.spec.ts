import { FOLDED_APOSTROPHES, searchFold, searchKeyWhere } from './search-fold';

describe('search folding', () => {
  it('removes every apostrophe variant of oʻ / gʻ and the tutuq belgisi', () => {
    const variants = ['ʻ', "'", '‘', '’', 'ʼ', '`', '´'];
    for (const a of variants) {
      expect(searchFold(`O${a}ktam G${a}ayrat`)).toBe('Oktam Gayrat');
    }
    // Exactly these: the list folds no other character and misses none of them.
    expect([...FOLDED_APOSTROPHES].sort()).toEqual([...variants].sort());
  });

  it('a term of apostrophes only does not become "match everything"', () => {
    expect(searchKeyWhere("''")).toEqual({ search_key: { contains: "''", mode: 'insensitive' } });
  });
});
