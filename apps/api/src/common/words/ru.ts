/**
 * Numbers and amounts in Russian words ("прописью"), for printed documents.
 */

export type Gender = 'm' | 'f';

const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'] as const;
const UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'] as const;
const TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'] as const;
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'] as const;
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'] as const;

export const RU_ZERO = 'ноль';

/** The three forms of a noun after a numeral: 1 (21, 101…), 2–4 (22–24…), 5–20 and 0 (11–14 too). */
export type Forms = readonly [one: string, few: string, many: string];

/** The form of a noun after `n`, by its last two digits: 11–14 take the "many" form. */
export function ruForm(n: bigint, forms: Forms): string {
  const lastTwo = n % 100n;
  const last = n % 10n;
  if (lastTwo >= 11n && lastTwo <= 14n) return forms[2];
  if (last === 1n) return forms[0];
  if (last >= 2n && last <= 4n) return forms[1];
  return forms[2];
}

/** 1…999 with the gender of the noun that follows (один/одна, два/две). */
function triple(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  if (hundreds) words.push(HUNDREDS[hundreds]);
  if (tens === 1) words.push(TEENS[units]);
  else {
    if (tens) words.push(TENS[tens]);
    if (units) words.push((gender === 'f' ? UNITS_F : UNITS_M)[units]);
  }
  return words;
}

const GROUPS: readonly { size: bigint; gender: Gender; forms: Forms }[] = [
  { size: 1_000_000_000n, gender: 'm', forms: ['миллиард', 'миллиарда', 'миллиардов'] },
  { size: 1_000_000n, gender: 'm', forms: ['миллион', 'миллиона', 'миллионов'] },
  { size: 1000n, gender: 'f', forms: ['тысяча', 'тысячи', 'тысяч'] },
];

/**
 * 0…999 999 999 999 in words; `gender` is that of the noun counted (the last group's один/одна,
 * два/две). Thousands are feminine ("одна тысяча", "двадцать две тысячи"), millions and milliards
 * masculine. Every group keeps its digit: "одна тысяча", "один миллион".
 */
export function ruNumber(value: bigint, gender: Gender = 'm'): string {
  if (value === 0n) return RU_ZERO;
  const words: string[] = [];
  for (const group of GROUPS) {
    const count = (value / group.size) % 1000n;
    if (count) words.push(...triple(Number(count), group.gender), ruForm(count, group.forms));
  }
  const units = Number(value % 1000n);
  if (units) words.push(...triple(units, gender));
  return words.join(' ');
}

export const RU_CURRENCY: Readonly<Record<'UZS' | 'USD', { major: Forms; minor: Forms }>> = {
  UZS: { major: ['сум', 'сума', 'сумов'], minor: ['тийин', 'тийина', 'тийинов'] },
  USD: { major: ['доллар США', 'доллара США', 'долларов США'], minor: ['цент', 'цента', 'центов'] },
};

/** "сто десять тысяч сумов 50 тийинов": сум, доллар, тийин and цент are masculine. */
export function ruAmount(whole: bigint, minor: string, currency: keyof typeof RU_CURRENCY): string {
  const names = RU_CURRENCY[currency];
  return `${ruNumber(whole, 'm')} ${ruForm(whole, names.major)} ${minor} ${ruForm(BigInt(minor), names.minor)}`;
}
