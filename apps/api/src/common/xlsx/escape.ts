/**
 * Spreadsheet formula injection (CSV/XLSX injection): a text cell that begins with = + - @ (or a
 * tab or carriage return, which some programs skip before them) may be run as a formula when a
 * user opens or re-saves the file. Exports prefix such text with an apostrophe, the spreadsheet
 * convention for "this is text"; imports remove that prefix again, so a round trip is lossless.
 */
const DANGEROUS_START = /^[=+\-@\t\r]/;
// Digits, signs, spaces, commas and dots only ("+998901234567", "-5", "+998901234567, +998933334455")
// can name no function or cell: at worst arithmetic. They stay as they are, so phones are readable.
const PLAIN_NUMBER = /^[+-]?\d[\d\s.,+-]*$/;

export function escapeCell(text: string): string {
  return DANGEROUS_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function unescapeCell(text: string): string {
  return text.length > 1 && text[0] === "'" && DANGEROUS_START.test(text.slice(1)) ? text.slice(1) : text;
}
