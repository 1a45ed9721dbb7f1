import { loadavg } from './lib/bench-figures';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { loadConfig } from '../core/config';
import { createServices } from '../core/services';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildApp } from '../server/app';
import { openScratchPostgres } from './lib/scratch-postgres';
import { numberOption } from './lib/cli-options';

/**
 * `npm run bench:rate-limit [-- --seconds N] [--connections N]`
 *
 * Requests per second of a trivial route under a per-client limit, counted in each store
 * (`none` is the reference: no counting), from one client (every request on one counter: the
 * worst case for the database's row lock) and from many (random X-Forwarded-For). PostgreSQL:
 * a database `bench_rate_limit_*` on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped at the end; Redis: BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379), keys under a prefix of the run's own, deleted at the end.
 */

const seconds = numberOption('seconds', 5);
const connections = numberOption('connections', 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench:${randomBytes(4).toString('hex')}:`;

async function measure(label: string, database: DatabaseHandle, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...env });
  const app = await buildApp({
    config,
    database,
    services: createServices(database.db, config),
    logger: false,
    beforeSite: async (instance) => {
      instance.get(
        '/bench',
        { config: { rateLimit: { max: 1_000_000_000, timeWindow: '1 minute' } } },
        async () => ({ ok: true }),
      );
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    for (const clients of ['one client', 'many clients'] as const) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}/bench`,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              if (clients === 'one client') return request;
              const ip = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.1`;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip } };
            },
          },
        ],
      });
      const failed = result.non2xx + result.errors;
      console.log(
        `${label.padEnd(22)} ${clients.padEnd(13)} ${String(Math.round(result.requests.average)).padStart(6)} req/s` +
          `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
          `${failed ? `  failed ${failed}` : ''}  load ${loadavg()}`,
      );
    }
  } finally {
    await app.close();
  }
}

console.log(`${connections} connections, ${seconds} s each; load average before: ${loadavg()}`);
const embedded = await openDatabase({});
await embedded.migrate();
const server = await openScratchPostgres(serverUrl, 'bench_rate_limit', { poolSize: 10 });
try {
  await server.database.migrate();
  await measure('none (reference)', embedded, { RATE_LIMIT_STORE: 'none' });
  await measure('memory', embedded, { RATE_LIMIT_STORE: 'memory' });
  await measure('database (PGlite)', embedded, { RATE_LIMIT_STORE: 'database' });
  await measure('database (PostgreSQL)', server.database, { RATE_LIMIT_STORE: 'database' });
  await measure('redis', embedded, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix });
  await measure('none (reference again)', embedded, { RATE_LIMIT_STORE: 'none' });
} finally {
  await embedded.close();
  await server.drop();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}
