import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

/**
 * Staff's «Отправить повторно» for a failed or held message: it becomes due now with a fresh
 * attempt count. Returns false when the message does not exist or is not in such a state.
 */
export async function retryMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'held'])))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
