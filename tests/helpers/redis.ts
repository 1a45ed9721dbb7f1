import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server of the development machines; tests that need one skip when it is away. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

export function isRedisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new Redis(TEST_REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 1500,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  })();
  return reachable;
}

/** A key prefix of the test's own, so tests running side by side never share a counter. */
export function uniqueRedisPrefix(): string {
  return `test:${randomUUID()}:`;
}

/** The keys under `prefix`, read and then deleted (the server is shared: leave nothing behind). */
export async function redisKeysUnder(prefix: string, options: { remove: boolean }) {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    for await (const batch of client.scanStream({ match: `${prefix}*`, count: 500 })) {
      keys.push(...(batch as string[]));
    }
    if (options.remove && keys.length) await client.del(...keys);
    return keys;
  } finally {
    client.disconnect();
  }
}
