/**
 * Russian writes a foreign name by sound, following the practical transcription rules of its
 * source language (Volkswagen → Фольксваген, Michelin → Мишлен, Škoda → Шкода). Reading those
 * rules backwards gives the Latin spellings a Cyrillic query may stand for in a country's
 * register: one spelling per language of the country, plus English, which brand names follow
 * in every country. Each reading maps Cyrillic letter groups to Latin, longest group first;
 * letters a reading does not list follow the Russian passport-style romanisation.
 */

type Reading = Record<string, string>;

/** Russian passport-style romanisation, the base every reading overrides. */
// prettier-ignore
const BASE: Reading = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

// prettier-ignore
const READINGS: Record<string, Reading> = {
  // German: Фольксваген → Volkswagen, Шиндлер → Schindler, Мюллер → Müller, Цайс → Zeis.
  de: {
    в: 'w', ф: 'v', ш: 'sch', ж: 'g', ц: 'z', х: 'ch', й: 'j', я: 'ja', ю: 'ü', ё: 'ö',
    ей: 'ei', ай: 'ei', ой: 'eu', эй: 'ei', ль: 'l', тч: 'tsch', э: 'e',
  },
  // The older convention of Russian г for h in German, Dutch and English names: Люфтганза →
  // Lufthansa, Гейне → Heine; read besides the g of the modern rules.
  'de-h': {
    в: 'w', ш: 'sch', ц: 'z', х: 'ch', г: 'h', й: 'j', ю: 'ü', ё: 'ö', ей: 'ei',
    ай: 'ei', эй: 'ei', ль: 'l', кс: 'x',
  },
  // French: Мишлен → Michelin, Пежо → Peugeot, Сосьете Женераль → Société Générale.
  fr: {
    ш: 'ch', ж: 'g', у: 'ou', э: 'ai', ей: 'ei', ай: 'ail', кс: 'x', ка: 'ca', ко: 'co', ку: 'cou',
    кл: 'cl', кр: 'cr', сь: 'ci', ль: 'l', ье: 'ie', й: 'y', ю: 'u', х: 'h', ц: 'ts',
  },
  // English: Майкрософт → Microsoft, Дженерал → General, Кока-Кола → Coca-Cola.
  en: {
    дж: 'g', ж: 'j', х: 'h', й: 'y', ай: 'i', эй: 'ai', э: 'a', кс: 'x', ка: 'ca', ко: 'co',
    ку: 'cu', кл: 'cl', кр: 'cr', ч: 'ch', ш: 'sh', ю: 'u', ц: 'c', ль: 'l',
  },
  // Italian: Юникредит → Unicredit, Чинзано → Cinzano, Джелато → Gelato.
  it: {
    дж: 'g', ч: 'c', ш: 'sc', ц: 'z', ка: 'ca', ко: 'co', ку: 'cu', ки: 'chi', ке: 'che',
    кр: 'cr', кл: 'cl', ль: 'l', нь: 'gn', ю: 'u', й: 'i', х: 'h',
  },
  // Spanish and Portuguese: Меркадона → Mercadona, Хосе → José.
  es: {
    х: 'j', ка: 'ca', ко: 'co', ку: 'cu', кр: 'cr', кл: 'cl', нь: 'n', й: 'y', ль: 'l', ш: 'x',
    ж: 'j', э: 'e', ц: 'c',
  },
  // Czech and Slovak: Шкода → Škoda, ЧЕЗ → ČEZ, Пльзень → Plzeň.
  cs: {
    ш: 's', ч: 'c', ж: 'z', ц: 'c', х: 'ch', й: 'j', я: 'ja', ю: 'ju', ль: 'l', нь: 'n', рж: 'r',
    ё: 'jo', е: 'e', щ: 'sc',
  },
  // Polish: Жабка → Żabka, Орлен → Orlen, Щецин → Szczecin.
  pl: {
    ш: 'sz', ч: 'cz', ж: 'z', ц: 'c', х: 'ch', в: 'w', й: 'j', я: 'ja', ю: 'ju', щ: 'szcz',
    ль: 'l', нь: 'n', е: 'e', ё: 'io',
  },
  // Swedish, Norwegian, Danish: Эрикссон → Ericsson, Вольво → Volvo, Шёпинг → Köping.
  sv: {
    кс: 'x', й: 'j', я: 'ja', ю: 'ju', ё: 'o', ш: 'sj', х: 'h', ц: 'z', э: 'e', ль: 'l',
    ккс: 'cs', кк: 'ck',
  },
  // Dutch: Хайнекен → Heineken, Филипс → Philips.
  nl: {
    х: 'h', г: 'h', ай: 'ei', эй: 'ei', у: 'oe', ш: 'sj', й: 'j', я: 'ja', ю: 'ju', кс: 'x',
    ф: 'ph', ль: 'l',
  },
  // Turkish and Azerbaijani: Арчелик → Arçelik, Коч → Koç, Азерсу → Azərsu.
  tr: {
    ч: 'c', ш: 's', дж: 'c', ж: 'j', й: 'y', х: 'h', э: 'e', ю: 'u', ё: 'o', ль: 'l', ц: 'ts',
  },
  // Japanese (Polivanov): Хитачи → Hitachi, Мицубиси → Mitsubishi, Тойота → Toyota.
  ja: {
    си: 'shi', ти: 'chi', дзи: 'ji', цу: 'tsu', дз: 'z', дж: 'j', ч: 'ch', х: 'h', й: 'y',
    э: 'e', ю: 'yu', я: 'ya', ё: 'yo',
  },
  // Chinese (Palladius): Сяоми → Xiaomi, Хуавей → Huawei, Цзинь → Jin.
  zh: {
    ся: 'xia', си: 'xi', сю: 'xiu', цз: 'j', чж: 'zh', ц: 'c', х: 'h', в: 'w', ей: 'ei', эй: 'ei',
    ай: 'ai', уа: 'ua', ю: 'yu', я: 'ya', ё: 'yo', й: 'i', э: 'e',
  },
  // Korean: Хёндэ → Hyundai, Самсунг → Samsung, Киа → Kia.
  ko: { х: 'h', ё: 'yu', э: 'ae', ч: 'ch', й: 'y', ю: 'yu', я: 'ya' },
};

