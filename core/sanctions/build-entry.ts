import { normalizeIdentifier } from './normalize-identifier';
import type {
  SanctionsEntry,
  SanctionsIdentifier,
  SanctionsIdentifierScheme,
  SanctionsName,
  SanctionsNameQuality,
} from '../../contracts/sanctions-entry';

const QUALITY_RANK: Record<SanctionsNameQuality, number> = { strong: 0, weak: 1, low: 2 };

/** Names without repeats (by spelling, ignoring case), each at the best quality it is given. */
function uniqueNames(names: (SanctionsName | null)[]): SanctionsName[] {
  const byKey = new Map<string, SanctionsName>();
  for (const name of names) {
    if (!name) continue;
    const key = name.name.toLowerCase();
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, name);
    else if (QUALITY_RANK[name.quality] < QUALITY_RANK[seen.quality]) {
      byKey.set(key, { ...seen, quality: name.quality });
    }
  }
  return [...byKey.values()];
}

/** An identifier as listed, or null when it has no letter or digit to compare. */
export function sanctionsIdentifier(
  type: string,
  scheme: SanctionsIdentifierScheme,
  value: string | undefined | null,
  country?: string | null,
): SanctionsIdentifier | null {
  const listed = (value ?? '').replace(/\s+/g, ' ').trim();
  const normalized = normalizeIdentifier(listed);
  if (!normalized) return null;
  const identifier: SanctionsIdentifier = { type: type.trim(), scheme, value: listed, normalized };
  if (country) identifier.country = country;
  return identifier;
}

function uniqueIdentifiers(identifiers: (SanctionsIdentifier | null)[]): SanctionsIdentifier[] {
  const byKey = new Map<string, SanctionsIdentifier>();
  for (const id of identifiers) {
    if (id && !byKey.has(`${id.scheme}:${id.normalized}`))
      byKey.set(`${id.scheme}:${id.normalized}`, id);
  }
  return [...byKey.values()];
}

export interface EntryParts extends Omit<
  SanctionsEntry,
  'names' | 'identifiers' | 'countries' | 'programs' | 'name'
> {
  /** The primary name first; blanks and repeats are dropped here. */
  names: (SanctionsName | null)[];
  identifiers: (SanctionsIdentifier | null)[];
  countries: (string | null | undefined)[];
  programs: (string | null | undefined)[];
}

/**
 * The entry from what a parser gathered, without blanks or repeats; null when it has no name
 * at all (the parser refuses the file then: a list entry without a name is malformed).
 */
export function buildEntry(parts: EntryParts): SanctionsEntry | null {
  const names = uniqueNames(parts.names);
  const primary = names[0];
  if (!primary) return null;
  const remarks = parts.remarks?.replace(/\s+/g, ' ').trim();
  return {
    list: parts.list,
    entryId: parts.entryId,
    kind: parts.kind,
    name: primary.name,
    names,
    identifiers: uniqueIdentifiers(parts.identifiers),
    countries: [...new Set(parts.countries.filter((c): c is string => !!c))].sort(),
    programs: [
      ...new Set(
        parts.programs.map((p) => p?.replace(/\s+/g, ' ').trim()).filter((p): p is string => !!p),
      ),
    ],
    listedOn: parts.listedOn,
    remarks: remarks || null,
  };
}
