import { describe, expect, it } from 'vitest';
import { oneEditLookups, oneEditSpellings } from './one-edit';

describe('oneEditSpellings', () => {
  it('lists the spellings one deletion, swap, replacement or insertion away', () => {
    const spellings = oneEditSpellings('feiks');
    // The typo a user makes and the word the register holds, both ways round.
    expect(spellings).toContain('feniks'); // a letter added
    expect(oneEditSpellings('feniks')).toContain('feiks'); // a letter left out
    expect(oneEditSpellings('westrbook')).toContain('westbrook'); // neighbours swapped
    expect(oneEditSpellings('caterpiller')).toContain('caterpillar'); // a letter replaced
    expect(spellings).not.toContain('feiks');
    expect(spellings).not.toContain('fenix');
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it('counts about 72 spellings per letter', () => {
    // 5 deletions, 4 swaps, 5 × 35 replacements, 6 × 36 insertions, less the repeats.
    expect(oneEditSpellings('feiks').length).toBeGreaterThan(350);
    expect(oneEditSpellings('feiks').length).toBeLessThan(400);
  });

  it('lists nothing for a word that is not folded Latin', () => {
    expect(oneEditSpellings('феникс')).toEqual([]);
    expect(oneEditSpellings('')).toEqual([]);
  });
});

describe('oneEditLookups', () => {
  it('lists every spelling of a Latin word', () => {
    expect(oneEditLookups('westrbook')).toEqual({
      exact: oneEditSpellings('westrbook'),
      gaps: [],
    });
  });

  it('lists the deletions and swaps of another script, and where a letter may be missing', () => {
    const { exact, gaps } = oneEditLookups('上海恒信');
    expect(exact).toEqual(
      expect.arrayContaining(['海恒信', '上恒信', '上海信', '上海恒', '海上恒信', '上恒海信']),
    );
    expect(gaps.map(({ head, tail }) => `${head}_${tail}`)).toEqual([
      '_上海恒信',
      '上_海恒信',
      '上海_恒信',
      '上海恒_信',
      '上海恒信_',
    ]);
  });
});
