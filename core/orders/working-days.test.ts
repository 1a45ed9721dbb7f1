import { describe, expect, it } from 'vitest';
import { addWorkingDays, expectedReadyDate, moscowDate } from './working-days';

describe('addWorkingDays', () => {
  // 2026-11-23 is a Monday.
  it('counts weekdays only', () => {
    expect(addWorkingDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addWorkingDays('2026-11-23', 4)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 10)).toBe('2026-12-07');
  });

  it('skips the weekend after a Friday order', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02');
  });

  it('starts counting on Monday for a weekend order', () => {
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-29', 2)).toBe('2026-12-01');
  });

  it('moves a zero-day term off the weekend', () => {
    expect(addWorkingDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-04');
  });
});

describe('expectedReadyDate', () => {
  it('uses the Moscow calendar day', () => {
    // 22:30 UTC on Friday is already Saturday in Moscow.
    const late = new Date('2026-11-27T22:30:00Z');
    expect(moscowDate(late)).toBe('2026-11-28');
    expect(expectedReadyDate(late, 1)).toBe('2026-11-30');
  });
});
