/** The country as the seed passes it in (see `SeedCountry` in ../country-list). */
export interface CountryInput {
  code: string;
  name: string;
  nameEn: string;
  groups: string[];
}

/**
 * How much a researcher can see without the company's help:
 * - online: an electronic register with free or cheap extracts;
 * - partial: basic data online, documents and accounts only on request;
 * - request: a paper or semi-electronic register, extracts through a local agent;
 * - closed: data practically available only through official requests or the company itself;
 * - none: there is no commercial register at all.
 */
export const OPENNESS = ['online', 'partial', 'request', 'closed', 'none'] as const;
export type Openness = (typeof OPENNESS)[number];

/** The legal family that shapes company forms and what a register holds. */
export const LEGAL_SYSTEMS = [
  'common',
  'civil',
  'civil-fr',
  'civil-pt',
  'civil-es',
  'civil-nl',
  'ohada',
  'roman-dutch',
  'islamic-mixed',
  'us',
  'nordic',
  'mixed',
] as const;
export type LegalSystem = (typeof LEGAL_SYSTEMS)[number];

/** The state whose rules apply to a dependent territory. */
export const PARENT_STATES = ['FR', 'GB', 'US', 'NL', 'AU', 'NZ', 'NO', 'DK', 'FI'] as const;
export type ParentState = (typeof PARENT_STATES)[number];

/** Real per-country data from which the text of a smaller country is composed. */
export interface CountryFacts {
  /** Locative with preposition: «в Анголе», «на Гваделупе». */
  where: string;
  /** Who keeps the register of companies (Markdown allowed). */
  register: string;
  /** Short name of the main source, where the register text does not start with one. */
  source?: string;
  /** The company identifier in use (absent where there are no companies to identify). */
  id?: string;
  /** Tax or VAT number, if there is one worth naming. */
  tax?: string;
  /** Language(s) of the records, in Russian, lower case: «французский». */
  lang: string;
  open: Openness;
  law: LegalSystem;
  parent?: ParentState;
  /** A low-tax regime for non-resident companies is the territory's business. */
  offshore?: boolean;
  /** No permanent population and practically no registered companies. */
  uninhabited?: boolean;
  /** One or two sentences on the economy and who a Russian user is likely to meet there. */
  note: string;
  /** A country-specific practical tip. */
  tip?: string;
  /** Sanctions, conflict or recognition context, stated neutrally. */
  risk?: string;
}
