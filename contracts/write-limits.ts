/**
 * The public writes limited per client, each counted once whichever way it comes: through its
 * /api route or through the page's form. `scope` names the counter (the API route, as the
 * counters were named before the forms shared them).
 */
export const WRITE_LIMITS = {
  order: { max: 10, timeWindow: '10 minutes', scope: 'POST /api/Order/Create' },
  question: { max: 5, timeWindow: '10 minutes', scope: 'POST /api/FeedBack/Question' },
  review: { max: 5, timeWindow: '1 hour', scope: 'POST /api/Review/Create' },
} as const;

export type WriteLimitName = keyof typeof WRITE_LIMITS;
