import { eq, sql } from 'drizzle-orm';
import {
  lockedOutMessage,
  STAFF_AUTH_MESSAGES,
  wrongCodeMessage,
  type StaffSignIn,
} from '../../../contracts/staff/auth';
import type { StaffMember } from '../../../contracts/staff/roles';
import type { RequestClient } from '../../../contracts/request-client';
import type { StaffSignInResult } from '../../../contracts/staff/staff-services';
import type { Database } from '../../../db/client';
import { staffUsers } from '../../../db/schema';
import type { MailOutbox } from '../../mail/mail-outbox';
import { recordAudit } from '../audit/record-audit';
import { recordSignInAttempt } from '../audit/record-sign-in-attempt';
import {
  countAccountFailure,
  isAccountUnderAttack,
  lockIfSpent,
  releaseAttempt,
  reserveAttempt,
  THROTTLE_LIMITS,
  throttleKey,
} from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession } from './sessions';
import { checkSignInCode, isKnownAddress, sendSignInCode } from './sign-in-code';

export interface SignInDeps {
  db: Database;
  /** The outbox the e-mailed codes go through. */
  mail: MailOutbox;
  siteName: string;
}

/**
 * Checks an e-mail and password. Each attempt is first reserved against the address's
 * allowances (login-throttle.ts), so no burst checks more passwords than they allow. An unknown
 * e-mail costs the same hash and gets the same answer as a wrong password. After many failures
 * on an account across addresses, an address its owner never signed in from needs the right
 * password and a code e-mailed to the owner.
 */
export async function signIn(
  deps: SignInDeps,
  input: StaffSignIn,
  client: RequestClient,
  now: Date = new Date(),
): Promise<StaffSignInResult> {
  const { db } = deps;
  const keys = {
    accountClient: throttleKey('accountClient', input.email, client.ip),
    client: throttleKey('client', client.ip),
  };
  const limits = {
    [keys.accountClient]: THROTTLE_LIMITS.accountClient,
    [keys.client]: THROTTLE_LIMITS.client,
  };
  const reserved = await reserveAttempt(db, limits, now);
  if (!reserved.ok) {
    return { ok: false, status: 429, message: lockedOutMessage(reserved.waitMinutes) };
  }

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  const accountKey = throttleKey('account', input.email);
  const attempt = { email: input.email, staffId: user?.id ?? null, client };
  if (!user || !matches) {
    await countAccountFailure(db, accountKey, now);
    await recordSignInAttempt(db, { ...attempt, outcome: 'failed' });
    const locked = await lockIfSpent(db, limits, reserved.counts, now);
    if (!locked) return { ok: false, status: 401, message: STAFF_AUTH_MESSAGES.invalidCredentials };
    await recordSignInAttempt(db, { ...attempt, outcome: 'locked' });
    return { ok: false, status: 429, message: lockedOutMessage(locked) };
  }
  if (!user.isActive) return { ok: false, status: 403, message: STAFF_AUTH_MESSAGES.inactive };

  const needsCode =
    (await isAccountUnderAttack(db, accountKey, now)) &&
    !(await isKnownAddress(db, user.id, client.ip));
  if (needsCode) {
    const refused = await checkCode(deps, user, input.code, now);
    if (refused) {
      await recordSignInAttempt(db, {
        ...attempt,
        outcome: refused.isSent ? 'code_sent' : 'code_failed',
      });
      return { ok: false, status: 401, message: refused.message, needsCode: true };
    }
  }

  await releaseAttempt(db, keys.accountClient, keys.client);
  const staff: StaffMember = { id: user.id, email: user.email, name: user.name, role: user.role };
  const token = await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await recordAudit(
      tx,
      { ...staff, ...client, requestId: client.requestId },
      {
        action: 'staff.sign_in',
        objectType: 'staff',
        objectId: user.id,
        summary: `Вход в систему${needsCode ? ' с кодом из письма' : ''}: ${user.email}`,
      },
    );
    return createSession(tx, user.id, client, now);
  });
  return { ok: true, token, staff };
}

/**
 * The e-mailed code of a sign-in that needs one: null when it is right; otherwise why not, a
 * new code having been sent when none was typed or none is live any more.
 */
async function checkCode(
  deps: SignInDeps,
  user: { id: number; email: string; name: string },
  code: string | undefined,
  now: Date,
): Promise<{ message: string; isSent: boolean } | null> {
  if (code) {
    const checked = await checkSignInCode(deps.db, user.id, code, now);
    if (checked.kind === 'right') return null;
    if (checked.kind === 'wrong') {
      return { message: wrongCodeMessage(checked.triesLeft), isSent: false };
    }
  }
  await sendSignInCode(deps, user, now);
  return {
    message: code ? STAFF_AUTH_MESSAGES.codeExpired : STAFF_AUTH_MESSAGES.codeSent,
    isSent: true,
  };
}
