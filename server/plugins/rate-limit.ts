import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitStoreOf, type Config } from '../../core/config';
import { createDatabaseHitCounter } from '../../core/rate-limit/database-hit-counter';
import { failOpen } from '../../core/rate-limit/fail-open-counter';
import type { HitCounter } from '../../core/rate-limit/hit-counter';
import { createRedisHitCounter } from '../../core/rate-limit/redis-hit-counter';
import type { Database } from '../../db/client';
import { sharedRateLimitStore } from './shared-rate-limit-store';

export interface RateLimitPluginOptions {
  config: Config;
  db: Database;
}

/** The code and class of a failure, never its message: a failed query's text quotes its data. */
function describeFailure(error: unknown): { code?: string; name?: string } {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return { code, name: (e as Error).name };
    e = cause;
  }
  return { name: error instanceof Error ? error.name : typeof error };
}

function sharedCounter(app: FastifyInstance, config: Config, db: Database): HitCounter {
  if (rateLimitStoreOf(config) === 'database') {
    return createDatabaseHitCounter(db, {
      onSweepError: (error) =>
        app.log.warn(describeFailure(error), 'rate-limit sweep of expired counters failed'),
    });
  }
  if (!config.REDIS_URL) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
  return createRedisHitCounter({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    onConnectionError: (error) => app.log.debug(describeFailure(error), 'redis connection error'),
  });
}

/**
 * Per-route limits (`config.rateLimit` on a route, or `app.rateLimit(…)`), counted where
 * RATE_LIMIT_STORE says: a shared store makes instances behind a balancer enforce one limit.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
  const { config } = opts;
  // Before the rate-limit plugin's own hook, which reads each route's limit as it is added.
  if (config.RATE_LIMIT_FACTOR !== 1) {
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') limit.max *= config.RATE_LIMIT_FACTOR;
    });
  }
  const store = rateLimitStoreOf(config);
  if (store === 'none') {
    app.log.warn('rate limits are off (RATE_LIMIT_STORE=none): for load tests only');
    // An allow-list that takes everyone skips the counting altogether.
    await app.register(rateLimit, { global: false, allowList: () => true });
    return;
  }
  if (store === 'memory') {
    // Counters live in this process: only for a single instance (the embedded database).
    await app.register(rateLimit, { global: false });
    return;
  }
  const counter = failOpen(sharedCounter(app, config, opts.db), {
    onDown: (error) =>
      app.log.warn(
        { store, ...describeFailure(error) },
        'rate-limit store unavailable: requests go uncounted until it answers',
      ),
    onUp: () => app.log.info({ store }, 'rate-limit store answers again'),
  });
  app.addHook('onClose', () => counter.close());
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(counter) });
});
