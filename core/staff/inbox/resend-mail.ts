import { eq } from 'drizzle-orm';
import { INBOX_MESSAGES, mailKindLabel } from '../../../contracts/staff/inbox';
import type { StaffActor } from '../../../contracts/staff/roles';
import { outbox } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { retryMail } from '../../mail/retry-mail';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';

/**
 * «Отправить повторно»: a failed or held message is due now with a fresh attempt count and the
 * worker is woken. Without SMTP there is nothing to send it through, so it stays held — the
 * answer says so rather than pretending it went out.
 */
export async function resendMail(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
): Promise<{ status: 'pending' | 'held' }> {
  const hold = !deps.mail.isDeliveryConfigured;
  const status = hold ? 'held' : 'pending';
  await deps.db.transaction(async (tx) => {
    const [before] =
      Number.isSafeInteger(id) && id > 0
        ? await tx.select().from(outbox).where(eq(outbox.id, id)).for('update')
        : [];
    if (!before) throw new DomainError(404, INBOX_MESSAGES.mailNotFound);
    if (before.status === 'sent') throw new DomainError(409, INBOX_MESSAGES.resendSent);
    if (before.status === 'pending') throw new DomainError(409, INBOX_MESSAGES.resendPending);
    if (!(await retryMail(tx, before.id, { hold }))) throw new Error('mail retry updated nothing');
    await recordAudit(tx, actor, {
      action: 'mail.resend',
      objectType: 'mail',
      objectId: before.id,
      summary: `Письмо № ${before.id} (${mailKindLabel(before.kind)}) на ${before.to}: ${
        hold
          ? 'повторная отправка, но SMTP не настроен — осталось в исходящих'
          : 'отправлено повторно'
      }`,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status, attempts: 0, lastError: null },
    });
  });
  if (!hold) deps.mail.notify();
  return { status };
}
