import { describe, expect, it } from 'vitest';
import { companySearchPath, tariffFromSearchParams, withTariff } from './chosen-tariff';

describe('chosen tariff in the URL', () => {
  it('reads a positive id and ignores anything else', () => {
    expect(tariffFromSearchParams(new URLSearchParams('tariff=42&name=X'))).toBe(42);
    for (const query of ['', 'tariff=', 'tariff=0', 'tariff=-3', 'tariff=4x', 'tariff=1e3']) {
      expect(tariffFromSearchParams(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it('adds the tariff to a query only when one is chosen', () => {
    expect(withTariff(new URLSearchParams('company=7'), 42).toString()).toBe('company=7&tariff=42');
    expect(withTariff(new URLSearchParams('company=7'), null).toString()).toBe('company=7');
  });

  it('links to the country search with the tariff, or without one', () => {
    expect(companySearchPath('DE', 42)).toBe('/countries/country/de?tariff=42#search');
    expect(companySearchPath('DE', null)).toBe('/countries/country/de#search');
  });
});
