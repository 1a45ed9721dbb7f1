import PLACES_DATA from './country-places.json' with { type: 'json' };

export interface CountryPlaces {
  cities: string[];
  /** '#' a digit, '@' a letter. */
  postcode?: string;
}

/**
 * Real cities (in the local script, 'local|Latin' where the Latin form is not a
 * transliteration) and postcode patterns of the countries with the most companies
 * (country-places.json). Other countries use their capital from `countries-list`.
 */
export const PLACES: Record<string, CountryPlaces> = PLACES_DATA;
