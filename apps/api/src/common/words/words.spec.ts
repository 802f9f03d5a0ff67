import { amountInWords, numberInWords, splitAmount } from './index';

/**
 * Every expected string was written and checked by hand: these words go into contracts.
 * [amount, currency, Uzbek, Russian]
 */
const AMOUNTS: readonly (readonly [string, 'UZS' | 'USD', string, string])[] = [
  ['0', 'UZS', 'nol soʻm 00 tiyin', 'ноль сумов 00 тийинов'],
  ['1', 'UZS', 'bir soʻm 00 tiyin', 'один сум 00 тийинов'],
  ['2', 'UZS', 'ikki soʻm 00 tiyin', 'два сума 00 тийинов'],
  ['5', 'UZS', 'besh soʻm 00 tiyin', 'пять сумов 00 тийинов'],
  ['10', 'UZS', 'oʻn soʻm 00 tiyin', 'десять сумов 00 тийинов'],
  ['11', 'UZS', 'oʻn bir soʻm 00 tiyin', 'одиннадцать сумов 00 тийинов'],
  ['12', 'UZS', 'oʻn ikki soʻm 00 tiyin', 'двенадцать сумов 00 тийинов'],
  ['14', 'UZS', 'oʻn toʻrt soʻm 00 tiyin', 'четырнадцать сумов 00 тийинов'],
  ['15', 'UZS', 'oʻn besh soʻm 00 tiyin', 'пятнадцать сумов 00 тийинов'],
  ['19', 'UZS', 'oʻn toʻqqiz soʻm 00 tiyin', 'девятнадцать сумов 00 тийинов'],
  ['20', 'UZS', 'yigirma soʻm 00 tiyin', 'двадцать сумов 00 тийинов'],
  ['21', 'UZS', 'yigirma bir soʻm 00 tiyin', 'двадцать один сум 00 тийинов'],
  ['22', 'UZS', 'yigirma ikki soʻm 00 tiyin', 'двадцать два сума 00 тийинов'],
  ['25', 'UZS', 'yigirma besh soʻm 00 tiyin', 'двадцать пять сумов 00 тийинов'],
  ['99', 'UZS', 'toʻqson toʻqqiz soʻm 00 tiyin', 'девяносто девять сумов 00 тийинов'],
  ['100', 'UZS', 'bir yuz soʻm 00 tiyin', 'сто сумов 00 тийинов'],
  ['101', 'UZS', 'bir yuz bir soʻm 00 tiyin', 'сто один сум 00 тийинов'],
  ['110', 'UZS', 'bir yuz oʻn soʻm 00 tiyin', 'сто десять сумов 00 тийинов'],
  ['111', 'UZS', 'bir yuz oʻn bir soʻm 00 tiyin', 'сто одиннадцать сумов 00 тийинов'],
  ['200', 'UZS', 'ikki yuz soʻm 00 tiyin', 'двести сумов 00 тийинов'],
  ['583', 'UZS', 'besh yuz sakson uch soʻm 00 tiyin', 'пятьсот восемьдесят три сума 00 тийинов'],
  ['999', 'UZS', 'toʻqqiz yuz toʻqson toʻqqiz soʻm 00 tiyin', 'девятьсот девяносто девять сумов 00 тийинов'],
  ['1000', 'UZS', 'ming soʻm 00 tiyin', 'одна тысяча сумов 00 тийинов'],
  ['1001', 'UZS', 'ming bir soʻm 00 tiyin', 'одна тысяча один сум 00 тийинов'],
  ['1002', 'UZS', 'ming ikki soʻm 00 tiyin', 'одна тысяча два сума 00 тийинов'],
  ['2000', 'UZS', 'ikki ming soʻm 00 tiyin', 'две тысячи сумов 00 тийинов'],
  ['5000', 'UZS', 'besh ming soʻm 00 tiyin', 'пять тысяч сумов 00 тийинов'],
  ['11000', 'UZS', 'oʻn bir ming soʻm 00 tiyin', 'одиннадцать тысяч сумов 00 тийинов'],
  ['21000', 'UZS', 'yigirma bir ming soʻm 00 tiyin', 'двадцать одна тысяча сумов 00 тийинов'],
  ['22000', 'UZS', 'yigirma ikki ming soʻm 00 tiyin', 'двадцать две тысячи сумов 00 тийинов'],
  ['100000', 'UZS', 'bir yuz ming soʻm 00 tiyin', 'сто тысяч сумов 00 тийинов'],
  ['101000', 'UZS', 'bir yuz bir ming soʻm 00 tiyin', 'сто одна тысяча сумов 00 тийинов'],
  ['110000.50', 'UZS', 'bir yuz oʻn ming soʻm 50 tiyin', 'сто десять тысяч сумов 50 тийинов'],
  ['999999', 'UZS', 'toʻqqiz yuz toʻqson toʻqqiz ming toʻqqiz yuz toʻqson toʻqqiz soʻm 00 tiyin', 'девятьсот девяносто девять тысяч девятьсот девяносто девять сумов 00 тийинов'],
  ['1000000', 'UZS', 'bir million soʻm 00 tiyin', 'один миллион сумов 00 тийинов'],
  ['1001000', 'UZS', 'bir million bir ming soʻm 00 tiyin', 'один миллион одна тысяча сумов 00 тийинов'],
  ['2000000', 'UZS', 'ikki million soʻm 00 tiyin', 'два миллиона сумов 00 тийинов'],
  ['5000000', 'UZS', 'besh million soʻm 00 tiyin', 'пять миллионов сумов 00 тийинов'],
  ['21000000', 'UZS', 'yigirma bir million soʻm 00 tiyin', 'двадцать один миллион сумов 00 тийинов'],
  ['48259750', 'UZS', 'qirq sakkiz million ikki yuz ellik toʻqqiz ming yetti yuz ellik soʻm 00 tiyin', 'сорок восемь миллионов двести пятьдесят девять тысяч семьсот пятьдесят сумов 00 тийинов'],
  ['579117000', 'UZS', 'besh yuz yetmish toʻqqiz million bir yuz oʻn yetti ming soʻm 00 tiyin', 'пятьсот семьдесят девять миллионов сто семнадцать тысяч сумов 00 тийинов'],
  ['827310000.00', 'UZS', 'sakkiz yuz yigirma yetti million uch yuz oʻn ming soʻm 00 tiyin', 'восемьсот двадцать семь миллионов триста десять тысяч сумов 00 тийинов'],
  ['1000000000', 'UZS', 'bir milliard soʻm 00 tiyin', 'один миллиард сумов 00 тийинов'],
  ['1000001000', 'UZS', 'bir milliard bir ming soʻm 00 tiyin', 'один миллиард одна тысяча сумов 00 тийинов'],
  ['2000000000', 'UZS', 'ikki milliard soʻm 00 tiyin', 'два миллиарда сумов 00 тийинов'],
  ['2002002002', 'UZS', 'ikki milliard ikki million ikki ming ikki soʻm 00 tiyin', 'два миллиарда два миллиона две тысячи два сума 00 тийинов'],
  ['1234567890.12', 'UZS', 'bir milliard ikki yuz oʻttiz toʻrt million besh yuz oltmish yetti ming sakkiz yuz toʻqson soʻm 12 tiyin', 'один миллиард двести тридцать четыре миллиона пятьсот шестьдесят семь тысяч восемьсот девяносто сумов 12 тийинов'],
  ['999999999999.99', 'UZS', 'toʻqqiz yuz toʻqson toʻqqiz milliard toʻqqiz yuz toʻqson toʻqqiz million toʻqqiz yuz toʻqson toʻqqiz ming toʻqqiz yuz toʻqson toʻqqiz soʻm 99 tiyin', 'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять сумов 99 тийинов'],
  // fractions and the forms of the minor unit
  ['2000.01', 'UZS', 'ikki ming soʻm 01 tiyin', 'две тысячи сумов 01 тийин'],
  ['3.10', 'UZS', 'uch soʻm 10 tiyin', 'три сума 10 тийинов'],
  ['3.1', 'UZS', 'uch soʻm 10 tiyin', 'три сума 10 тийинов'],
  ['4.99', 'UZS', 'toʻrt soʻm 99 tiyin', 'четыре сума 99 тийинов'],
  ['7.02', 'UZS', 'yetti soʻm 02 tiyin', 'семь сумов 02 тийина'],
  ['6.03', 'UZS', 'olti soʻm 03 tiyin', 'шесть сумов 03 тийина'],
  ['6.11', 'UZS', 'olti soʻm 11 tiyin', 'шесть сумов 11 тийинов'],
  ['6.12', 'UZS', 'olti soʻm 12 tiyin', 'шесть сумов 12 тийинов'],
  ['6.21', 'UZS', 'olti soʻm 21 tiyin', 'шесть сумов 21 тийин'],
  ['0.5', 'UZS', 'nol soʻm 50 tiyin', 'ноль сумов 50 тийинов'],
  ['0001.50', 'UZS', 'bir soʻm 50 tiyin', 'один сум 50 тийинов'],
  // rounding half up on the digits
  ['8.005', 'UZS', 'sakkiz soʻm 01 tiyin', 'восемь сумов 01 тийин'],
  ['8.0049999', 'UZS', 'sakkiz soʻm 00 tiyin', 'восемь сумов 00 тийинов'],
  ['9.994', 'UZS', 'toʻqqiz soʻm 99 tiyin', 'девять сумов 99 тийинов'],
  ['0.995', 'UZS', 'bir soʻm 00 tiyin', 'один сум 00 тийинов'],
  ['999.999', 'UZS', 'ming soʻm 00 tiyin', 'одна тысяча сумов 00 тийинов'],
  ['999999999999.994', 'UZS', 'toʻqqiz yuz toʻqson toʻqqiz milliard toʻqqiz yuz toʻqson toʻqqiz million toʻqqiz yuz toʻqson toʻqqiz ming toʻqqiz yuz toʻqson toʻqqiz soʻm 99 tiyin', 'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять сумов 99 тийинов'],
  // dollars
  ['1200', 'USD', 'ming ikki yuz AQSh dollari 00 sent', 'одна тысяча двести долларов США 00 центов'],
  ['1', 'USD', 'bir AQSh dollari 00 sent', 'один доллар США 00 центов'],
  ['2.01', 'USD', 'ikki AQSh dollari 01 sent', 'два доллара США 01 цент'],
  ['5.02', 'USD', 'besh AQSh dollari 02 sent', 'пять долларов США 02 цента'],
  ['11.11', 'USD', 'oʻn bir AQSh dollari 11 sent', 'одиннадцать долларов США 11 центов'],
  ['21.21', 'USD', 'yigirma bir AQSh dollari 21 sent', 'двадцать один доллар США 21 цент'],
  ['23.04', 'USD', 'yigirma uch AQSh dollari 04 sent', 'двадцать три доллара США 04 цента'],
  ['0.10', 'USD', 'nol AQSh dollari 10 sent', 'ноль долларов США 10 центов'],
  ['0.99', 'USD', 'nol AQSh dollari 99 sent', 'ноль долларов США 99 центов'],
  ['65400', 'USD', 'oltmish besh ming toʻrt yuz AQSh dollari 00 sent', 'шестьдесят пять тысяч четыреста долларов США 00 центов'],
  ['1000000000.005', 'USD', 'bir milliard AQSh dollari 01 sent', 'один миллиард долларов США 01 цент'],
  ['999999999999.99', 'USD', 'toʻqqiz yuz toʻqson toʻqqiz milliard toʻqqiz yuz toʻqson toʻqqiz million toʻqqiz yuz toʻqson toʻqqiz ming toʻqqiz yuz toʻqson toʻqqiz AQSh dollari 99 sent', 'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять долларов США 99 центов'],
];

