import { percentile } from './lib/bench-figures';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { CompanySearchCriteria } from '../contracts/company-search';
import { withBulkConnection } from '../core/companies/bulk/copy-rows';
import { insertCompanies } from '../core/companies/bulk/company-writer';
import {
  refreshSearchStatistics,
  withSearchIndexesRebuilt,
} from '../core/companies/bulk/search-indexes';
import { toCompanyRecord, type CompanyRecord } from '../core/companies/company-record';
import { companyServices } from '../core/companies/company-services';
import { generateDemoCompanies } from '../demo/register/generate-companies';
import { createRng } from '../demo/register/random';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { queryRows } from '../db/query-rows';
import { seedReference } from '../db/seed/seed-reference';
import { openScratchPostgres, type ScratchDatabase } from './lib/scratch-postgres';
import { option } from './lib/cli-options';

/**
 * `npm run bench:search [-- --db postgres|pglite] [--rows N] [--queries N]`
 *
 * Builds a register of N demo companies (1,000,000 on PostgreSQL, 300,000 on the embedded
 * database by default) in a database of its own, runs a fixed mix of searches (name
 * substrings, typos, Cyrillic names, Latin names spelled in Cyrillic, acronyms, registration
 * and VAT numbers, with and without an address) at concurrency 1 and 8, and prints latency percentiles and queries per second.
 * PostgreSQL: a database `bench_search_*` is created on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end; `--keep` keeps it and
 * `--existing NAME` measures such a kept database again; `--prefix NAME` names the new database
 * `NAME_*` instead. `--slowest N` prints the N slowest searches of each kind at concurrency 1.
 */

const args = process.argv.slice(2);
const kind = option('db') ?? 'pglite';
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--db: pglite или postgres');
const rows = Number(option('rows') ?? (kind === 'postgres' ? 1_000_000 : 300_000));
const queryCount = Number(option('queries') ?? 2000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A register built by an earlier run with --keep: measured again, neither rebuilt nor dropped. */
const existing = option('existing');
const keep = args.includes('--keep');
const prefix = option('prefix') ?? 'bench_search';
const slowest = Number(option('slowest') ?? 0);

/** Where the register's companies are: a few large registers, as real imports would make it. */
const COUNTRY_SHARES: [string, number][] = [
  ['GB', 0.25],
  ['DE', 0.15],
  ['US', 0.15],
  ['FR', 0.1],
  ['RU', 0.1],
  ['CN', 0.08],
  ['KZ', 0.05],
  ['IT', 0.05],
  ['PL', 0.04],
  ['JP', 0.03],
];

async function openBenchDatabase(): Promise<ScratchDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  return openScratchPostgres(serverUrl, prefix, { poolSize: 10, existing, keep });
}

async function buildRegister(database: DatabaseHandle): Promise<number> {
  const started = performance.now();
  await withBulkConnection(database, (client) =>
    withSearchIndexesRebuilt(database, client, async () => {
      let batch: CompanyRecord[] = [];
      for (const [code, share] of COUNTRY_SHARES) {
        for (const company of generateDemoCompanies(code, Math.round(rows * share))) {
          batch.push(toCompanyRecord(company));
          if (batch.length >= 25_000) {
            await insertCompanies(database, client, batch);
            batch = [];
          }
        }
        process.stderr.write(`  ${code}: готово\n`);
      }
      await insertCompanies(database, client, batch);
    }),
  );
  await refreshSearchStatistics(database);
  return (performance.now() - started) / 1000;
}

interface Query {
  kind: 'name' | 'number';
  label: string;
  country: string;
  criteria: CompanySearchCriteria;
}

interface Sample {
  country_code: string;
  name: string;
  name_key: string;
  reg_code: string | null;
  vat_code: string | null;
  address: string | null;
}

/** A word of the name, long enough not to be a short-name search. */
function nameWord(sample: Sample, rng: ReturnType<typeof createRng>): string | null {
  const words = sample.name_key.split(' ').filter((w) => w.length >= 5);
  return words.length ? rng.pick(words) : null;
}

