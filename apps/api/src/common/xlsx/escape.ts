/**
 * Spreadsheet formula injection (CSV/XLSX injection): a text cell that begins with = + - @ (or a
 * tab or carriage return, which some programs skip before them) may be run as a formula when a
 * user opens or re-saves the file. Exports prefix such text with an apostrophe, the spreadsheet
 * convention for "this is text"; imports remove that prefix again, so a round trip is lossless.
 */
const DANGEROUS_START = /^[=+\-@\t\r]/;

export function escapeCell(text: string): string {
  return DANGEROUS_START.test(text) ? `'${text}` : text;
}

export function unescapeCell(text: string): string {
  return text.length > 1 && text[0] === "'" && DANGEROUS_START.test(text.slice(1)) ? text.slice(1) : text;
}
