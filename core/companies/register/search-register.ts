import { sql, type SQL } from 'drizzle-orm';
import type { Company, CompanySearchCriteria } from '../../../contracts/company-search';
import type { Country } from '../../../contracts/dictionary';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import type { CompanySource } from '../company-source';
import { queryNameKeys } from '../normalize-name';
import { numberKey, vatKey } from '../normalize-number';
import { COMPANY_SELECT, toCompany, type CompanyRow } from './company-columns';
import { nameTierRank, nameTiers, WORD_SIMILARITY_THRESHOLD } from './name-match';
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
    for (const key of [numberKey(value), vatKey(value, countryCode)]) if (key) keys.add(key);
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

/**
 * Rows a tier looks at at most. A tier of thousands of equal matches (a common word such as
 * 'logistik', a one-letter prefix) is ranked among the first CANDIDATE_CAP found, which keeps
 * every search bounded; the better tiers still come first, each from its own query.
 */
export const CANDIDATE_CAP = 500;

async function searchByName(
  db: Database,
  countryCode: string,
  keys: string[],
  narrowing: SQL[],
  limit: number,
): Promise<Company[]> {
  const found: Company[] = [];
  for (const tier of nameTiers(keys)) {
    // Similarity is the fallback for typos: a name that matches as typed is not diluted with
    // merely similar ones (and a single exact match still leads straight to the order page).
    if (tier.name === 'similar' && found.length > 0) break;
    const query = sql`select ${COMPANY_SELECT} from (
        select * from companies c
        where ${and([sql`c.country_code = ${countryCode}`, tier.condition, ...narrowing])}
        limit ${CANDIDATE_CAP}) c
      order by ${tier.order} limit ${limit - found.length}`;
    const rows = tier.usesThreshold
      ? // The similarity threshold is a setting; set it for this transaction only.
        await db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
          );
          return queryRows<CompanyRow>(tx as unknown as Database, query);
        })
      : await queryRows<CompanyRow>(db, query);
    found.push(...rows.map(toCompany));
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The company register in the database (decisions.md section 3): registration and VAT numbers
 * match exactly after normalisation and, when they match, decide the result; otherwise the
 * name matches by exact name, prefix and substring (one query per tier, until 50 are found)
 * and, when none of these matched, by similarity; on the local and the Latin name, a Cyrillic
 * query also through its transliteration. Address, phone and e-mail narrow. Within each tier active companies first.
 */
export function registerSource(db: Database): CompanySource {
  return {
    name: 'register',
    async search(country: Country, criteria: CompanySearchCriteria, limit: number) {
      const countryCode = country.code.toUpperCase();
      const narrowing = narrowingConditions(criteria, countryCode);
      const nameKeys = criteria.name ? queryNameKeys(criteria.name, countryCode) : [];
      const numbers = numberKeys(criteria, countryCode);
      if (numbers.length) {
        const found = await searchByNumber(db, countryCode, numbers, nameKeys, narrowing, limit);
        if (found.length || !nameKeys.length) return found;
      }
      return nameKeys.length ? searchByName(db, countryCode, nameKeys, narrowing, limit) : [];
    },
  };
}
