import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { seedCountries } from '../../db/seed/country-list';
import { generateSampleCompany } from './generate-sample-company';
import { FONT_FAMILY, loadFonts } from '../../core/pdf/fonts';
import type { SampleCompany } from './sample-company';

const DATE = new Date('2026-03-05T00:00:00Z');
const countries = seedCountries();

/** Every piece of text of a company that ends up in the PDF. */
function texts(company: SampleCompany): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object' && !(value instanceof Date)) {
      Object.values(value).forEach(walk);
    }
  };
  walk(company);
  return found;
}

describe('generateSampleCompany', () => {
  it('makes the same company for a country every time', () => {
    const country = { code: 'DE', name: 'Германия', nameEn: 'Germany' };
    expect(generateSampleCompany(country, DATE)).toEqual(generateSampleCompany(country, DATE));
    expect(generateSampleCompany(country, DATE).name).not.toBe(
      generateSampleCompany({ ...country, code: 'AT' }, DATE).name,
    );
  });

  it('gives every country of the site a complete company', () => {
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      const company = generateSampleCompany(country, DATE);
      const where = `${country.code} ${company.name}`;
      expect(company.name.length, where).toBeGreaterThan(3);
      expect(company.registration.number, where).toMatch(/\d/);
      expect(company.address, where).toBeTruthy();
      expect(company.financials, where).toHaveLength(4);
      for (const year of company.financials) {
        expect(year.revenue, where).toBeGreaterThan(0);
        expect(year.equity, where).toBeLessThan(year.totalAssets);
      }
      expect(company.rating.score, where).toBeGreaterThanOrEqual(1);
      expect(company.rating.score, where).toBeLessThanOrEqual(100);
      expect(company.rating.creditLimit, where).toBeGreaterThan(0);
      expect(company.management.length, where).toBeGreaterThanOrEqual(2);
      expect(new Set(company.management.map((m) => m.name)).size, where).toBe(
        company.management.length,
      );
      expect(company.suppliers, where).toHaveLength(3);
      expect(company.customers, where).toHaveLength(3);
      expect(
        company.structure.beneficiaries.reduce((sum, b) => sum + b.share, 0),
        where,
      ).toBe(100);
      expect(
        company.history.every((h) => h.year < 2026),
        where,
      ).toBe(true);
    }
  });

  it('writes companies of Russian-speaking countries in Cyrillic, with a Latin name too', () => {
    const kz = generateSampleCompany({ code: 'KZ', name: 'Казахстан', nameEn: 'Kazakhstan' }, DATE);
    expect(kz.name).toMatch(/^ТОО|^АО/);
    expect(kz.name).toMatch(/«[А-ЯЁа-яё -]+»/);
    expect(kz.nameLatin).toMatch(/^[A-Za-z -]+ (LLP|JSC)$/);
    expect(kz.registration.number).toMatch(/^\d{12}$/);
    expect(kz.currency.code).toBe('KZT');
  });

  it('uses local legal forms, number formats and currency', () => {
    const de = generateSampleCompany({ code: 'DE', name: 'Германия', nameEn: 'Germany' }, DATE);
    expect(de.legalForm).toMatch(/^(GmbH|AG) — /);
    expect(de.registration.number).toMatch(/^HRB \d{5,6}$/);
    expect(de.registration.taxNumber).toMatch(/^DE\d{9}$/);
    expect(de.currency.unit).toBe('тыс. EUR');
    const jp = generateSampleCompany({ code: 'JP', name: 'Япония', nameEn: 'Japan' }, DATE);
    expect(jp.currency.unit).toBe('млн JPY');
  });

  it('uses only characters the embedded fonts have', async () => {
    await loadFonts();
    const fonts = FONT_FAMILY.flatMap((fontFamily) =>
      [400, 700].map((fontWeight) => {
        const data = Font.getFont({ fontFamily, fontWeight }).data;
        if (!data || !('hasGlyphForCodePoint' in data)) throw new Error(`${fontFamily} not loaded`);
        return data;
      }),
    );
    const covered = (ch: string) =>
      fonts.some((f) => f.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
    expect(['Ж', 'ё', 'G', '7', 'ł', 'ş', '№', '«', '—'].every(covered)).toBe(true);
    expect(covered('中')).toBe(false);
    const missing = new Set<string>();
    for (const country of countries) {
      for (const text of texts(generateSampleCompany(country, DATE))) {
        for (const ch of text) {
          const codePoint = ch.codePointAt(0) as number;
          if (!fonts.some((font) => font.hasGlyphForCodePoint(codePoint))) {
            missing.add(`${ch} U+${codePoint.toString(16)} (${country.code})`);
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
