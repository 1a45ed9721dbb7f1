import { foldWords } from '../companies/fold-text';
import { hasNonLatin, toLatin } from '../companies/transliterate';

/** The keys a listed name is stored with, for the matcher to compare names by. */
interface SanctionsNameKeys {
  /** Folded in its own script: lower case, no accents, words split by one space. */
  nameKey: string;
  /** The same in Latin letters (transliterated), so Cyrillic and Latin spellings meet. */
  latinKey: string;
}

/** How names are keyed; the import takes another one when the matcher needs other keys. */
export type SanctionsNameKeysOf = (name: string) => SanctionsNameKeys;

/** The company search's folding (fold-text.ts) and transliteration (transliterate.ts). */
export const sanctionsNameKeys: SanctionsNameKeysOf = (name) => {
  const nameKey = foldWords(name);
  return { nameKey, latinKey: hasNonLatin(nameKey) ? foldWords(toLatin(name)) : nameKey };
};
