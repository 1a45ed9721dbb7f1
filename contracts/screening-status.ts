/**
 * The screening statuses and their words, apart from contracts/screening.ts: that module's zod
 * schemas would ride into the browser with any badge that imports from it.
 */
export const SCREENING_STATUSES = ['clear', 'possible', 'match'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** What the badge and the check page say for each status. */
export const SCREENING_STATUS_TEXT: Record<ScreeningStatus, string> = {
  clear: 'Санкционные списки: совпадений нет',
  possible: 'Возможное совпадение',
  match: 'В санкционном списке',
};
