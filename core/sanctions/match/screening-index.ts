import type { SanctionsIdentifierScheme } from '../../../contracts/sanctions-entry';
import { hasNonLatin } from '../../companies/transliterate';
import type { ScreeningIndexRow } from '../screening-index-rows';
import { identifierKeys } from './identifier-keys';
import { namePartsOf, type NameParts, type PartCache } from './name-parts';
import { UNMATCHED_QUERY_WEIGHT } from './name-score';
import { partSimilarity, SHORT_PART_MAX_LENGTH } from './part-similarity';
import type { QueryForm } from './query-forms';

/** One name or alias of a listed entry, as the matcher compares it. */
interface IndexedName {
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
const COMPANY_SCHEMES: ReadonlySet<SanctionsIdentifierScheme> = new Set([
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
  /** Each distinct word as a part. */
  parts: PartCache;
  identifiers: Map<string, IdentifierHit[]>;
  /**
   * One word mask per name, all zero between calls: candidateNames marks the names a query's
   * words reach here rather than in a Map, which a result page of 50 companies fills with tens
   * of thousands of entries (screening is synchronous, so one buffer serves every call).
   */
  masks: Int32Array;
}

/** Shorter words are found despite a typo by their sound key only. */
const MIN_DELETION_LENGTH = 4;

/**
 * A word's keys for finding it despite a typo or another transliteration: for words of four
 * letters or more every spelling one letter shorter (two words one edit apart share one, as in
 * SymSpell), and the sound key, which differing vowels and doubled letters share.
 */
function fuzzyKeysOfWord(text: string, phonetic: string): string[] {
  if (text.length <= SHORT_PART_MAX_LENGTH) return [];
  const keys = phonetic.length >= 3 ? [`p:${phonetic}`] : [];
  if (text.length < MIN_DELETION_LENGTH) return keys;
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
  const masks = new Int32Array(names.length);
  return { entries: rows, names, words, fuzzyKeys, parts: cache, identifiers, masks };
}

/**
 * Words borne by more names than this are too common to find candidates by (a frequent given
 * name, a country); a query made only of such words is looked up by the rarest of them.
 */
const MAX_POSTINGS = 300;

/** Query words that count towards MIN_WORD_SHARE at most (one bit each). */
const MAX_QUERY_WORDS = 30;

/**
 * The most a name can score when it bears the query's distinctive words of `mask` (equal, a
 * typo or a sound alike) and all its generic ones: the words the query has and the name lacks
 * cost what name-score.ts charges them.
 */
function bestPossible(weights: number[], generic: number, mask: number): number {
  let matched = generic;
  let unmatched = 0;
  weights.forEach((w, i) => {
    if (mask & (1 << i)) matched += w;
    else unmatched += w;
  });
  return matched / (matched + UNMATCHED_QUERY_WEIGHT * unmatched);
}

/**
 * The names worth scoring against a query: those bearing enough of its distinctive words to
 * reach `floor` at best (bestPossible), and those spelling its words run together.
 */
export function candidateNames(
  index: ScreeningIndex,
  forms: QueryForm[],
  floor: number,
): Set<number> {
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
    const { masks } = index;
    const touched: number[] = [];
    // A query word that reaches a common word cannot tell its names apart: it is taken as
    // matched by every candidate, so the bound stays an upper one.
    const assumed = new Set<number>();
    words.forEach((p, i) => {
      // A word of one or two letters is weak evidence either way; its name may still match
      // run together ('efbet partners ood' for 'Эфбет Партнерс Уд').
      if (p.text.length <= SHORT_PART_MAX_LENGTH) assumed.add(i);
      const reached = new Set([p.text]);
      // A word that shares a key but is too unlike the query's word (a sound key drops the
      // vowels: 'boeing' and 'bank') cannot carry a name to the floor.
      for (const key of fuzzyKeysOfWord(p.text, p.phonetic))
        for (const word of index.fuzzyKeys.get(key) ?? [])
          if (!reached.has(word) && partSimilarity(p, index.parts.get(word)!) >= floor)
            reached.add(word);
      for (const word of reached) {
        const list = index.words.get(word);
        if (!list) continue;
        if (list.length > MAX_POSTINGS && !uncapped) {
          assumed.add(i);
          continue;
        }
        for (const id of list) {
          if (masks[id] === 0) touched.push(id);
          masks[id]! |= 1 << i;
        }
      }
    });
    const weights = words.map((p, i) => (assumed.has(i) ? 0 : p.weight));
    const counted = new Set(words.filter((_, i) => !assumed.has(i)));
    const generic = form.parts.parts.reduce((sum, p) => sum + (counted.has(p) ? 0 : p.weight), 0);
    const reaches = new Map<number, boolean>();
    for (const id of touched) {
      const mask = masks[id]!;
      masks[id] = 0;
      let ok = reaches.get(mask);
      if (ok === undefined) {
        ok = bestPossible(weights, generic, mask) >= floor;
        reaches.set(mask, ok);
      }
      if (ok) names.add(id);
    }
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
