import type { Random } from '../random';
import type { ActivityClassification } from './activity-code';
import type { NamePool } from './name-pool';

export interface LegalForm {
  /** As written after (or before) the name: 'GmbH', 'ТОО'. */
  short: string;
  /** In Russian, with the local full name where it helps: 'общество с ограниченной ответственностью'. */
  full: string;
  /** The local title of the chief executive of this form: 'Geschäftsführer'. */
  ceo: string;
  /** Written before the name: 'ТОО «…»', 'PT …'. */
  isPrefix?: boolean;
}

export interface City {
  name: string;
  /** The leading part of the city's postcodes ('80' for München, 'M2' for Manchester). */
  postcodePrefix?: string;
}

interface RegistrationContext {
  city: City;
  /** The year the company was registered; some numbers include it. */
  year: number;
  countryCode: string;
}

export interface CountryProfile {
  pool: NamePool;
  /** The first is the usual form for a mid-sized company; the second is sometimes chosen. */
  legalForms: LegalForm[];
  cities: City[];
  postcode?: (random: Random, prefix: string) => string;
  register: {
    /** What the number is called, in Russian: 'Номер в торговом реестре (HRB)'. */
    label: string;
    authority: (city: string) => string;
    number: (random: Random, context: RegistrationContext) => string;
  };
  tax: { label: string; number: (random: Random, registration: string) => string };
  classification: ActivityClassification;
  banks: string[];
  /** The company's web domain ends with this: 'de', 'co.uk'. */
  domain: string;
  /** Overrides the currency of countries-list (Abkhazia and South Ossetia are not in it). */
  currency?: string;
}

/** 'München:80|Hamburg:20' */
export function cities(items: string): City[] {
  return items.split('|').map((item) => {
    const [name = item, postcodePrefix] = item.split(':');
    return { name, postcodePrefix };
  });
}

/** A postcode of `length` digits starting with the city's prefix. */
export const digitPostcode =
  (length: number) =>
  (random: Random, prefix: string): string =>
    (prefix + random.digits(length)).slice(0, length);

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.pick([...LETTERS])).join('');

export const alphanumeric = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.pick([...ALNUM])).join('');
