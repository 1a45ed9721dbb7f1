import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';
import { runSql } from './copy-rows';

export const NAME_INDEX = 'companies_name_trgm_idx';

/**
 * The definition of db/schema/companies.ts (and its migration), repeated here because a bulk
 * load drops and rebuilds it; tests/integration/company-bulk-load.test.ts checks that both
 * give the same index.
 */
const CREATE_NAME_INDEX = `create index if not exists ${NAME_INDEX} on companies
  using gin (country_code, (name_key || ' ' || alt_key) gin_trgm_ops)`;

/**
 * Runs a bulk load without the trigram index and builds it afterwards: one sorted build is
 * several times faster than maintaining a GIN index row by row. Searches during the load fall
 * back to slower plans, so this is for first loads (demo data, a first import). The index is
 * rebuilt even when the load fails, and a load that was killed leaves it to the next one.
 */
export async function withNameIndexRebuilt<T>(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
  job: () => Promise<T>,
): Promise<T> {
  await runSql(database, client, `drop index if exists ${NAME_INDEX}`);
  try {
    return await job();
  } finally {
    await ensureNameIndex(database, client);
  }
}

/** Creates the trigram index if it is missing (after an interrupted load). */
export async function ensureNameIndex(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
): Promise<void> {
  await runSql(database, client, `set maintenance_work_mem = '256MB'`);
  await runSql(database, client, CREATE_NAME_INDEX);
  await runSql(database, client, `reset maintenance_work_mem`);
}
