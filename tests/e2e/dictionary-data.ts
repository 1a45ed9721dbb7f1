import type {
  Country,
  CountryGroup,
  CountryWithTariffs,
  GetCountryResponse,
} from '../../contracts/dictionary';
import { baseUrl } from '../playwright-utils';

/** The server's own dictionary answers, so page tests compare with data rather than guesses. */
async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const getCountry = (code: string) =>
  post<GetCountryResponse>('/Dictionary/GetCountry', { codeType: 'alpha2', countryId: code });

export const getCountries = async () =>
  (await post<{ countries: Country[] }>('/Dictionary/GetCountries', { codeType: 'alpha2' }))
    .countries;

export const getPriceList = async () =>
  (await post<{ countries: CountryWithTariffs[] }>('/Report/GetPriceList', {})).countries;

export const getCountriesByGroup = (slug: string) =>
  post<{ group: CountryGroup; countries: Country[] }>('/Dictionary/GetCountriesByGroup', {
    groupCountryId: slug,
    codeType: 'alpha2',
  });

export async function getCountryGroups(): Promise<CountryGroup[]> {
  const response = await fetch(`${baseUrl()}/api/Dictionary/CountryGroups`);
  return ((await response.json()) as { countryGroups: CountryGroup[] }).countryGroups;
}

/** The spec's filter: case-insensitive substring of the Russian name. */
export const nameContains = (name: string, query: string) =>
  name.toLocaleLowerCase('ru').includes(query.toLocaleLowerCase('ru'));

/**
 * The names a country filter shows for a query, in the order it shows them: those starting with
 * it, then those with a word starting with it, then the other matches, each in the list's order.
 */
export function filteredNames(countries: { name: string }[], query: string): string[] {
  const q = query.toLocaleLowerCase('ru');
  const names = countries.map((c) => c.name).filter((name) => nameContains(name, q));
  const starts = (name: string) => name.toLocaleLowerCase('ru').startsWith(q);
  const wordStarts = (name: string) =>
    !starts(name) &&
    name
      .toLocaleLowerCase('ru')
      .split(/[\s(«-]/)
      .some((word) => word.startsWith(q));
  return [
    ...names.filter(starts),
    ...names.filter(wordStarts),
    ...names.filter((name) => !starts(name) && !wordStarts(name)),
  ];
}
