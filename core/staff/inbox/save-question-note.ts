import { eq } from 'drizzle-orm';
import { QuestionNoteInput } from '../../../contracts/staff/inbox';
import type { StaffActor } from '../../../contracts/staff/roles';
import { questions } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { parseInput } from '../content/parse-input';
import type { StaffDeps } from '../staff-deps';
import { lockQuestion, questionLabel } from './lock-question';

/** Staff's own note on a question; the visitor never sees it. An empty note clears it. */
export async function saveQuestionNote(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  rawInput: QuestionNoteInput,
): Promise<{ changed: boolean }> {
  const { note } = parseInput(QuestionNoteInput, rawInput);
  return deps.db.transaction(async (tx) => {
    const before = await lockQuestion(tx, id);
    if (before.note === note) return { changed: false };
    await tx.update(questions).set({ note }).where(eq(questions.id, before.id));
    await recordAudit(tx, actor, {
      action: 'question.note',
      objectType: 'question',
      objectId: before.id,
      summary: `${questionLabel(before)}: ${note ? 'заметка сохранена' : 'заметка удалена'}`,
      before: { note: before.note },
      after: { note },
    });
    return { changed: true };
  });
}
