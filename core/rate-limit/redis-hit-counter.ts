import { Redis, type Result } from 'ioredis';
import type { HitCounter } from './hit-counter';

// Atomic on the server: counts, and gives a key without an expiry (a new window) its window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

export interface RedisHitCounterOptions {
  url: string;
  /** Put before every key, so several sites or environments can share one Redis. */
  keyPrefix: string;
  /** Told when the connection breaks; the client reconnects by itself. */
  onConnectionError?: (error: Error) => void;
}

export function createRedisHitCounter(options: RedisHitCounterOptions): HitCounter {
  const client = new Redis(options.url, {
    // A limiter must answer quickly or not at all: one retry, no waiting for a slow server.
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 1000,
  });
  // Without a listener every reconnection attempt is reported as an unhandled error.
  client.on('error', (error: Error) => options.onConnectionError?.(error));
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, windowMs) {
      const [count, ttl] = await client.rateLimitHit(
        `${options.keyPrefix}rate-limit:${key}`,
        Math.max(1, Math.round(windowMs)),
      );
      return { count, resetInMs: ttl };
    },
    async close() {
      // Nothing is waiting to be written: dropping the connection loses nothing.
      client.disconnect();
    },
  };
}
