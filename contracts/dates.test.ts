import { describe, expect, it } from 'vitest';
import { formatDate, moscowDate } from './dates';

describe('formatDate', () => {
  it('writes a calendar date as it is', () => {
    expect(formatDate('2026-03-12')).toBe('12 марта 2026 г.');
    expect(formatDate('2026-12-31')).toBe('31 декабря 2026 г.');
  });

  // Issue 27: an order placed at 01:30 in Moscow was dated the day before, UTC's date.
  it('dates an instant by the Moscow calendar', () => {
    expect(formatDate('2026-03-11T22:30:00.000Z')).toBe('12 марта 2026 г.');
    expect(formatDate(new Date('2026-12-31T21:00:00Z'))).toBe('1 января 2027 г.');
    expect(formatDate('2026-03-12T20:59:59.000Z')).toBe('12 марта 2026 г.');
  });
});

describe('moscowDate', () => {
  it('is the Moscow calendar day of an instant', () => {
    expect(moscowDate(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-28');
    expect(moscowDate(new Date('2026-11-27T20:59:00Z'))).toBe('2026-11-27');
  });
});
