import { and, avg, count, desc, eq } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, type GetCompanyReviewsResponse } from '../../contracts/reviews';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

/** Published reviews, newest first, a page at a time. */
export async function listPublishedReviews(
  db: Database,
  page = 1,
): Promise<GetCompanyReviewsResponse> {
  const published = and(eq(reviews.isPublished, true));
  const [rows, [stats]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        author: reviews.author,
        organisation: reviews.organisation,
        text: reviews.text,
        rating: reviews.rating,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ total: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(published),
  ]);
  return {
    companyReview: rows.map(({ createdAt, ...row }) => ({ ...row, date: createdAt.toISOString() })),
    total: stats?.total ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    averageRating: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : null,
  };
}
