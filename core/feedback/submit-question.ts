import { FeedbackQuestion, type FeedbackClientInfo } from '../../contracts/feedback';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { questionStaffEmail } from '../mail/templates/question-staff-email';
import { transactionWithMail } from '../mail/with-mail';

export interface SubmitQuestionDeps {
  db: Database;
  mail: MailOutbox;
  /** Where staff notifications go. */
  staffEmail: string;
  siteName: string;
}

const MAX_USER_AGENT = 500;
const MAX_IP = 64;

/**
 * Saves a contact-form question and, in the same transaction, the staff notification in the
 * outbox: either both are kept or neither. Delivery comes later, so a failing mail server
 * never loses the question.
 */
export async function submitQuestion(
  deps: SubmitQuestionDeps,
  input: FeedbackQuestion,
  client: FeedbackClientInfo = {},
): Promise<{ id: number }> {
  // Callers other than the API route (a site action) get the same rules.
  const question = FeedbackQuestion.parse(input);
  const id = await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [row] = await tx
      .insert(questions)
      .values({
        ...question,
        ip: client.ip?.slice(0, MAX_IP) ?? null,
        userAgent: client.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      })
      .returning({ id: questions.id, createdAt: questions.createdAt });
    if (!row) throw new Error('question insert returned no row');
    const content = questionStaffEmail({ ...question, ...row }, deps.siteName);
    await send({
      to: deps.staffEmail,
      replyTo: question.email,
      kind: 'question-staff',
      questionId: row.id,
      ...content,
    });
    return row.id;
  });
  return { id };
}
