import { asc, desc, eq } from 'drizzle-orm';
import type { StaffQuestionDetail } from '../../../contracts/staff/inbox';
import type { Database } from '../../../db/client';
import { outbox, questionReplies, questions } from '../../../db/schema';
import type { StaffDeps } from '../staff-deps';
import { mailSummaryColumns, toMailSummary } from './mail-summary';

/** A question with its note, the answers sent (oldest first) and every e-mail about it. */
export async function getQuestion(
  deps: Pick<StaffDeps, 'db' | 'config' | 'mail'>,
  id: number,
): Promise<StaffQuestionDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db: Database = deps.db;
  const [question] = await db.select().from(questions).where(eq(questions.id, id));
  if (!question) return null;
  const [replies, mail] = await Promise.all([
    db
      .select({
        id: questionReplies.id,
        author: questionReplies.author,
        text: questionReplies.text,
        createdAt: questionReplies.createdAt,
        mailId: outbox.id,
        mailStatus: outbox.status,
        sentAt: outbox.sentAt,
      })
      .from(questionReplies)
      .leftJoin(outbox, eq(outbox.id, questionReplies.outboxId))
      .where(eq(questionReplies.questionId, id))
      .orderBy(asc(questionReplies.createdAt), asc(questionReplies.id)),
    db
      .select(mailSummaryColumns)
      .from(outbox)
      .where(eq(outbox.questionId, id))
      .orderBy(desc(outbox.createdAt), desc(outbox.id)),
  ]);
  return {
    id: question.id,
    name: question.name,
    email: question.email,
    phone: question.phone,
    message: question.message,
    status: question.status,
    createdAt: question.createdAt.toISOString(),
    answeredAt: question.answeredAt?.toISOString() ?? null,
    answeredBy: question.answeredBy,
    note: question.note,
    ip: question.ip,
    userAgent: question.userAgent,
    replies: replies.map((r) => ({
      id: r.id,
      author: r.author,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      mail:
        r.mailId !== null && r.mailStatus !== null
          ? { id: r.mailId, status: r.mailStatus, sentAt: r.sentAt?.toISOString() ?? null }
          : null,
    })),
    mail: mail.map(toMailSummary),
    replyTo: deps.config.SITE_EMAIL,
    isDeliveryConfigured: deps.mail.isDeliveryConfigured,
  };
}
