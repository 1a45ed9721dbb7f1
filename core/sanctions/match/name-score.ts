import type { NamePart, NameParts } from './name-parts';
import { partSimilarity, textSimilarity } from './part-similarity';

/**
 * What a part left without a partner costs, against a matched part's 1: a word of the query
 * the listed name lacks weighs much more than a listed word the query lacks, since a listed
 * name often carries more words than people type ('Rosneft' for 'Rosneft Oil Company').
 */
export const UNMATCHED_QUERY_WEIGHT = 0.8;
const UNMATCHED_LISTED_WEIGHT = 0.3;

/** How a name run together compares with a name split in words ('gazprombank'). */
const JOINED_FACTOR = 0.95;

export interface NameScore {
  score: number;
  /** Every kept word paired with an equal one, none left over. */
  exact: boolean;
}

/**
 * Similarities already computed, by the query word's text and the listed part (parts are
 * shared by the index's names): the candidates of a query, and the queries of a page, share
 * many words.
 */
export type SimilarityMemo = Map<string, Map<NamePart, number>>;

/**
 * Score 0..1 of a query name against a listed name, whatever the order of their words: each
 * query part is paired with the most similar listed part still free (greedy, best pairs
 * first), and parts left over lower the score by their weight.
 */
export function scoreNameParts(
  query: NameParts,
  listed: NameParts,
  memo?: SimilarityMemo,
): NameScore {
  const q = query.parts;
  const r = listed.parts;
  const pairs: { i: number; j: number; similarity: number }[] = [];
  for (let i = 0; i < q.length; i += 1) {
    let known = memo?.get(q[i]!.text);
    if (memo && !known) {
      known = new Map();
      memo.set(q[i]!.text, known);
    }
    for (let j = 0; j < r.length; j += 1) {
      let similarity = known?.get(r[j]!);
      if (similarity === undefined) {
        similarity = partSimilarity(q[i]!, r[j]!);
        known?.set(r[j]!, similarity);
      }
      if (similarity > 0) pairs.push({ i, j, similarity });
    }
  }
  pairs.sort((a, b) => b.similarity - a.similarity);
  // Flags rather than Sets: this runs for every candidate of every query of a page.
  const usedQ = new Uint8Array(q.length);
  const usedR = new Uint8Array(r.length);
  let pairedCount = 0;
  let matched = 0;
  let weight = 0;
  let allEqual = true;
  for (const { i, j, similarity } of pairs) {
    if (usedQ[i] || usedR[j]) continue;
    usedQ[i] = 1;
    usedR[j] = 1;
    pairedCount += 1;
    const w = (q[i]!.weight + r[j]!.weight) / 2;
    matched += similarity * w;
    weight += w;
    if (similarity < 1) allEqual = false;
  }
  for (let i = 0; i < q.length; i += 1)
    if (!usedQ[i]) weight += UNMATCHED_QUERY_WEIGHT * q[i]!.weight;
  for (let j = 0; j < r.length; j += 1)
    if (!usedR[j]) weight += UNMATCHED_LISTED_WEIGHT * r[j]!.weight;
  const aligned = weight ? matched / weight : 0;
  const exact = allEqual && pairedCount === q.length && pairedCount === r.length;
  // Words split or joined differently: 'Gazprom Bank' and 'GAZPROMBANK', 'Al Qaida' and 'ALQAIDA'.
  const joined =
    q.length !== r.length && query.joined.length >= 6
      ? JOINED_FACTOR * textSimilarity(query.joined, listed.joined)
      : 0;
  return { score: Math.max(aligned, joined), exact: exact || joined === JOINED_FACTOR };
}
