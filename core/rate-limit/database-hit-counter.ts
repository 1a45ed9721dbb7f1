import { systemClock, type Clock } from '../clock';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { HitCounter } from './hit-counter';

/** How often an instance deletes the rows of windows that have passed. */
const SWEEP_EVERY_MS = 60_000;

export interface DatabaseHitCounterOptions {
  /** The tests' clock; the instances' own clocks otherwise (kept in step by NTP). */
  now?: Clock;
  /** Told when a background sweep fails; the next one tries again. */
  onSweepError?: (error: unknown) => void;
}

/** Deletes the rows whose window has passed: clients that never came back. */
async function sweepExpiredHits(db: Database, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where expires_at <= ${now.toISOString()}`);
}

/**
 * Counts in the `rate_limit_hits` table: one upsert per request, atomic per row, that also
 * restarts a window which has passed, so no reader ever sees a stale count.
 */
export function createDatabaseHitCounter(
  db: Database,
  options: DatabaseHitCounterOptions = {},
): HitCounter {
  const clock = options.now ?? systemClock;
  let lastSweepAt = clock().getTime();
  let sweeping: Promise<void> | undefined;

  const sweepIfDue = (now: Date) => {
    if (sweeping || now.getTime() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now.getTime();
    sweeping = sweepExpiredHits(db, now)
      .catch((error: unknown) => options.onSweepError?.(error))
      .finally(() => {
        sweeping = undefined;
      });
  };

  return {
    async hit(key, windowMs) {
      const now = clock();
      const at = now.toISOString();
      const [row] = await queryRows<{ count: number; reset_in_ms: number }>(
        db,
        sql`
          insert into rate_limit_hits as h (key, count, expires_at)
          values (${key}, 1, ${at}::timestamptz + ${windowMs}::float8 * interval '1 millisecond')
          on conflict (key) do update set
            count = case when h.expires_at <= ${at}::timestamptz then 1
                         else least(h.count, 2147483646) + 1 end,
            expires_at = case when h.expires_at <= ${at}::timestamptz then excluded.expires_at
                              else h.expires_at end
          returning h.count,
            extract(epoch from h.expires_at - ${at}::timestamptz)::float8 * 1000 as reset_in_ms`,
      );
      if (!row) throw new Error('rate_limit_hits: the upsert returned no row');
      sweepIfDue(now);
      return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_in_ms)) };
    },
    async close() {
      await sweeping;
    },
  };
}
