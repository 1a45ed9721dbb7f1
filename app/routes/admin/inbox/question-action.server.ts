import { data } from 'react-router';
import {
  INBOX_MESSAGES,
  QuestionNoteInput,
  QuestionReplyInput,
  type StaffInboxServices,
} from '../../../../contracts/staff/inbox';
import type { StaffActor } from '../../../../contracts/staff/roles';
import {
  QUESTION_INTENTS,
  type InboxActionData,
  type QuestionIntent,
} from '../../../components/staff/inbox/inbox-action-data';
import { tryDomain } from '../../../lib/domain-result.server';
import { validateForm } from '../../../lib/zod-form';

const answer = (result: InboxActionData, status = 200) =>
  status === 200 ? result : data(result, { status });

/** The forms of a question's page: answer, note, and moving it between the lists. */
export async function questionAction(
  inbox: StaffInboxServices,
  actor: StaffActor,
  id: number,
  fields: Record<string, string>,
) {
  const intent: QuestionIntent | null = QUESTION_INTENTS.find((i) => i === fields.intent) ?? null;
  const run = async (
    work: () => Promise<string>,
    values?: Record<string, string>,
  ): Promise<InboxActionData | ReturnType<typeof data<InboxActionData>>> => {
    const result = await tryDomain(work);
    return result.ok
      ? answer({ intent, ok: true, message: result.value })
      : answer({ intent, ok: false, message: result.message, values }, result.status);
  };

  switch (intent) {
    case 'reply': {
      const values = { text: fields.text ?? '' };
      const checked = validateForm(QuestionReplyInput, values);
      if (!checked.data) {
        return answer({ intent, ok: false, message: null, errors: checked.errors, values }, 400);
      }
      const input = checked.data;
      return run(async () => {
        const sent = await inbox.reply(actor, id, input);
        return sent.status === 'held' ? INBOX_MESSAGES.replyHeld : INBOX_MESSAGES.replySent;
      }, values);
    }
    case 'note': {
      const values = { note: fields.note ?? '' };
      const checked = validateForm(QuestionNoteInput, values);
      if (!checked.data) {
        return answer({ intent, ok: false, message: null, errors: checked.errors, values }, 400);
      }
      const input = checked.data;
      return run(
        async () =>
          (await inbox.saveNote(actor, id, input)).changed
            ? INBOX_MESSAGES.noteSaved
            : INBOX_MESSAGES.noteUnchanged,
        values,
      );
    }
    case 'answered':
      return run(async () => {
        await inbox.markAnswered(actor, id);
        return INBOX_MESSAGES.markedAnswered;
      });
    case 'unanswered':
      return run(async () => {
        await inbox.markUnanswered(actor, id);
        return INBOX_MESSAGES.markedUnanswered;
      });
    default:
      return answer({ intent: null, ok: false, message: INBOX_MESSAGES.unknownIntent }, 400);
  }
}
