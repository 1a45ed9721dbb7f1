import { loadavg } from './lib/bench-figures';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runCommand, stopChild, waitForHealth } from './lib/child-processes';
import { startCommand } from './lib/start-command';
import { numberOption } from './lib/cli-options';

/**
 * `npm run bench:http [-- --seconds 10] [--connections 16] [--companies 1000] [--port 4310]
 *  [--mixed-seconds 60] [--fresh]`
 *
 * Requests per second and latency of the production build (`npm run build` first: this script
 * builds nothing) on the embedded database with the demo register, for the anonymous pages and
 * the two busiest API calls, beside a bare Node HTTP server answering a fixed page as large as
 * `/` in the same run. Then a mixed load for a minute, and the server's resident memory after it.
 *
 * The seeded database is kept as a template in the temp directory (seeding 252 countries takes
 * minutes) and copied into a fresh DATA_DIR for each run; `--fresh` seeds it again.
 */

const args = process.argv.slice(2);
const seconds = numberOption('seconds', 10);
const connections = numberOption('connections', 16);
const companies = numberOption('companies', 1000);
const port = numberOption('port', 4310);
const barePort = port + 1;
const mixedSeconds = numberOption('mixed-seconds', 60);
const fresh = args.includes('--fresh');
/** What Chromium sends: pages are measured as browsers get them. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const baseUrl = `http://127.0.0.1:${port}`;

const BUILD = ['build/server-main/main.js', 'build/server-main/seed.js', 'build/server/index.js'];
const missing = BUILD.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`Нет сборки (${missing.join(', ')}): сначала выполните \`npm run build\`.`);
  process.exit(1);
}

const serverEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  // One client address makes every request: the limits would measure themselves.
  RATE_LIMIT_FACTOR: '10000',
  RATE_LIMIT_STORE: 'none',
  DEMO_COMPANIES_PER_COUNTRY: String(companies),
  SEED_DEMO_DATA: 'true',
});

/** The seeded template: made once per register size, reused by later runs. */
async function seededTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `inocheck-bench-http-${companies}`);
  const done = path.join(template, '.seeded');
  if (fresh) rmSync(template, { recursive: true, force: true });
  if (!existsSync(done)) {
    rmSync(template, { recursive: true, force: true });
    console.log(`Готовлю базу: демо-реестр по ${companies} компаний на страну (один раз)…`);
    await runCommand('node', ['build/server-main/seed.js'], serverEnv(template));
    await runCommand('touch', [done], process.env);
  }
  return template;
}

/** A server left over on the port would be measured instead of this build's. */
async function assertPortFree(url: string) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(`${url} already answers: stop whatever listens there or pass --port`);
  }
}

/** A bare server in its own process (as the real one), so it shares nothing with autocannon. */
function startBareServer(size: number): ChildProcess {
  const source = `
    const page = Buffer.alloc(${size}, 'a');
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length });
      res.end(page);
    }).listen(${barePort}, '127.0.0.1');
  `;
  return spawn('node', ['-e', source], { stdio: 'inherit' });
}

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
}

const TARGETS: Target[] = [
  { label: 'GET /', path: '/' },
  { label: 'GET /countries/country/de', path: '/countries/country/de' },
  { label: 'GET /tariffs', path: '/tariffs' },
  { label: 'GET /how_to_check', path: '/how_to_check' },
  { label: 'POST GetCountries', path: '/api/Dictionary/GetCountries', method: 'POST', body: {} },
  {
    label: 'POST FindCompany',
    path: '/api/SearchReport/FindCompany',
    method: 'POST',
    body: {
      countryId: 'DE',
      reportContentTypeId: 'credit',
      company: { name: 'Müller' },
    },
  },
];

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
  load: string;
}

async function measure(label: string, url: string, target?: Target): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: target?.method ?? 'GET',
    headers: {
      'accept-encoding': ACCEPT_ENCODING,
      ...(target?.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target?.body ? { body: JSON.stringify(target.body) } : {}),
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    load: loadavg(),
  };
}

/** The server's resident memory, from /proc (Linux). */
function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function mixedLoad(): Promise<{ rps: number; non2xx: number }> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: mixedSeconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: TARGETS.map((target) => ({
      path: target.path,
      method: target.method ?? 'GET',
      ...(target.body
        ? {
            body: JSON.stringify(target.body),
            headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
          }
        : {}),
    })),
  });
  return { rps: result.requests.average, non2xx: result.non2xx };
}

function printTable(rows: Row[], bareRps: number) {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(
    `\n${'what'.padEnd(28)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bytes', 9)}${pad('of bare', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}  loadavg`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(28)}${pad(Math.round(row.rps), 9)}${pad(row.p50, 8)}${pad(row.p99, 8)}${pad(row.bytes, 9)}${pad(`${((row.rps / bareRps) * 100).toFixed(1)} %`, 9)}${pad(row.non2xx, 9)}${pad(row.errors, 8)}  ${row.load}`,
    );
  }
}

async function main() {
  console.log(`loadavg at start: ${loadavg()}`);
  await assertPortFree(`${baseUrl}/healthz`);
  await assertPortFree(`http://127.0.0.1:${barePort}/`);
  const template = await seededTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inocheck-bench-http-run-'));
  cpSync(template, dataDir, { recursive: true });
  const start = startCommand();
  const server = spawn(start.command, start.args, {
    env: serverEnv(dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  try {
    await waitForHealth(baseUrl, server, 120_000);
    // Warm up every target once (first renders compile templates, fill caches).
    for (const target of TARGETS) {
      const response = await fetch(`${baseUrl}${target.path}`, {
        method: target.method ?? 'GET',
        headers: target.body ? { 'content-type': 'application/json' } : {},
        ...(target.body ? { body: JSON.stringify(target.body) } : {}),
      });
      if (!response.ok) {
        throw new Error(`${target.label}: ${response.status} ${await response.text()}`);
      }
      await response.arrayBuffer();
    }
    const homeSize = (await (await fetch(`${baseUrl}/`)).arrayBuffer()).byteLength;
    bare = startBareServer(homeSize);
    await waitForHealth(`http://127.0.0.1:${barePort}`, bare, 120_000).catch(() => undefined);
    console.log(
      `${connections} connections, ${seconds} s each, Accept-Encoding: ${ACCEPT_ENCODING}; / is ${homeSize} bytes uncompressed`,
    );
    const bareRow = await measure(
      `bare node, ${homeSize} B`,
      `http://127.0.0.1:${barePort}/healthz`,
    );
    await stopChild(bare);
    const rows = [bareRow];
    for (const target of TARGETS) {
      rows.push(await measure(target.label, `${baseUrl}${target.path}`, target));
      console.log(`  ${target.label}: ${Math.round(rows[rows.length - 1]!.rps)} req/s`);
    }
    printTable(rows, bareRow.rps);
    if (mixedSeconds > 0) {
      console.log(`\nMixed load (all six in turn) for ${mixedSeconds} s…`);
      const mixed = await mixedLoad();
      console.log(
        `mixed: ${Math.round(mixed.rps)} req/s, non-2xx ${mixed.non2xx}; server RSS ${rssMegabytes(server.pid!)} MB; loadavg ${loadavg()}`,
      );
    }
  } finally {
    if (bare) await stopChild(bare);
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
