import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';
import { COMPANY_GIN_PENDING_KB } from '../../../db/schema/companies';
import { runSql } from './copy-rows';

export const NAME_INDEX = 'companies_name_trgm_idx';

const GIN_PENDING = `with (gin_pending_list_limit = ${COMPANY_GIN_PENDING_KB})`;

/**
 * The search indexes of db/schema/companies.ts (and its migrations), repeated here because a
 * bulk load drops and rebuilds them; tests/integration/company-bulk-load.test.ts checks that
 * both give the same indexes. The primary key and the unique (source, source_id) index stay:
 * loading relies on them. The vocabulary (company_words) is kept by triggers as rows are
 * written; its trigram index is rebuilt too (VOCABULARY_INDEXES).
 */
export const SEARCH_INDEXES: Record<string, string> = {
  [NAME_INDEX]: `using gin (country_code, (name_key || ' ' || alt_key) gin_trgm_ops) ${GIN_PENDING}`,
  companies_country_reg_idx: `using btree (country_code, reg_key)`,
  companies_country_vat_idx: `using btree (country_code, vat_key)`,
  companies_country_name_key_idx: `using btree (country_code, name_key text_pattern_ops)`,
  companies_country_alt_key_idx: `using btree (country_code, alt_key text_pattern_ops)`,
  companies_country_phon_key_idx: `using btree (country_code, phon_key text_pattern_ops)`,
  companies_name_words_idx: `using gin (company_name_words(country_code, name_key, alt_key, phon_key)) ${GIN_PENDING}`,
};

/**
 * The vocabulary's (company_words) trigram index, rebuilt by a bulk load like those above: it
 * has no GIN pending list (migration 0017), so the words a first load adds one by one would
 * each cost a full index insertion. Its unique index stays: the triggers' inserts rely on it.
 */
export const VOCABULARY_INDEXES: Record<string, string> = {
  company_words_trgm_idx: `using gin (country_code, kind, word gin_trgm_ops) with (fastupdate = false)`,
};

const REBUILT = [
  ...Object.entries(SEARCH_INDEXES).map(([name, definition]) => ({
    table: 'companies',
    name,
    definition,
  })),
  ...Object.entries(VOCABULARY_INDEXES).map(([name, definition]) => ({
    table: 'company_words',
    name,
    definition,
  })),
];

/**
 * Runs a bulk load without the search indexes and builds them afterwards: one sorted build is
 * several times faster than maintaining them row by row, the GIN index above all. Searches
 * during the load are slow, so this is for first loads (demo data, a first import). The
 * indexes are rebuilt even when the load fails; one killed midway leaves that to the next load.
 */
export async function withSearchIndexesRebuilt<T>(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
  job: () => Promise<T>,
): Promise<T> {
  for (const { name } of REBUILT) {
    await runSql(database, client, `drop index if exists ${name}`);
  }
  try {
    return await job();
  } finally {
    await ensureSearchIndexes(database, client);
  }
}

/** Creates the search indexes that are missing (after an interrupted load). */
async function ensureSearchIndexes(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
): Promise<void> {
  await runSql(database, client, `set maintenance_work_mem = '256MB'`);
  for (const { table, name, definition } of REBUILT) {
    await runSql(database, client, `create index if not exists ${name} on ${table} ${definition}`);
  }
  await runSql(database, client, `reset maintenance_work_mem`);
}

/**
 * After a load: fresh statistics of the register and of its vocabulary, so that the planner
 * picks the indexes at once (a vocabulary it holds for empty is scanned, not probed), and the
 * vocabulary vacuumed, so that its lookups are index-only scans. Neither waits for autovacuum,
 * which may be off or minutes away. Cheap next to any load: the vocabulary is small.
 */
export async function refreshSearchStatistics(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`analyze companies`);
  await database.db.execute(sql`vacuum (analyze) company_words`);
}
