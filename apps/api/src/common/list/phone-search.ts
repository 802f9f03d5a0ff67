/**
 * The digits of a search term that looks like a phone ("90 123", "+998 (90) 123-45", "1234"), else
 * "". A term with letters is a name: "Navroʻz 107" must not also match every phone containing 107.
 */
export function phoneSearchDigits(term: string): string {
  return /^[\d\s()+-]+$/.test(term) ? term.replace(/\D/g, '') : '';
}
