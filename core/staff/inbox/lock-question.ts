import { eq } from 'drizzle-orm';
import { INBOX_MESSAGES } from '../../../contracts/staff/inbox';
import type { StaffActor } from '../../../contracts/staff/roles';
import { questions } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { Transaction } from '../../mail/with-mail';

export type QuestionRow = typeof questions.$inferSelect;

/** A question locked for the change, so two colleagues answering at once act one after another. */
export async function lockQuestion(tx: Transaction, id: number): Promise<QuestionRow> {
  const [row] =
    Number.isSafeInteger(id) && id > 0
      ? await tx.select().from(questions).where(eq(questions.id, id)).for('update')
      : [];
  if (!row) throw new DomainError(404, INBOX_MESSAGES.questionNotFound);
  return row;
}

/** «Вопрос № 12 (Анна Петрова)» for the audit log. */
export function questionLabel(row: Pick<QuestionRow, 'id' | 'name'>): string {
  return `Вопрос № ${row.id} (${row.name})`;
}

/** How an answer and an audit entry name the staff member. */
export function staffLabel(actor: StaffActor): string {
  return `${actor.name} <${actor.email}>`;
}

/** What the audit log keeps of a question's state. */
export function questionSnapshot(row: QuestionRow) {
  return {
    status: row.status,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}