/** Languages whose reading applies in a country, besides English. */
const COUNTRY_LANGUAGES: Record<string, string[]> = {
  DE: ['de', 'de-h'],
  AT: ['de', 'de-h'],
  LI: ['de'],
  LU: ['fr', 'de'],
  CH: ['de', 'de-h', 'fr', 'it'],
  FR: ['fr'],
  MC: ['fr'],
  BE: ['fr', 'nl'],
  NL: ['nl', 'de-h'],
  IT: ['it'],
  SM: ['it'],
  VA: ['it'],
  ES: ['es'],
  PT: ['es'],
  BR: ['es'],
  MX: ['es'],
  AR: ['es'],
  CL: ['es'],
  CO: ['es'],
  PE: ['es'],
  CZ: ['cs'],
  SK: ['cs'],
  PL: ['pl'],
  SE: ['sv'],
  NO: ['sv'],
  DK: ['sv'],
  FI: ['sv'],
  IS: ['sv'],
  TR: ['tr'],
  AZ: ['tr'],
  JP: ['ja'],
  CN: ['zh'],
  TW: ['zh'],
  HK: ['zh'],
  SG: ['zh'],
  KR: ['ko'],
};

const compiled = new Map<string, { groups: string[]; table: Reading }>();

/** One language's reading: its Cyrillic letter groups, longest first, and their Latin. */
export function readingGroups(language: string): { groups: string[]; table: Reading } {
  let reading = compiled.get(language);
  if (!reading) {
    const table = { ...BASE, ...(READINGS[language] ?? {}) };
    const groups = Object.keys(table).sort((a, b) => b.length - a.length);
    reading = { groups, table };
    compiled.set(language, reading);
  }
  return reading;
}

/** Text in one language's reading: longest Cyrillic group first, other characters kept. */
export function readAs(text: string, language: string): string {
  const { groups, table } = readingGroups(language);
  const lower = text.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length;) {
    const group = groups.find((g) => lower.startsWith(g, i));
    if (group) {
      out += table[group];
      i += group.length;
    } else {
      out += lower[i];
      i += 1;
    }
  }
  return out;
}

/** The languages read for a country: its own, then English. */
export function readingLanguages(countryCode: string): string[] {
  const own = COUNTRY_LANGUAGES[countryCode.toUpperCase()] ?? [];
  return [...new Set([...own, 'en'])];
}

const CYRILLIC = /[\u0400-\u04ff]/;

/**
 * The Latin spellings a Cyrillic query may stand for in the country's register, one per
 * reading, without repeats; [] for a query that has no Cyrillic letters.
 */
export function cyrillicReadings(text: string, countryCode: string): string[] {
  if (!CYRILLIC.test(text)) return [];
  return [...new Set(readingLanguages(countryCode).map((language) => readAs(text, language)))];
}
