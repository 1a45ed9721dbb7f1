import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatShortDate } from './document-date';

describe('document dates', () => {
  it('writes the month in the genitive with a two-digit day', () => {
    expect(formatDocumentDate('2026-11-25')).toBe('25 ноября 2026 г.');
    expect(formatDocumentDate('2026-01-05')).toBe('05 января 2026 г.');
    expect(formatDocumentDate('2026-05-31')).toBe('31 мая 2026 г.');
    expect(formatDocumentDate('2028-02-29')).toBe('29 февраля 2028 г.');
  });

  it('writes the short form for file names', () => {
    expect(formatShortDate('2026-11-25')).toBe('25.11.2026');
    expect(formatShortDate('2026-03-08')).toBe('08.03.2026');
  });

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '25.11.2026', '2026-11-25T10:00', '']) {
      expect(() => formatDocumentDate(bad)).toThrow(RangeError);
    }
  });
});
