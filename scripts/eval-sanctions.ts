import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { SanctionsEntry } from '../contracts/sanctions-entry';
import { indexRowsOfEntries } from '../core/sanctions/match/index-rows-of-entries';
import { buildScreeningIndex } from '../core/sanctions/match/screening-index';
import { scoredMatches, statusOf } from '../core/sanctions/match/screen-company';
import { MATCH_THRESHOLD, POSSIBLE_THRESHOLD } from '../core/sanctions/match/thresholds';
import { parseSanctionsList } from '../core/sanctions/parse-list';
import { readListFiles } from '../core/sanctions/read-list-files';
import { percentile } from './lib/bench-figures';
import { snapshotPaths, snapshotsDirectory } from './lib/sanctions-snapshots';

/**
 * `npm run eval:sanctions [-- --misses]`
 *
 * How well screening finds listed companies and leaves real unlisted ones alone: every query of
 * tests/eval/sanctions/listed-queries.csv (built from the real lists: names as listed, aliases,
 * Cyrillic spellings, typos, no legal form, reordered words, numbers) must find its entry
 * (`possible` or `match`), and no company of clean-companies.csv (real companies that are not
 * listed) should be flagged. Prints recall and the false-positive rate per kind of query, for a
 * fixed development half and a holdout half, and the score distributions of the development half
 * the thresholds were set from. A report: only a crash fails it.
 */

const showMisses = process.argv.includes('--misses');
const dir = new URL('../tests/eval/sanctions/', import.meta.url);

interface ListedQuery {
  kind: string;
  list: string;
  entryId: string;
  country: string;
  name: string;
  regCode: string;
  expected: string;
}

interface CleanCompany {
  kind: string;
  country: string;
  name: string;
  source: string;
}

/**
 * A fixed half of the set, by a hash of the listed entry (every query about one entry falls in
 * one half) or of the clean company's name: thresholds and rules are tuned on the development
 * half only and judged on the holdout half too.
 */
const DEVELOPMENT = 'разработка';
const HOLDOUT = 'контроль';
const halfOf = (key: string) =>
  createHash('sha256').update(key).digest()[0]! % 2 === 0 ? DEVELOPMENT : HOLDOUT;

const read = <T>(file: string) =>
  parse(readFileSync(new URL(file, dir)), { columns: true, skip_empty_lines: true }) as T[];

const started = performance.now();
const entries: SanctionsEntry[] = [];
for (const { list, where } of snapshotPaths(snapshotsDirectory()))
  entries.push(...parseSanctionsList(await readListFiles(list, where)).entries);
const built = performance.now();
const index = buildScreeningIndex(indexRowsOfEntries(entries));
console.log(
  `Списки: ${entries.length} записей, ${index.names.length} имён; разбор ${((built - started) / 1000).toFixed(1)} с, индекс ${((performance.now() - built) / 1000).toFixed(1)} с`,
);
console.log(
  `Пороги: «возможное совпадение» от ${POSSIBLE_THRESHOLD}, «совпадение» от ${MATCH_THRESHOLD}`,
);

/** Low enough to see the scores just below the thresholds. */
const FLOOR = 0.3;

