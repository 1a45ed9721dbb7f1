import { sql, type SQL } from 'drizzle-orm';
import { INITIALS_MARK } from '../normalize-name';
import { escapeLike } from './narrowing';
import {
  containingQuery,
  NAME_WORDS,
  spelledBySyllable,
  spelledKeys,
  readingQuery,
  typoQuery,
} from './name-words';

/** decisions.md section 3: a name this short matches exactly or by prefix, never by similarity. */
const SHORT_NAME_MAX_LENGTH = 3;

/**
 * Minimum word similarity (pg_trgm) for a typo to match: 'muler' finds 'muller', 'myuller'
 * (Мюллер transliterated) finds 'muller'. PostgreSQL's default of 0.6 misses such pairs.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The indexed expression (companies_name_trgm_idx): both name keys in one text. */
const NAME_TEXT = sql.raw(`(c.name_key || ' ' || c.alt_key)`);

/**
 * Rows one way of matching looks at at most. A way that matches thousands of rows equally (a
 * common word such as 'logistik', a one-letter prefix) contributes the first WAY_CAP it finds,
 * which keeps every search bounded; each way has its own query and index. Exact names have a
 * cap of their own, large enough that none is ever cut.
 */
const WAY_CAP = 120;
const EXACT_CAP = 500;

/** What a name query is looked up by (normalize-name.ts, queryNameForms). */
export interface NameForms {
  keys: string[];
  phonetic: string[];
  swaps: string[];
}

/**
 * The one score that ranks every candidate, whichever way it was found. A match of the name
 * as typed ranks above a sound-alike or a typo; an exact name above an active company; an
 * active company above any other kind of match; then the kind of match; the similarity of the
 * spellings (0 … 1, times SIMILARITY_WEIGHT) orders within a kind.
 */
const SCORE = {
  exact: 2000,
  active: 1000,
  wordStart: 300,
  word: 290,
  // Every Cyrillic word found in a spelling its language's transcription allows: the name as
  // typed, read by the rules, as a reading's key found as a word would be.
  reading: 290,
  prefix: 280,
  phoneticExact: 270,
  swapExact: 260,
  initials: 250,
  phoneticWord: 240,
  typo: 200,
  wordPrefix: 180,
  swapPrefix: 170,
  phoneticPrefix: 150,
  substring: 120,
} as const;
const SIMILARITY_WEIGHT = 100;

/**
 * A match at least this good (the start of a word as typed, every word as typed or one edit
 * away, a whole word by sound, or better) makes similarity unneeded.
 */
export const GOOD_MATCH = SCORE.wordPrefix;

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const or = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const like = (column: string, pattern: string) => sql`${sql.raw(column)} like ${pattern}`;
const starts = (k: string) => `${escapeLike(k)}%`;
const when = (condition: SQL, score: number) =>
  sql`case when ${condition} then ${sql.raw(String(score))} else 0 end`;

function isShortName(keys: string[]): boolean {
  return keys.every((key) => key.replace(/\s/g, '').length <= SHORT_NAME_MAX_LENGTH);
}

/**
 * The name keys and the sound keys of a candidate, each variant between ' | ' and its words
 * between spaces, so that one LIKE tells a whole variant (' | k | '), its start (' | k'), a
 * whole word (' k ') or any part.
 */
const T = sql.raw('c.t');
const P = sql.raw('c.p');
const PADDED = sql.raw(
  `(' | ' || c.name_key || ' | ' || c.alt_key || ' | ') as t, (' | ' || c.phon_key || ' | ') as p`,
);
/** Never in a key: separates the patterns of one parameter. */
const UNIT_SEPARATOR = '\u001f';
/**
 * Whether the text is like any of the patterns: one ScalarArrayOp, which the planner handles
 * at a fraction of the cost of as many ORed LIKEs.
 */
const matches = (text: SQL, list: string[], pattern: (k: string) => string) =>
  list.length
    ? sql`${text} like any(string_to_array(${list.map((k) => pattern(escapeLike(k))).join(UNIT_SEPARATOR)}::text, ${UNIT_SEPARATOR}::text))`
    : sql`false`;

/** How each candidate is scored: any expression, evaluated on the candidates only. */
interface Scoring {
  exact: SQL;
  wordStart: SQL;
  word: SQL;
  prefix: SQL;
  wordPrefix: SQL;
  substring: SQL;
  phoneticExact: SQL;
  phoneticWord: SQL;
  phoneticPrefix: SQL;
  swapExact: SQL;
  swapPrefix: SQL;
  initials: SQL;
  reading: SQL;
  typo: SQL;
}

const NAMES = ['c.name_key', 'c.alt_key'];
const each = (list: string[], make: (column: string, k: string) => SQL) =>
  or(list.flatMap((k) => NAMES.map((column) => make(column, k))));
