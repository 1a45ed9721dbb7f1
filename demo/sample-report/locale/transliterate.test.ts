import { describe, expect, it } from 'vitest';
import { domainSlug, transliterate } from './transliterate';

describe('transliterate', () => {
  it('writes Russian, Ukrainian and Kazakh letters in Latin', () => {
    expect(transliterate('Алатау Логистик')).toBe('Alatau Logistik');
    expect(transliterate('Щербина Юлия')).toBe('Shcherbina Yuliya');
    expect(transliterate('Київ Қазақ')).toBe('Kiyiv Qazaq');
  });
});

describe('domainSlug', () => {
  it('keeps only ASCII letters and digits', () => {
    expect(domainSlug('Müller & Söhne Maschinenbau')).toBe('mullersohnemaschinen');
    expect(domainSlug('Łódź Straße')).toBe('lodzstrasse');
    expect(domainSlug('«Полесье Трейд»')).toBe('polesetreyd');
    expect(domainSlug('!!!')).toBe('company');
  });
});