/** Every number word once: [n, Uzbek, Russian masculine]. */
const WORDS: readonly (readonly [number, string, string])[] = [
  [0, 'nol', 'ноль'], [1, 'bir', 'один'], [2, 'ikki', 'два'], [3, 'uch', 'три'], [4, 'toʻrt', 'четыре'],
  [5, 'besh', 'пять'], [6, 'olti', 'шесть'], [7, 'yetti', 'семь'], [8, 'sakkiz', 'восемь'], [9, 'toʻqqiz', 'девять'],
  [10, 'oʻn', 'десять'], [13, 'oʻn uch', 'тринадцать'], [16, 'oʻn olti', 'шестнадцать'], [17, 'oʻn yetti', 'семнадцать'],
  [18, 'oʻn sakkiz', 'восемнадцать'], [30, 'oʻttiz', 'тридцать'], [40, 'qirq', 'сорок'], [50, 'ellik', 'пятьдесят'],
  [60, 'oltmish', 'шестьдесят'], [70, 'yetmish', 'семьдесят'], [80, 'sakson', 'восемьдесят'], [90, 'toʻqson', 'девяносто'],
  [300, 'uch yuz', 'триста'], [400, 'toʻrt yuz', 'четыреста'], [500, 'besh yuz', 'пятьсот'], [600, 'olti yuz', 'шестьсот'],
  [700, 'yetti yuz', 'семьсот'], [800, 'sakkiz yuz', 'восемьсот'], [900, 'toʻqqiz yuz', 'девятьсот'],
  [3004, 'uch ming toʻrt', 'три тысячи четыре'], [14000, 'oʻn toʻrt ming', 'четырнадцать тысяч'],
  [1001000000, 'bir milliard bir million', 'один миллиард один миллион'],
];

