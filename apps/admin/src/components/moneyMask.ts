/**
 * Typing money the way people here write it: "1 500 000,50" (ru-RU grouping with no-break spaces,
 * a comma before the tiyin), while either "," or "." may be typed. The form keeps the API's
 * decimal text ("1500000.50"); nothing becomes a float.
 */
const GROUP = '\u00a0';

export interface MoneyEdit {
  /** What the input shows. */
  text: string;
  /** What the form stores: "" or a decimal text such as "1500.5". */
  value: string;
  /** Caret position in `text`. */
  caret: number;
}

/** Normalises typed text: digits and at most one separator, `fractionDigits` after it. */
export function normaliseMoney(typed: string, fractionDigits = 2): string {
  let integer = '';
  let fraction = '';
  let seenSeparator = false;
  for (const char of typed) {
    if (char >= '0' && char <= '9') {
      if (seenSeparator) {
        if (fraction.length < fractionDigits) fraction += char;
      } else if (integer.length < 18) {
        integer += char;
      }
    } else if ((char === ',' || char === '.') && !seenSeparator && fractionDigits > 0) {
      seenSeparator = true;
    }
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  if (seenSeparator) return `${integer || '0'}.${fraction}`;
  return integer;
}

/** "1500000.5" -> "1 500 000,5" (keeps a trailing separator while the user types it). */
export function displayMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const [integer, fraction] = String(value).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** Counts the characters that carry meaning (digits and the separator) before `position`. */
function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, text.length); i++) if (/[\d.,]/.test(text[i])) count++;
  return count;
}

/** Applies what the user typed and keeps the caret next to the same digit. */
export function applyMoneyEdit(typed: string, caret: number, fractionDigits = 2): MoneyEdit {
  const value = normaliseMoney(typed, fractionDigits);
  const text = displayMoney(value);
  const wanted = significantBefore(typed, caret);
  let position = 0;
  let seen = 0;
  while (position < text.length && seen < wanted) {
    if (/[\d,]/.test(text[position])) seen++;
    position++;
  }
  return { text, value: value.endsWith('.') ? value.slice(0, -1) : value, caret: position };
}

/** The stored value from a decimal text the API sent ("1500.00" -> "1500.00"). */
export function toFormValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return normaliseMoney(String(value).replace('.', ','), 6);
}
