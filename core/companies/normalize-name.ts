import { foldWords } from './fold-text';
import { stripLegalForms } from './legal-forms';
import { hasNonLatin, toLatin } from './transliterate';

/** Countries whose Cyrillic reads differently from Russian (see transliterate.ts). */
const TRANSLIT_LANGUAGE: Record<string, string> = {
  UA: 'uk',
  BG: 'bg',
  MK: 'mk',
  RS: 'sr',
  ME: 'sr',
  BA: 'sr',
  UZ: 'uz',
};

export function translitLanguage(countryCode: string): string | undefined {
  return TRANSLIT_LANGUAGE[countryCode.toUpperCase()];
}

/** A name as compared: folded, legal forms removed. 'Müller GmbH' → 'muller'. */
export function nameKey(name: string, countryCode: string): string {
  const folded = foldWords(name);
  return folded ? stripLegalForms(folded, countryCode) : '';
}

/** The key of the name's Latin transliteration ('ТОО «Алтын Дала»' → 'altyn dala'). */
export function latinNameKey(name: string, countryCode: string): string {
  return nameKey(toLatin(name, translitLanguage(countryCode)), countryCode);
}

/** Joins the Latin variants in altKey; never produced by foldWords, so never in a query. */
export const ALT_KEY_SEPARATOR = ' | ';

/**
 * The stored search keys of a company name: `nameKey` in the name's own script, and `altKey`
 * with the Latin forms (its transliteration and the registered Latin name) that differ from it,
 * so a Latin query finds a Cyrillic name and a Cyrillic query (transliterated) a Latin one.
 */
export function companyNameKeys(
  name: string,
  nameLat: string | null | undefined,
  countryCode: string,
): { nameKey: string; altKey: string } {
  const key = nameKey(name, countryCode);
  const variants = new Set<string>();
  // A Latin name is its own transliteration; only other scripts need a Latin key.
  if (hasNonLatin(name)) variants.add(latinNameKey(name, countryCode));
  if (nameLat && nameLat !== name) variants.add(latinNameKey(nameLat, countryCode));
  variants.delete(key);
  variants.delete('');
  return { nameKey: key, altKey: [...variants].join(ALT_KEY_SEPARATOR) };
}

/** The query's keys: as typed, and transliterated to Latin (equal for a Latin query). */
export function queryNameKeys(query: string, countryCode: string): string[] {
  const local = nameKey(query, countryCode);
  if (!local) return [];
  const latin = latinNameKey(query, countryCode);
  return latin && latin !== local ? [local, latin] : [local];
}
