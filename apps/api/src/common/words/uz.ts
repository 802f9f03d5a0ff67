/**
 * Numbers and amounts in Uzbek (Latin script) words, for printed documents.
 *
 * The letters oʻ and gʻ are written with U+02BB (ʻ, MODIFIER LETTER TURNED COMMA), as the
 * Latin alphabet of 1995 prescribes; never an ASCII apostrophe or U+2018. Uzbek nouns stay in the
 * singular after a numeral ("besh soʻm", "oʻn ikki sent").
 */

const UNITS = ['', 'bir', 'ikki', 'uch', 'toʻrt', 'besh', 'olti', 'yetti', 'sakkiz', 'toʻqqiz'] as const;
const TENS = ['', 'oʻn', 'yigirma', 'oʻttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'toʻqson'] as const;

export const UZ_ZERO = 'nol';

/** 1…999: the hundreds always with their digit ("bir yuz", "ikki yuz"). */
function triple(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  if (hundreds) words.push(UNITS[hundreds], 'yuz');
  if (tens) words.push(TENS[tens]);
  if (units) words.push(UNITS[units]);
  return words;
}

/**
 * 0…999 999 999 999 in words. The groups are whole numbers below 1000, so plain numbers are safe
 * for them; the caller has checked the range.
 *
 * A thousands group of exactly 1 is a bare "ming" when it leads the number ("ming ikki yuz"),
 * and "bir ming" after millions or milliards ("bir million bir ming"), so that no group of a long
 * number loses its digit.
 */
export function uzNumber(value: bigint): string {
  if (value === 0n) return UZ_ZERO;
  const milliards = Number(value / 1_000_000_000n);
  const millions = Number((value / 1_000_000n) % 1000n);
  const thousands = Number((value / 1000n) % 1000n);
  const units = Number(value % 1000n);
  const words: string[] = [];
  if (milliards) words.push(...triple(milliards), 'milliard');
  if (millions) words.push(...triple(millions), 'million');
  if (thousands === 1 && words.length === 0) words.push('ming');
  else if (thousands) words.push(...triple(thousands), 'ming');
  if (units) words.push(...triple(units));
  return words.join(' ');
}

export const UZ_CURRENCY = {
  UZS: { major: 'soʻm', minor: 'tiyin' },
  USD: { major: 'AQSh dollari', minor: 'sent' },
} as const;

/** "bir yuz oʻn ming soʻm 50 tiyin": no plural forms after a numeral in Uzbek. */
export function uzAmount(whole: bigint, minor: string, currency: keyof typeof UZ_CURRENCY): string {
  const names = UZ_CURRENCY[currency];
  return `${uzNumber(whole)} ${names.major} ${minor} ${names.minor}`;
}
