import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { readingQuery } from './name-words';

const dialect = new PgDialect();
const patternsIn = (countryCode: string, typed: string) => {
  const query = readingQuery(countryCode, [typed]);
  return query ? dialect.sqlToQuery(query).sql.split(' ~ ').length - 1 : 0;
};

describe('readingQuery', () => {
  it('reads each Cyrillic word in every language of the country, by first letter', () => {
    // French and English; «пежо» starts with p in both.
    expect(patternsIn('FR', 'пежо')).toBe(2);
    // к starts with c, k or q in French, with c, k, q or ch… in English.
    expect(patternsIn('FR', 'карфур')).toBeGreaterThan(2);
  });

  it('reads no more than the three longest words of a long query', () => {
    const long = 'компания торговая международная производственная строительная транспортная';
    const three = 'международная производственная строительная';
    expect(patternsIn('FR', long)).toBe(patternsIn('FR', three));
  });

  it('leaves out words that are not all Cyrillic letters, and is null without any', () => {
    expect(patternsIn('FR', 'пежо 2000 sa')).toBe(patternsIn('FR', 'пежо'));
    expect(readingQuery('FR', ['peugeot'])).toBeNull();
    expect(readingQuery('FR', ['ъъъ ьь'])).toBeNull();
  });
});
