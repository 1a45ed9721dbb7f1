import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { MailMessage } from './mail-message';

/**
 * Writes a message to the outbox; delivery happens later, in the worker. With `hold` (no SMTP
 * configured) the message is kept as 'held' for the staff area instead of waiting for a worker.
 * Accepts a transaction too, so a message can be saved atomically with what it reports.
 */
export async function enqueueMail(
  db: Pick<Database, 'insert'>,
  message: MailMessage,
  options: { hold?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      kind: message.kind,
      orderId: message.orderId ?? null,
      questionId: message.questionId ?? null,
      status: options.hold ? 'held' : 'pending',
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