const longEnough = (k: string, n: number) => k.replace(/\s/g, '').length >= n;
const acronymsOf = (keys: string[]) => keys.filter((k) => /^[a-z0-9]{3,6}$/.test(k));
const PHON = sql.raw('c.phon_key');

function scoring(forms: NameForms): Scoring {
  const { keys, swaps } = forms;
  const phonetic = forms.phonetic.filter((p) => longEnough(p, 2));
  return {
    exact: matches(T, keys, (k) => `% | ${k} | %`),
    wordStart: matches(T, keys, (k) => `% | ${k} %`),
    word: matches(T, keys, (k) => `% ${k} %`),
    prefix: matches(T, keys, (k) => `% | ${k}%`),
    wordPrefix: matches(T, keys, (k) => `% ${k}%`),
    substring: matches(T, keys, (k) => `%${k}%`),
    phoneticExact: matches(P, phonetic, (p) => `% | ${p} | %`),
    phoneticWord: matches(P, phonetic, (p) => `% ${p} %`),
    phoneticPrefix: matches(
      P,
      phonetic.filter((p) => longEnough(p, 3)),
      (p) => `% ${p}%`,
    ),
    swapExact: matches(T, swaps, (k) => `% ${k} %`),
    swapPrefix: matches(T, swaps, (k) => `% ${k}%`),
    // Initials may go on past the query: 'pko' for Powszechna Kasa Oszczędności Bank Polski.
    initials: matches(P, acronymsOf(keys), (k) => `% ${INITIALS_MARK}${k}%`),
    reading: sql`c.way = ${sql.raw(String(WAY.reading))}`,
    typo: sql`c.way = ${sql.raw(String(WAY.typo))}`,
  };
}

/**
 * How far a search looks: `strict` the name as typed (exact, prefix, word, substring,
 * initials); `fuzzy` also by sound and with two letters swapped (whole names). The fallbacks,
 * for when these find nothing good, look one way each and their candidates join the others'
 * (mergeRanked): `typo`, words one edit away; `similar`, trigram similarity, the costliest
 * scan, for when even that finds nothing good.
 */
export type MatchMode = 'strict' | 'fuzzy' | 'typo' | 'similar';

/**
 * What found a candidate (the `way` column): a way whose every row matches as typed at least as
 * a prefix or a swapped whole name (`strong`), the start of the sound key (`weak`), a word
 * anywhere (`word`), a word one edit away (`typo`, which scores SCORE.typo), every Cyrillic
 * word spelt as its language's transcription allows (`reading`, which scores SCORE.reading).
 */
const WAY = { strong: 0, weak: 1, word: 2, typo: 3, reading: 4 } as const;

interface Ways {
  /** Btree index scans that stop at their cap: always run. */
  first: SQL[];
  /** Words anywhere in a name, looked up through the vocabulary and the words index. */
  more: SQL[];
}

/**
 * The candidate queries: each way of matching on its own, each answered by an index and
 * capped, so no search scans a country. The `first` ways read the btree indexes of the keys
 * and stop after their cap; the `more` ways fetch every company bearing the words they look
 * for, which for a common word is thousands, so they run only when the first ones leave room
 * in the result (rankedNameMatches).
 */
