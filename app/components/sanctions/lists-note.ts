import { moscowDate } from '../../../contracts/dates';
import { pluralRu, type RuForms } from '../../../contracts/plural-ru';
import type { ScreeningList } from '../../../contracts/screening';

/** What a badge says about the lists it was checked against: how many, the oldest, any stale. */
export interface ScreeningListsNote {
  count: number;
  /** ISO 8601: the oldest publication date among the lists. */
  oldestPublishedAt: string;
  anyStale: boolean;
}

/** «по 1 списку», «по 2 спискам», «по 5 спискам». */
const LIST_FORMS_DATIVE: RuForms = ['списку', 'спискам', 'спискам'];

/**
 * The note of the lists loaded, or null when none is: with no list there was nothing to check
 * against, so no badge may claim «совпадений нет».
 */
export function listsNoteOf(
  lists: Pick<ScreeningList, 'publishedAt' | 'stale'>[],
): ScreeningListsNote | null {
  const oldest = lists.map((l) => l.publishedAt).sort()[0];
  if (!oldest) return null;
  return { count: lists.length, oldestPublishedAt: oldest, anyStale: lists.some((l) => l.stale) };
}

/** A date as «27.02.2026», Moscow's calendar day as every date on the site. */
export function formatDayMonthYear(iso: string): string {
  const [year, month, day] = moscowDate(new Date(iso)).split('-');
  return `${day}.${month}.${year}`;
}

/** «Проверено по 5 спискам; самый старый от 27.02.2026», and whether any is out of date. */
export function listsNoteText(note: ScreeningListsNote): string {
  const date = formatDayMonthYear(note.oldestPublishedAt);
  const text =
    note.count === 1
      ? `Проверено по 1 списку от ${date}`
      : `Проверено по ${note.count} ${pluralRu(note.count, LIST_FORMS_DATIVE)}; самый старый от ${date}`;
  return note.anyStale ? `${text}; списки устарели` : text;
}
