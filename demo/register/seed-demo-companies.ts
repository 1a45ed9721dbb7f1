import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { seedCountries } from '../../db/seed/country-list';
import { withBulkConnection } from '../../core/companies/bulk/copy-rows';
import { insertCompanies } from '../../core/companies/bulk/company-writer';
import {
  refreshSearchStatistics,
  withSearchIndexesRebuilt,
} from '../../core/companies/bulk/search-indexes';
import { toCompanyRecord, type CompanyRecord } from '../../core/companies/company-record';
import { DEMO_SOURCE } from '../../core/companies/demo-register';
import { generateDemoCompanies, hasDemoCompanies } from './generate-companies';

const DEFAULT_DEMO_COMPANIES_PER_COUNTRY = 1000;

/** Rows per COPY: whole countries are gathered until a batch reaches this size. */
const BATCH_ROWS = 25_000;

const PerCountry = z.coerce
  .number({ error: 'DEMO_COMPANIES_PER_COUNTRY: ожидается целое число' })
  .int({ error: 'DEMO_COMPANIES_PER_COUNTRY: ожидается целое число' })
  .min(0, { error: 'DEMO_COMPANIES_PER_COUNTRY: не меньше 0' })
  .max(100_000, { error: 'DEMO_COMPANIES_PER_COUNTRY: не больше 100000' });

/** DEMO_COMPANIES_PER_COUNTRY, or the default; a wrong value stops the command with its name. */
function demoCompaniesPerCountry(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEMO_COMPANIES_PER_COUNTRY?.trim();
  return raw ? PerCountry.parse(raw) : DEFAULT_DEMO_COMPANIES_PER_COUNTRY;
}

export interface SeedDemoCompaniesOptions {
  perCountry?: number;
  /** Only these countries (upper-case codes); all of seedCountries() by default. */
  countries?: string[];
}

/**
 * Loads the demo register: for every country without demo companies yet, its generated
 * companies, with COPY in batches of whole countries (a country is never half-loaded, so a
 * repeated or interrupted run picks up where it stopped). Returns a line for the seed log.
 */
export async function seedDemoCompanies(
  database: DatabaseHandle,
  options: SeedDemoCompaniesOptions = {},
): Promise<string> {
  const started = performance.now();
  const perCountry = options.perCountry ?? demoCompaniesPerCountry();
  const all = options.countries ?? seedCountries().map((c) => c.code);
  // Registers seeded before territories without companies were told apart lose theirs.
  const empty = all.filter((code) => !hasDemoCompanies(code));
  if (empty.length)
    await database.db.execute(
      sql`delete from companies where source = ${DEMO_SOURCE} and country_code in (${sql.join(
        empty.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  const present = await queryRows<{ code: string }>(
    database.db,
    sql`select distinct country_code as code from companies where source = ${DEMO_SOURCE}`,
  );
  const done = new Set(present.map((r) => r.code));
  const codes = all.filter((code) => hasDemoCompanies(code) && !done.has(code));
  if (!codes.length || perCountry === 0) return 'уже загружены';

  const [existing] = await queryRows<{ count: string }>(
    database.db,
    sql`select count(*) as count from companies`,
  );
  // Loading more than the table holds: rebuilding the trigram index once is faster.
  const isFirstLoad = Number(existing?.count ?? 0) < codes.length * perCountry;

  let rows = 0;
  await withBulkConnection(database, async (client) => {
    const load = async () => {
      let batch: CompanyRecord[] = [];
      for (const code of codes) {
        for (const company of generateDemoCompanies(code, perCountry)) {
          batch.push(toCompanyRecord(company));
        }
        if (batch.length >= BATCH_ROWS) {
          await insertCompanies(database, client, batch);
          rows += batch.length;
          batch = [];
        }
      }
      await insertCompanies(database, client, batch);
      rows += batch.length;
    };
    if (isFirstLoad) await withSearchIndexesRebuilt(database, client, load);
    else await load();
  });
  // Fresh statistics, so that the planner uses the trigram and number indexes at once.
  await refreshSearchStatistics(database);
  const seconds = (performance.now() - started) / 1000;
  return `добавлено ${rows} компаний в ${codes.length} странах за ${seconds.toFixed(1)} с`;
}
