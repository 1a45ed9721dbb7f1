/**
 * The vocabulary of one language for demo company names and addresses. A word written
 * 'local|Latin' carries its Latin form; a word without one is Latin already or is
 * transliterated (Cyrillic, Greek, Armenian, Georgian). Patterns use {root}, {root2}, {trade}
 * and {city}; `address` lays out street, house, postcode and city as the country writes them.
 */
export interface LanguagePack {
  roots: string[];
  trades: string[];
  patterns: string[];
  streets: string[];
  address: (a: { street: string; house: string; postcode: string; city: string }) => string;
  /** Written without spaces between words (Chinese, Japanese). */
  joinWithoutSpaces?: boolean;
}

/** 'local|Latin' → [local, Latin or undefined]. */
export function splitWord(word: string): [string, string | undefined] {
  const bar = word.indexOf('|');
  return bar < 0 ? [word, undefined] : [word.slice(0, bar), word.slice(bar + 1)];
}

export const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
