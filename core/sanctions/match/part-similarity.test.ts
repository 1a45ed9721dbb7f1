import { describe, expect, it } from 'vitest';
import { namePartsOf } from './name-parts';
import { editBudget, partSimilarity } from './part-similarity';

const part = (text: string) => namePartsOf(text).parts[0]!;

describe('partSimilarity', () => {
  it('never matches parts of one or two letters fuzzily', () => {
    expect(partSimilarity(part('ab'), part('ac'))).toBe(0);
    expect(partSimilarity(part('a'), part('b'))).toBe(0);
    expect(partSimilarity(part('ab'), part('ab'))).toBe(1);
    expect(partSimilarity(part('abc'), part('abd'))).toBeGreaterThan(0);
  });

  it('lets the edit budget grow with the length of the part', () => {
    expect([2, 3, 5, 6, 10, 11].map(editBudget)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(partSimilarity(part('hizbollah'), part('hizballah'))).toBeGreaterThan(0.85);
    expect(partSimilarity(part('mahan'), part('mohsen'))).toBe(0);
  });

  it('scores words alike only in sound by their letters too', () => {
    const transliterated = partSimilarity(part('dzhamal'), part('jamal'));
    expect(transliterated).toBeGreaterThan(0.6);
    expect(partSimilarity(part('boeing'), part('bank'))).toBeLessThan(transliterated);
  });
});
