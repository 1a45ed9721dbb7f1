import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('DE');
    const b = createRandom('DE');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('differs between seeds', () => {
    expect(createRandom('DE').next()).not.toBe(createRandom('DK').next());
  });

  it('keeps ints in range and picks distinct items', () => {
    const random = createRandom('x');
    for (let i = 0; i < 200; i++) {
      const n = random.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    const some = random.pickSome([1, 2, 3, 4, 5], 3);
    expect(new Set(some).size).toBe(3);
    expect(random.digits(9)).toMatch(/^[1-9]\d{8}$/);
  });
});
