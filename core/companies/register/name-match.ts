import { sql, type SQL } from 'drizzle-orm';
import { INITIALS_MARK } from '../normalize-name';
import { escapeLike } from './narrowing';

/** decisions.md section 3: a name this short matches exactly or by prefix, never by similarity. */
export const SHORT_NAME_MAX_LENGTH = 3;

/**
 * Minimum word similarity (pg_trgm) for a typo to match: 'muler' finds 'muller', 'myuller'
 * (Мюллер transliterated) finds 'muller'. PostgreSQL's default of 0.6 misses such pairs.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The indexed expression (companies_name_trgm_idx): both name keys in one text. */
export const NAME_TEXT = sql.raw(`(c.name_key || ' ' || c.alt_key)`);

/**
 * Rows one way of matching looks at at most. A way that matches thousands of rows equally (a
 * common word such as 'logistik', a one-letter prefix) contributes the first CANDIDATE_CAP it
 * finds, which keeps every search bounded; each way has its own query and index.
 */
export const CANDIDATE_CAP = 500;

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
export const SCORE = {
  exact: 2000,
  active: 1000,
  wordStart: 300,
  word: 290,
  prefix: 280,
  phoneticExact: 270,
  swapExact: 260,
  initials: 250,
  phoneticWord: 240,
  swapPrefix: 170,
  phoneticPrefix: 150,
  substring: 120,
} as const;
export const SIMILARITY_WEIGHT = 100;

const or = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const like = (column: string, pattern: string) => sql`${sql.raw(column)} like ${pattern}`;
const starts = (k: string) => `${escapeLike(k)}%`;
const when = (condition: SQL, score: number) =>
  sql`case when ${condition} then ${sql.raw(String(score))} else 0 end`;

export function isShortName(keys: string[]): boolean {
  return keys.every((key) => key.replace(/\s/g, '').length <= SHORT_NAME_MAX_LENGTH);
}

/** A key is one of the ' | '-joined variants of a column, whole. */
function isVariant(column: string, k: string): SQL {
  return or([
    sql`${sql.raw(column)} = ${k}`,
    like(column, `${escapeLike(k)} |%`),
    like(column, `%| ${escapeLike(k)}`),
    like(column, `%| ${escapeLike(k)} |%`),
  ]);
}

/** The name (or a Latin variant of it) begins with the key as whole words. */
function beginsWith(column: string, k: string): SQL {
  return or([like(column, `${escapeLike(k)} %`), like(column, `%| ${escapeLike(k)} %`)]);
}

/** The text padded with spaces, so that '% word %' finds a whole word anywhere. */
const padded = (text: SQL) => sql`(' ' || ${text} || ' ')`;
const hasWord = (text: SQL, k: string) => sql`${padded(text)} like ${`% ${escapeLike(k)} %`}`;
const PHON = sql.raw('c.phon_key');

/** How each candidate is scored: any expression, evaluated on the candidates only. */
interface Scoring {
  exact: SQL;
  wordStart: SQL;
  word: SQL;
  prefix: SQL;
  substring: SQL;
  phoneticExact: SQL;
  phoneticWord: SQL;
  phoneticPrefix: SQL;
  swapExact: SQL;
  swapPrefix: SQL;
  initials: SQL;
  similar: SQL;
}

const NAMES = ['c.name_key', 'c.alt_key'];
const each = (list: string[], make: (column: string, k: string) => SQL, columns = NAMES) =>
  or(list.flatMap((k) => columns.map((column) => make(column, k))));
const longEnough = (k: string, n: number) => k.replace(/\s/g, '').length >= n;
const acronymsOf = (keys: string[]) => keys.filter((k) => /^[a-z0-9]{3,6}$/.test(k));

function scoring(forms: NameForms, short: boolean): Scoring {
  const { keys, swaps } = forms;
  const phonetic = forms.phonetic.filter((p) => longEnough(p, 2));
  return {
    exact: each(keys, isVariant),
    wordStart: each(keys, beginsWith),
    word: or(keys.map((k) => hasWord(NAME_TEXT, k))),
    prefix: or([
      each(keys, (column, k) => like(column, starts(k))),
      ...keys.map((k) => sql`${NAME_TEXT} like ${`%| ${starts(k)}`}`),
    ]),
    substring: or(keys.map((k) => sql`${NAME_TEXT} like ${`%${escapeLike(k)}%`}`)),
    phoneticExact: each(phonetic, isVariant, ['c.phon_key']),
    phoneticWord: or(phonetic.map((p) => hasWord(PHON, p))),
    phoneticPrefix: or(
      phonetic
        .filter((p) => longEnough(p, 3))
        .flatMap((p) => [sql`${PHON} like ${starts(p)}`, sql`${PHON} like ${`% ${starts(p)}`}`]),
    ),
    swapExact: or([each(swaps, isVariant), ...swaps.map((k) => hasWord(NAME_TEXT, k))]),
    swapPrefix: each(swaps, (column, k) => like(column, starts(k))),
    initials: or(
      acronymsOf(keys).map(
        // Initials may go on past the query: 'pko' for Powszechna Kasa Oszczędności Bank Polski.
        (k) => sql`${PHON} like ${`%${INITIALS_MARK}${escapeLike(k)}%`}`,
      ),
    ),
    similar: short ? sql`false` : or(keys.map((k) => sql`${k}::text <% ${NAME_TEXT}`)),
  };
}

