import { sql, type SQL } from 'drizzle-orm';
import { cyrillicSpellingPatterns, isCyrillicWord } from '../cyrillic-spellings';
import { isLatinWord, oneEditLookups } from '../one-edit';
import { hasNonLatin, transliteratesByLetter } from '../transliterate';
import { escapeLike } from './narrowing';

/**
 * Whole words of the names, from the words index (companies_name_words_idx, migration 0016):
 * each word of name_key and alt_key is the lexeme '<country>:<word>', each word of phon_key
 * '<country>=<key>'. A word anywhere in a name is one posting list, where the trigrams of a
 * common word are many long ones to intersect.
 */
export const NAME_WORDS = sql.raw(
  `company_name_words(c.country_code, c.name_key, c.alt_key, c.phon_key)`,
);

/** Which words of the names, or of the sound keys ('='), a fragment is looked up among. */
export type WordKind = ':' | '=';

/**
 * Where a fragment of the query lies in a word of the name: the whole word, its start (the
 * last word typed may be unfinished), its end (the first word of a phrase found inside a name)
 * or anywhere in it.
 */
type Place = 'whole' | 'start' | 'end' | 'any';

/**
 * Vocabulary words one fragment may stand for, at most: the exact word first, then the
 * shortest. A fragment found in more words than this (a few letters common to many) leaves the
 * rest out, as each way of matching leaves out rows past its cap; and each word more is one
 * more alternative the words index checks for every company it finds.
 */
const WORDS_PER_FRAGMENT = 20;

/**
 * Fragments shorter than this are not looked up: too many words have them, and a word this
 * short ('s', 'tn', a syllable's sound key) is in too many names to narrow anything.
 */
const MIN_FRAGMENT = 3;

/** Whole words of a phrase enough to narrow it: its first and last words are then not looked up. */
const PHRASE_WORDS = 2;

/** Letters a typed Latin word needs before its one-edit spellings are looked up. */
const TYPO_MIN_LENGTH = 4;

/** The same for a word of another script, whose letters may be whole syllables (CJK). */
const TYPO_MIN_LETTERS = 3;

/** Words of one query whose typos are looked up (a Latin one costs some 700 vocabulary probes). */
const TYPO_WORDS = 3;

/**
 * The tsquery alternatives ('GB:w1' | 'GB:w2' …) for the words of the country's vocabulary
 * (company_words) that any of `conditions` selects; null when none does, which makes the whole
 * query null and the way find nothing. Each condition is a lookup of its own, so that the
 * planner picks the index for each (an OR of them tempts it into a scan of the country).
 */
function vocabulary(countryCode: string, kind: WordKind, conditions: SQL[], fragment: string): SQL {
  const lookups = conditions.map(
    (condition) =>
      sql`select w.word from company_words w
          where w.country_code = ${countryCode} and w.kind = ${kind} and ${condition}`,
  );
  return sql`(select string_agg(quote_literal(${countryCode + kind} || v.word), ' | ') from (
      select u.word from (${sql.join(lookups, sql` union all `)}) u
      group by u.word
      order by u.word = ${fragment} desc, length(u.word), u.word limit ${WORDS_PER_FRAGMENT}
    ) v)`;
}

/** The alternatives for one fragment at one place in a word; null when it cannot be looked up. */
function fragmentGroup(
  countryCode: string,
  kind: WordKind,
  fragment: string,
  place: Place,
): SQL | null {
  if ([...fragment].length < MIN_FRAGMENT) return null;
  if (place === 'whole') return sql`quote_literal(${`${countryCode}${kind}${fragment}`}::text)`;
  const f = escapeLike(fragment);
  const pattern = place === 'start' ? `${f}%` : place === 'end' ? `%${f}` : `%${f}%`;
  return vocabulary(countryCode, kind, [sql`w.word like ${pattern}`], fragment);
}

/** A key in a script other than Latin whose transliteration keeps each letter in place. */
const spelledByLetter = (key: string) => hasNonLatin(key) && transliteratesByLetter(key);

/**
 * The keys worth looking up word by word: a transliteration by syllables (Chinese pinyin,
 * Japanese romaji, the second key of such a query) is left out, as its syllables are common
 * words that match names of every spelling; the typed key finds the names in its own script.
 */
export function spelledKeys(keys: string[]): string[] {
  return spelledBySyllable(keys) ? keys.filter((_, i) => i !== 1) : keys;
}

/**
 * Whether the query is typed in a script transliterated by syllables: its sound keys, made of
 * the syllables' keys, are then looked up only at the start of a name, not word by word.
 */
export function spelledBySyllable(keys: string[]): boolean {
  const [typed] = keys;
  return Boolean(typed && hasNonLatin(typed) && !transliteratesByLetter(typed));
}

/** `(g1) & (g2) …` as text: null when any group is null (no word of the vocabulary fits it). */
function all(groups: SQL[]): SQL {
  return sql.join(
    groups.map((g) => sql`'(' || ${g} || ')'`),
    sql` || ' & ' || `,
  );
}

/** One tsquery out of the alternatives of several keys; null when no key can match. */
function anyOf(queries: SQL[]): SQL | null {
  if (!queries.length) return null;
  return sql`nullif(concat_ws(' | ', ${sql.join(queries, sql`, `)}), '')::tsquery`;
}

/**
 * The words a phrase occurs in, wherever it lies in a name: a single word lies anywhere in a
 * word of the name (or at its start, with `wordStart`); in a phrase of several, the first word
 * ends a word of the name (or is one, with `wordStart`), the middle ones are whole words and
 * the last starts one. Every whole word is looked up: a posting list more to intersect costs
 * little, and each narrows the companies to recheck. The first and last words are looked up
 * too when few whole words are (their alternatives are unions, costlier to intersect). The
 * caller's recheck (strpos) tells that the phrase is there as typed. Null when nothing can be
 * looked up.
 */
