import type { StaffInboxServices } from '../../../contracts/staff/inbox';
import type { StaffDeps } from '../staff-deps';
import { getMail } from './get-mail';
import { getQuestion } from './get-question';
import { listMail } from './list-mail';
import { listQuestions } from './list-questions';
import { markQuestion } from './mark-question';
import { replyToQuestion } from './reply-to-question';
import { resendMail } from './resend-mail';
import { saveQuestionNote } from './save-question-note';

/** Binds this section's operations to the staff area's dependencies. */
export function staffInboxServices(deps: StaffDeps): StaffInboxServices {
  return {
    listQuestions: (_actor, filter) => listQuestions(deps.db, filter),
    getQuestion: (_actor, id) => getQuestion(deps, id),
    reply: (actor, id, input) => replyToQuestion(deps, actor, id, input),
    saveNote: (actor, id, input) => saveQuestionNote(deps, actor, id, input),
    markAnswered: (actor, id) => markQuestion(deps, actor, id, true),
    markUnanswered: (actor, id) => markQuestion(deps, actor, id, false),
    listMail: (_actor, filter) => listMail(deps, filter),
    getMail: (_actor, id) => getMail(deps, id),
    resendMail: (actor, id) => resendMail(deps, actor, id),
  };
}
