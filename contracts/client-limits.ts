/**
 * What one client may do per time window, each counted once whichever way it comes: through its
 * /api route or through the page (a form's action, a country page searched on the server).
 * `scope` names the counter (the API route's, as the counters were named before pages shared
 * them; a shared store keeps them under these names).
 */
export const CLIENT_LIMITS = {
  order: { max: 10, timeWindow: '10 minutes', scope: 'POST /api/Order/Create' },
  question: { max: 5, timeWindow: '10 minutes', scope: 'POST /api/FeedBack/Question' },
  review: { max: 5, timeWindow: '1 hour', scope: 'POST /api/Review/Create' },
  // Enough for a person, too few to page through a register.
  search: { max: 30, timeWindow: '1 minute', scope: 'find-company' },
  // A sanctions check (the API, the check page, the no-match form): as many as searches.
  screening: { max: 30, timeWindow: '1 minute', scope: 'sanctions-check' },
  // Certificates are written to the database and rendered to PDF: fewer.
  certificate: { max: 10, timeWindow: '10 minutes', scope: 'sanctions-certificate' },
  // Invoices and acts of orders: a customer downloads a few; a paper's first download is
  // rendered (half a second of a core), so a client asking for many would crowd out others.
  paper: { max: 20, timeWindow: '10 minutes', scope: 'order-paper' },
  // «Скачать образец» without JavaScript (GET /sample-report), as POST GetSampleReport allows.
  sample: { max: 30, timeWindow: '1 minute', scope: 'sample-report' },
} as const;

export type ClientLimitName = keyof typeof CLIENT_LIMITS;
