import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { StaffReviewEdit } from '../../../contracts/staff/reviews';
import type { StaffActor } from '../../../contracts/staff/roles';
import { reviews } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { parseInput } from '../content/parse-input';
import type { StaffDeps } from '../staff-deps';
import { lockReview, reviewLabel } from './lock-review';
import { reviewSnapshot } from './review-status';

const FIELD_NAMES = {
  author: 'автор',
  organisation: 'организация',
  text: 'текст',
  rating: 'оценка',
} as const;

/** Corrects a review's typos; its state (published or not) stays as it is. */
export async function updateReview(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  input: StaffReviewEdit,
): Promise<{ changed: boolean }> {
  const data = parseInput(StaffReviewEdit, input);
  const at = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const before = await lockReview(tx, id);
    const changed = (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[]).filter(
      (key) => before[key] !== data[key],
    );
    if (changed.length === 0) return { changed: false };
    const [after] = await tx
      .update(reviews)
      .set({ ...data, updatedAt: at })
      .where(eq(reviews.id, before.id))
      .returning();
    if (!after) throw new Error('review update returned nothing');
    await recordAudit(tx, actor, {
      action: 'review.update',
      objectType: 'review',
      objectId: before.id,
      summary: `${reviewLabel(before)}: исправлено — ${changed.map((k) => FIELD_NAMES[k]).join(', ')}`,
      before: reviewSnapshot(before),
      after: reviewSnapshot(after),
    });
    return { changed: true };
  });
}
