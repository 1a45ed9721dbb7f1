import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { StaffMember } from '../../../contracts/staff/roles';
import type { Database } from '../../../db/client';
import { staffSessions, staffUsers } from '../../../db/schema';

/** A session ends after this long unused, and after the absolute limit whatever happens. */
const SESSION_IDLE_MS = 12 * 60 * 60_000;
const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60_000;
// Sliding the expiry on every request would write on every page view; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * A new session for a person who just signed in. Their sessions that have ended go at the same
 * moment: an ended session is never valid again, and it keeps an address and a browser's
 * description that nobody needs any more.
 */
export async function createSession(
  db: Pick<Database, 'insert' | 'delete'>,
  staffId: number,
  client: ClientInfo,
  now: Date,
): Promise<string> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        or(lte(staffSessions.expiresAt, now), lte(staffSessions.absoluteExpiresAt, now)),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashSessionToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 300),
  });
  return token;
}

/** The staff member a session token belongs to, sliding its expiry; null when it is not valid. */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffMember | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      absoluteExpiresAt: staffSessions.absoluteExpiresAt,
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.absoluteExpiresAt, now),
        eq(staffUsers.isActive, true),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const idleEnd = new Date(now.getTime() + SESSION_IDLE_MS);
    await db
      .update(staffSessions)
      .set({
        lastSeenAt: now,
        expiresAt: idleEnd < row.absoluteExpiresAt ? idleEnd : row.absoluteExpiresAt,
      })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSessionToken(token)));
}

/** Ends every session of a person, or every one but the browser they are using now. */
export async function deleteSessionsOf(
  db: Pick<Database, 'delete'>,
  staffId: number,
  exceptToken?: string,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      exceptToken
        ? and(
            eq(staffSessions.staffId, staffId),
            ne(staffSessions.tokenHash, hashSessionToken(exceptToken)),
          )
        : eq(staffSessions.staffId, staffId),
    );
}
