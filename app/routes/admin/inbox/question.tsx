import { data, Link } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { INBOX_MESSAGES } from '../../../../contracts/staff/inbox';
import { hasRole } from '../../../../contracts/staff/roles';
import type { InboxActionData } from '../../../components/staff/inbox/inbox-action-data';
import { listLink, QUESTIONS_PATH } from '../../../components/staff/inbox/inbox-links';
import { MailListPanel } from '../../../components/staff/inbox/mail-list-panel';
import { QuestionFacts } from '../../../components/staff/inbox/question-facts';
import { QuestionNoteForm } from '../../../components/staff/inbox/question-note-form';
import { QuestionReplies } from '../../../components/staff/inbox/question-replies';
import { QuestionReplyForm } from '../../../components/staff/inbox/question-reply-form';
import { QuestionState } from '../../../components/staff/inbox/question-state';
import { StaffNotice, StaffPageHeader } from '../../../components/staff/staff-ui';
import { formFields, requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import { questionAction } from './question-action.server';
import type { Route } from './+types/question';
import { idParam } from '../../../../contracts/ids';

/** `/admin1515/questions/{id}`: the question, the answers sent, the note, and the reply form. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const question = await context.services.staff.inbox.getQuestion(actor, idParam(params.id));
  if (!question) throw data({ message: INBOX_MESSAGES.questionNotFound }, { status: 404 });
  return { question, canSeeAudit: hasRole(actor, 'admin') };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return questionAction(
    context.services.staff.inbox,
    actor,
    idParam(params.id),
    await formFields(request),
  );
}

export const meta = ({ params }: Route.MetaArgs) => staffMeta(`Вопрос № ${params.id}`);

export default function Question({ loaderData, actionData }: Route.ComponentProps) {
  const { question, canSeeAudit } = loaderData;
  const result = actionData as InboxActionData | undefined;
  // The note form shows its own outcome beside the field.
  const notice = result?.message && result.intent !== 'note' ? result : undefined;
  return (
    <>
      <StaffPageHeader
        title={`Вопрос № ${question.id}`}
        back={{
          to: listLink(QUESTIONS_PATH, { status: question.status }),
          label: question.status === 'new' ? 'Вопросы без ответа' : 'Отвеченные вопросы',
        }}
        actions={
          canSeeAudit ? (
            <Link
              to={listLink(`${STAFF_AREA_PATH}/audit`, {
                objectType: 'question',
                objectId: question.id,
              })}
              className="inline-flex min-h-10 items-center text-sm text-brand-600 hover:underline"
            >
              История действий
            </Link>
          ) : null
        }
      >
        {question.name} · {question.email}
      </StaffPageHeader>
      {notice ? (
        <StaffNotice kind={notice.ok ? 'success' : 'error'}>{notice.message}</StaffNotice>
      ) : null}
      <QuestionState question={question} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <QuestionFacts question={question} />
          <QuestionReplies question={question} />
          <QuestionReplyForm question={question} result={result} />
        </div>
        <div className="min-w-0 space-y-6">
          <QuestionNoteForm question={question} result={result} />
          <MailListPanel title="Письма по вопросу" mail={question.mail} />
        </div>
      </div>
    </>
  );
}
