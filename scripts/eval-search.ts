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
import { EvalTallies } from './lib/eval-tally';

/**
 * `npm run eval:search [-- --postgres] [--per-country N] [--misses] [--set NAME]`
 *
 * Measures how well the search finds real companies, on every evaluation set (or only the one
 * named by --set): its register (loaded through the GLEIF importer) among the demo register of
 * the same countries, in a fresh embedded database per set (or, with --postgres, a throwaway
 * database on EVAL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Every
 * query of the set's queries.csv goes through the site's search function; the script prints
 * recall@1, recall@5 and MRR per kind of query and overall, and the latency. The unseen set
 * (tests/eval/search-unseen, companies the matching was not tuned on) is also reported per
 * half and for the queries typed in Cyrillic. It reports figures and never fails on them: only
 * a crash is an error.
 */

const args = process.argv.slice(2);
const usePostgres = args.includes('--postgres');
const perCountry = Number(option('per-country') ?? 1000);
const showMisses = args.includes('--misses');
const onlySet = option('set');
const serverUrl = process.env.EVAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface EvalSet {
  /** The folder under tests/eval/. */
  name: string;
  /** Its register in the GLEIF golden-copy layout. */
  register: string;
  /** Per half and Cyrillic-typed rows of their own (the first set keeps its report as it was). */
  detailed: boolean;
}

const SETS: EvalSet[] = [
  { name: 'search', register: 'gleif-eval.csv', detailed: false },
  { name: 'search-unseen', register: 'companies.csv', detailed: true },
];

interface EvalQuery {
  kind: string;
  country: string;
  field: 'name' | 'regCode' | 'vatCode';
  query: string;
  lei: string;
  company: string;
  /** The address criterion typed with the query (an optional column). */
  address?: string;
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
/** Queries with a Cyrillic letter in them, whatever the company's script. */
const TYPED_IN_CYRILLIC = 'набрано кириллицей';
const hasCyrillic = (text: string) => /[\u0400-\u04ff]/.test(text);

async function openEvalDatabase(): Promise<ScratchDatabase> {
  if (!usePostgres) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  return openScratchPostgres(serverUrl, 'eval_search', { poolSize: 4 });
}

async function loadRegister(
  database: DatabaseHandle,
  register: URL,
  countries: string[],
): Promise<void> {
  await database.migrate();
  await seedReference(database.db);
  await seedDemoCompanies(database, { countries, perCountry });
  const result = await importCompanies(
    database,
    createReadStream(register),
    { source: GLEIF_SOURCE, requiredColumns: GLEIF_COLUMNS, mapRow: (row) => mapGleifRow(row) },
    { showProgress: false },
  );
  if (result.skipped) throw new Error(`строки оценочного реестра пропущены: ${result.errors}`);
}

async function evaluate(set: EvalSet): Promise<void> {
  const dir = new URL(`../tests/eval/${set.name}/`, import.meta.url);
  const queries = parse(readFileSync(new URL('queries.csv', dir)), {
    columns: true,
    skip_empty_lines: true,
  }) as EvalQuery[];
  const countries = [...new Set(queries.map((q) => q.country))];
  console.log(`\n=== Набор tests/eval/${set.name}`);

  const { database, drop } = await openEvalDatabase();
  try {
    const started = performance.now();
    await loadRegister(database, new URL(set.register, dir), countries);
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
    const tallies = new EvalTallies();
    const halves = new Map([DEVELOPMENT, HOLDOUT].map((half) => [half, new EvalTallies()]));
    const times: number[] = [];
    const misses: string[] = [];
    // One unmeasured pass over a few queries warms the caches, as a running server's would be.
    for (const q of queries.slice(0, 20))
      await services.find(q.country.toLowerCase(), { name: q.query });
    for (const q of queries) {
      const expected = ids.get(q.lei);
      if (!expected) throw new Error(`нет компании ${q.lei} (${q.company}) в оценочном реестре`);
      const criteria: CompanySearchCriteria = {
        [q.field]: q.query,
        ...(q.address ? { address: q.address } : {}),
      };
      const t = performance.now();
      const result = await services.find(q.country.toLowerCase(), criteria);
      times.push(performance.now() - t);
      const companies = result?.companies ?? [];
      const rank = companies.findIndex((c) => c.id === expected.id) + 1;
      const half = halfOf(q.lei);
      tallies.add(q.kind, rank);
      tallies.add(half, rank);
      tallies.add('всего', rank);
      if (set.detailed) {
        const halfTallies = halves.get(half)!;
        halfTallies.add(q.kind, rank);
        halfTallies.add('всего', rank);
        if (hasCyrillic(q.query)) {
          tallies.add(TYPED_IN_CYRILLIC, rank);
          halfTallies.add(TYPED_IN_CYRILLIC, rank);
        }
      } else if (hasNonLatin(q.query) && /[а-яё]/i.test(q.query) && !hasNonLatin(expected.name)) {
        tallies.add(CYRILLIC_ON_LATIN, rank);
      }
      if (rank !== 1 && showMisses) {
        const top = companies
          .slice(0, 3)
          .map((c) => c.name)
          .join(' | ');
        const where = q.address ? ` + адрес «${q.address}»` : '';
        misses.push(
          `${q.kind.padEnd(13)} ${q.country} «${q.query}»${where} → ${rank ? `место ${rank}` : 'не найдено'} (${q.company}); первые: ${top}`,
        );
      }
    }

    const summary = set.detailed ? TYPED_IN_CYRILLIC : CYRILLIC_ON_LATIN;
    tallies.print([summary, DEVELOPMENT, HOLDOUT, 'всего']);
    if (set.detailed) {
      for (const [half, halfTallies] of halves) {
        halfTallies.print([TYPED_IN_CYRILLIC, 'всего'], half.replace('половина: ', 'половина '));
      }
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
}

const chosen = onlySet ? SETS.filter((s) => s.name === onlySet) : SETS;
if (!chosen.length) {
  throw new Error(`нет набора «${onlySet}»; есть: ${SETS.map((s) => s.name).join(', ')}`);
}
for (const set of chosen) await evaluate(set);
