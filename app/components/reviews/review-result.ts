import type { ReviewSubmission } from '../../../contracts/reviews';
import type { FieldErrors } from '../../lib/zod-form';

export const REVIEW_FIELDS = ['author', 'organisation', 'text', 'rating'] as const;

/** What the reviews page's action answers: sent, or why not with the fields as typed. */
export type ReviewResult =
  | { sent: true }
  | {
      errors?: FieldErrors<ReviewSubmission>;
      message?: string;
      values: Partial<Record<(typeof REVIEW_FIELDS)[number], string>>;
    };
