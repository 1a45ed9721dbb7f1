/**
 * The tariff a customer chose on a report page travels in the URL (`?tariff=ID`) through the
 * company search to the order page, which pre-selects it: the choice survives reloads and Back.
 */
export const TARIFF_PARAM = 'tariff';

export function tariffFromSearchParams(params: URLSearchParams): number | null {
  const value = params.get(TARIFF_PARAM);
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The query with the chosen tariff added, when there is one. */
export function withTariff(params: URLSearchParams, tariffId: number | null): URLSearchParams {
  if (tariffId !== null) params.set(TARIFF_PARAM, String(tariffId));
  return params;
}

/** A country's company search, opened at the form, keeping the tariff chosen on a report page. */
export function companySearchPath(countryCode: string, tariffId: number | null): string {
  const query = withTariff(new URLSearchParams(), tariffId).toString();
  return `/countries/country/${countryCode.toLowerCase()}${query ? `?${query}` : ''}#search`;
}
