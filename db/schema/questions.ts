import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const QUESTION_STATUSES = ['new', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Questions sent through the contact form of the home page, answered by staff. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: QUESTION_STATUSES }).notNull().default('new'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's own note on the question, never sent. */
    note: text('note').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [index('questions_status_created_idx').on(t.status, t.createdAt)],
);

/** Answers staff sent to a question by e-mail (the message itself is in the outbox). */
export const questionReplies = pgTable(
  'question_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_replies_question_idx').on(t.questionId, t.createdAt)],
);
