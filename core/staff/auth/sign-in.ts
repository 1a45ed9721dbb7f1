import { eq, sql } from 'drizzle-orm';
import {
  lockedOutMessage,
  STAFF_AUTH_MESSAGES,
  type StaffSignIn,
} from '../../../contracts/staff/auth';
import type { StaffMember } from '../../../contracts/staff/roles';
import type { Database } from '../../../db/client';
import { staffUsers } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import {
  clearFailures,
  lockedMinutes,
  recordFailure,
  THROTTLE_LIMITS,
  throttleKey,
  type ThrottleKind,
} from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password';
import type { RequestClient } from '../../../contracts/staff/staff-services';
import { createSession } from './sessions';

export type SignInResult =
  | { ok: true; token: string; staff: StaffMember }
  | { ok: false; status: 401 | 403 | 429; message: string };

/**
 * Checks an e-mail and password. An unknown e-mail costs the same hash and gets the same answer
 * as a wrong password; failures are counted per account and address, per address and per
 * account (login-throttle.ts), and any lock stops further tries for a while with a message that
 * says how long.
 */
export async function signIn(
  db: Database,
  input: StaffSignIn,
  client: RequestClient,
  now: Date = new Date(),
): Promise<SignInResult> {
  const keys = {
    accountClient: throttleKey('accountClient', input.email, client.ip),
    client: throttleKey('client', client.ip),
    account: throttleKey('account', input.email),
  } satisfies Record<ThrottleKind, string>;
  const waitMinutes = await lockedMinutes(db, Object.values(keys), now);
  if (waitMinutes) return { ok: false, status: 429, message: lockedOutMessage(waitMinutes) };

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !matches) {
    let locked = 0;
    for (const kind of Object.keys(keys) as ThrottleKind[]) {
      locked = Math.max(locked, await recordFailure(db, keys[kind], THROTTLE_LIMITS[kind], now));
    }
    return locked
      ? { ok: false, status: 429, message: lockedOutMessage(locked) }
      : { ok: false, status: 401, message: STAFF_AUTH_MESSAGES.invalidCredentials };
  }
  if (!user.isActive) return { ok: false, status: 403, message: STAFF_AUTH_MESSAGES.inactive };

  await clearFailures(db, keys.accountClient);
  const staff: StaffMember = { id: user.id, email: user.email, name: user.name, role: user.role };
  const token = await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await recordAudit(
      tx,
      { ...staff, ...client, requestId: '' },
      {
        action: 'staff.sign_in',
        objectType: 'staff',
        objectId: user.id,
        summary: `Вход в систему: ${user.email}`,
      },
    );
    return createSession(tx, user.id, client, now);
  });
  return { ok: true, token, staff };
}
