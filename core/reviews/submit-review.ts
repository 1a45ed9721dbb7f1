import type { ReviewSubmission } from '../../contracts/reviews';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

/** Stores a visitor's review unpublished: staff approve it before anyone sees it. */
export async function submitReview(db: Database, review: ReviewSubmission, meta: { ip?: string }) {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, isPublished: false, ip: meta.ip ?? null })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row;
}
