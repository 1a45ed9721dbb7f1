import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import {
  QUESTION_REPLY_KIND,
  QuestionReplyInput,
  type MailStatus,
} from '../../../contracts/staff/inbox';
import type { StaffActor } from '../../../contracts/staff/roles';
import { questionReplies, questions } from '../../../db/schema';
import { questionReplyEmail } from '../../mail/templates/question-reply-email';
import { transactionWithMail } from '../../mail/with-mail';
import { recordAudit } from '../audit/record-audit';
import { parseInput } from '../content/parse-input';
import type { StaffDeps } from '../staff-deps';
import { lockQuestion, questionLabel, questionSnapshot, staffLabel } from './lock-question';

/**
 * E-mails staff's answer to the visitor (reply-to: the site's address) and marks the question
 * answered. The message, the answer's record and the audit entry are saved together.
 */
export async function replyToQuestion(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  rawInput: QuestionReplyInput,
): Promise<{ mailId: number; status: MailStatus }> {
  const { text } = parseInput(QuestionReplyInput, rawInput);
  const at = nowOf(deps);
  const author = staffLabel(actor);
  const { config } = deps;
  const mailId = await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const before = await lockQuestion(tx, id);
    const content = questionReplyEmail(
      {
        name: before.name,
        question: before.message,
        askedAt: before.createdAt,
        reply: text,
        staffName: actor.name,
      },
      { siteName: config.SITE_NAME, siteEmail: config.SITE_EMAIL, sitePhone: config.SITE_PHONE_1 },
    );
    const outboxId = await send({
      to: before.email,
      replyTo: config.SITE_EMAIL,
      kind: QUESTION_REPLY_KIND,
      questionId: before.id,
      ...content,
    });
    const [reply] = await tx
      .insert(questionReplies)
      .values({ questionId: before.id, author, text, outboxId, createdAt: at })
      .returning({ id: questionReplies.id });
    const [after] = await tx
      .update(questions)
      .set({ status: 'answered', answeredAt: at, answeredBy: author })
      .where(eq(questions.id, before.id))
      .returning();
    if (!after) throw new Error('question update returned nothing');
    await recordAudit(tx, actor, {
      action: 'question.reply',
      objectType: 'question',
      objectId: before.id,
      summary: `${questionLabel(before)}: ответ отправлен на ${before.email}`,
      before: questionSnapshot(before),
      after: { ...questionSnapshot(after), replyId: reply?.id, mailId: outboxId, text },
    });
    return outboxId;
  });
  return { mailId, status: deps.mail.isDeliveryConfigured ? 'pending' : 'held' };
}
