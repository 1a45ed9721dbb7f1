import type { SanctionsIdentifierScheme } from '../../../contracts/sanctions-entry';
import { hasNonLatin } from '../../companies/transliterate';
import type { ScreeningIndexRow } from '../screening-index-rows';
import { identifierKeys } from './identifier-keys';
import { namePartsOf, type NameParts, type PartCache } from './name-parts';
import { SHORT_PART_MAX_LENGTH } from './part-similarity';
import type { QueryForm } from './query-forms';

/** One name or alias of a listed entry, as the matcher compares it. */
export interface IndexedName {
  /** Position of its entry in ScreeningIndex.entries. */
  entry: number;
  name: string;
  isPrimary: boolean;
  quality: ScreeningIndexRow['names'][number]['quality'];
  /** Its Latin key's parts (a non-Latin name transliterated). */
  latin: NameParts;
  /** Its parts in its own script, for a name not in Latin letters; null otherwise. */
  own: NameParts | null;
}

/** Numbers that identify a company, by their normalised value (identifier-keys.ts). */
export const COMPANY_SCHEMES: ReadonlySet<SanctionsIdentifierScheme> = new Set([
  'registration',
  'tax',
  'lei',
  'imo',
  'swift',
]);

export interface IdentifierHit {
  entry: number;
  scheme: SanctionsIdentifierScheme;
  normalized: string;
}

/** Everything screening needs, in memory, built in about a second for 30,000 entries. */
export interface ScreeningIndex {
  entries: ScreeningIndexRow[];
  names: IndexedName[];
  /** Each distinct word of the names (and each name's words run together) → its names. */
  words: Map<string, number[]>;
  /** A word's typo and sound keys (fuzzyKeysOfWord) → the words bearing them. */
  fuzzyKeys: Map<string, string[]>;
  identifiers: Map<string, IdentifierHit[]>;
}

/**
 * A word's keys for finding it despite a typo or another transliteration: for words of five
 * letters or more every spelling one letter shorter (two words one edit apart share one, as in
 * SymSpell), and the sound key, which differing vowels and doubled letters share.
 */
function fuzzyKeysOfWord(text: string, phonetic: string): string[] {
  if (text.length <= SHORT_PART_MAX_LENGTH) return [];
  const keys = phonetic.length >= 3 ? [`p:${phonetic}`] : [];
  if (text.length < 5) return keys;
  keys.push(`d:${text}`);
  for (let i = 0; i < text.length; i += 1) keys.push(`d:${text.slice(0, i)}${text.slice(i + 1)}`);
  return keys;
}

/** A name's distinctive words, which find its candidates; null when it has only generic ones. */
function distinctiveWords(parts: NameParts): NameParts['parts'] | null {
  const distinctive = parts.parts.filter((p) => p.kind !== 'generic');
  return distinctive.length ? distinctive : null;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

export function buildScreeningIndex(rows: ScreeningIndexRow[]): ScreeningIndex {
  const names: IndexedName[] = [];
  const words = new Map<string, number[]>();
  const fuzzyKeys = new Map<string, string[]>();
  const identifiers = new Map<string, IdentifierHit[]>();
  const cache: PartCache = new Map();
  const addWords = (parts: NameParts, id: number) => {
    for (const p of parts.parts) {
      if (!words.has(p.text))
        for (const key of fuzzyKeysOfWord(p.text, p.phonetic)) push(fuzzyKeys, key, p.text);
      push(words, p.text, id);
    }
    if (parts.parts.length > 1) push(words, parts.joined, id);
  };
  rows.forEach((row, entry) => {
    for (const n of row.names) {
      const id = names.length;
      const own = hasNonLatin(n.nameKey) ? namePartsOf(n.nameKey, cache) : null;
      const indexed: IndexedName = {
        entry,
        name: n.name,
        isPrimary: n.name === row.name,
        quality: n.quality,
        latin: namePartsOf(n.latinKey, cache),
        own,
      };
      names.push(indexed);
      addWords(indexed.latin, id);
      if (own) addWords(own, id);
    }
    for (const identifier of row.identifiers) {
      if (!COMPANY_SCHEMES.has(identifier.scheme)) continue;
      for (const key of identifierKeys(identifier.normalized)) {
        const hit = { entry, scheme: identifier.scheme, normalized: identifier.normalized };
        const list = identifiers.get(key);
        if (!list) identifiers.set(key, [hit]);
        else if (!list.some((h) => h.entry === entry)) list.push(hit);
      }
    }
  });
  return { entries: rows, names, words, fuzzyKeys, identifiers };
}

/**
 * Keys borne by more names than this are too common to find candidates by ('company' in
 * another language, a frequent given name); a query made only of such words still uses them.
 */
export const MAX_POSTINGS = 1500;

/** The names that share a distinctive word (or its typo, or its sound) with a query form. */
export function candidateNames(index: ScreeningIndex, forms: QueryForm[]): Set<number> {
  const found = new Set<string>();
  for (const form of forms) {
    // A name of generic words only ('Trading International Group') is found by its rarest
    // word: a listed name without it could not score high enough anyway.
    const words = distinctiveWords(form.parts) ?? [rarest(index, form.parts.parts)];
    for (const p of words) {
      found.add(p.text);
      for (const key of fuzzyKeysOfWord(p.text, p.phonetic))
        for (const word of index.fuzzyKeys.get(key) ?? []) found.add(word);
    }
    if (form.parts.parts.length > 1) found.add(form.parts.joined);
  }
  const names = new Set<number>();
  const common: number[][] = [];
  for (const word of found) {
    const list = index.words.get(word);
    if (!list) continue;
    if (list.length > MAX_POSTINGS) common.push(list);
    else for (const id of list) names.add(id);
  }
  if (!names.size) for (const list of common) for (const id of list) names.add(id);
  return names;
}

function rarest(index: ScreeningIndex, parts: NameParts['parts']): NameParts['parts'][number] {
  const count = (text: string) => index.words.get(text)?.length ?? 0;
  return parts.reduce((a, b) => (count(b.text) < count(a.text) ? b : a));
}
