import type { CompanySanctions } from '../../contracts/screening';
import {
  MAX_COMPANY_RESULTS,
  type Company,
  type CompanySearchCriteria,
  type FindCompanyResponse,
} from '../../contracts/company-search';
import type { Country } from '../../contracts/dictionary';
import type { Database } from '../../db/client';
import { getCountry, type CountryRef } from '../dictionary/get-country';
import type { CompanySource } from './company-source';

/**
 * FindCompany (spec sections 3 and 7): the country's tariffs and its companies matching the
 * criteria, each with its sanctions screening, at most MAX_COMPANY_RESULTS, and whether more match. `request` is the single-company
 * fallback, set when exactly one company matched. Null when the country is unknown.
 */
export async function findCompany(
  db: Database,
  chooseSource: (country: Country) => CompanySource,
  countryRef: CountryRef,
  criteria: CompanySearchCriteria,
  screen: (companies: Company[]) => Promise<CompanySanctions[]>,
): Promise<FindCompanyResponse | null> {
  const details = await getCountry(db, countryRef);
  if (!details) return null;
  // One more than is shown tells whether the list is cut.
  const found = await chooseSource(details.country).search(
    details.country,
    criteria,
    MAX_COMPANY_RESULTS + 1,
  );
  const shown = found.slice(0, MAX_COMPANY_RESULTS);
  const sanctions = await screen(shown);
  const companies = shown.map((company, i) => ({ ...company, sanctions: sanctions[i]! }));
  return {
    error: null,
    reportTariffs: details.tariffs,
    companies,
    request: companies.length === 1 ? companies[0]! : null,
    hasMore: found.length > MAX_COMPANY_RESULTS,
  };
}
