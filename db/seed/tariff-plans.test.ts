import { describe, expect, it } from 'vitest';
import { countryContent, handWrittenCodes } from './country-content';
import { seedCountries } from './country-list';
import { seedTariffs, STANDARD, TARIFF_KINDS, URGENT, type SeedTariff } from './tariff-plans';

const countries = seedCountries().map((country) => ({
  country,
  tariffs: seedTariffs(country.code),
}));
const pairs = (tariffs: SeedTariff[]) =>
  tariffs.flatMap((a) => tariffs.map((b) => [a, b] as const));
const named = (tariffs: SeedTariff[], name: string) => tariffs.find((t) => t.name === name);

describe('demo tariffs', () => {
  it('gives every country a standard and an urgent report, each tariff of a known kind', () => {
    for (const { country, tariffs } of countries) {
      expect(named(tariffs, STANDARD), country.code).toBeDefined();
      expect(named(tariffs, URGENT), country.code).toBeDefined();
      for (const t of tariffs) expect(TARIFF_KINDS[t.name], t.name).toBeDefined();
    }
  });

  it('never makes a dearer tariff of the same kind slower', () => {
    for (const { country, tariffs } of countries) {
      for (const [dear, cheap] of pairs(tariffs)) {
        if (dear.price <= cheap.price || TARIFF_KINDS[dear.name] !== TARIFF_KINDS[cheap.name]) {
          continue;
        }
        const label = `${country.code}: ${dear.name} vs ${cheap.name}`;
        expect(dear.maxDays, label).toBeLessThanOrEqual(cheap.maxDays);
        expect(dear.minDays, label).toBeLessThanOrEqual(cheap.minDays);
      }
    }
  });

  it('makes the urgent report strictly faster than the standard one and every cheaper tariff', () => {
    for (const { country, tariffs } of countries) {
      const urgent = named(tariffs, URGENT)!;
      const standard = named(tariffs, STANDARD)!;
      expect(urgent.price, country.code).toBeGreaterThan(standard.price);
      expect(urgent.maxDays, country.code).toBeLessThan(standard.maxDays);
      // Paying triple for the same wait is what a customer would rightly question.
      for (const cheaper of tariffs.filter((t) => t.price < urgent.price)) {
        expect(urgent.maxDays, `${country.code}: ${cheaper.name}`).toBeLessThan(cheaper.maxDays);
      }
    }
  });

  it('looks like a price list: whole prices ending in 400 or 900, sensible day ranges', () => {
    for (const { country, tariffs } of countries) {
      for (const t of tariffs) {
        expect(t.price % 500, `${country.code} ${t.name}`).toBe(400);
        expect(t.minDays, `${country.code} ${t.name}`).toBeLessThan(t.maxDays);
      }
    }
  });

  it('agrees with the hand-written country texts about the standard report', () => {
    const hand = new Set(handWrittenCodes());
    for (const { country, tariffs } of countries.filter((c) => hand.has(c.country.code))) {
      const quoted = countryContent(country).match(
        /Стандартный отчёт (?:—|готовится за) (\d+)–(\d+) рабоч/,
      );
      if (!quoted) continue;
      const standard = named(tariffs, STANDARD)!;
      expect(`${quoted[1]}–${quoted[2]}`, country.code).toBe(
        `${standard.minDays}–${standard.maxDays}`,
      );
    }
  });
});
