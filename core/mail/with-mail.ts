import type { Database } from '../../db/client';
import type { MailMessage } from './mail-message';
import type { MailOutbox } from './mail-outbox';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type SendMail = (message: MailMessage) => Promise<number>;

/**
 * The one path of e-mail: messages are written to the outbox inside the caller's transaction
 * (saved with the change they report, or not at all), and the worker is woken after commit.
 */
export async function transactionWithMail<T>(
  db: Database,
  mail: MailOutbox,
  work: (tx: Transaction, send: SendMail) => Promise<T>,
): Promise<T> {
  let queued = 0;
  const result = await db.transaction((tx) =>
    work(tx, (message) => {
      queued += 1;
      return mail.enqueue(message, tx);
    }),
  );
  if (queued) mail.notify();
  return result;
}
