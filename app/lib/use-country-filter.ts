import { useDeferredValue, useMemo, useState } from 'react';
import type { Country } from '../../contracts/dictionary';
import { filterCountries } from '../components/country-search/country-panel';
import { useCountryAliases } from './use-country-aliases';

/**
 * The "find a country by name" filter of the long lists. The list is long: typing stays
 * responsive while React catches up with the deferred query.
 */
export function useCountryFilter<T extends Pick<Country, 'name'> & { code?: string }>(
  countries: T[],
  initialQuery = '',
) {
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const aliasesOf = useCountryAliases(query.trim() !== '');
  const shown = useMemo(
    () => filterCountries(countries, deferredQuery, aliasesOf),
    [countries, deferredQuery, aliasesOf],
  );
  return { query, setQuery, shown, isFiltering: deferredQuery.trim() !== '' };
}
