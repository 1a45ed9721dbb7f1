import { loadavg, percentile } from './lib/bench-figures';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../core/config';
import { createInfrastructure } from '../core/infrastructure';
import { moveOrderById } from '../core/orders/move-order';
import { documentPath } from '../core/orders/order-links';
import { createServices } from '../core/services';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/query-rows';
import { orders } from '../db/schema';
import { seedReference } from '../db/seed/seed-reference';
import { stopChild, waitForHealth } from './lib/child-processes';
import { numberOption } from './lib/cli-options';
import { startCommand } from './lib/start-command';

/**
 * `npm run bench:papers [-- --papers 40] [--probes 200] [--port 4320]`
 *
 * How much downloading invoices costs everyone else: the production build (`npm run build`
 * first) on a fresh embedded database with `--papers` orders, each with its invoice issued.
 * `/healthz` is timed one request after another while idle, then while every invoice is asked
 * for at once (each a first download, so each is rendered), then while they are all asked for
 * again (a download of a paper already issued). A refused download is asked again a quarter of
 * a second later until it gets its PDF (three minutes at most). The ratio of `/healthz` latency under each load
 * to its idle latency in the same run says how long the server stalls for other clients.
 */

const papers = numberOption('papers', 40);
const probes = numberOption('probes', 200);
const port = numberOption('port', 4320);
const baseUrl = `http://127.0.0.1:${port}`;

if (!existsSync('build/server-main/main.js') || !existsSync('build/server/index.js')) {
  console.error('Нет сборки: сначала выполните `npm run build`.');
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
  // Every download comes from one address: the per-client limit would measure itself.
  RATE_LIMIT_FACTOR: '10000',
  RATE_LIMIT_STORE: 'none',
  SEED_DEMO_DATA: 'false',
});

/** `count` ready orders with an invoice issued, in a fresh embedded database; their paths. */
async function issueInvoices(dataDir: string, count: number): Promise<string[]> {
  const config = loadConfig({ ...serverEnv(dataDir), LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedReference(database.db);
    const services = createServices(database.db, config, createInfrastructure(database.db, config));
    const [tariff] = await queryRows<{ id: number }>(
      database.db,
      `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' order by t.sort_order limit 1`,
    );
    const paths: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const created = await services.orders.create(
        {
          idempotencyKey: randomUUID(),
          countryCode: 'de',
          company: { name: `Bench Feinmechanik ${i} GmbH`, regCode: `HRB ${770100 + i}` },
          tariffId: tariff!.id,
          language: 'ru',
          languageOther: '',
          contactName: 'Анна Петрова',
          email: `bench-${i}@example.ru`,
          phone: '8-999-123-45-67',
          organisation: 'ПАО Сбербанк',
          inn: '7707083893',
          comment: '',
          consent: true,
        },
        { ip: '127.0.0.1', userAgent: 'bench-papers', requestId: `bench-${i}` },
      );
      const [order] = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.number, created.orderNumber));
      await moveOrderById(database.db, order!.id, 'in_progress', { actor: 'Бенчмарк' });
      await moveOrderById(database.db, order!.id, 'ready', { actor: 'Бенчмарк' });
      const token = new URL(created.statusPath, baseUrl).searchParams.get('token') ?? '';
      await services.payments.requestInvoice(created.orderNumber, token, {
        name: 'ПАО Сбербанк',
        inn: '7707083893',
        kpp: '773601001',
        address: '117312, г. Москва, ул. Вавилова, д. 19',
      });
      paths.push(documentPath(created.orderNumber, token, 'invoice'));
    }
    return paths;
  } finally {
    await database.close();
  }
}

interface Latencies {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

async function timeHealthz(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/healthz`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
  return performance.now() - started;
}

/** `/healthz` one after another until `done` settles, or `probes` times when there is none. */
async function probeHealthz(done?: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done?.finally(() => (finished = true));
  const samples: number[] = [];
  // Bounded either way: at most `probes` idle samples, and 10 000 under load.
  const limit = done ? 10_000 : probes;
  while (samples.length < limit && !(done && finished)) samples.push(await timeHealthz());
  return samples;
}

interface Downloads {
  ms: number;
  /** How many answers of each status came before the PDFs ("200 not a PDF" counted apart). */
  statuses: Record<string, number>;
  /** Papers still without a PDF at the deadline. */
  missing: number;
}

/** A refused download (503, 429) is asked again after this pause, as a person would retry. */
const RETRY_PAUSE_MS = 250;
/** Downloads still unanswered by then are given up (the loop is bounded in time). */
const DOWNLOADS_DEADLINE_MS = 180_000;

/**
 * Every path at once, each asked again after a refusal until it answers a PDF: how long until
 * the last PDF, and every answer on the way.
 */
async function downloadAll(paths: string[]): Promise<Downloads> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const delivered = await Promise.all(
    paths.map(async (p) => {
      while (performance.now() - started < DOWNLOADS_DEADLINE_MS) {
        const response = await fetch(`${baseUrl}${p}`);
        const body = Buffer.from(await response.arrayBuffer());
        const isPdf = body.subarray(0, 5).toString() === '%PDF-';
        count(response.status === 200 && !isPdf ? '200 not a PDF' : String(response.status));
        if (response.status === 200) return isPdf;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
      return false;
    }),
  );
  return {
    ms: performance.now() - started,
    statuses,
    missing: delivered.filter((ok) => !ok).length,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const times = (value: number, idle: number) => (idle > 0 ? `×${(value / idle).toFixed(1)}` : '–');

function report(label: string, load: Latencies, idle: Latencies, downloads?: Downloads) {
  console.log(
    `${label}: /healthz n=${load.count} p50 ${ms(load.p50)} p95 ${ms(load.p95)} max ${ms(load.max)}; loadavg ${loadavg()}`,
  );
  if (!downloads) return;
  const statuses = Object.entries(downloads.statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  console.log(
    `  against idle: p50 ${times(load.p50, idle.p50)}, p95 ${times(load.p95, idle.p95)}, max ${times(load.max, idle.max)}; ${papers - downloads.missing} of ${papers} PDFs in ${ms(downloads.ms)} (answers: ${statuses})`,
  );
}

async function main() {
  console.log(`loadavg at start: ${loadavg()}`);
  const answered = await fetch(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${baseUrl} already answers: stop it or pass --port`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inocheck-bench-papers-'));
  let server: ChildProcess | undefined;
  try {
    console.log(`Выставляю ${papers} счетов…`);
    const paths = await issueInvoices(dataDir, papers);
    const start = startCommand();
    server = spawn(start.command, start.args, {
      env: serverEnv(dataDir),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(baseUrl, server, 120_000);
    // Warm-up: the first /healthz answers and the page handler's first request.
    for (let i = 0; i < 20; i += 1) await timeHealthz();
    const idle = summarise(await probeHealthz());
    report('idle', idle, idle);
    const first = downloadAll(paths);
    const firstLoad = summarise(await probeHealthz(first));
    const firstResult = await first;
    report(`${papers} first downloads at once`, firstLoad, idle, firstResult);
    const again = downloadAll(paths);
    const againLoad = summarise(await probeHealthz(again));
    const againResult = await again;
    report(`${papers} repeated downloads at once`, againLoad, idle, againResult);
  } finally {
    if (server) await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
