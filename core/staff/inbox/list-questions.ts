import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  QUESTIONS_PAGE_SIZE,
  type QuestionListFilter,
  type StaffQuestionPage,
} from '../../../contracts/staff/inbox';
import type { Database } from '../../../db/client';
import { questionReplies, questions } from '../../../db/schema';
import { containsPattern } from './contains-pattern';

const EXCERPT_LENGTH = 240;

/** One page of questions of a status, newest first, with the counts of both statuses. */
export async function listQuestions(
  db: Database,
  filter: QuestionListFilter,
): Promise<StaffQuestionPage> {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const matches = pattern
    ? or(
        ilike(questions.name, pattern),
        ilike(questions.email, pattern),
        ilike(questions.phone, pattern),
        ilike(questions.message, pattern),
      )
    : undefined;
  const replies = db
    .select({ questionId: questionReplies.questionId, n: count().as('n') })
    .from(questionReplies)
    .groupBy(questionReplies.questionId)
    .as('r');
  const [rows, countRows] = await Promise.all([
    db
      .select({
        id: questions.id,
        name: questions.name,
        email: questions.email,
        phone: questions.phone,
        excerpt: sql<string>`left(${questions.message}, ${EXCERPT_LENGTH})`,
        isLong: sql<boolean>`length(${questions.message}) > ${EXCERPT_LENGTH}`,
        status: questions.status,
        createdAt: questions.createdAt,
        answeredAt: questions.answeredAt,
        answeredBy: questions.answeredBy,
        hasNote: sql<boolean>`${questions.note} <> ''`,
        replies: replies.n,
      })
      .from(questions)
      .leftJoin(replies, eq(replies.questionId, questions.id))
      .where(and(eq(questions.status, filter.status), matches))
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((filter.page - 1) * QUESTIONS_PAGE_SIZE),
    db
      .select({ status: questions.status, n: count() })
      .from(questions)
      .where(matches)
      .groupBy(questions.status),
  ]);
  const counts = { new: 0, answered: 0 };
  for (const row of countRows) counts[row.status] = Number(row.n);
  return {
    questions: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      excerpt: r.isLong ? `${r.excerpt.trimEnd()}…` : r.excerpt,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      answeredBy: r.answeredBy,
      replies: Number(r.replies ?? 0),
      hasNote: Boolean(r.hasNote),
    })),
    counts,
    filter,
    pageSize: QUESTIONS_PAGE_SIZE,
  };
}
