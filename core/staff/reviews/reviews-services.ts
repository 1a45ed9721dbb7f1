import type { StaffReviewServices } from '../../../contracts/staff/reviews';
import type { StaffDeps } from '../staff-deps';
import { createStaffReview } from './create-review';
import { listStaffReviews } from './list-reviews';
import { moderateReview } from './moderate-review';
import { updateReview } from './update-review';

/** Binds this section's operations to the staff area's dependencies. */
export function staffReviewServices(deps: StaffDeps): StaffReviewServices {
  return {
    list: (_actor, filter) => listStaffReviews(deps.db, filter),
    approve: (actor, id) => moderateReview(deps, actor, id, true),
    hide: (actor, id) => moderateReview(deps, actor, id, false),
    update: (actor, id, input) => updateReview(deps, actor, id, input),
    create: (actor, input) => createStaffReview(deps, actor, input),
  };
}
