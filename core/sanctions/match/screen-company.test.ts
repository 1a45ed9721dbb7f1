import { describe, expect, it } from 'vitest';
import type { SanctionsEntry, SanctionsName } from '../../../contracts/sanctions-entry';
import { scriptOf } from '../sanctions-name';
import { indexRowsOfEntries } from './index-rows-of-entries';
import { buildScreeningIndex } from './screening-index';
import { scoredMatches, screenCompanies, screenCompany } from './screen-company';
import { MATCH_THRESHOLD, POSSIBLE_THRESHOLD } from './thresholds';

const name = (text: string, quality: SanctionsName['quality'] = 'strong'): SanctionsName => ({
  name: text,
  type: 'aka',
  quality,
  script: scriptOf(text),
});

function entry(
  id: string,
  names: SanctionsName[],
  extra: Partial<SanctionsEntry> = {},
): SanctionsEntry {
  return {
    list: 'ofac-sdn',
    entryId: id,
    kind: 'entity',
    name: names[0]!.name,
    names: names.map((n, i) => (i === 0 ? { ...n, type: 'primary' } : n)),
    identifiers: [],
    countries: [],
    programs: ['TEST'],
    listedOn: null,
    remarks: null,
    ...extra,
  };
}

const index = buildScreeningIndex(
  indexRowsOfEntries([
    entry('1', [name('MAHAN AIR')], { countries: ['IR'] }),
    entry('2', [name('OPEN JOINT-STOCK COMPANY ROSNEFT OIL COMPANY')], { list: 'ofac-cons' }),
    entry('3', [name('BANK MELLI IRAN'), name('MELLI BANK')], { countries: ['IR'] }),
    entry('4', [name('HIZBALLAH')]),
    entry('5', [name('Открытое акционерное общество «Северный ветер»')], { list: 'uk' }),
    entry('6', [name('NORTHWIND SHIPPING LLC'), name('NORDWIND', 'weak')], {
      identifiers: [
        {
          type: 'Registration Number',
          scheme: 'registration',
          value: '1027700132195',
          normalized: '1027700132195',
        },
        { type: 'IMO', scheme: 'imo', value: '9187629', normalized: '9187629' },
      ],
    }),
    entry('7', [name('AB TRADING')]),
    entry('8', [name('KASPIAN STAR'), name('CASPIAN STAR', 'low')]),
  ]),
);

const score = (query: Parameters<typeof screenCompany>[1], id: string) =>
  scoredMatches(index, query, new Map(), 0.01).find((m) => m.entryId === id)?.score ?? 0;

describe('screenCompany', () => {
  it('meets a listed Latin name from a Cyrillic query, saying so', () => {
    const result = screenCompany(index, { name: 'Махан Эйр' });
    expect(result.status).toBe('match');
    expect(result.matches[0]).toMatchObject({ entryId: '1', matchedName: 'MAHAN AIR' });
    expect(result.matches[0]!.reasons.join(' ')).toContain('(кириллица → латиница)');
  });

  it('meets a listed Cyrillic name from a Latin query', () => {
    const result = screenCompany(index, { name: 'Severny Veter' });
    expect(result.matches[0]?.entryId).toBe('5');
    expect(result.matches[0]!.reasons.join(' ')).toContain('(латиница → кириллица)');
  });

  it('lets legal-form words count for little', () => {
    expect(score({ name: 'Rosneft Oil' }, '2')).toBe(1);
    expect(score({ name: 'ПАО «Роснефть»' }, '2')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(screenCompany(index, { name: 'Rosneft Oil GmbH' }).matches[0]!.reasons).toContain(
      'Организационно-правовая форма не учитывалась',
    );
  });

  it('ignores word order and punctuation', () => {
    expect(score({ name: 'Iran, Bank-Melli' }, '3')).toBe(1);
    expect(score({ name: 'Air Mahan' }, '1')).toBe(1);
  });

  it('never matches parts of one or two letters fuzzily', () => {
    expect(score({ name: 'AB Trading' }, '7')).toBe(1);
    expect(score({ name: 'AC Trading' }, '7')).toBeLessThan(POSSIBLE_THRESHOLD);
  });

  it('lets the edit budget grow with the part', () => {
    expect(score({ name: 'Hizbollah' }, '4')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score({ name: 'Mahn Ai' }, '1')).toBeLessThan(POSSIBLE_THRESHOLD);
  });

  it('weighs a query word the listed name lacks more than a listed word the query lacks', () => {
    expect(score({ name: 'Melli Bank Moscow' }, '3')).toBeLessThan(
      score({ name: 'Bank Melli' }, '3'),
    );
    expect(score({ name: 'Mahan Air Cargo' }, '1')).toBeLessThan(score({ name: 'Melli' }, '3'));
  });

  it('matches on a registration or IMO number alone, whatever the name', () => {
    const result = screenCompany(index, {
      name: 'Совсем другое название',
      regCode: '1027700132195',
    });
    expect(result.status).toBe('match');
    expect(result.matches[0]).toMatchObject({ entryId: '6', score: 1 });
    expect(result.matches[0]!.reasons).toContain('Совпадает регистрационный номер 1027700132195');
    expect(screenCompany(index, { name: '', vatCode: 'IMO 9187629' }).matches[0]?.entryId).toBe(
      '6',
    );
    expect(screenCompany(index, { name: '', regCode: '102770013219' }).status).toBe('clear');
  });

  it('takes the country as a modifier, neutral when the entry names none', () => {
    const same = score({ name: 'Mahan Air', countryCode: 'IR' }, '1');
    const none = score({ name: 'Mahan Air' }, '1');
    const other = score({ name: 'Mahan Air', countryCode: 'TR' }, '1');
    expect(same).toBeGreaterThanOrEqual(none);
    expect(other).toBeLessThan(none);
    expect(score({ name: 'Hizballah', countryCode: 'TR' }, '4')).toBe(1);
    const reasons = screenCompany(index, { name: 'Mahan Air', countryCode: 'TR' }).matches[0]!
      .reasons;
    expect(reasons).toContain('Страна не совпадает: в списке — Иран');
  });

  it('counts weak and low-quality aliases for less', () => {
    expect(score({ name: 'Nordwind' }, '6')).toBeLessThan(1);
    expect(score({ name: 'Nordwind' }, '6')).toBeGreaterThanOrEqual(POSSIBLE_THRESHOLD);
    expect(score({ name: 'Caspian Star' }, '8')).toBeLessThan(score({ name: 'Kaspian Star' }, '8'));
  });

  it('answers clear for a name like no listed one, and the same in a batch', () => {
    expect(screenCompany(index, { name: 'Siemens AG', countryCode: 'DE' })).toEqual({
      status: 'clear',
      matches: [],
    });
    const queries = [{ name: 'Mahan Air' }, { name: 'Siemens' }, { name: 'Bank Melli' }];
    expect(screenCompanies(index, queries)).toEqual(queries.map((q) => screenCompany(index, q)));
  });
});
