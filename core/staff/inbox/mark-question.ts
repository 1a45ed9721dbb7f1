import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { INBOX_MESSAGES } from '../../../contracts/staff/inbox';
import type { StaffActor } from '../../../contracts/staff/roles';
import { questions } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockQuestion, questionLabel, questionSnapshot, staffLabel } from './lock-question';

/**
 * Moves a question between the two lists without sending anything: answered by phone or from
 * a mail client, or back to the unanswered ones when the visitor wrote again.
 */
export async function markQuestion(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  answered: boolean,
): Promise<void> {
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const before = await lockQuestion(tx, id);
    if (answered && before.status === 'answered') {
      throw new DomainError(409, INBOX_MESSAGES.alreadyAnswered);
    }
    if (!answered && before.status === 'new') {
      throw new DomainError(409, INBOX_MESSAGES.alreadyUnanswered);
    }
    const [after] = await tx
      .update(questions)
      .set(
        answered
          ? { status: 'answered', answeredAt: at, answeredBy: staffLabel(actor) }
          : { status: 'new', answeredAt: null, answeredBy: null },
      )
      .where(eq(questions.id, before.id))
      .returning();
    if (!after) throw new Error('question update returned nothing');
    await recordAudit(tx, actor, {
      action: answered ? 'question.mark_answered' : 'question.mark_unanswered',
      objectType: 'question',
      objectId: before.id,
      summary: `${questionLabel(before)}: ${
        answered ? 'отмечен отвеченным без письма' : 'возвращён в неотвеченные'
      }`,
      before: questionSnapshot(before),
      after: questionSnapshot(after),
    });
  });
}
