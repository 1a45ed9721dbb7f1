import { describe, expect, it } from 'vitest';
import { cyrillicSpellingPatterns, spellingPattern } from './cyrillic-spellings';

const matches = (word: string, language: string, latin: string) =>
  new RegExp(spellingPattern(word, language)!.pattern).test(latin);

describe('Cyrillic spellings', () => {
  it('French: е for eu and ai, ж for ge, о for eau, and the letters left unspoken', () => {
    expect(matches('пежо', 'fr', 'peugeot')).toBe(true);
    expect(matches('гобен', 'fr', 'gobain')).toBe(true);
    expect(matches('сен', 'fr', 'saint')).toBe(true);
    expect(matches('карфур', 'fr', 'carrefour')).toBe(true);
    expect(matches('рено', 'fr', 'renault')).toBe(true);
    expect(matches('мишлен', 'fr', 'michelin')).toBe(true);
    expect(matches('пежо', 'fr', 'paris')).toBe(false);
    expect(matches('пежо', 'fr', 'pejoratif')).toBe(false);
  });

  it('English, German, Swedish: the spellings of their own rules', () => {
    expect(matches('майкрософт', 'en', 'microsoft')).toBe(true);
    expect(matches('боинг', 'en', 'boeing')).toBe(true);
    expect(matches('шнайдер', 'de', 'schneider')).toBe(true);
    expect(matches('хойер', 'de', 'heuer')).toBe(true);
    expect(matches('эрикссон', 'sv', 'ericsson')).toBe(true);
    expect(matches('эрикссон', 'sv', 'eriksson')).toBe(true);
    expect(matches('эрикссон', 'sv', 'erikstorp')).toBe(false);
  });

  it('a doubled consonant stands for one letter or two, never three', () => {
    expect(matches('карфур', 'fr', 'carrefour')).toBe(true);
    expect(matches('карфур', 'fr', 'carrrefour')).toBe(false);
  });

  it('gives the first letters of the spellings, for a range of the vocabulary', () => {
    expect(spellingPattern('карфур', 'fr')!.starts).toEqual(['c', 'k', 'q']);
    expect(spellingPattern('пежо', 'fr')!.starts).toEqual(['p']);
  });

  it('reads a word only when it is all Cyrillic letters, in the languages of the country', () => {
    expect(spellingPattern('peugeot', 'fr')).toBeNull();
    expect(spellingPattern('пежо2', 'fr')).toBeNull();
    expect(cyrillicSpellingPatterns('пежо', 'FR')).toHaveLength(2); // French and English
    expect(cyrillicSpellingPatterns('пежо', 'XX')).toHaveLength(1); // English only
  });
});
