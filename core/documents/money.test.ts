import { describe, expect, it } from 'vitest';
import { formatKopecks, includedVatKopecks, toKopecks } from './money';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatKopecks', () => {
  it('groups thousands with no-break spaces and always shows kopecks', () => {
    expect(formatKopecks(740_000)).toBe('7\u00a0400,00');
    expect(plain(formatKopecks(0))).toBe('0,00');
    expect(plain(formatKopecks(5))).toBe('0,05');
    expect(plain(formatKopecks(99_900))).toBe('999,00');
    expect(plain(formatKopecks(133_443))).toBe('1 334,43');
    expect(plain(formatKopecks(123_456_789_012))).toBe('1 234 567 890,12');
  });

  it('refuses fractions of a kopeck and negative sums', () => {
    expect(() => formatKopecks(1.5)).toThrow(RangeError);
    expect(() => formatKopecks(-100)).toThrow(RangeError);
  });
});

describe('includedVatKopecks', () => {
  it('takes the VAT out of a total that includes it, to the kopeck', () => {
    expect(includedVatKopecks(toKopecks(7400), 22)).toBe(133_443);
    expect(includedVatKopecks(toKopecks(12_200), 22)).toBe(220_000);
    expect(includedVatKopecks(toKopecks(7400), 20)).toBe(123_333);
    expect(includedVatKopecks(toKopecks(1000), 10)).toBe(9091);
    expect(includedVatKopecks(toKopecks(7400), 0)).toBe(0);
  });
});
