import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('questions_status_created_idx').on(t.status, t.createdAt)],
);