function typo(word: string, rng: ReturnType<typeof createRng>): string {
  const at = rng.int(1, word.length - 2);
  return rng.chance(0.5)
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** A Latin word as a Russian user might spell it: a rough letter-by-letter Cyrillic. */
// prettier-ignore
const TO_CYRILLIC: [RegExp, string][] = [
  [/sch/g, 'ш'], [/sh/g, 'ш'], [/ch/g, 'х'], [/ck/g, 'к'], [/ph/g, 'ф'], [/th/g, 'т'],
  [/ei/g, 'ай'], [/ie/g, 'и'], [/ou/g, 'у'], [/oo/g, 'у'], [/ee/g, 'и'], [/x/g, 'кс'],
  [/qu/g, 'кв'], [/tz/g, 'ц'], [/ts/g, 'ц'],
];
// prettier-ignore
const LETTER: Record<string, string> = {
  a: 'а', b: 'б', c: 'к', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'й', k: 'к',
  l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', q: 'к', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в',
  w: 'в', y: 'и', z: 'ц',
};

function cyrillicSpelling(word: string): string {
  let w = word;
  for (const [re, to] of TO_CYRILLIC) w = w.replace(re, to);
  return [...w].map((ch) => LETTER[ch] ?? ch).join('');
}

/** Initials of a name of several words ('bayerische motoren werke' → 'BMW'), else null. */
function acronym(sample: Sample): string | null {
  const words = sample.name_key.split(' ').filter((w) => /^[a-z]/.test(w));
  return words.length >= 3
    ? words
        .map((w) => w[0])
        .join('')
        .toUpperCase()
    : null;
}

const LATIN_COUNTRIES = new Set(['GB', 'DE', 'US', 'FR', 'IT', 'PL']);

/** The fixed mix, drawn with a fixed seed from the register itself, so that searches hit. */
async function makeQueries(database: DatabaseHandle): Promise<Query[]> {
  const rng = createRng('bench-search');
  const [{ max } = { max: 0 }] = await queryRows<{ max: number }>(
    database.db,
    sql`select max(id) as max from companies`,
  );
  const ids = Array.from({ length: queryCount }, () => rng.int(1, Number(max)));
  const samples = await queryRows<Sample>(
    database.db,
    sql`select country_code, name, name_key, reg_code, vat_code, address from companies
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const cyrillic = await queryRows<Sample>(
    database.db,
    sql`select country_code, name, name_key, reg_code, vat_code, address from companies
        where country_code in ('RU', 'KZ') and id % 97 = 0 limit ${Math.ceil(queryCount / 6)}`,
  );
  const queries: Query[] = [];
  for (const [i, s] of samples.entries()) {
    const word = nameWord(s, rng);
    const city = s.address
      ?.split(/[\s,]+/)
      .filter((w) => w.length >= 4 && !/\d/.test(w))
      .at(-1);
    if (i % 5 === 0 && LATIN_COUNTRIES.has(s.country_code) && word) {
      // Cyrillic spellings and acronyms take a share of the samples of Latin-script countries.
      const initials = acronym(s);
      queries.push(
        i % 10 === 0 && initials
          ? {
              kind: 'name',
              label: 'аббревиатура',
              country: s.country_code,
              criteria: { name: initials },
            }
          : {
              kind: 'name',
              label: 'кириллица → латиница',
              country: s.country_code,
              criteria: { name: cyrillicSpelling(word) },
            },
      );
      continue;
    }
    switch (i % 6) {
      case 0:
        if (word)
          queries.push({
            kind: 'name',
            label: 'подстрока',
            country: s.country_code,
            criteria: { name: word.slice(0, Math.max(4, word.length - 2)) },
          });
        break;
      case 1:
        if (word && word.length >= 6)
          queries.push({
            kind: 'name',
            label: 'опечатка',
            country: s.country_code,
            criteria: { name: typo(word, rng) },
          });
        break;
      case 2:
        if (word && city)
          queries.push({
            kind: 'name',
            label: 'название + адрес',
            country: s.country_code,
            criteria: { name: word, address: city },
          });
        break;
      case 3:
        if (s.reg_code)
          queries.push({
            kind: 'number',
            label: 'рег. номер',
            country: s.country_code,
            criteria: { regCode: s.reg_code.toLowerCase().replace(/\s/g, '') },
          });
        break;
      case 4:
        if (s.vat_code)
          queries.push({
            kind: 'number',
            label: 'VAT-номер',
            country: s.country_code,
            criteria: { vatCode: s.vat_code },
          });
        else if (s.reg_code)
          queries.push({
            kind: 'number',
            label: 'рег. номер + адрес',
            country: s.country_code,
            criteria: { regCode: s.reg_code, address: city },
          });
        break;
      default:
        queries.push({
          kind: 'name',
          label: 'полное название',
          country: s.country_code,
          criteria: { name: s.name },
        });
    }
  }
  for (const s of cyrillic) {
    queries.push({
      kind: 'name',
      label: 'кириллица',
      country: s.country_code,
      criteria: { name: s.name_key.split(' ')[0]! },
    });
  }
  // Interleave kinds the same way in every run.
  return queries.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function run(database: DatabaseHandle, queries: Query[], concurrency: number) {
  const services = companyServices(database.db);
  const times: Record<string, number[]> = { name: [], number: [] };
  const byLabel: Record<string, number[]> = {};
  const timed: { query: Query; ms: number }[] = [];
  let next = 0;
  let found = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const query = queries[next++]!;
        const t = performance.now();
        const result = await services.find(query.country.toLowerCase(), query.criteria);
        const elapsed = performance.now() - t;
        times[query.kind]!.push(elapsed);
        (byLabel[query.label] ??= []).push(elapsed);
        timed.push({ query, ms: elapsed });
        if (result?.companies.length) found += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { times, byLabel, timed, seconds, found };
}

function report(label: string, result: Awaited<ReturnType<typeof run>>, total: number) {
  console.log(
    `\nКонкурентность ${label}: ${Math.round(total / result.seconds)} запросов/с, найдено в ${result.found} из ${total} (loadavg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log('вид                  запросов   p50 мс   p95 мс   p99 мс');
  for (const [kindName, list] of [
    ...Object.entries(result.times),
    ...Object.entries(result.byLabel),
  ]) {
    const sorted = [...list].sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log(
      `${kindName.padEnd(20)} ${String(list.length).padStart(8)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 95))} ${f(percentile(sorted, 99))}`,
    );
  }
}

/** The slowest searches of each kind, to look at their plans (EXPLAIN) one by one. */
function reportSlowest(result: Awaited<ReturnType<typeof run>>, n: number) {
  const labels = [...new Set(result.timed.map((t) => t.query.label))];
  for (const label of labels) {
    console.log(`\nСамые медленные: ${label}`);
    const worst = result.timed
      .filter((t) => t.query.label === label)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, n);
    for (const { query, ms } of worst)
      console.log(
        `${ms.toFixed(1).padStart(8)} мс  ${query.country}  ${JSON.stringify(query.criteria)}`,
      );
  }
}

const { database, drop } = await openBenchDatabase();
try {
  await database.migrate();
  await seedReference(database.db);
  if (!existing) {
    console.log(`База: ${kind}; строим реестр из ${rows} компаний…`);
    const loadSeconds = await buildRegister(database);
    console.log(
      `Реестр построен за ${loadSeconds.toFixed(1)} с (${Math.round(rows / loadSeconds)} строк/с).`,
    );
  }
  const queries = await makeQueries(database);
  const mix = queries.reduce<Record<string, number>>(
    (acc, q) => ({ ...acc, [q.label]: (acc[q.label] ?? 0) + 1 }),
    {},
  );
  console.log(
    `Запросов: ${queries.length} (${Object.entries(mix)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  );
  // One unmeasured pass warms the caches, as a running server's would be.
  await run(database, queries.slice(0, 200), 4);
  for (const concurrency of [1, 8]) {
    const result = await run(database, queries, concurrency);
    report(String(concurrency), result, queries.length);
    if (concurrency === 1 && slowest > 0) reportSlowest(result, slowest);
  }
} finally {
  await drop();
}
