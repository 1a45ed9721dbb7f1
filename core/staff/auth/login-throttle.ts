import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginThrottle } from '../../../db/schema';

const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
/** How long failures of one account across addresses are remembered (see ACCOUNT_CODE_AFTER). */
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Attempts within the window after which an address is refused. Few for one account from one
 * address; more for one address across accounts (an office shares one). Nothing locks an
 * account for everyone: failures across addresses only make new addresses ask for an e-mailed
 * code (ACCOUNT_CODE_AFTER), so an outsider only ever locks their own address.
 */
export const THROTTLE_LIMITS = { accountClient: 5, client: 20 } as const;

/** Failures of one account across all addresses within a day that turn on the e-mailed code. */
const ACCOUNT_CODE_AFTER = 10;

export type ThrottleKind = keyof typeof THROTTLE_LIMITS | 'account';

export function throttleKey(kind: ThrottleKind, ...values: string[]): string {
  return `${kind}:${values.join(' ').toLowerCase()}`;
}

export type Reservation =
  { ok: true; counts: Map<string, number> } | { ok: false; waitMinutes: number };

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Takes one attempt from each key's allowance in one statement, before any password is
 * checked: parallel guesses each get their own number, and those beyond a limit are refused
 * without hashing. A locked key takes nothing and answers how long it stays locked.
 */
export async function reserveAttempt(
  db: Database,
  limits: Record<string, number>,
  now: Date,
): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const t = loginThrottle;
  const isLocked = sql`${t.lockedUntil} > ${now}`;
  const isStale = sql`(${t.lockedUntil} is not null or ${t.windowStartedAt} < ${windowStart})`;
  const rows = await db
    .insert(t)
    .values(Object.keys(limits).map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${isLocked} then ${t.failures} when ${isStale} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${isLocked} then ${t.windowStartedAt} when ${isStale} then ${now} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${isLocked} then ${t.lockedUntil} else null end`,
      },
    })
    .returning({
      key: t.key,
      failures: t.failures,
      windowStartedAt: t.windowStartedAt,
      lockedUntil: t.lockedUntil,
    });
  let waitMs = 0;
  const counts = new Map<string, number>();
  for (const row of rows) {
    counts.set(row.key, row.failures);
    const lockedFor = (row.lockedUntil?.getTime() ?? 0) - now.getTime();
    if (lockedFor > 0) waitMs = Math.max(waitMs, lockedFor);
    else if (row.failures > (limits[row.key] ?? Infinity)) {
      waitMs = Math.max(waitMs, row.windowStartedAt.getTime() + WINDOW_MS - now.getTime());
    }
  }
  return waitMs > 0 ? { ok: false, waitMinutes: minutesUntil(waitMs) } : { ok: true, counts };
}

/**
 * After a failed check: locks every key whose reserved attempt reached its limit. Answers the
 * minutes of the lock this failure started (0 if none).
 */
export async function lockIfSpent(
  db: Database,
  limits: Record<string, number>,
  counts: Map<string, number>,
  now: Date,
): Promise<number> {
  const spent = Object.keys(limits).filter((key) => (counts.get(key) ?? 0) >= (limits[key] ?? 0));
  if (!spent.length) return 0;
  await db
    .update(loginThrottle)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
    .where(
      and(
        inArray(loginThrottle.key, spent),
        or(isNull(loginThrottle.lockedUntil), lte(loginThrottle.lockedUntil, now)),
      ),
    );
  return minutesUntil(LOCK_MS);
}

/** After a successful sign-in: its attempt is given back, and the account-address count ends. */
export async function releaseAttempt(
  db: Database,
  accountClientKey: string,
  clientKey: string,
): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountClientKey));
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, clientKey));
}

/** Counts one failure of an account across all addresses; answers the day's count. */
export async function countAccountFailure(db: Database, key: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - ACCOUNT_WINDOW_MS);
  const t = loginThrottle;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${t.windowStartedAt} < ${windowStart} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${t.windowStartedAt} < ${windowStart} then ${now} else ${t.windowStartedAt} end`,
      },
    })
    .returning({ failures: t.failures });
  return row?.failures ?? 0;
}

/** Whether the account drew enough failures across addresses today to ask new ones for a code. */
export async function isAccountUnderAttack(db: Database, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ failures: loginThrottle.failures, since: loginThrottle.windowStartedAt })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  if (!row || row.since.getTime() < now.getTime() - ACCOUNT_WINDOW_MS) return false;
  return row.failures >= ACCOUNT_CODE_AFTER;
}