function candidateQueries(
  countryCode: string,
  forms: NameForms,
  short: boolean,
  narrowing: SQL[],
  mode: MatchMode,
): Ways {
  const { keys, swaps } = forms;
  const phonetic = forms.phonetic.filter((p) => longEnough(p, 2));
  // Address, phone and e-mail narrow inside each way, before its cap.
  const narrow = narrowing.length ? sql` and ${sql.join(narrowing, sql` and `)}` : sql``;
  const select = (tag: number, condition: SQL, cap: number) =>
    sql`(select c.*, ${sql.raw(String(tag))} as way from companies c where ${condition}${narrow} limit ${cap})`;
  const way = (tag: number, condition: SQL, cap = WAY_CAP) =>
    select(tag, sql`c.country_code = ${countryCode} and ${condition}`, cap);
  // A words-index lookup; `recheck` tells that the words found lie together as typed. The
  // words carry the country: a condition on country_code would only tempt the planner to AND
  // the whole country's rows from another index.
  const words = (tag: number, query: SQL | null, recheck: SQL) =>
    query ? [select(tag, sql`${NAME_WORDS} @@ ${query} and (${recheck})`, WAY_CAP)] : [];
  // The fallbacks: one way each.
  if (mode === 'typo')
    return {
      first: short ? [] : words(WAY.typo, typoQuery(countryCode, keys), sql`true`),
      more: [],
    };
  if (mode === 'similar')
    return {
      first: short ? [] : [way(WAY.word, or(keys.map((k) => sql`${k}::text <% ${NAME_TEXT}`)))],
      more: [],
    };
  const first: SQL[] = [
    way(
      WAY.strong,
      or([
        sql`c.name_key in (${list(keys)})`,
        sql`c.alt_key in (${list(keys)})`,
        ...keys.map((k) => like('c.alt_key', `${escapeLike(k)} |%`)),
      ]),
      EXACT_CAP,
    ),
    way(
      WAY.strong,
      each(keys, (column, k) => like(column, starts(k))),
    ),
  ];
  const more: SQL[] = [];
  const fuzzy = mode !== 'strict';
  if (fuzzy && phonetic.length)
    first.push(way(WAY.weak, or(phonetic.map((p) => sql`${PHON} like ${starts(p)}`))));
  // Swaps as whole names, one index lookup per column for all of them.
  if (fuzzy && swaps.length)
    first.push(
      way(WAY.strong, sql`(c.name_key in (${list(swaps)}) or c.alt_key in (${list(swaps)}))`),
    );
  // A later word by sound ('lm ericsson', 'deutsche lufthansa').
  const wordStarts = spelledBySyllable(keys) ? [] : phonetic.filter((p) => longEnough(p, 3));
  if (fuzzy && wordStarts.length)
    more.push(
      ...words(
        WAY.word,
        containingQuery(countryCode, '=', wordStarts, true),
        or(wordStarts.map((p) => sql`strpos(' ' || ${PHON}, ${` ${p}`}) > 0`)),
      ),
    );
  // A Cyrillic query's words in every spelling the country's languages allow.
  if (fuzzy && !short) more.push(...words(WAY.reading, readingQuery(countryCode, keys), sql`true`));
  if (!short) {
    const spelled = spelledKeys(keys);
    more.push(
      ...words(
        WAY.word,
        containingQuery(countryCode, ':', spelled),
        or(spelled.map((k) => sql`strpos(${NAME_TEXT}, ${k}) > 0`)),
      ),
    );
  } else {
    // Short names: whole words inside a name ('lot' in 'polskie linie lotnicze lot'), initials.
    const starting = keys.filter((k) => longEnough(k, 3));
    more.push(
      ...words(
        WAY.word,
        containingQuery(countryCode, ':', starting, true),
        or(starting.map((k) => sql`strpos(' ' || ${NAME_TEXT}, ${` ${k}`}) > 0`)),
      ),
    );
    const acronyms = acronymsOf(keys).map((k) => `${INITIALS_MARK}${k}`);
    more.push(
      ...words(
        WAY.word,
        containingQuery(countryCode, '=', acronyms, true),
        or(acronyms.map((k) => sql`strpos(${PHON}, ${k}) > 0`)),
      ),
    );
  }
  return { first, more };
}

/** Keys whose similarity is computed per candidate: each costs a trigram pass over the name. */
const SIMILARITY_KEYS = 4;

