import type { AppServices } from '../../contracts/app-services';
import { COUNTRY_QUERY_PARAM, normalizeCountryCode } from './chosen-country';

/** Every country for the chooser, and the details of the one named by `?country=`, if any. */
export async function loadChosenCountry({ dictionary }: AppServices, request: Request) {
  const code = normalizeCountryCode(new URL(request.url).searchParams.get(COUNTRY_QUERY_PARAM));
  const [countries, details] = await Promise.all([
    dictionary.listCountries(),
    code ? dictionary.getCountry(code) : null,
  ]);
  return { countries, details };
}
