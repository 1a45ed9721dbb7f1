import { describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './retry-delay';

describe('retryDelaySeconds', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
  });

  it('is capped at four hours', () => {
    expect(retryDelaySeconds(20)).toBe(4 * 60 * 60);
  });

  it('spreads all attempts over several hours, not days', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++)
      total += retryDelaySeconds(attempt);
    expect(total / 3600).toBeGreaterThan(4);
    expect(total / 3600).toBeLessThan(12);
  });
});
