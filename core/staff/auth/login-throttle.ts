import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginThrottle } from '../../../db/schema';

const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

/**
 * Failures within the window that lock a key. Few for one account from one address: that
 * address may not try the account for a while, but its owner elsewhere still signs in, so
 * knowing a staff e-mail is not enough to lock its owner out. More for one address across
 * accounts (an office shares one). Many for one account across all addresses: guessing spread
 * over addresses stops too, and locking the owner out that way takes several addresses, each
 * of which locks itself at the per-address limit first.
 */
export const THROTTLE_LIMITS = { accountClient: 5, client: 20, account: 50 } as const;

export type ThrottleKind = keyof typeof THROTTLE_LIMITS;

export function throttleKey(kind: ThrottleKind, ...values: string[]): string {
  return `${kind}:${values.join(' ').toLowerCase()}`;
}

/** Minutes until the first of the keys unlocks, or 0 when none is locked. */
export async function lockedMinutes(db: Database, keys: string[], now: Date): Promise<number> {
  let longest = 0;
  for (const key of keys) {
    const [row] = await db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    const until = row?.lockedUntil?.getTime() ?? 0;
    if (until > now.getTime()) longest = Math.max(longest, until - now.getTime());
  }
  return longest ? Math.ceil(longest / 60_000) : 0;
}

/** Counts one failure; answers the minutes of a lock this failure started (0 if none). */
export async function recordFailure(
  db: Database,
  key: string,
  limit: number,
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  if (!row || row.failures < limit) return 0;
  await db
    .update(loginThrottle)
    .set({ failures: 0, windowStartedAt: now, lockedUntil: new Date(now.getTime() + LOCK_MS) })
    .where(eq(loginThrottle.key, key));
  return Math.ceil(LOCK_MS / 60_000);
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
