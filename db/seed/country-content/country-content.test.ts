import { describe, expect, it } from 'vitest';
import { seedCountries } from '../country-list';
import { composedCodes, countryContent, handWrittenCodes } from './index';

const countries = seedCountries();
const texts = countries.map((country) => ({ country, text: countryContent(country) }));
const byCode = new Map(texts.map((t) => [t.country.code, t.text]));

/**
 * Removes the country's name and its inflected forms (a crude stem per word of the name), so that
 * two texts which differ only by the name, in any case, come out identical.
 */
function withoutName(text: string, name: string): string {
  let out = text.split(name).join('');
  for (const word of name.split(/[\s,()—–-]+/).filter((w) => w.length >= 4)) {
    const stem = word.slice(0, Math.max(4, word.length - 2)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`${stem}[а-яёa-z]*`, 'giu'), '');
  }
  return out;
}

function lineSet(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
}

describe('countryContent', () => {
  it('covers every seeded country with a text of at least 600 characters', () => {
    expect(countries.length).toBeGreaterThanOrEqual(250);
    for (const { country, text } of texts) {
      expect(text.length, country.code).toBeGreaterThanOrEqual(600);
      expect(text, country.code).toContain('### ');
      expect(text, country.code).not.toMatch(/undefined|null|\$\{/);
    }
  });

  it('has a hand-written or composed source for every country, never both', () => {
    const hand = new Set(handWrittenCodes());
    const composed = new Set(composedCodes());
    expect(hand.size).toBeGreaterThanOrEqual(110);
    for (const code of hand) expect(composed.has(code), code).toBe(false);
    for (const { country } of texts) {
      expect(hand.has(country.code) || composed.has(country.code), country.code).toBe(true);
    }
  });

  it('gives every country a different text', () => {
    const unique = new Set(texts.map((t) => t.text));
    expect(unique.size).toBe(texts.length);
  });

  it('does not reuse one text with the name swapped: no two share more than 70% of their lines', () => {
    const sets = texts.map(({ country, text }) => ({
      code: country.code,
      lines: lineSet(withoutName(text, country.name)),
    }));
    const offenders: string[] = [];
    for (let i = 0; i < sets.length; i += 1) {
      for (let j = i + 1; j < sets.length; j += 1) {
        const a = sets[i];
        const b = sets[j];
        if (!a || !b) continue;
        let shared = 0;
        for (const line of a.lines) if (b.lines.has(line)) shared += 1;
        const ratio = shared / Math.min(a.lines.size, b.lines.size);
        if (ratio > 0.7) offenders.push(`${a.code}/${b.code}: ${ratio.toFixed(2)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('states known facts for key countries', () => {
    const facts: [string, RegExp][] = [
      ['DE', /Handelsregister/],
      ['DE', /Bundesanzeiger/],
      ['GB', /Companies House/],
      ['FR', /RCS|Infogreffe/],
      ['FR', /SIREN/],
      ['KZ', /БИН/],
      ['BY', /УНП/],
      ['RU', /ЕГРЮЛ/],
      ['US', /EDGAR/],
      ['CN', /USCC|统一社会信用代码/],
      ['NL', /KVK/],
      ['PL', /KRS/],
      ['IT', /Partita IVA/],
      ['AU', /ABN/],
      ['SG', /UEN/],
      ['CY', /Registrar of Companies/],
      ['AE', /DIFC|свободн/i],
      ['AB', /Абхаз/],
      ['OS', /Осет/],
    ];
    for (const [code, pattern] of facts) expect(byCode.get(code), code).toMatch(pattern);
  });

  it('says plainly that uninhabited territories have practically no companies', () => {
    for (const code of ['AQ', 'BV', 'HM', 'TF', 'GS', 'UM']) {
      expect(byCode.get(code), code).toMatch(/нет постоянного населения/);
    }
  });

  it('uses typographic quotes and dashes rather than ASCII substitutes in the prose', () => {
    for (const { country, text } of texts) {
      expect(text, country.code).not.toMatch(/ - /);
      expect(text, country.code).not.toMatch(/"/);
    }
  });

  it('is stable: the same input gives the same text', () => {
    const [first] = countries;
    expect(first).toBeDefined();
    if (first) expect(countryContent(first)).toBe(countryContent({ ...first }));
  });
});
