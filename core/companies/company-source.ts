import type { Company, CompanySearchCriteria } from '../../contracts/company-search';
import type { Country } from '../../contracts/dictionary';

/**
 * Where the companies of a country come from (decisions.md section 3). The register in the
 * database is the first implementation; a data vendor plugs in as another one for the
 * countries it covers. A source that does not keep its companies in the register should
 * upsert what it returns there (source = vendor name, sourceId = vendor id), so that the ids
 * it hands out stay valid for the order page.
 */
export interface CompanySource {
  readonly name: string;
  /** Matches ranked best first; at most `limit`. */
  search(country: Country, criteria: CompanySearchCriteria, limit: number): Promise<Company[]>;
}

/** Picks the source for a country: a vendor where one is configured, else the register. */
export function createSourceChooser(
  register: CompanySource,
  byCountry: Record<string, CompanySource> = {},
): (country: Country) => CompanySource {
  return (country) => byCountry[country.code.toUpperCase()] ?? register;
}
