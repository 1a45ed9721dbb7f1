import { countryAliases } from '../../contracts/country-aliases';
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

/**
 * The names a country filter shows for a query, in the order it shows them: those starting with
 * it, then those with a word starting with it, then the other matches, each in the list's order.
 * Another name of the country (contracts/country-aliases.ts: «Англия», «Germany») counts where
 * it or one of its words starts with the query, never for a match inside it.
 */
export function filteredNames(
  countries: { name: string; code?: string }[],
  query: string,
): string[] {
  const q = query.toLocaleLowerCase('ru');
  const words = (name: string) => name.split(/[\s(«-]/);
  const rankOf = (name: string, inside: boolean): number | null => {
    const lower = name.toLocaleLowerCase('ru');
    if (lower.startsWith(q)) return 0;
    if (words(lower).some((word) => word.startsWith(q))) return 1;
    return inside && lower.includes(q) ? 2 : null;
  };
  const ranked = countries.map(({ name, code }) => {
    const ranks = [
      rankOf(name, true),
      ...(code ? countryAliases(code) : []).map((alias) => rankOf(alias, false)),
    ].filter((rank): rank is number => rank !== null);
    return { name, rank: ranks.length ? Math.min(...ranks) : null };
  });
  return [0, 1, 2].flatMap((rank) => ranked.filter((c) => c.rank === rank).map((c) => c.name));
}
