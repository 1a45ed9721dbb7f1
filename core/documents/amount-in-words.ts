import { pluralRu, type RuForms } from '../../contracts/plural-ru';

/** The largest amount an invoice can spell out: 999 999 999 999 roubles 99 kopecks. */
const MAX_AMOUNT_KOPECKS = 99_999_999_999_999;

const UNITS = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEMININE = ['', 'одна', 'две', ...UNITS.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Thousands are feminine (одна тысяча, две тысячи); the rest, roubles included, masculine. */
const SCALES: { forms: RuForms; isFeminine: boolean }[] = [
  { forms: ['рубль', 'рубля', 'рублей'], isFeminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], isFeminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], isFeminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], isFeminine: false },
];
const KOPECKS: RuForms = ['копейка', 'копейки', 'копеек'];

/** 0 … 999 in words: «двести двадцать одна». */
function triadWords(n: number, isFeminine: boolean): string[] {
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  const words = [HUNDREDS[Math.floor(n / 100)]];
  if (tens === 1) {
    words.push(TEENS[units]);
  } else {
    words.push(TENS[tens], (isFeminine ? UNITS_FEMININE : UNITS)[units]);
  }
  return words.filter((word): word is string => Boolean(word));
}

/** Whole roubles in words with the noun: «две тысячи рублей», «ноль рублей». */
function roublesInWords(roubles: number): string {
  if (roubles === 0) return `ноль ${SCALES[0]?.forms[2]}`;
  const words: string[] = [];
  for (let scale = SCALES.length - 1; scale >= 0; scale -= 1) {
    const { forms, isFeminine } = SCALES[scale] as (typeof SCALES)[number];
    const triad = Math.floor(roubles / 1000 ** scale) % 1000;
    if (triad > 0) words.push(...triadWords(triad, isFeminine));
    // The rouble noun always comes last, its form set by the last three digits (even 000).
    if (triad > 0 || scale === 0) words.push(pluralRu(triad, forms));
  }
  return words.join(' ');
}

/**
 * «Сумма прописью» as Russian invoices write it: roubles in words, kopecks in figures.
 * 7400 → «Семь тысяч четыреста рублей 00 копеек»; 1334.43 → «… 43 копейки».
 */
export function amountInWords(roubles: number): string {
  const total = Math.round(roubles * 100);
  if (!Number.isFinite(total) || total < 0 || total > MAX_AMOUNT_KOPECKS) {
    throw new RangeError(`сумма вне диапазона 0 … 999 999 999 999,99: ${roubles}`);
  }
  const kopecks = total % 100;
  const words = roublesInWords((total - kopecks) / 100);
  const text = `${words} ${String(kopecks).padStart(2, '0')} ${pluralRu(kopecks, KOPECKS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
