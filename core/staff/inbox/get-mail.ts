import { eq } from 'drizzle-orm';
import type { StaffMailMessage } from '../../../contracts/staff/inbox';
import { orders, outbox, questions } from '../../../db/schema';
import { revealPrivateLinks } from '../../mail/private-links';
import type { StaffDeps } from '../staff-deps';
import { toMailSummary } from './mail-summary';
import { maskSignInLinks } from './mask-sign-in-links';

/**
 * One message of the outbox with both of its versions and what it is about, its private links
 * rebuilt as the customer received them (staff follow them to check what was sent), but for a
 * «Мои заказы» sign-in link, which no staff member sees.
 */
export async function getMail(
  deps: Pick<StaffDeps, 'db' | 'mail' | 'config'>,
  id: number,
): Promise<StaffMailMessage | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await deps.db
    .select({
      mail: outbox,
      orderNumber: orders.number,
      questionId: questions.id,
      questionName: questions.name,
    })
    .from(outbox)
    .leftJoin(orders, eq(orders.id, outbox.orderId))
    .leftJoin(questions, eq(questions.id, outbox.questionId))
    .where(eq(outbox.id, id));
  if (!row) return null;
  const { mail } = row;
  const [revealedText, revealedHtml] = await revealPrivateLinks(deps.db, deps.config, [
    mail.text,
    mail.html,
  ]);
  return {
    ...toMailSummary(mail),
    replyTo: mail.replyTo,
    lastError: mail.lastError,
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    text: maskSignInLinks(revealedText),
    html: revealedHtml === null ? null : maskSignInLinks(revealedHtml),
    order: row.orderNumber ? { number: row.orderNumber } : null,
    question:
      row.questionId !== null && row.questionName !== null
        ? { id: row.questionId, name: row.questionName }
        : null,
    isDeliveryConfigured: deps.mail.isDeliveryConfigured,
  };
}
