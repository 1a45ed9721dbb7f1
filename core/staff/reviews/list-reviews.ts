import { asc, count, desc, type SQL } from 'drizzle-orm';
import {
  REVIEW_STATUSES,
  STAFF_REVIEWS_PAGE_SIZE,
  type ReviewListFilter,
  type ReviewStatus,
  type StaffReviewPage,
} from '../../../contracts/staff/reviews';
import type { Database } from '../../../db/client';
import { reviews } from '../../../db/schema';
import { reviewStatusOf, reviewStatusSql, reviewStatusWhere } from './review-status';

/** Awaiting reviews oldest first (a queue); published as the site shows them; hidden latest first. */
const ORDER: Record<ReviewStatus, SQL[]> = {
  awaiting: [asc(reviews.createdAt), asc(reviews.id)],
  published: [desc(reviews.createdAt), desc(reviews.id)],
  hidden: [desc(reviews.moderatedAt), desc(reviews.id)],
};

export async function listStaffReviews(
  db: Database,
  filter: ReviewListFilter,
): Promise<StaffReviewPage> {
  const { status, page } = filter;
  const [rows, countRows] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(reviewStatusWhere(status))
      .orderBy(...ORDER[status])
      .limit(STAFF_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * STAFF_REVIEWS_PAGE_SIZE),
    db.select({ status: reviewStatusSql, n: count() }).from(reviews).groupBy(reviewStatusSql),
  ]);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<
    ReviewStatus,
    number
  >;
  for (const row of countRows) counts[row.status] = Number(row.n);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      author: r.author,
      organisation: r.organisation,
      text: r.text,
      rating: r.rating,
      status: reviewStatusOf(r),
      source: r.source,
      isDemo: r.isDemo,
      createdAt: r.createdAt.toISOString(),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      moderatedAt: r.moderatedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    })),
    counts,
    status,
    page,
    pageSize: STAFF_REVIEWS_PAGE_SIZE,
  };
}
