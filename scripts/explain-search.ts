import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryNameForms } from '../core/companies/normalize-name';
import { COMPANY_SELECT } from '../core/companies/register/company-columns';
import { narrowingConditions } from '../core/companies/register/narrowing';
import {
  exactNameExists,
  rankedNameMatches,
  WORD_SIMILARITY_THRESHOLD,
  type MatchMode,
} from '../core/companies/register/name-match';
import { MAX_COMPANY_RESULTS } from '../contracts/company-search';
import { option } from './lib/cli-options';

/**
 * `npx tsx scripts/explain-search.ts --url postgres://… --country GB --name westrbook
 *  [--address 'london'] [--modes probe,strict,fuzzy,typo,similar] [--sql]`
 *
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the statements a name search runs on a PostgreSQL
 * register (one kept by `npm run bench:search -- --keep`), after three unmeasured runs that warm
 * the caches: where a slow search (bench:search --slowest) spends its time.
 */
const args = process.argv.slice(2);
const url = option('url');
const country = option('country')?.toUpperCase();
const name = option('name');
if (!url || !country || !name) throw new Error('--url, --country и --name обязательны');
const modes = (option('modes') ?? 'probe,strict,fuzzy,typo,similar').split(',');
const dialect = new PgDialect();
const forms = queryNameForms(name, country);
const narrowing = narrowingConditions({ address: option('address') }, country);
console.log(JSON.stringify(forms));
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
for (const mode of modes) {
  const query =
    mode === 'probe'
      ? exactNameExists(country, forms.keys, narrowing)
      : rankedNameMatches(
          country,
          forms,
          narrowing,
          COMPANY_SELECT,
          MAX_COMPANY_RESULTS,
          mode as MatchMode,
        );
  if (!query) {
    console.log(`\n=== ${mode}: нечего искать`);
    continue;
  }
  const { sql, params } = dialect.sqlToQuery(query);
  for (let i = 0; i < 3; i++) await client.query(sql, params);
  const started = performance.now();
  await client.query(sql, params);
  console.log(`\n=== ${mode}: ${(performance.now() - started).toFixed(1)} мс`);
  if (args.includes('--sql')) console.log(sql, params);
  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${sql}`,
    params,
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await client.end();
