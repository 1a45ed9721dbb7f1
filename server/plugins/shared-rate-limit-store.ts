import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { HitCounter } from '../../core/rate-limit/hit-counter';

/** What @fastify/rate-limit hands `child`: the route's merged limit options and the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
  max?: unknown;
  timeWindow?: unknown;
}

/**
 * The limit's own name in the shared counters: its route, or for a limit made with
 * `app.rateLimit(…)` (no route) its `groupId`. The in-memory store needs none, as it keeps one
 * store object per limit; shared counters tell limits apart only by key.
 */
function scopeOf(options: ChildOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (url) return `${[method ?? ''].flat().join(',')} ${url}`;
  return options.groupId ?? `limit ${String(options.max)}/${String(options.timeWindow)}`;
}

/** @fastify/rate-limit's store interface over a counter every instance shares. */
export function sharedRateLimitStore(counter: HitCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${this.scope} ${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The declared parameter type is the route; at run time it is the merged limit options.
      return new SharedRateLimitStore(routeOptions, scopeOf(routeOptions as ChildOptions));
    }
  }
  return SharedRateLimitStore;
}
