import type { SanctionsListCode } from './sanctions-lists';

export type { SanctionsListCode };

/** What a list entry designates, as the lists say it; `other` for anything else they name. */
export type SanctionsEntryKind = 'entity' | 'individual' | 'vessel' | 'aircraft' | 'other';

/**
 * How far a name identifies its holder: `strong` for primary names and good aliases (UN Good,
 * OFAC aka/fka/nka, EU strong, UK primary name and alias), `weak` for names the list itself
 * marks as weak (OFAC's a.k.a. in remarks, EU strong="false", UK name variations), `low` for
 * UN aliases of low quality.
 */
export type SanctionsNameQuality = 'strong' | 'weak' | 'low';

/** Where the name stands in its entry: the primary name, an alias, a former or new name. */
export type SanctionsNameType = 'primary' | 'aka' | 'fka' | 'nka';

export interface SanctionsName {
  name: string;
  type: SanctionsNameType;
  quality: SanctionsNameQuality;
  /** Unicode script of its letters ('Latin', 'Cyrillic', 'Arabic', 'Han'…, 'Mixed'). */
  script: string;
  /** Language as the list gives it (EU nameLanguage, UK NonLatinScriptLanguage), if it does. */
  language?: string;
}

/**
 * The kind of number, for the matcher's weight: registration, tax, LEI, IMO and SWIFT/BIC
 * numbers identify a company; passports and national ids a person; `other` the rest.
 */
export type SanctionsIdentifierScheme =
  'registration' | 'tax' | 'lei' | 'imo' | 'swift' | 'passport' | 'national-id' | 'other';

export interface SanctionsIdentifier {
  /** The type as listed ('Tax ID No.', 'regnumber', 'IMONumber'…). */
  type: string;
  scheme: SanctionsIdentifierScheme;
  /** The number as listed. */
  value: string;
  /** Upper-case letters and digits only: what a company's number is compared with. */
  normalized: string;
  /** ISO 3166-1 alpha-2 of the issuing country, when the list names one we know. */
  country?: string;
}

/** One entry of one list, normalised the same way whatever the list's own format. */
export interface SanctionsEntry {
  list: SanctionsListCode;
  /** The list's own id: OFAC ent_num, EU logicalId, UK UniqueID, UN DATAID. */
  entryId: string;
  kind: SanctionsEntryKind;
  /** The primary name as listed. */
  name: string;
  /** Every name, the primary one first. */
  names: SanctionsName[];
  identifiers: SanctionsIdentifier[];
  /** ISO 3166-1 alpha-2 codes of the countries of its addresses, nationality, flag… */
  countries: string[];
  /** Programmes or regimes it is listed under. */
  programs: string[];
  /** YYYY-MM-DD, when the list says. */
  listedOn: string | null;
  remarks: string | null;
}

/** Where the list's publication date came from. */
export type PublishedAtSource = 'list' | 'file' | 'import';

/** A whole list file (or OFAC's set of files), parsed and checked. */
export interface ParsedSanctionsList {
  list: SanctionsListCode;
  publishedAt: Date;
  publishedAtSource: PublishedAtSource;
  entries: SanctionsEntry[];
}
