export const REVIEW_INTENTS = ['approve', 'hide', 'update', 'create'] as const;
type ReviewIntent = (typeof REVIEW_INTENTS)[number];

/** What the reviews page's action answers; the card (or the new-review form) shows it. */
export interface ReviewActionData {
  intent: ReviewIntent | null;
  id?: number;
  ok: boolean;
  message: string | null;
  errors?: Record<string, string>;
  /** The fields as typed, so a refused form keeps them. */
  values?: Record<string, string>;
}
