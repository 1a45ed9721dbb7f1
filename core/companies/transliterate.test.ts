import { describe, expect, it } from 'vitest';
import { hasNonLatin, transliteratesByLetter, toLatin } from './transliterate';

describe('toLatin', () => {
  it.each([
    ['Щукин Жёлтый Хлеб', 'Shchukin Zheltyy Khleb'],
    ['ООО «Северная Звезда»', 'OOO «Severnaya Zvezda»'],
    ['Юрий Яковлев', 'Yuriy Yakovlev'],
    ['Мюллер', 'Myuller'],
    ['Объединение', 'Obedinenie'],
  ])('Russian %j → %j', (cyrillic, latin) => {
    expect(toLatin(cyrillic)).toBe(latin);
  });

  it('reads the letters of Kazakh, Kyrgyz and other Cyrillic alphabets', () => {
    expect(toLatin('Қазақ Ақ Ұлы Өнер Әл Һ Ғ Ң Ү І')).toBe('Kazak Ak Uly Oner Al H G N U I');
    expect(toLatin('Ҷаҳон')).toBe('Jahon');
    expect(toLatin('Ђорђе Његош')).toBe('Djordje Njegosh');
  });

  it('reads shared letters in the language of the country', () => {
    expect(toLatin('Галина Київ', 'uk')).toBe('Halyna Kyyiv');
    expect(toLatin('Галина')).toBe('Galina');
    expect(toLatin('Щит', 'bg')).toBe('Shtit');
  });

  it('romanises Greek with its digraphs, Georgian and Armenian', () => {
    expect(toLatin('Παπαδόπουλος Αθήνα')).toBe('Papadopoulos Athina');
    expect(toLatin('Ευρώπη')).toBe('Evropi');
    expect(toLatin('თბილისი')).toBe('tbilisi');
    expect(toLatin('Երևան Ուրարտու')).toBe('Erevan Urartu');
  });

  it('gives pinyin for Chinese and Revised Romanisation for Korean', () => {
    expect(toLatin('北京')).toBe('Bei Jing');
    expect(toLatin('삼성')).toBe('samseong');
  });

  it('leaves Latin text, accents included, as it is', () => {
    expect(toLatin('Müller & Søn ApS')).toBe('Müller & Søn ApS');
  });
});

describe('hasNonLatin', () => {
  it('tells Latin text with accents and punctuation from other scripts', () => {
    expect(hasNonLatin('Łódź “Ærø” — №5')).toBe(false);
    expect(hasNonLatin('ТОО Altyn')).toBe(true);
    expect(hasNonLatin('株式会社')).toBe(true);
  });
});

describe('transliteratesByLetter', () => {
  it('holds for alphabets with a table, not for syllables', () => {
    expect(transliteratesByLetter('феникс 2')).toBe(true);
    expect(transliteratesByLetter('παπαδοπουλος')).toBe(true);
    expect(transliteratesByLetter('westbrook')).toBe(true);
    expect(transliteratesByLetter('上海恒信')).toBe(false);
    expect(transliteratesByLetter('システム')).toBe(false);
  });
});
