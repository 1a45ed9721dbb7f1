import type { HitCounter } from './hit-counter';

/** After a failure, how long requests go uncounted before the store is tried again. */
export const STORE_RETRY_AFTER_MS = 5_000;

export interface FailOpenOptions {
  /** The store failed: requests go uncounted until it answers again. Told once per outage. */
  onDown(error: unknown): void;
  /** The store answers again. */
  onUp(): void;
  now?: () => number;
}

/**
 * A counter that never fails a request: while its store is away every request counts as the
 * first of its window (abuse protection pauses; the site stays up), and the store is asked again
 * only every few seconds, so an outage adds no wait to each request.
 */
export function failOpen(counter: HitCounter, options: FailOpenOptions): HitCounter {
  const now = options.now ?? Date.now;
  let isDown = false;
  let retryAt = 0;
  return {
    async hit(key, windowMs) {
      if (isDown && now() < retryAt) return { count: 0, resetInMs: windowMs };
      try {
        const result = await counter.hit(key, windowMs);
        if (isDown) {
          isDown = false;
          options.onUp();
        }
        return result;
      } catch (error) {
        if (!isDown) {
          isDown = true;
          options.onDown(error);
        }
        retryAt = now() + STORE_RETRY_AFTER_MS;
        return { count: 0, resetInMs: windowMs };
      }
    },
    close: () => counter.close(),
  };
}
