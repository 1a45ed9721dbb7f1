import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { companyNameKeys } from '../core/companies/normalize-name';
import { createRng } from '../demo/register/random';
import { buildScreeningIndex, type ScreeningIndex } from '../core/sanctions/match/screening-index';
import { screenCompanies, type ScreeningQuery } from '../core/sanctions/match/screen-company';
import { loadScreeningIndexRows } from '../core/sanctions/screening-index-rows';
import { openDatabase } from '../db/client';
import { loadavg, percentile } from './lib/bench-figures';
import { option } from './lib/cli-options';
import { importSnapshots } from './lib/sanctions-snapshots';
import { openScratchPostgres, type ScratchDatabase } from './lib/scratch-postgres';

/**
 * `npm run bench:sanctions [-- --db pglite|postgres] [--pages N]`
 *
 * What screening adds to a search: the real snapshots of every list are imported into a fresh
 * database (embedded, and a throwaway one on BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), the index is loaded from it as the server
 * would, and result pages of 50 companies (real names of the evaluation set, listed and not,
 * Latin and Cyrillic) are screened one page at a time. Prints p50/p95/p99 per page beside a
 * reference measured in the same run (the company search's own name keys of the same 50
 * names, a plain loop every search pays anyway), and the load average beside every figure.
 */

const only = option('db');
if (only && only !== 'pglite' && only !== 'postgres') throw new Error('--db: pglite или postgres');
const kinds = only ? [only] : ['pglite', 'postgres'];
const pageCount = Number(option('pages') ?? 400);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE_SIZE = 50;
const dir = new URL('../tests/eval/sanctions/', import.meta.url);

function pages(): ScreeningQuery[][] {
  const read = (file: string) =>
    parse(readFileSync(new URL(file, dir)), { columns: true }) as Record<string, string>[];
  const names: ScreeningQuery[] = [
    ...read('clean-companies.csv').map((c) => ({ name: c.name!, countryCode: c.country })),
    ...read('listed-queries.csv')
      .filter((q) => q.name)
      .map((q) => ({ name: q.name!, countryCode: q.country || undefined })),
  ];
  const rng = createRng('bench-sanctions');
  return Array.from({ length: pageCount }, () =>
    Array.from({ length: PAGE_SIZE }, () => rng.pick(names)),
  );
}

function measure(label: string, run: (page: ScreeningQuery[]) => void, all: ScreeningQuery[][]) {
  for (const page of all.slice(0, 20)) run(page);
  const times = all.map((page) => {
    const t = performance.now();
    run(page);
    return performance.now() - t;
  });
  const sorted = times.sort((a, b) => a - b);
  const f = (p: number) => percentile(sorted, p).toFixed(2).padStart(7);
  console.log(`  ${label.padEnd(30)} ${f(50)} ${f(95)} ${f(99)}   (loadavg ${loadavg()})`);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function open(kind: string): Promise<ScratchDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  return openScratchPostgres(serverUrl, 'bench_sanctions', { poolSize: 4 });
}

const all = pages();
for (const kind of kinds) {
  const { database, drop } = await open(kind);
  try {
    await database.migrate();
    let t = performance.now();
    const entries = await importSnapshots(database.db);
    console.log(
      `\nБаза: ${kind}; импорт снимков ${entries} записей за ${((performance.now() - t) / 1000).toFixed(1)} с (loadavg ${loadavg()})`,
    );
    t = performance.now();
    const rows = await loadScreeningIndexRows(database.db);
    const loaded = performance.now() - t;
    t = performance.now();
    const index: ScreeningIndex = buildScreeningIndex(rows);
    console.log(
      `Индекс: чтение из базы ${loaded.toFixed(0)} мс, построение ${(performance.now() - t).toFixed(0)} мс, ${index.names.length} имён (loadavg ${loadavg()})`,
    );
    console.log(
      `Страница из ${PAGE_SIZE} компаний, ${all.length} страниц   p50 мс  p95 мс  p99 мс`,
    );
    const screening = measure('проверка по спискам', (page) => screenCompanies(index, page), all);
    const reference = measure(
      'эталон: ключи имён поиска',
      (page) => page.forEach((q) => companyNameKeys(q.name, null, q.countryCode ?? 'US')),
      all,
    );
    console.log(
      `  отношение к эталону: p50 ×${(screening.p50 / reference.p50).toFixed(1)}, p95 ×${(screening.p95 / reference.p95).toFixed(1)} (loadavg ${loadavg()})`,
    );
  } finally {
    await drop();
  }
}
