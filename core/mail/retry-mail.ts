import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

/**
 * Staff's «Отправить повторно» for a failed or held message: it becomes due now with a fresh
 * attempt count. Returns false when the message does not exist or is not in such a state.
 * With `hold` (no SMTP configured) it goes straight back to 'held', where the worker would put
 * it anyway. Accepts a transaction, so the audit entry is saved with the change.
 */
export async function retryMail(
  db: Pick<Database, 'update'>,
  id: number,
  options: { hold?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: options.hold ? 'held' : 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: sql`now()`,
    })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'held'])))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
