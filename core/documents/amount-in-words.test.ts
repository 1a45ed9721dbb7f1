import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [7400, 'Семь тысяч четыреста рублей 00 копеек'],
    [1, 'Один рубль 00 копеек'],
    [2, 'Два рубля 00 копеек'],
    [5, 'Пять рублей 00 копеек'],
    [0, 'Ноль рублей 00 копеек'],
    [21_001, 'Двадцать одна тысяча один рубль 00 копеек'],
    [2_000_000, 'Два миллиона рублей 00 копеек'],
    [1000, 'Одна тысяча рублей 00 копеек'],
    [2000, 'Две тысячи рублей 00 копеек'],
    [5000, 'Пять тысяч рублей 00 копеек'],
    [1_000_000, 'Один миллион рублей 00 копеек'],
    [1_000_000_000, 'Один миллиард рублей 00 копеек'],
    [12_500, 'Двенадцать тысяч пятьсот рублей 00 копеек'],
    [
      999_999_999_999,
      'Девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов ' +
        'девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 00 копеек',
    ],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('puts the rouble in the form its last two digits need', () => {
    const noun = (n: number) => amountInWords(n).split(' ').at(-3);
    expect([1, 21, 101, 1001].map(noun)).toEqual(['рубль', 'рубль', 'рубль', 'рубль']);
    expect([2, 3, 4, 22, 34, 104].map(noun)).toEqual(Array(6).fill('рубля'));
    expect([5, 10, 11, 12, 13, 14, 15, 19, 20, 111, 112, 114, 1000].map(noun)).toEqual(
      Array(13).fill('рублей'),
    );
  });

  it('makes thousands feminine and millions and billions masculine', () => {
    expect(amountInWords(1_001_000)).toBe('Один миллион одна тысяча рублей 00 копеек');
    expect(amountInWords(2_002_002)).toBe('Два миллиона две тысячи два рубля 00 копеек');
    expect(amountInWords(22_000)).toBe('Двадцать две тысячи рублей 00 копеек');
    expect(amountInWords(11_000)).toBe('Одиннадцать тысяч рублей 00 копеек');
    expect(amountInWords(14_000_000)).toBe('Четырнадцать миллионов рублей 00 копеек');
    expect(amountInWords(3_000_000_000)).toBe('Три миллиарда рублей 00 копеек');
    expect(amountInWords(5_000_000_000)).toBe('Пять миллиардов рублей 00 копеек');
  });

  it('skips empty groups and writes every hundred and ten', () => {
    expect(amountInWords(1_000_001)).toBe('Один миллион один рубль 00 копеек');
    expect(amountInWords(100_200_300)).toBe('Сто миллионов двести тысяч триста рублей 00 копеек');
    expect(amountInWords(418_360)).toBe(
      'Четыреста восемнадцать тысяч триста шестьдесят рублей 00 копеек',
    );
    expect(amountInWords(579_840)).toBe(
      'Пятьсот семьдесят девять тысяч восемьсот сорок рублей 00 копеек',
    );
    expect(amountInWords(690_017)).toBe('Шестьсот девяносто тысяч семнадцать рублей 00 копеек');
    expect(amountInWords(750_090)).toBe('Семьсот пятьдесят тысяч девяносто рублей 00 копеек');
  });

  it('writes kopecks in figures with the noun in the right form', () => {
    expect(amountInWords(1334.43)).toBe('Одна тысяча триста тридцать четыре рубля 43 копейки');
    expect(amountInWords(0.01)).toBe('Ноль рублей 01 копейка');
    expect(amountInWords(10.21)).toBe('Десять рублей 21 копейка');
    expect(amountInWords(10.11)).toBe('Десять рублей 11 копеек');
    expect(amountInWords(10.5)).toBe('Десять рублей 50 копеек');
    expect(amountInWords(999_999_999_999.99)).toMatch(/ рублей 99 копеек$/);
  });

  it('rounds to the kopeck', () => {
    expect(amountInWords(0.1 + 0.2)).toBe('Ноль рублей 30 копеек');
    expect(amountInWords(1.005 * 1000)).toBe('Одна тысяча пять рублей 00 копеек');
  });

  it('refuses what it cannot write', () => {
    for (const amount of [-1, 1e12, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => amountInWords(amount)).toThrow(RangeError);
    }
  });
});
