import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * pending: waiting for (another) delivery attempt; sent: accepted by the SMTP server;
 * failed: gave up after the last attempt; held: no SMTP configured, kept for the staff area.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every outgoing e-mail is written here first, so none is lost when SMTP is down or absent. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where replies go, e.g. the visitor who asked a question. */
    replyTo: text('reply_to'),
    /** What the message is about ('question-staff', 'order-created', ...), for the staff area. */
    kind: text('kind').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may next try; while a worker holds the row it is the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The order or question the message is about, so staff see every e-mail sent about it. */
    orderId: integer('order_id'),
    questionId: integer('question_id'),
  },
  (t) => [
    index('outbox_order_idx').on(t.orderId),
    index('outbox_question_idx').on(t.questionId),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
