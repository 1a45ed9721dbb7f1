import type { SanctionsEntryKind } from '../../../contracts/sanctions-entry';
import type { SanctionsListCode } from '../../../contracts/sanctions-lists';
import { countryNameRu, identifierReason, nameReason } from './match-reasons';
import { queryIdentifierKeys } from './identifier-keys';
import type { SimilarityMemo } from './name-score';
import { scoreNameParts } from './name-score';
import { screeningQueryForms, type QueryForm } from './query-forms';
import { candidateNames, type IdentifierHit, type ScreeningIndex } from './screening-index';
import {
  COUNTRY_MATCH_BONUS,
  COUNTRY_MISMATCH_PENALTY,
  IDENTIFIER_SCORE,
  MATCH_THRESHOLD,
  MAX_MATCHES,
  POSSIBLE_THRESHOLD,
  QUALITY_FACTOR,
  SHORT_NAME_CAP,
  SHORT_NAME_MAX_LETTERS,
} from './thresholds';

export interface ScreeningQuery {
  /** ISO 3166-1 alpha-2 of the company's country, if known. */
  countryCode?: string;
  name: string;
  regCode?: string;
  vatCode?: string;
}

export type ScreeningStatus = 'clear' | 'possible' | 'match';

export interface ScreeningMatch {
  list: SanctionsListCode;
  /** The list's own id of the entry. */
  entryId: string;
  /** The entry's primary name. */
  name: string;
  /** The listed name or alias that matched (the primary name when a number did). */
  matchedName: string;
  /** 0..1, rounded to three decimals. */
  score: number;
  programs: string[];
  kind: SanctionsEntryKind;
  /** Why, in Russian. */
  reasons: string[];
}

export interface ScreeningResult {
  status: ScreeningStatus;
  matches: ScreeningMatch[];
}

export function statusOf(score: number): ScreeningStatus {
  if (score >= MATCH_THRESHOLD) return 'match';
  if (score >= POSSIBLE_THRESHOLD) return 'possible';
  return 'clear';
}

interface NameHit {
  score: number;
  name: number;
  form: QueryForm;
  exact: boolean;
  similarity: number;
}

/** The best name of each entry against the query's forms, weak aliases counting less. */
function nameHits(
  index: ScreeningIndex,
  forms: QueryForm[],
  memo: SimilarityMemo,
  floor: number,
): Map<number, NameHit> {
  const best = new Map<number, NameHit>();
  if (!forms.length) return best;
  // Country and quality only lower a name's score, but for the small bonus of a country.
  for (const id of candidateNames(index, forms, floor - COUNTRY_MATCH_BONUS)) {
    const name = index.names[id]!;
    for (const form of forms) {
      const listed = form.latin ? name.latin : name.own;
      if (!listed) continue;
      const { score: similarity, exact } = scoreNameParts(form.parts, listed, memo);
      const short = form.parts.joined.length <= SHORT_NAME_MAX_LETTERS;
      const score = Math.min(short ? SHORT_NAME_CAP : 1, similarity * QUALITY_FACTOR[name.quality]);
      const seen = best.get(name.entry);
      if (!seen || score > seen.score)
        best.set(name.entry, { score, name: id, form, exact, similarity });
    }
  }
  return best;
}

function identifierHits(index: ScreeningIndex, query: ScreeningQuery): Map<number, IdentifierHit> {
  const hits = new Map<number, IdentifierHit>();
  const keys = new Set([
    ...queryIdentifierKeys(query.regCode, query.countryCode),
    ...queryIdentifierKeys(query.vatCode, query.countryCode),
  ]);
  for (const key of keys)
    for (const hit of index.identifiers.get(key) ?? []) hits.set(hit.entry, hit);
  return hits;
}

/**
 * Screens one company against every loaded list: its name in every form (typed, in Latin
 * letters, read by Russian transcription rules) against every listed name and alias, and its
 * numbers against the listed registration, tax, LEI, IMO and SWIFT numbers.
 */
export function screenCompany(
  index: ScreeningIndex,
  query: ScreeningQuery,
  memo: SimilarityMemo = new Map(),
): ScreeningResult {
  const top = scoredMatches(index, query, memo).slice(0, MAX_MATCHES);
  return { status: top.length ? statusOf(top[0]!.score) : 'clear', matches: top };
}

/**
 * Every entry scoring at least `floor`, best first: screenCompany's matches before the cap,
 * and, with a lower floor, the score distributions the thresholds are calibrated on.
 */
export function scoredMatches(
  index: ScreeningIndex,
  query: ScreeningQuery,
  memo: SimilarityMemo = new Map(),
  floor = POSSIBLE_THRESHOLD,
): ScreeningMatch[] {
  const country = query.countryCode?.toUpperCase();
  const byName = nameHits(index, screeningQueryForms(query.name, country), memo, floor);
  const byNumber = identifierHits(index, query);
  const matches: ScreeningMatch[] = [];
  for (const entry of new Set([...byName.keys(), ...byNumber.keys()])) {
    const row = index.entries[entry]!;
    const reasons: string[] = [];
    let score = 0;
    let matchedName = row.name;
    const number = byNumber.get(entry);
    if (number) {
      score = IDENTIFIER_SCORE;
      reasons.push(identifierReason(number.scheme, number.normalized));
    }
    const hit = byName.get(entry);
    if (hit && hit.score > 0) {
      const name = index.names[hit.name]!;
      let nameScore = hit.score;
      const countryReason = countryModifier(row.countries, country);
      nameScore = Math.max(0, Math.min(1, nameScore + countryReason.change));
      if (nameScore >= floor || number) {
        reasons.push(
          nameReason({
            query: query.name,
            listed: name.name,
            isPrimary: name.isPrimary,
            quality: name.quality,
            exact: hit.exact,
            similarity: hit.similarity,
          }),
        );
        if (name.latin.hadLegalForm || hit.form.parts.hadLegalForm)
          reasons.push('Организационно-правовая форма не учитывалась');
        if (countryReason.reason) reasons.push(countryReason.reason);
      }
      if (nameScore > score) {
        score = nameScore;
        matchedName = name.name;
      } else if (!number) matchedName = name.name;
    }
    if (score < floor) continue;
    matches.push({
      list: row.list,
      entryId: row.entryId,
      name: row.name,
      matchedName,
      score: Math.round(score * 1000) / 1000,
      programs: row.programs,
      kind: row.kind,
      reasons,
    });
  }
  matches.sort(
    (a, b) =>
      b.score - a.score || a.list.localeCompare(b.list) || a.entryId.localeCompare(b.entryId),
  );
  return matches;
}

/** The country as a modifier: neutral when either side names none. */
function countryModifier(
  listed: string[],
  country: string | undefined,
): { change: number; reason: string | null } {
  if (!country || !listed.length) return { change: 0, reason: null };
  if (listed.includes(country))
    return { change: COUNTRY_MATCH_BONUS, reason: `Страна совпадает: ${countryNameRu(country)}` };
  return {
    change: -COUNTRY_MISMATCH_PENALTY,
    reason: `Страна не совпадает: в списке — ${listed.map(countryNameRu).join(', ')}`,
  };
}

/**
 * The companies of a result page screened at once: one similarity memo for all, since the
 * names of one page share many words.
 */
export function screenCompanies(
  index: ScreeningIndex,
  queries: ScreeningQuery[],
): ScreeningResult[] {
  const memo: SimilarityMemo = new Map();
  return queries.map((query) => screenCompany(index, query, memo));
}
