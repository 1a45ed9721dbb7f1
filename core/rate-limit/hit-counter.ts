/** Requests counted under one key in its current window, and when that window ends. */
interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counts requests per key in fixed windows, in a place every server instance sees (the database
 * or Redis), so instances behind a balancer enforce one limit between them.
 */
export interface HitCounter {
  /** Counts one more request under `key`; a key whose window has passed starts a new one. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}
