import { cyrillicReadings } from './cyrillic-readings';
import { foldWords } from './fold-text';
import { stripLegalForms } from './legal-forms';
import { initials, phoneticKey } from './phonetic-key';
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
function latinNameKey(name: string, countryCode: string): string {
  return nameKey(toLatin(name, translitLanguage(countryCode)), countryCode);
}

/** Joins the Latin variants in altKey; never produced by foldWords, so never in a query. */
const ALT_KEY_SEPARATOR = ' | ';

/** Marks the initials among the phonetic keys ('#bmw'); never produced by phoneticKey. */
export const INITIALS_MARK = '#';

/**
 * The stored search keys of a company name: `nameKey` in the name's own script, `altKey` with
 * the Latin forms that differ from it (the registered Latin name first, as users type it, then
 * the transliteration), so a Latin query finds a Cyrillic name and a Cyrillic query
 * (transliterated) a Latin one; and `phonKey`, the sound keys of the Latin forms
 * (phonetic-key.ts) followed by the initials of a name of several words ('#bmw').
 */
export function companyNameKeys(
  name: string,
  nameLat: string | null | undefined,
  countryCode: string,
): { nameKey: string; altKey: string; phonKey: string } {
  const key = nameKey(name, countryCode);
  const latin = new Set<string>();
  if (nameLat && nameLat !== name) latin.add(latinNameKey(nameLat, countryCode));
  // A Latin name is its own transliteration; only other scripts need a Latin key.
  if (hasNonLatin(name)) latin.add(latinNameKey(name, countryCode));
  const variants = new Set(latin);
  variants.delete(key);
  variants.delete('');
  if (!hasNonLatin(key)) latin.add(key);
  latin.delete('');
  const phonetic = new Set([...latin].map(phoneticKey).filter(Boolean));
  const abbreviations = new Set([...latin].map(initials).filter((i) => i.length >= 2));
  return {
    nameKey: key,
    altKey: [...variants].join(ALT_KEY_SEPARATOR),
    phonKey: [...phonetic, ...[...abbreviations].map((i) => INITIALS_MARK + i)].join(
      ALT_KEY_SEPARATOR,
    ),
  };
}

/** The query's keys: as typed, and transliterated to Latin (equal for a Latin query). */
export function queryNameKeys(query: string, countryCode: string): string[] {
  const local = nameKey(query, countryCode);
  if (!local) return [];
  const latin = latinNameKey(query, countryCode);
  return latin && latin !== local ? [local, latin] : [local];
}

/** Letters the sound key of a phrase's words run together needs to be looked up. */
const MIN_JOINED_SOUND = 3;

/** Longest query whose one-letter swaps are tried (longer names rarely need them). */
const MAX_SWAP_LENGTH = 16;

/**
 * Everything a name query is looked up by: `keys` as typed and transliterated, then the Latin
 * spellings a Cyrillic query may stand for (cyrillic-readings.ts); `phonetic`, their sound keys;
 * `swaps`, the Latin keys with two neighbouring letters exchanged ('barcalys' → 'barclays'),
 * for a typo that similarity alone scores too low.
 */
export function queryNameForms(
  query: string,
  countryCode: string,
): { keys: string[]; phonetic: string[]; swaps: string[] } {
  const keys = queryNameKeys(query, countryCode);
  if (!keys.length) return { keys, phonetic: [], swaps: [] };
  const all = new Set(keys);
  for (const reading of cyrillicReadings(query, countryCode)) {
    const key = nameKey(reading, countryCode);
    if (key) all.add(key);
  }
  const latin = [...all].filter((k) => !hasNonLatin(k));
  // A name written as one word ('TotalEnergies', 'voestalpine') typed as two, and the reverse.
  // Run together, a phrase's sound can shrink to a couple of letters ('coca cloa' → 'kl'): a key
  // that short is borne by too many names to stand for the phrase, and would crowd out the
  // phrase's own matches.
  const phonetic = [
    ...new Set(
      latin
        .flatMap((k) => {
          const joined = phoneticKey(k.replace(/ /g, ''));
          return [phoneticKey(k), joined.length >= MIN_JOINED_SOUND ? joined : ''];
        })
        .filter(Boolean),
    ),
  ];
  const swaps = new Set<string>();
  // The typed (or plainly transliterated) spelling only: a reading is not what was typed.
  for (const key of latin.slice(0, 1)) {
    // One word: a typo in a name of several words is left to the sound key and similarity.
    if (key.length < 4 || key.length > MAX_SWAP_LENGTH || key.includes(' ')) continue;
    for (let i = 0; i < key.length - 1; i += 1) {
      const a = key[i]!;
      const b = key[i + 1]!;
      if (a === b || a === ' ' || b === ' ') continue;
      swaps.add(key.slice(0, i) + b + a + key.slice(i + 2));
    }
  }
  for (const key of all) swaps.delete(key);
  return { keys: [...all], phonetic, swaps: [...swaps] };
}
