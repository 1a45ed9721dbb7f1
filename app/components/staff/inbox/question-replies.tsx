import { Link } from 'react-router';
import type { StaffQuestionDetail } from '../../../../contracts/staff/inbox';
import { StaffPanel, StaffTime } from '../staff-ui';
import { mailPath } from './inbox-links';
import { MailStatusBadge } from './mail-status-badge';

/** The answers sent so far, oldest first, each with the state of its e-mail. */
export function QuestionReplies({ question }: { question: StaffQuestionDetail }) {
  if (question.replies.length === 0) return null;
  return (
    <StaffPanel title="Отправленные ответы">
      <ol className="space-y-4" aria-label="Отправленные ответы">
        {question.replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-slate-200 p-4">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <span>
                {reply.author}, <StaffTime iso={reply.createdAt} />
              </span>
              {reply.mail ? (
                <>
                  <MailStatusBadge status={reply.mail.status} />
                  <Link to={mailPath(reply.mail.id)} className="text-brand-700 hover:underline">
                    Письмо № {reply.mail.id}
                  </Link>
                </>
              ) : null}
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-slate-900">{reply.text}</p>
          </li>
        ))}
      </ol>
    </StaffPanel>
  );
}
