import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../contracts/staff/reviews';
import type { StaffActor } from '../../../contracts/staff/roles';
import { reviews } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockReview, reviewLabel } from './lock-review';
import { reviewSnapshot } from './review-status';

/**
 * Publishes a review (it is on /feedbacks with the next request) or hides it (gone with the
 * next request). Both record the decision, so a hidden review never returns to the queue.
 */
export async function moderateReview(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  publish: boolean,
): Promise<void> {
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const before = await lockReview(tx, id);
    if (publish && before.isPublished) throw new DomainError(409, REVIEW_MESSAGES.alreadyPublished);
    if (!publish && !before.isPublished && before.moderatedAt) {
      throw new DomainError(409, REVIEW_MESSAGES.alreadyHidden);
    }
    const [after] = await tx
      .update(reviews)
      .set(
        publish
          ? { isPublished: true, publishedAt: at, moderatedAt: at, updatedAt: at }
          : { isPublished: false, moderatedAt: at, updatedAt: at },
      )
      .where(eq(reviews.id, before.id))
      .returning();
    if (!after) throw new Error('review update returned nothing');
    await recordAudit(tx, actor, {
      action: publish ? 'review.publish' : 'review.hide',
      objectType: 'review',
      objectId: before.id,
      summary: `${reviewLabel(before)}: ${publish ? 'опубликован' : 'скрыт'}`,
      before: reviewSnapshot(before),
      after: reviewSnapshot(after),
    });
  });
}
