import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewStatus } from '../../../contracts/staff/reviews';
import { reviews } from '../../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;

/**
 * A review's moderation state from its two columns: published; not published and never
 * decided on (awaiting); not published after a decision (hidden).
 */
export function reviewStatusOf(row: Pick<ReviewRow, 'isPublished' | 'moderatedAt'>): ReviewStatus {
  if (row.isPublished) return 'published';
  return row.moderatedAt ? 'hidden' : 'awaiting';
}

export function reviewStatusWhere(status: ReviewStatus): SQL | undefined {
  switch (status) {
    case 'published':
      return eq(reviews.isPublished, true);
    case 'awaiting':
      return and(eq(reviews.isPublished, false), isNull(reviews.moderatedAt));
    case 'hidden':
      return and(eq(reviews.isPublished, false), isNotNull(reviews.moderatedAt));
  }
}

export const reviewStatusSql = sql<ReviewStatus>`case
  when ${reviews.isPublished} then 'published'
  when ${reviews.moderatedAt} is null then 'awaiting'
  else 'hidden' end`;

/** What the audit log keeps of a review. */
export function reviewSnapshot(row: ReviewRow) {
  return {
    author: row.author,
    organisation: row.organisation,
    text: row.text,
    rating: row.rating,
    status: reviewStatusOf(row),
  };
}
