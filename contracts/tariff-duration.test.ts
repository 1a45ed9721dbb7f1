import { describe, expect, it } from 'vitest';
import { cheapestAndFastest, formatPrice, formatTariffDuration } from './tariff-duration';

describe('formatTariffDuration', () => {
  it('hides a zero minimum', () => {
    expect(formatTariffDuration({ minDays: 0, maxDays: 2 })).toBe('2 раб.дня');
  });
  it('shows the range when the minimum is set', () => {
    expect(formatTariffDuration({ minDays: 3, maxDays: 7 })).toBe('3-7 раб.дней');
  });
  it("uses 'раб.дня' up to four days and 'раб.дней' above", () => {
    expect(formatTariffDuration({ minDays: 1, maxDays: 4 })).toBe('1-4 раб.дня');
    expect(formatTariffDuration({ minDays: 1, maxDays: 5 })).toBe('1-5 раб.дней');
    expect(formatTariffDuration({ minDays: 0, maxDays: 1 })).toBe('1 раб.дня');
  });
});

describe('formatPrice', () => {
  it('groups thousands the Russian way and shows the rouble sign', () => {
    expect(formatPrice(12500, 'RUB').replace(/\s/g, ' ')).toBe('12 500 ₽');
  });
  it('falls back to the currency code', () => {
    expect(formatPrice(10, 'CHF')).toBe('10 CHF');
  });
});

describe('cheapestAndFastest', () => {
  const tariff = (id: number, tariffPrice: number, maxDays: number, tariffCurrency = 'RUB') => ({
    id,
    tariffPrice,
    tariffCurrency,
    maxDays,
  });

  it('picks the lowest price and the smallest maximum, each from its own tariff', () => {
    const summary = cheapestAndFastest([
      tariff(1, 3000, 3),
      tariff(2, 1500, 10),
      tariff(3, 2000, 2),
    ]);
    expect(summary?.cheapest.id).toBe(2);
    expect(summary?.fastest.id).toBe(3);
  });

  it('keeps the first of equal tariffs, and has nothing to say of none', () => {
    const summary = cheapestAndFastest([tariff(1, 1500, 5), tariff(2, 1500, 5)]);
    expect(summary).toEqual({ cheapest: tariff(1, 1500, 5), fastest: tariff(1, 1500, 5) });
    expect(cheapestAndFastest([])).toBeNull();
  });

  it('compares roubles only: 200 € is not the cheapest of 200 € and 7 900 ₽', () => {
    const summary = cheapestAndFastest([tariff(1, 7900, 5), tariff(2, 200, 2, 'EUR')]);
    expect(summary?.cheapest.id).toBe(1);
    expect(summary?.fastest.id).toBe(1);
    expect(cheapestAndFastest([tariff(1, 200, 2, 'USD')])).toBeNull();
  });
});