const INVALID = ['-1', '-0', '-0.01', '1000000000000', '1000000000000.00', '999999999999.995', 'abc', '1e5', '', '12.3.4', '1\u0000', '\u0000', ' 1', '1 ', '+1', '.5', '5.', '1,5', '1 000', 'NaN', 'Infinity', '0x10', '١٢'];

/** Letters of Uzbek Latin, digits, spaces and U+02BB only; U+02BB only after o or g. */
const UZ_TEXT = /^[A-Za-z0-9 \u02BB]+$/;
/** Cyrillic, digits, spaces and "США". */
const RU_TEXT = /^[а-яё0-9 ]+( США [0-9]{2} [а-я]+)?$/;

describe('words', () => {
  it.each(AMOUNTS)('%s %s in Uzbek', (amount, currency, uz) => {
    expect(amountInWords(amount, currency, 'uz')).toBe(uz);
  });

  it.each(AMOUNTS)('%s %s in Russian', (amount, currency, _uz, ru) => {
    expect(amountInWords(amount, currency, 'ru')).toBe(ru);
  });

  it.each(WORDS)('%d in words', (n, uz, ru) => {
    expect(numberInWords(BigInt(n), 'uz')).toBe(uz);
    expect(numberInWords(BigInt(n), 'ru')).toBe(ru);
  });

  it('writes oʻ and gʻ with U+02BB only, never an ASCII apostrophe, U+2018, U+2019 or U+02BC', () => {
    const texts = [...AMOUNTS.map(([amount, currency]) => amountInWords(amount, currency, 'uz')), ...WORDS.map(([n]) => numberInWords(BigInt(n), 'uz'))];
    for (const text of texts) {
      expect(text).toMatch(UZ_TEXT);
      expect(text).not.toMatch(/(?<![og])\u02BB/);
    }
    expect(texts.join(' ')).toContain('o\u02BB');
    for (const [amount, currency] of AMOUNTS) expect(amountInWords(amount, currency, 'ru')).toMatch(RU_TEXT);
  });

  it('gives Russian units the gender asked for; Uzbek has none', () => {
    expect(numberInWords(1n, 'ru', 'f')).toBe('одна');
    expect(numberInWords(2n, 'ru', 'f')).toBe('две');
    expect(numberInWords(22n, 'ru', 'f')).toBe('двадцать две');
    expect(numberInWords(1001n, 'ru', 'f')).toBe('одна тысяча одна');
    expect(numberInWords(2001002n, 'ru', 'f')).toBe('два миллиона одна тысяча две');
    expect(numberInWords(2001002n, 'ru', 'm')).toBe('два миллиона одна тысяча два');
    expect(numberInWords(2001002n, 'ru')).toBe('два миллиона одна тысяча два');
    expect(numberInWords(2n, 'uz', 'f')).toBe('ikki');
  });

  it('reads back as the number it wrote, for every number to 20 000 and 6000 larger ones', () => {
    const numbers: bigint[] = [];
    for (let n = 0n; n <= 20_000n; n += 1n) numbers.push(n);
    let seed = 12345n;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      numbers.push(seed % 1_000_000_000_000n, (seed >> 20n) % 1_000_000_000n, (seed >> 30n) % 1_000_000n);
    }
    numbers.push(999_999_999_999n, 1_000_001_001n, 1_001_001_001n);
    const wrong: string[] = [];
    for (const n of numbers) {
      const uz = numberInWords(n, 'uz');
      const ru = numberInWords(n, 'ru');
      if (readUz(uz) !== n || readRu(ru) !== n) wrong.push(`${n}: ${uz} / ${ru}`);
      if (!/^\S+( \S+)*$/.test(uz) || !/^\S+( \S+)*$/.test(ru)) wrong.push(`${n}: spaces`);
      // "ming" without its digit only at the start of the number, 1000 … 1999
      if ((uz === 'ming' || uz.startsWith('ming ')) !== (n >= 1000n && n < 2000n)) wrong.push(`${n}: ${uz}`);
      if (/(million|milliard) ming/.test(uz)) wrong.push(`${n}: ${uz}`);
    }
    expect(wrong).toEqual([]);
    expect(numbers.length).toBeGreaterThan(26_000);
  });

  it('keeps each Russian group noun in the form its count asks for', () => {
    const cases: [bigint, string][] = [
      [1000n, 'тысяча'], [2000n, 'тысячи'], [4000n, 'тысячи'], [5000n, 'тысяч'], [11000n, 'тысяч'], [12000n, 'тысяч'],
      [14000n, 'тысяч'], [21000n, 'тысяча'], [111000n, 'тысяч'], [112000n, 'тысяч'], [122000n, 'тысячи'],
      [1000000n, 'миллион'], [3000000n, 'миллиона'], [13000000n, 'миллионов'], [101000000n, 'миллион'],
      [1000000000n, 'миллиард'], [4000000000n, 'миллиарда'], [111000000000n, 'миллиардов'], [999000000000n, 'миллиардов'],
    ];
    for (const [n, noun] of cases) expect(numberInWords(n, 'ru').split(' ').pop()).toBe(noun);
  });

  it('rounds half up on the digits, never through a float', () => {
    expect(splitAmount('0.005')).toEqual({ whole: 0n, minor: '01' });
    expect(splitAmount('0.004999999999999999999')).toEqual({ whole: 0n, minor: '00' });
    expect(splitAmount('1.015')).toEqual({ whole: 1n, minor: '02' }); // 1.015 is 1.01499… as a float
    expect(splitAmount('4.355')).toEqual({ whole: 4n, minor: '36' }); // 4.35499… as a float
    expect(splitAmount('9.995')).toEqual({ whole: 10n, minor: '00' });
    expect(splitAmount('123456789012.34')).toEqual({ whole: 123456789012n, minor: '34' });
  });

  it.each(INVALID)('refuses the amount %j', (amount) => {
    expect(() => amountInWords(amount, 'UZS', 'uz')).toThrow(RangeError);
    expect(() => amountInWords(amount, 'USD', 'ru')).toThrow(RangeError);
  });

  it('refuses numbers out of range, non-strings, unknown currencies and languages', () => {
    expect(() => numberInWords(-1n, 'uz')).toThrow(RangeError);
    expect(() => numberInWords(1_000_000_000_000n, 'ru')).toThrow(RangeError);
    expect(() => numberInWords(5 as unknown as bigint, 'ru')).toThrow(RangeError);
    expect(() => numberInWords(5n, 'en' as 'uz')).toThrow(RangeError);
    expect(() => numberInWords(5n, 'ru', 'n' as 'm')).toThrow(RangeError);
    expect(() => amountInWords(5 as unknown as string, 'UZS', 'uz')).toThrow(RangeError);
    expect(() => amountInWords(null as unknown as string, 'UZS', 'uz')).toThrow(RangeError);
    expect(() => amountInWords('5', 'EUR' as 'USD', 'uz')).toThrow(RangeError);
    expect(() => amountInWords('5', 'UZS', 'en' as 'uz')).toThrow(RangeError);
    expect(numberInWords(999_999_999_999n, 'uz')).toContain('milliard');
  });
});

