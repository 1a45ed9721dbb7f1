import { sql, type SQL } from 'drizzle-orm';
import type { Company, CompanySearchCriteria } from '../../../contracts/company-search';
import type { Country } from '../../../contracts/dictionary';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import type { CompanySource } from '../company-source';
import { queryNameForms } from '../normalize-name';
import { numberSearchKeys } from '../normalize-number';
import { COMPANY_SELECT, toCompany, type CompanyRow } from './company-columns';
import {
  exactNameExists,
  GOOD_MATCH,
  nameTierRank,
  mergeRanked,
  rankedNameMatches,
  type MatchMode,
  type RankedRow,
  WORD_SIMILARITY_THRESHOLD,
  type NameForms,
} from './name-match';
import { narrowingConditions } from './narrowing';

const ACTIVE_FIRST = sql.raw(`(c.status = 'Active') desc`);

/**
 * Every key a typed number may be stored under. A number typed in either field is looked up
 * as both a registration and a VAT number: in many countries they coincide (KZ БИН, PL NIP
 * for sole traders), and users often type one into the other's field.
 */
function numberKeys(criteria: CompanySearchCriteria, countryCode: string): string[] {
  const keys = new Set<string>();
  for (const value of [criteria.regCode, criteria.vatCode]) {
    for (const key of numberSearchKeys(value, countryCode)) keys.add(key);
  }
  return [...keys];
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const and = (parts: SQL[]) => sql.join(parts, sql` and `);

async function searchByNumber(
  db: Database,
  countryCode: string,
  keys: string[],
  nameKeys: string[],
  narrowing: SQL[],
  limit: number,
): Promise<Company[]> {
  const match = sql`(c.reg_key in (${list(keys)}) or c.vat_key in (${list(keys)}))`;
  // With a name typed too, the number's matches that also bear that name come first.
  const order = nameKeys.length
    ? sql`${nameTierRank(nameKeys)}, ${ACTIVE_FIRST}, c.name, c.id`
    : sql`${ACTIVE_FIRST}, c.name, c.id`;
  const rows = await queryRows<CompanyRow>(
    db,
    sql`select ${COMPANY_SELECT} from companies c
        where ${and([sql`c.country_code = ${countryCode}`, match, ...narrowing])}
        order by ${order} limit ${limit}`,
  );
  return rows.map(toCompany);
}

async function searchByName(
  db: Database,
  countryCode: string,
  forms: NameForms,
  narrowing: SQL[],
  limit: number,
): Promise<Company[]> {
  type Row = CompanyRow & RankedRow;
  const run = async (mode: MatchMode): Promise<Row[]> => {
    const query = rankedNameMatches(countryCode, forms, narrowing, COMPANY_SELECT, limit, mode);
    if (!query) return [];
    if (mode !== 'similar') return queryRows<Row>(db, query);
    // Only the similarity way uses the <% operator, whose threshold is a setting: set it for
    // this transaction. The other modes need no transaction and save its round trips.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      return queryRows<Row>(tx as unknown as Database, query);
    });
  };
  const good = (rows: Row[]) => rows.some((r) => Number(r.matchScore) >= GOOD_MATCH);
  // Each step adds only ways that could change the answer (name-match.ts), cheapest first: a
  // name that exists exactly needs no sound-alikes, and one found by name or sound needs no
  // typos; similarity, the slowest way, comes last, when nothing good is found otherwise.
  const [probe] = await queryRows<{ found: boolean }>(
    db,
    exactNameExists(countryCode, forms.keys, narrowing),
  );
  let rows = await run(probe?.found ? 'strict' : 'fuzzy');
  for (const fallback of ['typo', 'similar'] as const) {
    if (probe?.found || good(rows)) break;
    rows = mergeRanked(rows, await run(fallback), limit);
  }
  return rows.map(({ matchScore: _score, rank: _rank, nameLength: _length, ...row }) =>
    toCompany(row),
  );
}

/**
 * The company register in the database (decisions.md section 3): registration and VAT numbers
 * match exactly after normalisation and, when they match, decide the result; otherwise the
 * name is looked up every way at once (exact, prefix, whole word, substring, sound key,
 * swapped letters, initials, similarity; on the local and the Latin names, a Cyrillic query
 * also through its readings) and the candidates are ranked by one score (name-match.ts).
 * Address, phone and e-mail narrow.
 */
export function registerSource(db: Database): CompanySource {
  return {
    name: 'register',
    async search(country: Country, criteria: CompanySearchCriteria, limit: number) {
      const countryCode = country.code.toUpperCase();
      const narrowing = narrowingConditions(criteria, countryCode);
      const forms = criteria.name
        ? queryNameForms(criteria.name, countryCode)
        : { keys: [], phonetic: [], swaps: [] };
      const numbers = numberKeys(criteria, countryCode);
      if (numbers.length) {
        const found = await searchByNumber(db, countryCode, numbers, forms.keys, narrowing, limit);
        if (found.length || !forms.keys.length) return found;
      }
      return forms.keys.length ? searchByName(db, countryCode, forms, narrowing, limit) : [];
    },
  };
}
