import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, listsNoteOf, listsNoteText } from './lists-note';

const list = (publishedAt: string, stale = false) => ({ publishedAt, stale });

describe('the lists note of a sanctions badge', () => {
  it('is null with no list loaded, so no badge claims a clean result', () => {
    expect(listsNoteOf([])).toBeNull();
  });

  it('names how many lists, the oldest one’s date and whether any is out of date', () => {
    const note = listsNoteOf([
      list('2026-02-27T00:00:00.000Z'),
      list('2021-07-01T00:00:00.000Z', true),
      list('2026-09-07T00:00:00.000Z'),
      list('2026-08-05T00:00:00.000Z'),
      list('2022-06-30T00:00:00.000Z'),
    ]);
    expect(listsNoteText(note!)).toBe(
      'Проверено по 5 спискам; самый старый от 01.07.2021; списки устарели',
    );
    const fresh = listsNoteOf([list('2026-11-20T00:00:00.000Z'), list('2026-11-25T00:00:00Z')]);
    expect(listsNoteText(fresh!)).toBe('Проверено по 2 спискам; самый старый от 20.11.2026');
    expect(listsNoteText(listsNoteOf([list('2026-11-20T00:00:00.000Z')])!)).toBe(
      'Проверено по 1 списку от 20.11.2026',
    );
  });

  it('dates by Moscow’s calendar, whatever the server’s zone', () => {
    // 22:30 UTC on 31 December is already 1 January in Moscow.
    expect(formatDayMonthYear('2025-12-31T22:30:00Z')).toBe('01.01.2026');
  });
});
