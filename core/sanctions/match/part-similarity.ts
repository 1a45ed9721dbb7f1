import type { NamePart } from './name-parts';

/** Parts this short match only when equal: 'al' is no typo of 'ali'. */
export const SHORT_PART_MAX_LENGTH = 2;

/**
 * Two parts that share a sound key (phonetic-key.ts) but are further apart in letters than the
 * edit budget: from SOUND_ALIKE_BASE for words with nothing else in common up to
 * SOUND_ALIKE_BASE + SOUND_ALIKE_RANGE. The key drops vowels, so it alone would pair 'boeing'
 * with 'bank'; transliterations it is there for ('dzhamal', 'jamal') stay close in letters too.
 */
const SOUND_ALIKE_BASE = 0.5;
const SOUND_ALIKE_RANGE = 0.35;

/** Edits a part of this length may differ by: none up to two letters, then more with length. */
export function editBudget(length: number): number {
  if (length <= SHORT_PART_MAX_LENGTH) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}

/** Two rows of the distance table, reused: names are short, and this runs for every pair. */
let previous = new Int32Array(64);
let current = new Int32Array(64);

/** Levenshtein distance, or budget + 1 as soon as it is known to exceed the budget. */
function boundedDistance(a: string, b: string, budget: number): number {
  if (Math.abs(a.length - b.length) > budget) return budget + 1;
  if (b.length + 1 > previous.length) {
    previous = new Int32Array(b.length + 1);
    current = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > budget) return budget + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** Similarity of two strings 0..1 within the edit budget of the shorter; 0 beyond it. */
export function textSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const budget = editBudget(Math.min(a.length, b.length));
  if (budget === 0) return 0;
  const distance = boundedDistance(a, b, budget);
  return distance > budget ? 0 : 1 - distance / Math.max(a.length, b.length);
}

/** Similarity of two name parts: equal, within the edit budget, or alike in sound. */
export function partSimilarity(a: NamePart, b: NamePart): number {
  const byLetters = textSimilarity(a.text, b.text);
  if (byLetters > 0 || !a.phonetic || a.phonetic !== b.phonetic || a.phonetic.length < 3)
    return byLetters;
  const longer = Math.max(a.text.length, b.text.length);
  const letters = 1 - boundedDistance(a.text, b.text, longer) / longer;
  return SOUND_ALIKE_BASE + SOUND_ALIKE_RANGE * letters;
}
