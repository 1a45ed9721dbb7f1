import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog, staffSignInCodes } from '../../../db/schema';
import type { MailOutbox } from '../../mail/mail-outbox';
import { transactionWithMail } from '../../mail/with-mail';
import { signInCodeEmail } from './sign-in-code-email';

const SIGN_IN_CODE_MINUTES = 10;
const SIGN_IN_CODE_TRIES = 5;

/** Salted, so the table alone does not give the codes away by a lookup of a million hashes. */
function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether this person has signed in from this address before (the audit log keeps every one). */
export async function isKnownAddress(db: Database, staffId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(eq(auditLog.staffId, staffId), eq(auditLog.action, 'staff.sign_in'), eq(auditLog.ip, ip)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A new six-digit code for the person, e-mailed through the outbox in the same transaction;
 * earlier codes stop working.
 */
export async function sendSignInCode(
  deps: { db: Database; mail: MailOutbox; siteName: string },
  staff: { id: number; email: string; name: string },
  now: Date,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    await tx
      .update(staffSignInCodes)
      .set({ expiresAt: now })
      .where(and(eq(staffSignInCodes.staffId, staff.id), gt(staffSignInCodes.expiresAt, now)));
    await tx.insert(staffSignInCodes).values({
      staffId: staff.id,
      codeHash: hashCode(code, randomBytes(12).toString('base64url')),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
    });
    await send({
      to: staff.email,
      kind: 'staff-sign-in-code',
      ...signInCodeEmail({ siteName: deps.siteName, name: staff.name, code }),
    });
  });
}

export type CodeCheck = { kind: 'right' } | { kind: 'wrong'; triesLeft: number } | { kind: 'none' };

/**
 * Spends one try of the person's live code before comparing (parallel tries each take one),
 * then uses the code up if it matches. 'none': no live code to try.
 */
export async function checkSignInCode(
  db: Database,
  staffId: number,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const c = staffSignInCodes;
  const live = db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.staffId, staffId),
        isNull(c.usedAt),
        gt(c.expiresAt, now),
        lt(c.tries, SIGN_IN_CODE_TRIES),
      ),
    )
    .orderBy(desc(c.id))
    .limit(1);
  const [tried] = await db
    .update(c)
    .set({ tries: sql`${c.tries} + 1` })
    .where(and(eq(c.id, sql`(${live})`), lt(c.tries, SIGN_IN_CODE_TRIES)))
    .returning({ id: c.id, codeHash: c.codeHash, tries: c.tries });
  if (!tried) return { kind: 'none' };
  if (!matches(code, tried.codeHash)) {
    return { kind: 'wrong', triesLeft: SIGN_IN_CODE_TRIES - tried.tries };
  }
  const [used] = await db
    .update(c)
    .set({ usedAt: now })
    .where(and(eq(c.id, tried.id), isNull(c.usedAt)))
    .returning({ id: c.id });
  return used ? { kind: 'right' } : { kind: 'none' };
}
