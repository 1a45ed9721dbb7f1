import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatPercent, yearsText } from './format';

describe('report formatting', () => {
  const thousandsEur = { code: 'EUR', divisor: 1000, unit: 'тыс. EUR' };

  it('groups thousands with a no-break space the font has', () => {
    expect(formatMoney(1234567, 'EUR')).toBe('1\u00a0234\u00a0567\u00a0EUR');
    expect(formatAmount(12_345_000, thousandsEur)).toBe('12\u00a0345\u00a0тыс. EUR');
    expect(formatMoney(1234567, 'EUR')).not.toMatch(/\u202f/);
  });

  it('keeps one decimal for small figures', () => {
    expect(formatAmount(56_700, thousandsEur)).toBe('56,7\u00a0тыс. EUR');
    expect(formatPercent(0.0456)).toBe('4,6%');
  });

  it('declines years in Russian', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map(yearsText)).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '21 год',
      '22 года',
      '25 лет',
    ]);
  });
});
