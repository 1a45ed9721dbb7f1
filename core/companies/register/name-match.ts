import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from './narrowing';

/** decisions.md section 3: a name this short matches exactly or by prefix, never by similarity. */
export const SHORT_NAME_MAX_LENGTH = 3;

/**
 * Minimum word similarity (pg_trgm) for a typo to match: 'muler' finds 'muller', 'myuller'
 * (Мюллер transliterated) finds 'muller'. PostgreSQL's default of 0.6 misses such pairs.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The indexed expression (companies_name_trgm_idx): both name keys in one text. */
const NAME_TEXT = sql.raw(`(c.name_key || ' ' || c.alt_key)`);

const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

export function isShortName(keys: string[]): boolean {
  return keys.every((key) => key.replace(/\s/g, '').length <= SHORT_NAME_MAX_LENGTH);
}

/**
 * Which rows a name query selects. Every alternative is answerable from the trigram index:
 * substring ('%key%'), word similarity ('key <% text'), and for short names a prefix of the
 * name or of one of its Latin variants ('key%', '% key%'), checked exactly afterwards.
 */
export function nameCondition(keys: string[]): SQL {
  if (isShortName(keys)) {
    const candidates = keys.flatMap((key) => [
      sql`${NAME_TEXT} like ${`${escapeLike(key)}%`}`,
      sql`${NAME_TEXT} like ${`% ${escapeLike(key)}%`}`,
    ]);
    const exact = keys.flatMap((key) => [
      sql`c.name_key like ${`${escapeLike(key)}%`}`,
      sql`(' | ' || c.alt_key) like ${`% | ${escapeLike(key)}%`}`,
    ]);
    return sql`${or(candidates)} and ${or(exact)}`;
  }
  return or(
    keys.flatMap((key) => [
      sql`${NAME_TEXT} like ${`%${escapeLike(key)}%`}`,
      sql`${key}::text <% ${NAME_TEXT}`,
    ]),
  );
}

/** Ranking tier of a name match: 1 exact, 2 prefix, 3 substring, 4 similar only. */
export function nameTier(keys: string[]): SQL {
  const exact = keys.flatMap((key) => [
    sql`c.name_key = ${key}`,
    sql`(' | ' || c.alt_key || ' | ') like ${`% | ${escapeLike(key)} | %`}`,
  ]);
  const prefix = keys.flatMap((key) => [
    sql`c.name_key like ${`${escapeLike(key)}%`}`,
    sql`(' | ' || c.alt_key) like ${`% | ${escapeLike(key)}%`}`,
  ]);
  const substring = keys.map((key) => sql`${NAME_TEXT} like ${`%${escapeLike(key)}%`}`);
  return sql`case when ${or(exact)} then 1 when ${or(prefix)} then 2 when ${or(substring)} then 3 else 4 end`;
}

/** How close the best-matching part of the name is to the query, for ordering within a tier. */
export function nameScore(keys: string[]): SQL {
  const scores = keys.map((key) => sql`word_similarity(${key}::text, ${NAME_TEXT})`);
  return scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`;
}