interface Tally {
  total: number;
  found: number;
  matched: number;
}
const tallies = new Map<string, Tally>();
const count = (key: string, found: boolean, matched: boolean) => {
  const t = tallies.get(key) ?? { total: 0, found: 0, matched: 0 };
  t.total += 1;
  if (found) t.found += 1;
  if (matched) t.matched += 1;
  tallies.set(key, t);
};
const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %`.padStart(8) : '       —';

const listedScores: Record<string, number[]> = { [DEVELOPMENT]: [], [HOLDOUT]: [] };
const cleanScores: Record<string, number[]> = { [DEVELOPMENT]: [], [HOLDOUT]: [] };
const misses: string[] = [];
const times: number[] = [];

for (const q of read<ListedQuery>('listed-queries.csv')) {
  const half = halfOf(`${q.list}:${q.entryId}`);
  const t = performance.now();
  const matches = scoredMatches(index, {
    name: q.name,
    countryCode: q.country || undefined,
    regCode: q.regCode || undefined,
  });
  times.push(performance.now() - t);
  const all = scoredMatches(
    index,
    { name: q.name, countryCode: q.country || undefined, regCode: q.regCode || undefined },
    new Map(),
    FLOOR,
  );
  const own = all.find((m) => m.list === q.list && m.entryId === q.entryId);
  const score = own?.score ?? 0;
  listedScores[half]!.push(score);
  const found = matches.some((m) => m.list === q.list && m.entryId === q.entryId);
  const matched = found && statusOf(score) === 'match';
  for (const key of [`listed ${half} ${q.kind}`, `listed ${half} всего`])
    count(key, found, matched);
  if (!found && showMisses)
    misses.push(
      `пропуск  ${half.padEnd(10)} ${q.kind.padEnd(14)} «${q.name || q.regCode}» → ${q.list}:${q.entryId} «${q.expected}» (балл ${score.toFixed(2)}; первое: ${all[0] ? `${all[0].matchedName} ${all[0].score}` : '—'})`,
    );
}

for (const c of read<CleanCompany>('clean-companies.csv')) {
  const half = halfOf(c.name);
  const t = performance.now();
  const matches = scoredMatches(index, { name: c.name, countryCode: c.country || undefined });
  times.push(performance.now() - t);
  const best = scoredMatches(
    index,
    { name: c.name, countryCode: c.country || undefined },
    new Map(),
    FLOOR,
  )[0];
  cleanScores[half]!.push(best?.score ?? 0);
  const flagged = matches.length > 0;
  const matched = flagged && statusOf(matches[0]!.score) === 'match';
  for (const key of [`clean ${half} ${c.kind}`, `clean ${half} всего`])
    count(key, flagged, matched);
  if (flagged && showMisses)
    misses.push(
      `ложное   ${half.padEnd(10)} ${c.kind.padEnd(14)} «${c.name}» (${c.country}) → ${matches[0]!.list}:${matches[0]!.entryId} «${matches[0]!.matchedName}» ${matches[0]!.score}`,
    );
}

for (const half of [DEVELOPMENT, HOLDOUT]) {
  console.log(`\nПоловина: ${half}`);
  console.log('запросы по спискам      запросов  найдено  (match или possible)  только match');
  for (const [key, t] of [...tallies].filter(([k]) => k.startsWith(`listed ${half} `)).sort()) {
    console.log(
      `  ${key.slice(`listed ${half} `.length).padEnd(20)} ${String(t.total).padStart(8)} ${percent(t.found, t.total)} ${' '.repeat(14)} ${percent(t.matched, t.total)}`,
    );
  }
  console.log('чистые компании         компаний  ложных   (match или possible)  только match');
  for (const [key, t] of [...tallies].filter(([k]) => k.startsWith(`clean ${half} `)).sort()) {
    console.log(
      `  ${key.slice(`clean ${half} `.length).padEnd(20)} ${String(t.total).padStart(8)} ${percent(t.found, t.total)} ${' '.repeat(14)} ${percent(t.matched, t.total)}`,
    );
  }
}

// The development half's scores: where the thresholds were put, and why (README).
const dev = (scores: number[]) => [...scores].sort((a, b) => a - b);
const listedDev = dev(listedScores[DEVELOPMENT]!);
const cleanDev = dev(cleanScores[DEVELOPMENT]!);
const f = (n: number) => n.toFixed(2).padStart(5);
console.log('\nБаллы, половина «разработка»   p5    p10   p25   p50   p90   p95   p99   max');
console.log(
  `  ожидаемая запись в списке ${[5, 10, 25, 50].map((p) => f(percentile(listedDev, p))).join(' ')}`,
);
console.log(
  `  лучшая запись у чистой                          ${[50, 90, 95, 99].map((p) => f(percentile(cleanDev, p))).join(' ')} ${f(cleanDev.at(-1) ?? 0)}`,
);
console.log('  порог   полнота (разработка)   ложные (разработка)');
for (let threshold = 0.6; threshold <= 0.951; threshold += 0.05) {
  const recall = listedDev.filter((s) => s >= threshold).length;
  const fp = cleanDev.filter((s) => s >= threshold).length;
  console.log(
    `  ${threshold.toFixed(2)}   ${percent(recall, listedDev.length)}               ${percent(fp, cleanDev.length)}`,
  );
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `\nВремя проверки одной компании: p50 ${percentile(sorted, 50).toFixed(2)} мс, p95 ${percentile(sorted, 95).toFixed(2)} мс`,
);
if (misses.length) console.log(`\n${misses.join('\n')}`);
