import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import FACTS_DATA from './country-facts.json' with { type: 'json' };
import { composeContent, fallbackFacts } from './compose';
import {
  LEGAL_SYSTEMS,
  OPENNESS,
  PARENT_STATES,
  type CountryFacts,
  type CountryInput,
} from './types';

export type { CountryInput } from './types';

/**
 * content/countries, found upwards from this module, so that the sources and the bundled server
 * (build/server-main) read the same files whatever the working directory.
 */
function handWrittenDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'content', 'countries');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('content/countries not found');
    dir = parent;
  }
}

/**
 * Texts written by hand for the countries that matter most to our users: content/countries/RU.md
 * and so on, read once, at the first seed.
 */
let handWritten: Map<string, string> | undefined;

function handWrittenTexts(): Map<string, string> {
  if (handWritten) return handWritten;
  const dir = handWrittenDir();
  const names = readdirSync(dir).filter((name) => /^[A-Z]{2}\.md$/.test(name));
  handWritten = new Map(
    names.map((name) => [name.slice(0, 2), readFileSync(path.join(dir, name), 'utf8')]),
  );
  return handWritten;
}

/**
 * The enumerations of each entry are checked: JSON gives plain strings, and a mistyped value
 * would otherwise compose a text with a missing sentence.
 */
function checkedFacts(data: Record<string, Record<string, unknown>>): Record<string, CountryFacts> {
  const isOneOf = (values: readonly string[], value: unknown) =>
    typeof value === 'string' && values.includes(value);
  for (const [code, facts] of Object.entries(data)) {
    if (
      !isOneOf(OPENNESS, facts.open) ||
      !isOneOf(LEGAL_SYSTEMS, facts.law) ||
      (facts.parent !== undefined && !isOneOf(PARENT_STATES, facts.parent))
    )
      throw new Error(`country-facts.json: ${code} has an unknown open, law or parent`);
  }
  // The other fields are strings and flags as the JSON gives them; the enumerations are checked above.
  return data as unknown as Record<string, CountryFacts>;
}

/** Facts from which the texts of the remaining countries and territories are composed. */
const FACTS = checkedFacts(FACTS_DATA);

/** Codes that have a hand-written text (the rest are composed from per-country facts). */
export function handWrittenCodes(): string[] {
  return [...handWrittenTexts().keys()];
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
  const written = handWrittenTexts().get(code);
  if (written !== undefined) return written.trim();
  const facts = FACTS[code] ?? fallbackFacts(country);
  return composeContent({ ...country, code }, facts).trim();
}