function similarity(keys: string[]): SQL {
  const scores = keys
    .slice(0, SIMILARITY_KEYS)
    .map((key) => sql`word_similarity(${key}::text, ${NAME_TEXT})`);
  return scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`;
}

/**
 * One query that finds the name's candidates every way at once and ranks them by SCORE. When
 * the name matches some company exactly, companies found only as sound-alikes, typos or
 * similar spellings are left out: a name typed right leads to that company (and a single
 * match straight to the order page).
 */
export function rankedNameMatches(
  countryCode: string,
  forms: NameForms,
  narrowing: SQL[],
  columns: SQL,
  limit: number,
  mode: MatchMode = 'fuzzy',
): SQL | null {
  const short = isShortName(forms.keys);
  const c = scoring(forms);
  const strict = sql`greatest(${when(c.exact, SCORE.exact)}, ${when(c.wordStart, SCORE.wordStart)}, ${when(c.word, SCORE.word)}, ${when(c.prefix, SCORE.prefix)}, ${when(c.wordPrefix, SCORE.wordPrefix)}, ${when(c.substring, SCORE.substring)}, ${when(c.initials, SCORE.initials)})`;
  const fuzzy =
    mode === 'strict'
      ? sql`0`
      : sql`greatest(${when(c.phoneticExact, SCORE.phoneticExact)}, ${when(c.phoneticWord, SCORE.phoneticWord)}, ${when(c.phoneticPrefix, SCORE.phoneticPrefix)}, ${when(c.swapExact, SCORE.swapExact)}, ${when(c.swapPrefix, SCORE.swapPrefix)}, ${when(c.reading, SCORE.reading)}, ${when(c.typo, SCORE.typo)})`;
  // A similar spelling counts as the weakest fuzzy match. It is read off the similarity the
  // ranking computes anyway (the same test as pg_trgm's <% operator), since each
  // word_similarity() is a trigram pass over the candidate's names, the costliest part of scoring.
  const similar =
    mode === 'strict' || short
      ? sql`0`
      : sql`case when c.similarity >= ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))} then 1 else 0 end`;
  const { first, more } = candidateQueries(countryCode, forms, short, narrowing, mode);
  if (!first.length) return null;
  // The `more` ways run unless the `first` ones found a full result of active companies that
  // match as typed (exact, prefix, swapped whole name): these rank above anything a word later
  // in a name or a typo could add, up to the similarity term.
  const gated = more.length
    ? sql`, more as (select * from (${sql.join(more, sql` union all `)}) m
        where (select count(distinct f.id) from first f
               where f.way = ${sql.raw(String(WAY.strong))} and f.status = 'Active') < ${limit})`
    : sql``;
  const all = more.length
    ? sql`select * from first union all select * from more`
    : sql`select * from first`;
  return sql`with first as (${sql.join(first, sql` union all `)})${gated},
    c as (select distinct on (u.id) u.* from (${all}) u order by u.id, u.way desc),
    scored as (
      select c.*, ${strict} as strict_score, ${fuzzy} as fuzzy_base, ${similarity(forms.keys)} as similarity
      from (select c.*, ${PADDED} from c) c
    ),
    ranked as (select c.*, greatest(c.fuzzy_base, ${similar}) as fuzzy_score from scored c)
    select * from (
      select ${columns}, greatest(c.strict_score, c.fuzzy_score) as "matchScore",
        greatest(c.strict_score, c.fuzzy_score)
          + case when c.status = 'Active' then ${sql.raw(String(SCORE.active))} else 0 end
          + ${sql.raw(String(SIMILARITY_WEIGHT))} * c.similarity as "rank",
        length(c.name_key) as "nameLength"
      from ranked c
      where (c.strict_score > 0 or c.fuzzy_score > 0)
        and (c.strict_score > 0 or not exists (select 1 from scored where strict_score >= ${SCORE.exact}))
    ) r
    order by r."rank" desc, r."nameLength", r.name, r.id
    limit ${limit}`;
}

/** A row of rankedNameMatches: the company, its best kind of match and its place. */
export interface RankedRow {
  id: number;
  name: string;
  matchScore: number;
  rank: number;
  nameLength: number;
}

/**
 * The candidates of a fallback joined to those found before, in rankedNameMatches' order: both
 * lists were ranked by the same score, so merging them ranks them as one query would have.
 */
export function mergeRanked<T extends RankedRow>(found: T[], more: T[], limit: number): T[] {
  const byId = new Map<number, T>();
  for (const row of [...found, ...more]) {
    const id = Number(row.id);
    const seen = byId.get(id);
    if (!seen || Number(row.rank) > Number(seen.rank)) byId.set(id, row);
  }
  const order = (a: T, b: T) =>
    Number(b.rank) - Number(a.rank) ||
    Number(a.nameLength) - Number(b.nameLength) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    Number(a.id) - Number(b.id);
  return [...byId.values()].sort(order).slice(0, limit);
}

/**
 * Whether some company of the country bears the name exactly (a btree lookup): then the
 * sound-alikes would be left out anyway, and the strict ways alone are searched.
 */
export function exactNameExists(countryCode: string, keys: string[], narrowing: SQL[]): SQL {
  const narrow = narrowing.length ? sql` and ${sql.join(narrowing, sql` and `)}` : sql``;
  return sql`select exists (select 1 from companies c where c.country_code = ${countryCode} and ${or(
    [
      sql`c.name_key in (${list(keys)})`,
      sql`c.alt_key in (${list(keys)})`,
      ...keys.map((k) => like('c.alt_key', `${escapeLike(k)} |%`)),
    ],
  )}${narrow}) as found`;
}

/** Ranking of a name match among a number's matches: 1 exact, 2 prefix, 3 substring, 4 other. */
export function nameTierRank(keys: string[]): SQL {
  const exact = or(keys.flatMap((k) => [sql`c.name_key = ${k}`, sql`c.alt_key = ${k}`]));
  const prefix = or(
    keys.flatMap((k) => [
      sql`c.name_key like ${`${escapeLike(k)}%`}`,
      sql`c.alt_key like ${`${escapeLike(k)}%`}`,
    ]),
  );
  const substring = or(keys.map((k) => sql`${NAME_TEXT} like ${`%${escapeLike(k)}%`}`));
  return sql`case when ${exact} then 1 when ${prefix} then 2 when ${substring} then 3 else 4 end`;
}
