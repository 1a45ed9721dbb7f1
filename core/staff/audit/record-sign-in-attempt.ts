import type { RequestClient } from '../../../contracts/request-client';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';

export type SignInOutcome = 'failed' | 'locked' | 'code_sent' | 'code_failed';

const SUMMARIES: Record<SignInOutcome, string> = {
  failed: 'неверный e-mail или пароль',
  locked: 'адрес заблокирован после неудачных попыток',
  code_sent: 'пароль верный, отправлен код на почту',
  code_failed: 'пароль верный, код из письма неверный',
};

/**
 * An unsuccessful sign-in in the audit log: the e-mail typed (as the entry's e-mail, with no
 * staff member acting), the address and the outcome; never the password. The account's id is
 * the object when the e-mail is one, so the account's history shows attacks on it.
 */
export async function recordSignInAttempt(
  db: Pick<Database, 'insert'>,
  attempt: { email: string; staffId: number | null; client: RequestClient; outcome: SignInOutcome },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: null,
    staffEmail: attempt.email,
    action: `staff.sign_in_${attempt.outcome}`,
    objectType: 'staff',
    objectId: attempt.staffId === null ? '' : String(attempt.staffId),
    summary: `Вход не выполнен: ${attempt.email} — ${SUMMARIES[attempt.outcome]}`,
    ip: attempt.client.ip,
    requestId: attempt.client.requestId,
  });
}
