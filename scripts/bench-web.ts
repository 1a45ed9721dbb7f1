import { loadavg } from './lib/bench-figures';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runCommand, waitForHealth } from './lib/child-processes';
import { startCommand } from './lib/start-command';
import { option } from './lib/cli-options';

/**
 * `npm run bench:web [-- --pages /,/tariffs] [--runs 3] [--data-dir DIR] [--port 4400] [--report-dir DIR]`
 *
 * Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on the home page, a country
 * page, /tariffs and an article of the production build (`npm run build` first), served on the
 * embedded database seeded with the demo data as `make db` does, in a temporary DATA_DIR
 * (`--data-dir` keeps it for the next run; DEMO_COMPANIES_PER_COUNTRY defaults to 100 here to
 * keep seeding short — page weight does not depend on it). Debian's Chromium resolves nothing
 * but localhost. Prints the four scores, FCP/LCP/CLS/TBT, bytes per resource type as sent and
 * the gzip size of the JavaScript (what it costs once the server compresses), and the element
 * Lighthouse took for the largest paint. `--report-dir` keeps each page's whole Lighthouse
 * result there as JSON, for a closer look.
 *
 * Each page is asked for once before it is measured (the server keeps rendered pages: the first
 * visitor's render is not what the others get) and measured `--runs` times (default 3): the run
 * with the median performance score is printed, with every run's score beside it. A shared
 * machine's load moves one run's score by tens of points (TBT is measured CPU time × 4), so the
 * median, with the benchmark index of its run, is the figure to compare.
 */

const pages = (option('pages') ?? '/,/countries/country/de,/tariffs,/how_to_check').split(',');
const keptDataDir = option('data-dir');
const reportDir = option('report-dir');
const runs = Math.max(1, Number(option('runs') ?? 3));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync('build/server-main/main.js')) {
  console.error('Нет сборки: сначала `npm run build`.');
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium')) {
  console.error('Нет /usr/bin/chromium: `make browser` ставит его.');
  process.exit(1);
}

interface NetworkRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const TYPES = ['Document', 'Script', 'Stylesheet', 'Font', 'Image'] as const;

interface Measurement {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: Record<(typeof TYPES)[number], { count: number; transfer: number; raw: number }>;
  scriptGzip: number;
  allTransfer: number;
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed at the time: its 4× CPU slowdown assumes ≈ 1500+. */
  benchmarkIndex: number;
}

async function measure(url: string, chromePort: number, attempt = 1): Promise<Measurement> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A trace Chromium failed to record (NO_NAVSTART on a busy machine) is worth one more try.
  if (lhr.runtimeError && attempt === 1) {
    console.error(`${url}: ${lhr.runtimeError.message} — ещё одна попытка`);
    return measure(url, chromePort, 2);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const rows = ((lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)
    ?.items ?? []) as NetworkRow[];
  const bytes = Object.fromEntries(
    TYPES.map((type) => {
      const ofType = rows.filter((row) => row.resourceType === type);
      return [
        type,
        {
          count: ofType.length,
          transfer: ofType.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
          raw: ofType.reduce((sum, row) => sum + (row.resourceSize ?? 0), 0),
        },
      ];
    }),
  ) as Record<(typeof TYPES)[number], { count: number; transfer: number; raw: number }>;
  let scriptGzip = 0;
  for (const row of rows.filter((r) => r.resourceType === 'Script')) {
    scriptGzip += gzipSync(Buffer.from(await (await fetch(row.url)).arrayBuffer())).length;
  }
  if (lhr.runtimeError) console.error(`${url}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
  }
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    bytes,
    scriptGzip,
    allTransfer: rows.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '—',
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The run whose performance score is the median (the lower middle of an even count). */
function medianRun(all: Measurement[]): Measurement {
  const sorted = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'inocheck-bench-web-'));
const port = Number(option('port') ?? 4400);
const baseUrl = `http://localhost:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_BASE_URL: baseUrl,
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
  DEMO_COMPANIES_PER_COUNTRY: process.env.DEMO_COMPANIES_PER_COUNTRY ?? '100',
};
let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // Seeding is idempotent: a reused directory is only checked.
  console.error(`Заполняю базу в ${dataDir}…`);
  await runCommand('node', ['build/server-main/seed.js'], env, { quiet: true });
  const start = startCommand();
  server = spawn(start.command, start.args, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Whatever ends this process (an error event Chromium's launcher throws outside any await
  // included), the server goes with it.
  const started = server;
  process.once('exit', () => started.kill('SIGTERM'));
  await waitForHealth(baseUrl, server, 60_000);
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // Nothing leaves the machine: every host but localhost fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
    ],
  });
  console.log(`bench:web — Lighthouse mobile, ${baseUrl}, loadavg before: ${loadavg()}`);
  for (const page of pages) {
    await (await fetch(`${baseUrl}${page}`)).arrayBuffer();
    const all: Measurement[] = [];
    for (let run = 0; run < runs; run++) all.push(await measure(`${baseUrl}${page}`, chrome.port));
    const m = medianRun(all);
    const { scores, bytes } = m;
    console.log(
      `\n${page}   (loadavg ${loadavg()}, Lighthouse benchmark index ${Math.round(m.benchmarkIndex)})`,
    );
    console.log(
      `  performance ${scores.performance} (runs: ${all.map((one) => `${one.scores.performance} @ ${Math.round(one.benchmarkIndex)}`).join(', ')})`,
    );
    console.log(
      `  accessibility ${scores.accessibility}  best-practices ${scores.bestPractices}  SEO ${scores.seo}`,
    );
    console.log(
      `  FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  TBT ${Math.round(m.tbt)} ms`,
    );
    console.log(`  LCP element ${m.lcpElement.slice(0, 120)}`);
    for (const type of TYPES) {
      const b = bytes[type];
      console.log(
        `  ${type.padEnd(10)} ${String(b.count).padStart(2)} files  sent ${kb(b.transfer).padStart(9)}  decoded ${kb(b.raw).padStart(9)}`,
      );
    }
    console.log(
      `  JS transfer ${kb(bytes.Script.transfer)} (gzip would be ${kb(m.scriptGzip)}); all requests ${kb(m.allTransfer)}`,
    );
  }
  console.log(`\nloadavg after: ${loadavg()}`);
} finally {
  if (chrome) chrome.kill();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}
