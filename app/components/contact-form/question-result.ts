import type { FeedbackQuestion } from '../../../contracts/feedback';
import type { FieldErrors } from '../../lib/zod-form';

export const QUESTION_FIELDS = ['name', 'phone', 'email', 'message'] as const;

/**
 * What the home page's action answers: the thank-you text (it comes from the server, so the
 * form need not load the schema's module to show it), or why not with the fields as typed.
 */
export type QuestionResult =
  | { thanks: string }
  | {
      errors?: FieldErrors<FeedbackQuestion>;
      message?: string;
      values: Partial<Record<(typeof QUESTION_FIELDS)[number], string>>;
    };
