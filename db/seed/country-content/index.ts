import { AFRICA_OCEANIA } from './africa-oceania';
import { AMERICAS } from './americas';
import { ASIA_EAST } from './asia-east';
import { ASIA_WEST_SOUTH } from './asia-west-south';
import { CIS } from './cis';
import { composeContent, fallbackFacts } from './compose';
import { EUROPE_CENTRAL_EAST } from './europe-central-east';
import { EUROPE_NORTH_SOUTH } from './europe-north-south';
import { EUROPE_WEST } from './europe-west';
import { FACTS_AFRICA } from './facts-africa';
import { FACTS_AMERICAS } from './facts-americas';
import { FACTS_ASIA_OCEANIA } from './facts-asia-oceania';
import type { ContentMap, CountryFacts, CountryInput } from './types';

export type { CountryInput } from './types';

/** Texts written by hand for the countries that matter most to our users. */
const HAND_WRITTEN: ContentMap = {
  ...EUROPE_WEST,
  ...EUROPE_NORTH_SOUTH,
  ...EUROPE_CENTRAL_EAST,
  ...CIS,
  ...ASIA_EAST,
  ...ASIA_WEST_SOUTH,
  ...AMERICAS,
  ...AFRICA_OCEANIA,
};

/** Facts from which the texts of the remaining countries and territories are composed. */
const FACTS: Record<string, CountryFacts> = {
  ...FACTS_AFRICA,
  ...FACTS_AMERICAS,
  ...FACTS_ASIA_OCEANIA,
};

/** Codes that have a hand-written text (the rest are composed from per-country facts). */
export function handWrittenCodes(): string[] {
  return Object.keys(HAND_WRITTEN);
}

/** Codes that have per-country facts for a composed text. */
export function composedCodes(): string[] {
  return Object.keys(FACTS);
}

/**
 * Territories whose text says they have no permanent population and practically no registered
 * companies (Antarctica, Bouvet Island …): the demo register gives them none either.
 */
export function uninhabitedCodes(): string[] {
  return Object.entries(FACTS)
    .filter(([, facts]) => facts.uninhabited)
    .map(([code]) => code);
}

/** Markdown text (Russian) shown in the country information dialog and on the country page. */
export function countryContent(country: CountryInput): string {
  const code = country.code.toUpperCase();
  const written = HAND_WRITTEN[code];
  if (written !== undefined) return written.trim();
  const facts = FACTS[code] ?? fallbackFacts(country);
  return composeContent({ ...country, code }, facts).trim();
}
