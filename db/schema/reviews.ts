import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Reviews of the service (spec: "company reviews" on /feedbacks); published only by staff. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    author: text('author').notNull(),
    organisation: text('organisation').notNull().default(''),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ip: text('ip'),
    /** Set when staff decided on the review: unpublished and moderated means hidden. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** 'visitor' for the public form, 'staff' for a review added by hand. */
    source: text('source', { enum: ['visitor', 'staff'] })
      .notNull()
      .default('visitor'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_published_idx').on(t.isPublished, t.createdAt)],
);
