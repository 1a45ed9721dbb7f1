import { describe, expect, it } from 'vitest';
import { filterCountries } from './country-panel';

const names = (list: { name: string }[]) => list.map((c) => c.name);
const COUNTRIES = [
  'Вануату',
  'Германия',
  'Португалия',
  'Республика Корея',
  'Тувалу',
  'Тунис',
  'Туркмения',
  'Французские Южные и Антарктические Территории',
  'Южная Корея',
  'Корея (КНДР)',
].map((name) => ({ name }));

describe('filterCountries', () => {
  it('keeps every name containing the text, case-insensitively', () => {
    expect(names(filterCountries(COUNTRIES, 'ГЕРМ'))).toEqual(['Германия']);
    expect(filterCountries(COUNTRIES, 'xyz')).toEqual([]);
  });

  it('puts names starting with the text first, then a word starting with it, then the rest', () => {
    expect(names(filterCountries(COUNTRIES, 'ту'))).toEqual([
      'Тувалу',
      'Тунис',
      'Туркмения',
      'Вануату',
      'Португалия',
    ]);
    // A later word counts though the text first occurs inside an earlier one.
    expect(names(filterCountries(COUNTRIES, 'ан'))).toEqual([
      'Французские Южные и Антарктические Территории',
      'Вануату',
      'Германия',
    ]);
    expect(names(filterCountries(COUNTRIES, 'кор'))).toEqual([
      'Корея (КНДР)',
      'Республика Корея',
      'Южная Корея',
    ]);
  });

  it('returns the list as it is for an empty or blank query', () => {
    expect(filterCountries(COUNTRIES, '  ')).toBe(COUNTRIES);
  });
});
