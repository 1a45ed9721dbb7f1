import { describe, expect, it } from 'vitest';
import { parseEuFsfXml } from './eu-fsf-xml';
import { snapshot } from './snapshots.test-helper';

const text = snapshot('eu-fsf-excerpt-2026-08-05.xml');
const parsed = parseEuFsfXml(text);

describe('EU Financial Sanctions Files, XML 1.1 (real excerpt of 5 August 2026)', () => {
  it('parses its 3 entries and the generation date', () => {
    expect(parsed.entries.map((e) => [e.entryId, e.kind, e.name])).toEqual([
      ['13', 'individual', 'Saddam Hussein Al-Tikriti'],
      ['3745', 'entity', 'Congomet Trading House'],
      ['5669', 'entity', 'Omran Sahel'],
    ]);
    expect(parsed.publishedAt.toISOString()).toBe('2026-08-05T14:47:04.449Z');
    expect(parsed.publishedAtSource).toBe('list');
  });

  it('reads aliases with their language, countries, programmes and dates', () => {
    const [saddam, congomet, omran] = parsed.entries;
    expect(saddam!.names.map((n) => [n.name, n.type, n.quality, n.language])).toEqual([
      ['Saddam Hussein Al-Tikriti', 'primary', 'strong', undefined],
      ['Abu Ali', 'aka', 'strong', undefined],
      ['Abou Ali', 'aka', 'strong', 'FR'],
    ]);
    expect(saddam).toMatchObject({ countries: ['IQ'], programs: ['IRQ'], listedOn: '2003-07-08' });
    expect(congomet).toMatchObject({
      countries: ['CD'],
      programs: ['COD'],
      listedOn: '2007-03-29',
    });
    expect(omran!.remarks).toContain('Website: www.sahelomran.ir');
  });

  it('reads identification numbers by their type code', () => {
    const withId = text.replace(
      '<subjectType code="enterprise" classificationCode="E"/>',
      '<subjectType code="enterprise" classificationCode="E"/><identification number="1027700132195" ' +
        'identificationTypeCode="regnumber" identificationTypeDescription="Registration Number" countryIso2Code="RU"/>',
    );
    const congomet = parseEuFsfXml(withId).entries[1]!;
    expect(congomet.identifiers).toEqual([
      {
        type: 'Registration Number',
        scheme: 'registration',
        value: '1027700132195',
        normalized: '1027700132195',
        country: 'RU',
      },
    ]);
  });

  it('refuses an empty or truncated file', () => {
    expect(() => parseEuFsfXml('')).toThrow(/пуст/);
    expect(() => parseEuFsfXml(text.slice(0, 3000))).toThrow(/повреждён или обрезан/);
  });
});