function phraseWords(
  countryCode: string,
  kind: WordKind,
  phrase: string,
  wordStart: boolean,
): SQL | null {
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 1)
    return fragmentGroup(countryCode, kind, words[0]!, wordStart ? 'start' : 'any');
  const whole = words.slice(wordStart ? 0 : 1, -1);
  const ends: [string, Place][] = [[words.at(-1)!, 'start']];
  if (!wordStart) ends.push([words[0]!, 'end']);
  const groups = [
    ...whole.map((w) => fragmentGroup(countryCode, kind, w, 'whole')),
    ...(whole.length >= PHRASE_WORDS
      ? []
      : ends
          .sort(([a], [b]) => b.length - a.length)
          .map(([w, place]) => fragmentGroup(countryCode, kind, w, place))),
  ].filter((g): g is SQL => g !== null);
  return groups.length ? all(groups) : null;
}

/**
 * The tsquery of the names containing any of `keys` (a substring, as LIKE '%k%' would find
 * it, but word by word through the vocabulary, or from a word start with `wordStart`); null
 * when no key can be looked up.
 */
export function containingQuery(
  countryCode: string,
  kind: WordKind,
  keys: string[],
  wordStart = false,
): SQL | null {
  return anyOf(
    keys
      .map((k) => phraseWords(countryCode, kind, k, wordStart))
      .filter((q): q is SQL => q !== null),
  );
}

/**
 * The vocabulary conditions for the Latin spellings a Cyrillic word may stand for
 * (cyrillic-spellings.ts): one per language and first letter, so that each reads a btree range
 * of the words with that start and checks the pattern on those alone.
 */
function readingSpellings(cyrillic: string, countryCode: string): SQL[] {
  const lookups = new Map<string, SQL>();
  for (const { pattern, starts } of cyrillicSpellingPatterns(cyrillic, countryCode)) {
    for (const start of starts) {
      lookups.set(`${start} ${pattern}`, sql`w.word like ${`${start}%`} and w.word ~ ${pattern}`);
    }
  }
  return [...lookups.values()];
}

/** Cyrillic words shorter than this are not read (prepositions: «де», «ля»). */
const READING_MIN_LETTERS = 3;

/**
 * Words of one query that are read, the longest first: each costs a few vocabulary ranges per
 * language, and three words narrow a name as well as ten.
 */
const READING_WORDS = 3;

/**
 * The tsquery of the names that bear, for each Cyrillic word of the query, one of the Latin
 * spellings the transcription rules of the country's languages allow (cyrillic-spellings.ts):
 * «Пежо» → Peugeot, «Сен-Гобен» → Saint Gobain, which one reading per language misses. Words in
 * other letters (numbers, Latin) are left to the other ways, and so are words past the
 * READING_WORDS longest. Null when there is no Cyrillic word to read; the tsquery is null when
 * a word has no such spelling in the vocabulary.
 */
export function readingQuery(countryCode: string, keys: string[]): SQL | null {
  const [typed] = keys;
  if (!typed) return null;
  const groups = typed
    .split(' ')
    .filter((w) => isCyrillicWord(w) && [...w].length >= READING_MIN_LETTERS)
    .sort((a, b) => b.length - a.length)
    .slice(0, READING_WORDS)
    .map((word) => ({ word, lookups: readingSpellings(word, countryCode) }))
    .filter(({ lookups }) => lookups.length)
    .map(({ word, lookups }) => vocabulary(countryCode, ':', lookups, word));
  return groups.length ? anyOf([all(groups)]) : null;
}

/**
 * The tsquery of the names in which every longer word of the query is spelt as typed or one
 * edit away (a letter left out, added, replaced, or two swapped): the typed words' spellings
 * are looked up in the vocabulary, which holds the register's words, and only the few found
 * are searched. The words are those typed, or their transliteration when it keeps each letter
 * in place (Cyrillic, Greek...), whose one-edit spellings are all listed; in another script
 * (Chinese, Japanese...) the spellings and patterns one-edit.ts lists for it.
 */
export function typoQuery(countryCode: string, keys: string[]): SQL | null {
  const [typed, latin] = keys;
  const key = typed && latin && spelledByLetter(typed) ? latin : typed;
  if (!key) return null;
  const words = key
    .split(' ')
    .filter((w) => [...w].length >= (isLatinWord(w) ? TYPO_MIN_LENGTH : TYPO_MIN_LETTERS));
  if (!words.length) return null;
  const groups = words
    .sort((a, b) => b.length - a.length)
    .slice(0, TYPO_WORDS)
    .map((word) => {
      const { exact, gaps } = oneEditLookups(word);
      // The spellings reach the planner as a sub-select, not as a constant array: it would
      // otherwise estimate the selectivity of each of the hundreds, which costs more than
      // looking them up. A gap is a LIKE pattern that starts with '%', the length checked
      // apart (so the '%' stands for nothing): the trigram index answers it, where a fixed
      // start would tempt the planner into a btree range over every word of that first letter.
      // (Similarity, pg_trgm's %, would find such words in one lookup, but over this index on
      // the embedded database, PGlite 0.5, it returned nothing and left the connection hanging.)
      const spellings = [word, ...exact].join(' ');
      const length = [...word].length + 1;
      const conditions = [
        sql`w.word = any((select string_to_array(${spellings}::text, ' '))::text[])`,
        ...gaps.map(
          ({ head, tail }) =>
            sql`w.word like ${`%${escapeLike(head)}_${escapeLike(tail)}`} and length(w.word) = ${length}`,
        ),
      ];
      return vocabulary(countryCode, ':', conditions, word);
    });
  return anyOf([all(groups)]);
}
