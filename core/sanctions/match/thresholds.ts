/**
 * Where a score becomes `possible` and `match`. Calibrated on the development half of the
 * evaluation set (npm run eval:sanctions, tests/eval/sanctions/README.md says why these).
 */
export const MATCH_THRESHOLD = 0.85;
export const POSSIBLE_THRESHOLD = 0.7;

/** Matches an answer lists at most, best first. */
export const MAX_MATCHES = 10;

/** Score of a registration, tax, LEI, IMO or SWIFT number equal to a listed one: a match alone. */
export const IDENTIFIER_SCORE = 1;

/** How much a weak alias and a low-quality alias count against a strong name. */
export const QUALITY_FACTOR = { strong: 1, weak: 0.85, low: 0.8 } as const;

/** The country as a modifier: a listed country other than the company's lowers the score. */
export const COUNTRY_MATCH_BONUS = 0.03;
export const COUNTRY_MISMATCH_PENALTY = 0.2;

/**
 * A name of this many letters or fewer (kept words run together: 'GIA', 'KIA') is an acronym
 * many organisations share: alone it makes a possible match at most.
 */
export const SHORT_NAME_MAX_LETTERS = 3;
export const SHORT_NAME_CAP = 0.8;
