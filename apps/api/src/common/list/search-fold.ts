/**
 * Uzbek Latin is typed with many apostrophes: oʻ o' o‘ o’ oʼ o` o´ (and gʻ, and the tutuq belgisi ʼ).
 * Search removes all of them from the stored keys (SQL search_fold(), migration
 * 20261124100500_search_and_profile: the generated `search_key` columns of client, lid, user and
 * building, each with a trigram index) and from the query (here, the same characters), so
 * "O'ktam", "O‘ktam", "Oʻktam" and "Oktam" all find "Oʻktam". Keep this list equal to the SQL
 * function's (an e2e test compares them).
 */
export const FOLDED_APOSTROPHES = "ʻʼ'‘’`´";

const FOLD_RE = new RegExp(`[${FOLDED_APOSTROPHES}]`, 'g');

export function searchFold(term: string): string {
  return term.replace(FOLD_RE, '');
}

/**
 * The where on a model's `search_key` (ILIKE, so case-insensitive; the trigram index serves it). A
 * term of apostrophes only folds to nothing: it then matches nothing rather than every row.
 */
export function searchKeyWhere(term: string): { search_key: { contains: string; mode: 'insensitive' } } {
  const folded = searchFold(term).trim();
  return { search_key: { contains: folded || term, mode: 'insensitive' } };
}