/**
 * The candidate queries: each way of matching on its own, each answered by an index (btree
 * prefixes on the keys and the first sound key, trigrams on the names and the sound keys) and
 * capped, so no search scans a country. Their union is ranked by one score.
 */
function candidateQueries(countryCode: string, forms: NameForms, short: boolean): SQL[] {
  const { keys, swaps } = forms;
  const phonetic = forms.phonetic.filter((p) => longEnough(p, 2));
  const ways: SQL[] = [
    each(keys, (column, k) => like(column, starts(k))),
    or(phonetic.map((p) => sql`${PHON} like ${starts(p)}`)),
    each(swaps, (column, k) => like(column, starts(k))),
  ];
  const wordStarts = phonetic.filter((p) => longEnough(p, 3));
  if (wordStarts.length)
    ways.push(or(wordStarts.map((p) => sql`${PHON} like ${`% ${starts(p)}`}`)));
  if (!short) {
    ways.push(or(keys.map((k) => sql`${NAME_TEXT} like ${`%${escapeLike(k)}%`}`)));
    // A swapped word later in the name ('lm ericsson'); the start is the btree's above.
    if (swaps.length)
      ways.push(or(swaps.map((k) => sql`${NAME_TEXT} like ${`% ${escapeLike(k)}%`}`)));
    ways.push(or(keys.map((k) => sql`${k}::text <% ${NAME_TEXT}`)));
  } else {
    // Short names: whole words inside a name ('lot' in 'polskie linie lotnicze lot'), initials.
    const words = keys.filter((k) => longEnough(k, 3));
    if (words.length)
      ways.push(or(words.map((k) => sql`${NAME_TEXT} like ${`% ${escapeLike(k)}%`}`)));
    const acronyms = acronymsOf(keys);
    if (acronyms.length)
      ways.push(or(acronyms.map((k) => sql`${PHON} like ${`%${INITIALS_MARK}${escapeLike(k)}%`}`)));
  }
  return ways.map(
    (condition) =>
      sql`(select c.id from companies c where c.country_code = ${countryCode} and ${condition} limit ${CANDIDATE_CAP})`,
  );
}

function similarity(keys: string[]): SQL {
  const scores = keys.map((key) => sql`word_similarity(${key}::text, ${NAME_TEXT})`);
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
): SQL {
  const short = isShortName(forms.keys);
  const c = scoring(forms, short);
  const strict = sql`greatest(${when(c.exact, SCORE.exact)}, ${when(c.wordStart, SCORE.wordStart)}, ${when(c.word, SCORE.word)}, ${when(c.prefix, SCORE.prefix)}, ${when(c.substring, SCORE.substring)}, ${when(c.initials, SCORE.initials)})`;
  const fuzzy = sql`greatest(${when(c.phoneticExact, SCORE.phoneticExact)}, ${when(c.phoneticWord, SCORE.phoneticWord)}, ${when(c.phoneticPrefix, SCORE.phoneticPrefix)}, ${when(c.swapExact, SCORE.swapExact)}, ${when(c.swapPrefix, SCORE.swapPrefix)}, ${when(c.similar, 1)})`;
  const where = narrowing.length ? sql` and ${sql.join(narrowing, sql` and `)}` : sql``;
  return sql`with candidates as (${sql.join(candidateQueries(countryCode, forms, short), sql` union `)}),
    scored as (
      select c.*, ${strict} as strict_score, ${fuzzy} as fuzzy_score, ${similarity(forms.keys)} as similarity
      from companies c join candidates using (id)
      where true${where}
    )
    select ${columns} from scored c
    where (c.strict_score > 0 or c.fuzzy_score > 0)
      and (c.strict_score > 0 or not exists (select 1 from scored where strict_score >= ${SCORE.exact}))
    order by greatest(c.strict_score, c.fuzzy_score)
        + case when c.status = 'Active' then ${sql.raw(String(SCORE.active))} else 0 end
        + ${sql.raw(String(SIMILARITY_WEIGHT))} * c.similarity desc,
      length(c.name_key), c.name, c.id
    limit ${limit}`;
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
