import { describe, expect, it } from 'vitest';
import { SanctionsFormatError } from '../sanctions-format-error';
import { snapshot } from './snapshots.test-helper';
import { parseUnXml } from './un-xml';

const text = snapshot('un-consolidated-2026-02-27.xml');
const parsed = parseUnXml(text);
const entry = (id: string) => parsed.entries.find((e) => e.entryId === id);

describe('UN consolidated list (real snapshot of 27 February 2026)', () => {
  it('parses every entry: 273 entities and 730 individuals, each with a name', () => {
    const elements = text.match(/<(INDIVIDUAL|ENTITY)>/g) ?? [];
    expect(parsed.entries).toHaveLength(elements.length);
    expect(parsed.entries.filter((e) => e.kind === 'entity')).toHaveLength(273);
    expect(parsed.entries.filter((e) => e.kind === 'individual')).toHaveLength(730);
    expect(
      parsed.entries.every((e) => e.list === 'un' && e.name && e.names[0]?.type === 'primary'),
    ).toBe(true);
  });

  it('answers the list’s own date (dateGenerated)', () => {
    expect(parsed.publishedAt.toISOString()).toBe('2026-02-27T00:00:09.554Z');
    expect(parsed.publishedAtSource).toBe('list');
  });

  it('reads an individual: names joined, countries as codes, programme, date listed', () => {
    expect(entry('6907993')).toMatchObject({
      kind: 'individual',
      name: 'ERIC BADEGE',
      countries: ['CD', 'RW'],
      programs: ['DRC'],
      listedOn: '2012-12-31',
    });
  });

  it('keeps the name in its original script and reads the alias quality', () => {
    const umarov = entry('2960872')!;
    expect(umarov.name).toBe('DOKU KHAMATOVICH UMAROV');
    expect(umarov.names).toContainEqual({
      name: 'Умаров Доку Хаматович',
      type: 'aka',
      quality: 'strong',
      script: 'Cyrillic',
    });
    const hassan = entry('6908994')!;
    expect(hassan.names.find((n) => n.name === 'AHMAD MAHMOUD HASSAN')?.quality).toBe('strong');
    expect(hassan.names.find((n) => n.name === 'MARABOU')?.quality).toBe('low');
    expect(hassan.identifiers).toContainEqual({
      type: 'Passport',
      scheme: 'passport',
      value: 'AB850901',
      normalized: 'AB850901',
      country: 'TZ',
    });
  });

  it('reads an entity with its aliases, a Chinese one among them', () => {
    const ryonha = entry('690767')!;
    expect(ryonha).toMatchObject({
      kind: 'entity',
      name: 'KOREA RYONHA MACHINERY JOINT VENTURE CORPORATION',
      programs: ['DPRK'],
      listedOn: '2013-01-22',
    });
    expect(ryonha.names.map((n) => n.name)).toContain('Ryonha Machinery Corp.');
    expect(ryonha.names.find((n) => n.script === 'Han')?.name).toBe('朝鲜联合机械贸易会社');
  });

  it('refuses an empty, a truncated or a foreign file, and one without entries, in Russian', () => {
    const refusal = (t: string) => () => parseUnXml(t);
    expect(refusal('')).toThrow(SanctionsFormatError);
    expect(refusal('  \n')).toThrow(/пуст/);
    expect(refusal(text.slice(0, text.length / 2))).toThrow(/повреждён или обрезан/);
    expect(refusal(text.slice(0, -30))).toThrow(/повреждён или обрезан/);
    expect(refusal('<html><body>Service unavailable</body></html>')).toThrow(/не похож на список/);
    expect(refusal('Service unavailable')).toThrow(/повреждён/);
    expect(
      refusal(
        '<CONSOLIDATED_LIST dateGenerated="2026-01-01T00:00:00Z"><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>',
      ),
    ).toThrow(/нет ни одной записи/);
  });

  it('refuses an entry without its id or name', () => {
    const noName =
      '<CONSOLIDATED_LIST><ENTITIES><ENTITY><DATAID>1</DATAID></ENTITY></ENTITIES></CONSOLIDATED_LIST>';
    expect(() => parseUnXml(noName)).toThrow(/у записи 1 нет имени/);
    const twice =
      '<CONSOLIDATED_LIST><ENTITIES><ENTITY><DATAID>1</DATAID><FIRST_NAME>A</FIRST_NAME></ENTITY>' +
      '<ENTITY><DATAID>1</DATAID><FIRST_NAME>B</FIRST_NAME></ENTITY></ENTITIES></CONSOLIDATED_LIST>';
    expect(() => parseUnXml(twice)).toThrow(/номер записи 1 повторяется/);
  });
});
