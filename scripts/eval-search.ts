import { percentile } from './lib/bench-figures';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { CompanySearchCriteria } from '../contracts/company-search';
import { companyServices } from '../core/companies/company-services';
import { seedDemoCompanies } from '../demo/register/seed-demo-companies';
import { GLEIF_COLUMNS, GLEIF_SOURCE, mapGleifRow } from '../core/companies/import/gleif';
import { importCompanies } from '../core/companies/import/import-companies';
import { hasNonLatin } from '../core/companies/transliterate';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { queryRows } from '../db/query-rows';
import { seedReference } from '../db/seed/seed-reference';
import { openScratchPostgres, type ScratchDatabase } from './lib/scratch-postgres';
import { option } from './lib/cli-options';

/**
 * `npm run eval:search [-- --postgres] [--per-country N] [--misses]`
 *
 * Measures how well the search finds real companies: the evaluation register
 * (tests/eval/search/gleif-eval.csv, loaded through the GLEIF importer) among the demo register
 * of the same countries, in a fresh embedded database (or, with --postgres, a throwaway
 * database on EVAL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Every
 * query of tests/eval/search/queries.csv goes through the site's search function; the script
 * prints recall@1, recall@5 and MRR per kind of query and overall, and the latency. It reports
 * figures and never fails on them: only a crash is an error.
 */

const args = process.argv.slice(2);
const usePostgres = args.includes('--postgres');
const perCountry = Number(option('per-country') ?? 1000);
const showMisses = args.includes('--misses');
const serverUrl = process.env.EVAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dir = new URL('../tests/eval/search/', import.meta.url);

interface EvalQuery {
  kind: string;
  country: string;
  field: 'name' | 'regCode' | 'vatCode';
  query: string;
  lei: string;
  company: string;
}

/**
 * A fixed half of the companies (by their LEI, so every query about one company falls in one
 * half): changes are tuned on the development half and judged on the holdout half too.
 */
const DEVELOPMENT = 'половина: разработка';
const HOLDOUT = 'половина: контроль';
const halfOf = (lei: string) =>
  createHash('sha256').update(lei).digest()[0]! % 2 === 0 ? DEVELOPMENT : HOLDOUT;

/** Queries typed in Cyrillic for a company whose register name is in Latin script. */
const CYRILLIC_ON_LATIN = 'кириллица → латиница';

async function openEvalDatabase(): Promise<ScratchDatabase> {
  if (!usePostgres) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  return openScratchPostgres(serverUrl, 'eval_search', { poolSize: 4 });
}

async function loadRegister(database: DatabaseHandle, countries: string[]): Promise<void> {
  await database.migrate();
  await seedReference(database.db);
  await seedDemoCompanies(database, { countries, perCountry });
  const result = await importCompanies(
    database,
    createReadStream(new URL('gleif-eval.csv', dir)),
    { source: GLEIF_SOURCE, requiredColumns: GLEIF_COLUMNS, mapRow: (row) => mapGleifRow(row) },
    { showProgress: false },
  );
  if (result.skipped) throw new Error(`строки оценочного реестра пропущены: ${result.errors}`);
}

interface Tally {
  queries: number;
  at1: number;
  at5: number;
  reciprocal: number;
}

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %`.padStart(8) : '       —';
const queries = parse(readFileSync(new URL('queries.csv', dir)), {
  columns: true,
  skip_empty_lines: true,
}) as EvalQuery[];
const countries = [...new Set(queries.map((q) => q.country))];

const { database, drop } = await openEvalDatabase();
try {
  const started = performance.now();
  await loadRegister(database, countries);
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from companies`,
  );
  const ids = new Map(
    (
      await queryRows<{ id: number; source_id: string; name: string }>(
        database.db,
        sql`select id, source_id, name from companies where source = ${GLEIF_SOURCE}`,
      )
    ).map((r) => [r.source_id, { id: Number(r.id), name: r.name }]),
  );
  console.log(
    `База: ${usePostgres ? 'PostgreSQL' : 'встроенная'}; ${count} компаний (${ids.size} оценочных, ${countries.length} стран), загружено за ${((performance.now() - started) / 1000).toFixed(1)} с`,
  );

  const services = companyServices(database.db);
  const tallies = new Map<string, Tally>();
  const add = (key: string, rank: number) => {
    const t = tallies.get(key) ?? { queries: 0, at1: 0, at5: 0, reciprocal: 0 };
    t.queries += 1;
    if (rank === 1) t.at1 += 1;
    if (rank >= 1 && rank <= 5) t.at5 += 1;
    if (rank >= 1) t.reciprocal += 1 / rank;
    tallies.set(key, t);
  };
  const times: number[] = [];
  const misses: string[] = [];
  // One unmeasured pass over a few queries warms the caches, as a running server's would be.
  for (const q of queries.slice(0, 20))
    await services.find(q.country.toLowerCase(), { name: q.query });
  for (const q of queries) {
    const expected = ids.get(q.lei);
    if (!expected) throw new Error(`нет компании ${q.lei} (${q.company}) в оценочном реестре`);
    const criteria: CompanySearchCriteria = { [q.field]: q.query };
    const t = performance.now();
    const result = await services.find(q.country.toLowerCase(), criteria);
    times.push(performance.now() - t);
    const companies = result?.companies ?? [];
    const rank = companies.findIndex((c) => c.id === expected.id) + 1;
    add(q.kind, rank);
    add(halfOf(q.lei), rank);
    add('всего', rank);
    if (hasNonLatin(q.query) && /[а-яё]/i.test(q.query) && !hasNonLatin(expected.name)) {
      add(CYRILLIC_ON_LATIN, rank);
    }
    if (rank !== 1 && showMisses) {
      const top = companies
        .slice(0, 3)
        .map((c) => c.name)
        .join(' | ');
      misses.push(
        `${q.kind.padEnd(13)} ${q.country} «${q.query}» → ${rank ? `место ${rank}` : 'не найдено'} (${q.company}); первые: ${top}`,
      );
    }
  }

  console.log('\nвид запроса            запросов  recall@1  recall@5      MRR');
  const summaries = [CYRILLIC_ON_LATIN, DEVELOPMENT, HOLDOUT, 'всего'];
  const order = [...tallies.keys()].filter((k) => !summaries.includes(k)).sort();
  for (const key of [...order, ...summaries]) {
    const t = tallies.get(key);
    if (!t) continue;
    console.log(
      `${key.padEnd(22)} ${String(t.queries).padStart(8)}  ${percent(t.at1, t.queries)}  ${percent(t.at5, t.queries)}  ${(t.reciprocal / t.queries).toFixed(3).padStart(7)}`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nВремя поиска: p50 ${percentile(sorted, 50).toFixed(1)} мс, p95 ${percentile(sorted, 95).toFixed(1)} мс, max ${(sorted.at(-1) ?? 0).toFixed(1)} мс`,
  );
  if (misses.length) console.log(`\nНе первыми (${misses.length}):\n${misses.join('\n')}`);
  console.log(`Всего ${((performance.now() - started) / 1000).toFixed(1)} с`);
} finally {
  await drop();
}
