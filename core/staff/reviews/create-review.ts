import { nowOf } from '../../clock';
import { StaffReviewCreate } from '../../../contracts/staff/reviews';
import type { StaffActor } from '../../../contracts/staff/roles';
import { reviews } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { parseInput } from '../content/parse-input';
import type { StaffDeps } from '../staff-deps';
import { reviewLabel } from './lock-review';
import { reviewSnapshot } from './review-status';

/**
 * A review staff add by hand (one sent by letter, say), marked as theirs: published at once,
 * or a draft waiting in the queue like a visitor's.
 */
export async function createStaffReview(
  deps: StaffDeps,
  actor: StaffActor,
  input: StaffReviewCreate,
): Promise<{ id: number }> {
  const { publish, ...review } = parseInput(StaffReviewCreate, input);
  const at = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        ...review,
        source: 'staff',
        isPublished: publish,
        publishedAt: publish ? at : null,
        moderatedAt: publish ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('review insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'review.create',
      objectType: 'review',
      objectId: row.id,
      summary: `${reviewLabel(row)}: добавлен сотрудником${publish ? ' и опубликован' : ' как черновик'}`,
      after: reviewSnapshot(row),
    });
    return { id: row.id };
  });
}
