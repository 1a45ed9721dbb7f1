import { describe, expect, it } from 'vitest';
import { countryAliases } from '../../../contracts/country-aliases';
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

// Issue 27: the names people type that the list does not show.
describe('filterCountries by another name of the country', () => {
  const LIST = [
    { code: 'AE', name: 'ОАЭ' },
    { code: 'AS', name: 'Американское Самоа' },
    { code: 'BD', name: 'Бангладеш' },
    { code: 'BY', name: 'Беларусь' },
    { code: 'GB', name: 'Великобритания' },
    { code: 'DE', name: 'Германия' },
    { code: 'US', name: 'США' },
    { code: 'AB', name: 'Абхазия' },
  ];
  const codes = (query: string) => filterCountries(LIST, query, countryAliases).map((c) => c.code);

  it.each([
    ['Эмираты', ['AE']],
    ['эмир', ['AE']],
    ['Объединенные Арабские', ['AE']],
    ['Англия', ['GB']],
    ['Белоруссия', ['BY']],
    ['ФРГ', ['DE']],
    ['Америка', ['AS', 'US']],
    ['Germany', ['DE']],
    ['united k', ['GB']],
    ['UAE', ['AE']],
    ['belarus', ['BY']],
    ['Abkhazia', ['AB']],
  ])('finds %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('keeps the substring filter on the shown name and adds no alias by a letter inside it', () => {
    // «анг» is inside Бангладеш; Англия starts with it, so Великобритания comes first.
    expect(codes('анг')).toEqual(['GB', 'BD']);
    expect(codes('глия')).toEqual([]);
  });
});
