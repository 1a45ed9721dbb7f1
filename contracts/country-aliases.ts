import english from 'i18n-iso-countries/langs/en.json';

/**
 * Other names people type for a country than the one the lists show (issue 27: «Эмираты»,
 * «Англия», «Белоруссия», «ФРГ», «Америка» found nothing): the usual, older and colloquial
 * Russian names, and the English ones from i18n-iso-countries (its short and long forms).
 */
const RUSSIAN_ALIASES: Record<string, readonly string[]> = {
  AE: ['Эмираты', 'Объединённые Арабские Эмираты', 'Дубай', 'Абу-Даби'],
  GB: ['Англия', 'Британия', 'Соединённое Королевство', 'Шотландия', 'Уэльс'],
  BY: ['Белоруссия', 'Белорусь'],
  DE: ['ФРГ', 'Федеративная Республика Германия'],
  US: ['Америка', 'Соединённые Штаты', 'Штаты'],
  NL: ['Голландия'],
  CZ: ['Чешская Республика'],
  KR: ['Южная Корея'],
  KP: ['Северная Корея'],
  CN: ['Китай', 'КНР'],
  TW: ['Китайская Республика'],
  RU: ['Россия', 'РФ', 'Российская Федерация'],
  MD: ['Молдова'],
  KG: ['Кыргызстан'],
  TM: ['Туркменистан'],
  KZ: ['Казахстан'],
  MK: ['Македония'],
  SZ: ['Свазиленд'],
  MM: ['Бирма'],
  CD: ['Заир', 'Конго'],
  CG: ['Конго'],
  CI: ['Берег Слоновой Кости'],
  CV: ['Острова Зелёного Мыса'],
  LK: ['Цейлон'],
  IR: ['Персия'],
  CF: ['Центральноафриканская Республика'],
  ZA: ['Южно-Африканская Республика', 'Южная Африка'],
  DO: ['Доминикана'],
  BA: ['Босния'],
  PS: ['Палестина'],
  SA: ['Саудовская Аравия'],
  // Not in the ISO list, so not in the English names either.
  AB: ['Abkhazia'],
  OS: ['South Ossetia'],
};

type EnglishNames = { countries: Record<string, string | string[]> };

let aliasesByCode: Map<string, readonly string[]> | null = null;

/** Every other name of the country, lower-cased and with е for ё; none for an unknown code. */
export function countryAliases(code: string): readonly string[] {
  if (!aliasesByCode) {
    aliasesByCode = new Map();
    const codes = new Set([
      ...Object.keys((english as EnglishNames).countries),
      ...Object.keys(RUSSIAN_ALIASES),
    ]);
    for (const key of codes) {
      const en = (english as EnglishNames).countries[key] ?? [];
      const names = [...(RUSSIAN_ALIASES[key] ?? []), ...(Array.isArray(en) ? en : [en])];
      aliasesByCode.set(
        key,
        names.map((name) => name.toLocaleLowerCase('ru').replaceAll('ё', 'е')),
      );
    }
  }
  return aliasesByCode.get(code.toUpperCase()) ?? [];
}
