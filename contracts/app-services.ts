import type {
  Country,
  CountryDetails,
  CountryGroup,
  CountryWithTariffs,
  FileType,
} from './dictionary';
import type { SiteInfo } from './site';

/**
 * What route loaders and actions may call, handed to them as React Router's load context.
 * The site sees only this interface; `core/services.ts` implements it on the database.
 */
export interface AppServices {
  site: SiteInfo;
  dictionary: {
    listCountries(): Promise<Country[]>;
    getCountry(ref: string | number): Promise<CountryDetails | null>;
    listCountryGroups(): Promise<CountryGroup[]>;
    listCountriesByGroup(
      ref: string | number,
    ): Promise<{ group: CountryGroup; countries: Country[] } | null>;
    getPriceList(): Promise<CountryWithTariffs[]>;
    listFileTypes(): Promise<FileType[]>;
  };
}

export interface AppLoadContextValue {
  services: AppServices;
  /** Per-response nonce for the Content-Security-Policy of inline scripts. */
  cspNonce: string;
}
