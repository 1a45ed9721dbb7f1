import { describe, expect, it } from 'vitest';
import { snapshot } from './snapshots.test-helper';
import { parseUkFcdoXml } from './uk-fcdo-xml';

const text = snapshot('uk-sanctions-list-excerpt-2026-09-07.xml');
const parsed = parseUkFcdoXml(text);

describe('UK Sanctions List, FCDO XML (real excerpt of 7 September 2026)', () => {
  it('parses its 2 designations and DateGenerated (dd/mm/yyyy)', () => {
    expect(parsed.entries.map((e) => [e.entryId, e.kind, e.name])).toEqual([
      ['AFG0001', 'entity', 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE'],
      ['AFG0006', 'individual', 'MOHAMMAD HASSAN AKHUND'],
    ]);
    expect(parsed.publishedAt.toISOString()).toBe('2026-09-07T00:00:00.000Z');
  });

  it('reads aliases, non-Latin names, countries, regime and the date designated', () => {
    const [exchange, akhund] = parsed.entries;
    expect(exchange!.names).toHaveLength(10);
    expect(exchange!.names.at(-1)).toEqual({
      name: 'حاجی خيرالله و حاجی ستار صرافی',
      type: 'aka',
      quality: 'strong',
      script: 'Arabic',
    });
    expect(exchange).toMatchObject({
      countries: ['AE', 'AF', 'IR'],
      programs: ['The Afghanistan (Sanctions) (EU Exit) Regulations 2020'],
      listedOn: '2012-06-29',
    });
    expect(akhund!.identifiers).toEqual([
      {
        type: 'PassportNumber',
        scheme: 'passport',
        value: 'P04581926',
        normalized: 'P04581926',
      },
    ]);
    expect(akhund!.listedOn).toBe('2001-01-25');
  });

  it('marks a primary name variation as weak', () => {
    const variation = text.replace(
      '<NameType>Alias</NameType>',
      '<NameType>Primary Name Variation</NameType>',
    );
    expect(parseUkFcdoXml(variation).entries[0]!.names[1]).toMatchObject({
      name: 'Haji Alim Hawala',
      quality: 'weak',
    });
  });

  it('refuses an empty or truncated file', () => {
    expect(() => parseUkFcdoXml('')).toThrow(/пуст/);
    expect(() => parseUkFcdoXml(text.slice(0, -20))).toThrow(/повреждён или обрезан/);
  });
});
