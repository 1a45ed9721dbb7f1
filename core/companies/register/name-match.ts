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
export const NAME_TEXT = sql.raw(`(c.name_key || ' ' || c.alt_key)`);

const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

export function isShortName(keys: string[]): boolean {
  return keys.every((key) => key.replace(/\s/g, '').length <= SHORT_NAME_MAX_LENGTH);
}

/**
 * One ranking tier of decisions.md section 3: which rows it selects (never rows of an earlier
 * tier) and how its rows are ordered among themselves.
 */
export interface NameTier {
  name: 'exact' | 'prefix' | 'substring' | 'similar';
  condition: SQL;
  order: SQL;
  /** The tier needs the similarity threshold of the transaction (the <% operator). */
  usesThreshold?: boolean;
}

const ACTIVE_FIRST = sql.raw(`(c.status = 'Active') desc`);

/** Word similarity of the query to the best-matching part of the name. */
function score(keys: string[]): SQL {
  const scores = keys.map((key) => sql`word_similarity(${key}::text, ${NAME_TEXT})`);
  return scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`;
}

/**
 * The tiers, best first: exact name, prefix (both answered completely by the btree indexes on
 * name_key and alt_key), then substring and similarity (the trigram index). A short name stops
 * after the prefix tier. Every condition is one the indexes answer, so no tier scans a country.
 */
export function nameTiers(keys: string[]): NameTier[] {
  const exact = or(keys.flatMap((k) => [sql`c.name_key = ${k}`, sql`c.alt_key = ${k}`]));
  const prefix = or(
    keys.flatMap((k) => [
      sql`c.name_key like ${`${escapeLike(k)}%`}`,
      sql`c.alt_key like ${`${escapeLike(k)}%`}`,
    ]),
  );
  const tiers: NameTier[] = [
    { name: 'exact', condition: exact, order: sql`${ACTIVE_FIRST}, c.name, c.id` },
    {
      name: 'prefix',
      condition: sql`${prefix} and not ${exact}`,
      order: sql`${ACTIVE_FIRST}, length(c.name_key), c.name, c.id`,
    },
  ];
  if (isShortName(keys)) return tiers;
  const substring = or(keys.map((k) => sql`${NAME_TEXT} like ${`%${escapeLike(k)}%`}`));
  const similar = or(keys.map((k) => sql`${k}::text <% ${NAME_TEXT}`));
  return [
    ...tiers,
    {
      name: 'substring',
      condition: sql`${substring} and not ${prefix}`,
      order: sql`${ACTIVE_FIRST}, ${score(keys)} desc, length(c.name_key), c.name, c.id`,
    },
    {
      name: 'similar',
      condition: sql`${similar} and not ${substring} and not ${prefix}`,
      order: sql`${ACTIVE_FIRST}, ${score(keys)} desc, length(c.name_key), c.name, c.id`,
      usesThreshold: true,
    },
  ];
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
