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
 * Words borne by more names than this are too common to find candidates by (a frequent given
 * name, a country); a query made only of such words is looked up by the rarest of them.
 */
export const MAX_POSTINGS = 1500;

/**
 * The share of a query's distinctive words a listed name must bear (equal, a typo or a sound
 * alike) to be scored at all: with fewer, the words the query has and it lacks would keep it
 * well below a possible match (name-score.ts).
 */
export const MIN_WORD_SHARE = 0.5;

/** Query words that count towards MIN_WORD_SHARE at most (one bit each). */
const MAX_QUERY_WORDS = 30;

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count += 1;
  return count;
}

/** The names worth scoring against a query: those bearing enough of its distinctive words. */
export function candidateNames(index: ScreeningIndex, forms: QueryForm[]): Set<number> {
  const names = new Set<number>();
  for (const form of forms) {
    const distinctive = distinctiveWords(form.parts);
    const common = (text: string) => (index.words.get(text)?.length ?? 0) > MAX_POSTINGS;
    let words = (distinctive ?? form.parts.parts).filter((p) => !common(p.text));
    // Only common words, or only generic ones: the rarest alone finds the candidates, since a
    // listed name without it could not score high enough anyway.
    const uncapped = !words.length || !distinctive;
    if (uncapped) words = [rarest(index, words.length ? words : form.parts.parts)];
    words = words.slice(0, MAX_QUERY_WORDS);
    const hits = new Map<number, number>();
    words.forEach((p, i) => {
      const reached = new Set([p.text]);
      for (const key of fuzzyKeysOfWord(p.text, p.phonetic))
        for (const word of index.fuzzyKeys.get(key) ?? []) reached.add(word);
      for (const word of reached) {
        const list = index.words.get(word);
        if (!list || (list.length > MAX_POSTINGS && !uncapped)) continue;
        for (const id of list) hits.set(id, (hits.get(id) ?? 0) | (1 << i));
      }
    });
    const need = Math.ceil(MIN_WORD_SHARE * words.length);
    for (const [id, mask] of hits) if (bitCount(mask) >= need) names.add(id);
    // Words split or joined differently ('gazprom bank', 'gazprombank').
    if (form.parts.parts.length > 1)
      for (const id of index.words.get(form.parts.joined) ?? []) names.add(id);
  }
  return names;
}

function rarest(index: ScreeningIndex, parts: NameParts['parts']): NameParts['parts'][number] {
  const count = (text: string) => index.words.get(text)?.length ?? 0;
  return parts.reduce((a, b) => (count(b.text) < count(a.text) ? b : a));
}
