import { describe, expect, it } from 'vitest';
import { COUNTRY_FORMS, pluralRu, type RuForms } from './plural-ru';

const DAY_FORMS: RuForms = ['день', 'дня', 'дней'];
const KOPECK_FORMS: RuForms = ['копейка', 'копейки', 'копеек'];

describe('pluralRu', () => {
  it.each([
    [0, 'стран'],
    [1, 'страна'],
    [2, 'страны'],
    [4, 'страны'],
    [5, 'стран'],
    [11, 'стран'],
    [12, 'стран'],
    [14, 'стран'],
    [21, 'страна'],
    [22, 'страны'],
    [25, 'стран'],
    [101, 'страна'],
    [111, 'стран'],
    [250, 'стран'],
  ])('%i %s', (n, form) => expect(pluralRu(n, COUNTRY_FORMS)).toBe(form));

  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [101, 'день'],
    [111, 'дней'],
  ])('%i %s', (n, form) => expect(pluralRu(n, DAY_FORMS)).toBe(form));

  it('gives a fraction the genitive singular, the few form: «1,5 дня»', () => {
    expect(pluralRu(1.5, DAY_FORMS)).toBe('дня');
    expect(pluralRu(0.5, ['секунда', 'секунды', 'секунд'])).toBe('секунды');
    expect(pluralRu(2.5, COUNTRY_FORMS)).toBe('страны');
  });

  it('reads a negative count as its size', () => {
    expect(pluralRu(-1, DAY_FORMS)).toBe('день');
    expect(pluralRu(-5, DAY_FORMS)).toBe('дней');
  });

  // Amounts in words (invoices and acts) name their kopecks by the same rule.
  it.each([
    [1, 'копейка'],
    [2, 'копейки'],
    [4, 'копейки'],
    [5, 'копеек'],
    [11, 'копеек'],
    [12, 'копеек'],
    [21, 'копейка'],
    [42, 'копейки'],
    [111, 'копеек'],
    [0, 'копеек'],
  ])('%i %s', (n, form) => expect(pluralRu(n, KOPECK_FORMS)).toBe(form));
});
