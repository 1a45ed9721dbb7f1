import { describe, expect, it } from 'vitest';
import { foldWords } from './fold-text';
import { initials, phoneticKey } from './phonetic-key';
import { toLatin } from './transliterate';

/** The key of a name as the search computes it: transliterated, folded, keyed. */
const key = (name: string) => phoneticKey(foldWords(toLatin(name)));

describe('phonetic key', () => {
  it.each([
    // German: ф/в for v/w, кс for x, ш for sch, х for h
    ['Фольксваген', 'Volkswagen'],
    ['Шиндлер', 'Schindler'],
    ['Хайнекен', 'Heineken'],
    // French: ш for ch, silent letters apart
    ['Мишлен', 'Michelin'],
    ['Карфур', 'Carrefour'],
    // English: э/эй for a/ai, ай for i, к for c
    ['Эйрбас', 'Airbus'],
    ['Майкрософт', 'Microsoft'],
    ['Эппл', 'Apple'],
    ['Альфабет', 'Alphabet'],
    ['Эквинор', 'Equinor'],
    // Swedish: кс for cs
    ['Эрикссон', 'Ericsson'],
    ['Электролюкс', 'Electrolux'],
    // Czech and Polish letters read as the Russian hears them
    ['Шкода', 'Škoda'],
    ['Жабка', 'Żabka'],
    // Korean and Chinese names in their usual Latin spelling
    ['Хендай', 'Hyundai'],
    ['Хуавей', 'Huawei'],
    // Italian
    ['Юникредит', 'UniCredit'],
  ])('gives «%s» the key of %s', (cyrillic, latin) => {
    expect(key(cyrillic)).toBe(key(latin));
    expect(key(cyrillic)).not.toBe('');
  });

  it('forgives swapped, doubled and dropped vowels and doubled letters', () => {
    expect(key('Barcalys')).toBe(key('Barclays'));
    expect(key('Ferarri')).toBe(key('Ferrari'));
    expect(key('Boieng')).toBe(key('Boeing'));
    expect(key('Micorsoft')).toBe(key('Microsoft'));
  });

  it('keeps words apart and tells different names apart', () => {
    expect(key('General Electric')).toBe('knrl alktrk');
    expect(key('Siemens')).not.toBe(key('Simmons Bank'));
    expect(key('Mercedes')).not.toBe(key('Maserati'));
  });

  it('gives the initials of a name of several words only', () => {
    expect(initials('bayerische motoren werke')).toBe('bmw');
    expect(initials('volkswagen')).toBe('');
    expect(initials('3m')).toBe('');
  });
});