const UZ_VALUES: Record<string, number> = {
  bir: 1, ikki: 2, uch: 3, 'toʻrt': 4, besh: 5, olti: 6, yetti: 7, sakkiz: 8, 'toʻqqiz': 9,
  'oʻn': 10, yigirma: 20, 'oʻttiz': 30, qirq: 40, ellik: 50, oltmish: 60, yetmish: 70, sakson: 80, 'toʻqson': 90,
};
const UZ_GROUPS: Record<string, bigint> = { ming: 1000n, million: 1_000_000n, milliard: 1_000_000_000n };

/** An independent reader of Uzbek number words (the test's own, not the code's tables). */
function readUz(text: string): bigint {
  if (text === 'nol') return 0n;
  let total = 0n;
  let group = 0n;
  for (const word of text.split(' ')) {
    if (word in UZ_VALUES) group += BigInt(UZ_VALUES[word]);
    else if (word === 'yuz') group = (group % 100n) * 100n; // the digit just read, times 100
    else if (word in UZ_GROUPS) {
      total += (group === 0n && word === 'ming' && total === 0n ? 1n : group) * UZ_GROUPS[word];
      group = 0n;
    } else throw new Error(`unknown word ${word} in ${text}`);
  }
  return total + group;
}

const RU_VALUES: Record<string, number> = {
  один: 1, одна: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9,
  десять: 10, одиннадцать: 11, двенадцать: 12, тринадцать: 13, четырнадцать: 14, пятнадцать: 15, шестнадцать: 16,
  семнадцать: 17, восемнадцать: 18, девятнадцать: 19, двадцать: 20, тридцать: 30, сорок: 40, пятьдесят: 50,
  шестьдесят: 60, семьдесят: 70, восемьдесят: 80, девяносто: 90, сто: 100, двести: 200, триста: 300,
  четыреста: 400, пятьсот: 500, шестьсот: 600, семьсот: 700, восемьсот: 800, девятьсот: 900,
};
const RU_GROUPS: Record<string, bigint> = {
  тысяча: 1000n, тысячи: 1000n, тысяч: 1000n, миллион: 1_000_000n, миллиона: 1_000_000n, миллионов: 1_000_000n,
  миллиард: 1_000_000_000n, миллиарда: 1_000_000_000n, миллиардов: 1_000_000_000n,
};

function readRu(text: string): bigint {
  if (text === 'ноль') return 0n;
  let total = 0n;
  let group = 0n;
  for (const word of text.split(' ')) {
    if (word in RU_VALUES) group += BigInt(RU_VALUES[word]);
    else if (word in RU_GROUPS) {
      if (group === 0n) throw new Error(`a group without its count in ${text}`);
      total += group * RU_GROUPS[word];
      group = 0n;
    } else throw new Error(`unknown word ${word} in ${text}`);
  }
  return total + group;
}
