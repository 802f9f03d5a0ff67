/**
 * How many SMS parts a text takes. Texts made only of the GSM 03.38 alphabet (Latin) go as GSM-7:
 * 160 characters in one part, 153 per part when split. Any other character (Cyrillic, and also
 * Uzbek's ʻ U+02BB) makes the whole text UCS-2: 70 in one part, 67 per part when split.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the GSM extension table: each takes two septets. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export type SmsEncoding = 'gsm' | 'unicode';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Length in the encoding's units (septets for GSM-7, UTF-16 units for UCS-2). */
  length: number;
  parts: number;
  /** Units per part at the current number of parts (160/153 or 70/67). */
  perPart: number;
  /** Units left before the text takes one more part. */
  remaining: number;
}

export const GSM_SINGLE = 160;
export const GSM_MULTI = 153;
export const UNICODE_SINGLE = 70;
export const UNICODE_MULTI = 67;

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) {
    if (!basic.has(char) && !extended.has(char)) return 'unicode';
  }
  return 'gsm';
}

export function countSms(text: string): SmsCount {
  const encoding = smsEncoding(text);
  let length = 0;
  if (encoding === 'gsm') {
    for (const char of text) length += extended.has(char) ? 2 : 1;
  } else {
    length = text.length; // UTF-16 code units: an emoji takes two
  }
  const single = encoding === 'gsm' ? GSM_SINGLE : UNICODE_SINGLE;
  const multi = encoding === 'gsm' ? GSM_MULTI : UNICODE_MULTI;
  if (length === 0) return { encoding, length, parts: 0, perPart: single, remaining: single };
  if (length <= single) return { encoding, length, parts: 1, perPart: single, remaining: single - length };
  const parts = Math.ceil(length / multi);
  return { encoding, length, parts, perPart: multi, remaining: parts * multi - length };
}

/**
 * Look-alike characters that force a Latin text into UCS-2, and their GSM-7 stand-ins: Uzbek's
 * ʻ ʼ and typographic quotes, guillemets, dashes, the ellipsis, the numero sign and odd spaces.
 */
const ASCII_SAFE: Readonly<Record<string, string>> = {
  'ʻ': "'",
  'ʼ': "'",
  '‘': "'",
  '’': "'",
  '‚': "'",
  '`': "'",
  '´': "'",
  'ˈ': "'",
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '№': 'N',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** The text with every look-alike replaced by its GSM-7 stand-in (letters and everything else kept). */
export function toAsciiSafe(text: string): string {
  let out = '';
  for (const char of text) out += ASCII_SAFE[char] ?? char;
  return out;
}

/** The distinct characters that make a text UCS-2, in order of appearance. */
export function unicodeCharacters(text: string): string[] {
  const found: string[] = [];
  for (const char of text) {
    if (!basic.has(char) && !extended.has(char) && !found.includes(char)) found.push(char);
  }
  return found;
}

/** True when a character outside the look-alikes (Cyrillic, emoji…) keeps the text UCS-2 anyway. */
export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u04ff]/.test(text);
}
