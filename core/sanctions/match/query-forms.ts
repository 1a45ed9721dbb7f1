import { cyrillicReadings } from '../../companies/cyrillic-readings';
import { foldWords } from '../../companies/fold-text';
import { translitLanguage } from '../../companies/normalize-name';
import { hasNonLatin, toLatin } from '../../companies/transliterate';
import { namePartsOf, type NameParts } from './name-parts';

/**
 * How a form of the query was obtained: as typed, transliterated letter by letter (passport
 * style), or read by the transcription rules Russian writes foreign names with
 * (cyrillic-readings.ts: «Хизбалла» is Hizballah, not Khizballa).
 */
type QueryFormVia = 'typed' | 'transliterated' | 'reading';

export interface QueryForm {
  via: QueryFormVia;
  /** Latin letters (compared with every listed name's Latin key) or another script. */
  latin: boolean;
  key: string;
  parts: NameParts;
}

/** Every form a company name is compared in, without repeats: typed, Latin, read. */
export function screeningQueryForms(name: string, countryCode = ''): QueryForm[] {
  const forms: QueryForm[] = [];
  const seen = new Set<string>();
  const add = (key: string, via: QueryFormVia) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    forms.push({ via, latin: !hasNonLatin(key), key, parts: namePartsOf(key) });
  };
  const typed = foldWords(name);
  add(typed, 'typed');
  if (hasNonLatin(typed)) {
    add(foldWords(toLatin(name, translitLanguage(countryCode))), 'transliterated');
    for (const reading of cyrillicReadings(name, countryCode)) add(foldWords(reading), 'reading');
  }
  return forms;
}
